/**
 * The loading and load-error states of a TanStack query, written once for every screen: a
 * `status` line while the first answer is on its way, an `alert` with a Retry button when it
 * failed, nothing otherwise (the caller renders its data or its empty state).
 */
import type { ReactNode } from 'react';
import { AlertTriangle, Loader2, RotateCcw } from 'lucide-react';
import { Button } from './ui/button';

/** What QueryStatus reads of a query (a `UseQueryResult` fits). */
export interface QueryStatusSource {
  /** No answer yet (also while a disabled query waits). */
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

/** `panel`: a centred block filling a tab; `inline`: one line inside a card or list. */
export type QueryStatusLayout = 'panel' | 'inline';

export interface QueryStatusProps {
  query: QueryStatusSource;
  /** The loading text, e.g. "Loading dealers…". */
  loading: ReactNode;
  /** The failure heading or sentence, e.g. "Failed to Load Dealers". */
  error: ReactNode;
  /** A second line under the heading (e.g. the server's message). */
  detail?: ReactNode;
  /** The retry button's text; `null` leaves the button out. */
  retryLabel?: string | null;
  /** Shown instead of the loading line (e.g. a skeleton); it must carry its own `role="status"`. */
  placeholder?: ReactNode;
  layout?: QueryStatusLayout;
}

/** Loading line or error alert of `query`, or null once it has an answer. */
export function QueryStatus({ query, loading, error, detail, retryLabel = 'Retry', placeholder, layout = 'panel' }: QueryStatusProps) {
  const retry =
    retryLabel === null ? null : (
      <Button
        type="button"
        variant="outline"
        size={layout === 'inline' ? 'sm' : 'default'}
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
      >
        <RotateCcw aria-hidden="true" />
        {retryLabel}
      </Button>
    );
  if (query.isError) return <FailedAlert layout={layout} error={error} detail={detail} retry={retry} />;
  if (query.isPending) {
    if (placeholder) return <>{placeholder}</>;
    return layout === 'inline' ? (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        {loading}
      </p>
    ) : (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-gray-600">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        {loading}
      </p>
    );
  }
  return null;
}

/** The failure alert: heading, detail and Retry. */
function FailedAlert({
  layout,
  error,
  detail,
  retry,
}: {
  layout: QueryStatusLayout;
  error: ReactNode;
  detail: ReactNode;
  retry: ReactNode;
}) {
  return layout === 'inline' ? (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
      <span>
        {error}
        {detail ? <> {detail}</> : null}
      </span>
      {retry}
    </div>
  ) : (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-gray-200"
    >
      <AlertTriangle className="h-8 w-8 text-red-500" aria-hidden="true" />
      <p className="font-semibold text-gray-900">{error}</p>
      {detail ? <p className="text-sm text-gray-600">{detail}</p> : null}
      {retry}
    </div>
  );
}
