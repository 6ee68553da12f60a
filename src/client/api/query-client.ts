import { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './fetch';

/**
 * TanStack Query client per spec §9 "Data loading": no retries, never stale, no refetch on
 * window focus (queries that need it opt in), no polling.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      queryFn: ({ queryKey }) => apiRequest('GET', String(queryKey[0])),
    },
    mutations: { retry: false },
  },
});
