/**
 * The printability guard for a design being typed (issue 12): POST /api/designs/printability,
 * asked 400 ms after the text or font stops changing, cached per text and font.
 */
import { useQuery } from '@tanstack/react-query';
import { MAX_ORDER_TEXT, keychainTextProblem } from '#shared/keychain-text';
import type { PrintabilityResponse } from '#shared/schemas/stl';
import { useDebounced } from '../lib/use-debounced';
import { ApiError, apiRequest } from './fetch';
import { queryKeys } from './query-keys';

const PRINTABILITY_URL = '/api/designs/printability';
const DEBOUNCE_MS = 400;
/**
 * Asks the guard; a 400 about the text (a character the font has no glyph for, a vowel sign
 * HarfBuzz cannot attach) comes back as an unprintable answer carrying the engine's sentence, so
 * the field says what it cannot print.
 */
async function checkDesign(customText: string, fontFamily: string): Promise<PrintabilityResponse> {
  try {
    return await apiRequest<PrintabilityResponse>('POST', PRINTABILITY_URL, { customText, fontFamily });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return { printable: false, minStrokeMm: 0, letterHeightMm: 0, thickenMm: 0, warnings: [error.serverMessage] };
    }
    throw error;
  }
}

/** The guard's answer for the design, or undefined while unknown (empty or invalid text, loading, or the check failed). */
export function usePrintability(customText: string, fontFamily: string): PrintabilityResponse | undefined {
  const text = useDebounced(customText.trim(), DEBOUNCE_MS);
  const font = useDebounced(fontFamily, DEBOUNCE_MS);
  const query = useQuery({
    queryKey: queryKeys.printability(font, text),
    queryFn: () => checkDesign(text, font),
    enabled: text !== '' && keychainTextProblem(text, MAX_ORDER_TEXT) === null && font.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  return query.data;
}
