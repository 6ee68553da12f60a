/** Delivery to a PIN code (GET /api/shipping/serviceability) and tracking (GET /api/track); docs/decisions/053, 054. */
import { useQuery } from '@tanstack/react-query';
import type { ServiceabilityResponse, TrackResponse } from '#shared/schemas/shipping';
import { apiRequest } from './fetch';
import { queryKeys } from './query-keys';

/** Whether the courier delivers to `pin` and by when; asked only for a complete 6-digit PIN, kept 10 minutes. */
export function useServiceability(pin: string) {
  const complete = /^\d{6}$/.test(pin);
  return useQuery({
    queryKey: queryKeys.shipping.serviceability(pin),
    queryFn: () => apiRequest<ServiceabilityResponse>('GET', `/api/shipping/serviceability?pin=${pin}`),
    enabled: complete,
    staleTime: 10 * 60_000,
  });
}

/** An order's progress for /track; runs when `lookup` is set (after the form is sent). */
export function useTracking(lookup: { order: string; contact: string } | null) {
  return useQuery({
    queryKey: queryKeys.shipping.track(lookup?.order ?? '', lookup?.contact ?? ''),
    queryFn: () =>
      apiRequest<TrackResponse>(
        'GET',
        `/api/track?order=${encodeURIComponent(lookup!.order)}&contact=${encodeURIComponent(lookup!.contact)}`,
      ),
    enabled: lookup !== null,
    staleTime: 30_000,
  });
}
