/**
 * The signed-in customer (spec §4 "Auth": a returned user means signed in). A 401 or any
 * failure means signed out; customer sign-in itself lands with the accounts issue.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './fetch';

/** The user as GET /api/auth/user returns it (spec §3 "User"). */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  phone: string | null;
  address: { street: string; city: string; state: string; zipCode: string; country: string } | null;
}

/** The current user or null, with a loading flag. */
export function useAuth(): { user: AuthUser | null; isLoading: boolean; isAuthenticated: boolean } {
  const query = useQuery({
    queryKey: ['/api/auth/user'],
    queryFn: async () => {
      try {
        return await apiRequest<AuthUser>('GET', '/api/auth/user');
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
        throw error;
      }
    },
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}
