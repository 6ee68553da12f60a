/**
 * The printability guard for a design being typed: POST /api/designs/printability,
 * asked 400 ms after the text or font stops changing, cached per text and font.
 */
import { useQuery } from '@tanstack/react-query';
import type { PrintabilityResponse } from '#shared/schemas/stl';
import { useDebounced } from '../lib/use-debounced';
import { apiRequest } from './fetch';
import { queryKeys } from './query-keys';

const PRINTABILITY_URL = '/api/designs/printability';
const DEBOUNCE_MS = 400;
const VALID_TEXT = /^[A-Za-z0-9]{1,15}$/;

/** The guard's answer for the design, or undefined while unknown (empty or invalid text, loading, or the check failed). */
export function usePrintability(customText: string, fontFamily: string): PrintabilityResponse | undefined {
  const text = useDebounced(customText.trim(), DEBOUNCE_MS);
  const font = useDebounced(fontFamily, DEBOUNCE_MS);
  const query = useQuery({
    queryKey: queryKeys.printability(font, text),
    queryFn: () => apiRequest<PrintabilityResponse>('POST', PRINTABILITY_URL, { customText: text, fontFamily: font }),
    enabled: VALID_TEXT.test(text) && font.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  return query.data;
}
