import { QueryClient } from '@tanstack/react-query';

/**
 * TanStack Query client per docs/product.md#data-loading: no retries, never stale, no refetch on
 * window focus (queries that need it opt in), no polling. Every query names its own `queryFn`;
 * keys come from `query-keys.ts` and are names, not URLs.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
