/**
 * The foot of a list paged on the server (docs/decisions/181-admin-lists-page-with-a-cursor.md):
 * "Showing n of m" and, while the server has more, "Load more" continuing after the last row shown.
 */
import { Button } from './ui/button';

/** `shown` of `total` `noun` (plural), and a Load more button while `hasMore`; `loading` while the next page comes. */
export function LoadMore({
  shown,
  total,
  noun,
  hasMore,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
      <p className="text-sm text-gray-600" aria-live="polite">
        Showing {shown.toLocaleString('en-IN')} of {total.toLocaleString('en-IN')} {noun}
      </p>
      {hasMore && (
        <Button type="button" variant="outline" size="sm" onClick={onLoadMore} disabled={loading}>
          {loading ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
