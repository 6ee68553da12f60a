/**
 * The PIN code lookup (GET /api/pincodes/:pin, docs/decisions/048-pin-code-directory.md) the
 * address forms fill city and state from.
 */
import { useQuery } from '@tanstack/react-query';
import { PIN_CODE } from '#shared/schemas/contact';
import type { PincodeResponse } from '#shared/schemas/pincode';
import { ApiError, apiRequest } from './fetch';
import { queryKeys } from './query-keys';

/** What the lookup of a PIN code says: nothing yet (fewer than 6 digits), found, unknown, or not reachable. */
export type PinLookup =
  { status: 'idle' | 'loading' | 'failed'; place: null } | { status: 'found'; place: PincodeResponse } | { status: 'unknown'; place: null };

/** Looks `pin` up as soon as it has 6 digits (answers are cached for the session). */
export function usePinLookup(pin: string): PinLookup {
  const complete = PIN_CODE.test(pin);
  const query = useQuery({
    queryKey: queryKeys.pincode(pin),
    queryFn: () => apiRequest<PincodeResponse>('GET', `/api/pincodes/${pin}`),
    enabled: complete,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!complete) return { status: 'idle', place: null };
  if (query.data) return { status: 'found', place: query.data };
  if (query.error)
    return query.error instanceof ApiError && query.error.status === 404
      ? { status: 'unknown', place: null }
      : { status: 'failed', place: null };
  return { status: 'loading', place: null };
}
