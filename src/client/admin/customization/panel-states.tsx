/**
 * Loading, inline error (docs/product.md#admin-messages) and empty states shared by the
 * Customization panels.
 */
import { QueryStatus, type QueryStatusSource } from '../../components/query-status';
import { fetchErrorText } from './customization-api';

/** Three pulsing rows standing for a list that is loading. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-16 animate-pulse rounded-xl bg-gray-100" />
      ))}
    </div>
  );
}

/** The skeleton while an admin list loads; "Error loading …" with the HTTP status and Try Again when it failed. */
export function PanelQueryStatus({ query, plural }: { query: QueryStatusSource & { error?: unknown }; plural: string }) {
  return (
    <QueryStatus
      query={query}
      loading={`Loading ${plural}`}
      placeholder={<PanelLoading label={`Loading ${plural}`} />}
      error={`Error loading ${plural}`}
      detail={fetchErrorText(query.error)}
      retryLabel="Try Again"
    />
  );
}

/** A list with nothing in it yet, and what to do about it. */
export function PanelEmpty({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center">
      <p className="font-semibold text-gray-900">{title}</p>
      <p className="mt-1 text-sm text-gray-600">{hint}</p>
    </div>
  );
}
