/** The account cards' loading and load-error lines, worded once for each list (designs, orders). */
import { QueryStatus, type QueryStatusSource } from '../components/query-status';

/** "Loading your {items}…", or "Your {items} could not be loaded. Please refresh the page." (no Retry button). */
export function AccountQueryStatus({ query, items }: { query: QueryStatusSource; items: string }) {
  return (
    <QueryStatus
      layout="inline"
      query={query}
      loading={`Loading your ${items}…`}
      error={`Your ${items} could not be loaded. Please refresh the page.`}
      retryLabel={null}
    />
  );
}
