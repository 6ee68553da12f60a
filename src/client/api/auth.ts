/**
 * The signed-in customer (docs/product.md#auth-state: a returned user means signed in), from
 * GET /api/auth/session (200 with null when signed out). Sign-in itself is a navigation to /api/auth/google.
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthSessionResponse, AuthUserResponse, CustomerRegistryResponse, MyOrder } from '#shared/schemas/auth';
import type { UpdateProfileRequest } from '#shared/schemas/profile';
import { apiRequest } from './fetch';
import { queryKeys } from './query-keys';

/**
 * The user as GET /api/auth/user and /api/auth/session return it
 * (docs/product.md#users-and-registry).
 */
export type AuthUser = AuthUserResponse;

/** The query key of the current user; invalidate it after sign-in, sign-out and profile edits. */
export const AUTH_USER_KEY = queryKeys.auth.user();

/** The URL that starts sign-in and comes back to `returnTo` (a same-site path). */
export function signInUrl(returnTo?: string): string {
  return returnTo ? `/api/auth/google?returnTo=${encodeURIComponent(returnTo)}` : '/api/auth/google';
}

/** The current user or null, with a loading flag. */
export function useAuth(): { user: AuthUser | null; isLoading: boolean; isAuthenticated: boolean } {
  const query = useQuery({
    queryKey: AUTH_USER_KEY,
    // /api/auth/session answers 200 {user: null} when signed out: no failing request, no console error.
    queryFn: async () => (await apiRequest<AuthSessionResponse>('GET', '/api/auth/session')).user,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

/** PUT /api/auth/profile; refreshes the user on success. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => apiRequest<AuthUser>('PUT', '/api/auth/profile', body),
    onSuccess: (user) => {
      queryClient.setQueryData(AUTH_USER_KEY, user);
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
    },
  });
}

/** POST /api/auth/logout; forgets the user and everything cached for them. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ success: true }>('POST', '/api/auth/logout'),
    onSuccess: () => {
      queryClient.setQueryData(AUTH_USER_KEY, null);
      queryClient.removeQueries({ queryKey: queryKeys.auth.myOrders() });
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
    },
  });
}

/** GET /api/orders/my: the signed-in user's orders, newest first. */
export function useMyOrders(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.auth.myOrders(),
    queryFn: () => apiRequest<MyOrder[]>('GET', '/api/orders/my'),
    enabled,
  });
}

function registryUrl(q: string, cursor?: string): string {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return `/api/customer-registry${search ? `?${search}` : ''}`;
}

/**
 * GET /api/customer-registry (admin session only; 403 for customers), paged on the server
 * (docs/decisions/181-admin-lists-page-with-a-cursor.md): the customers `q` finds (all when
 * empty), the first page, then each `fetchNextPage` continues after the last one shown.
 */
export function useCustomerRegistry(enabled: boolean, q = '') {
  return useInfiniteQuery({
    queryKey: [...queryKeys.customerRegistry(), q],
    queryFn: ({ pageParam }) => apiRequest<CustomerRegistryResponse>('GET', registryUrl(q, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search loads, the last answer stays on screen (and the search box keeps focus).
    placeholderData: keepPreviousData,
    enabled,
  });
}
