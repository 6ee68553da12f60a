/**
 * The printability guard for a design being typed: POST /api/designs/printability, asked
 * 400 ms after the text or font stops changing, cached per text and font. An order button is
 * disabled while any of its designs is known to be unprintable.
 */
import { useEffect, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { MAX_ORDER_TEXT, keychainTextProblem } from '#shared/keychain-text';
import type { PrintabilityResponse } from '#shared/schemas/stl';
import { ApiError, apiRequest } from './fetch';
import { queryKeys } from './query-keys';

/**
 * The value once it has stopped changing for `ms` (lib/use-debounced's rule, kept here so the
 * storefront's first load does not fetch that module as a chunk of its own: first-load budget).
 */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

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

function printabilityQuery(text: string, font: string) {
  return {
    queryKey: queryKeys.printability(font, text),
    queryFn: () => checkDesign(text, font),
    enabled: text !== '' && keychainTextProblem(text, MAX_ORDER_TEXT) === null && font.length > 0,
    staleTime: Infinity,
    retry: false,
  };
}

/**
 * The guard's answers for several designs at once (the customizer's, the dealer's and the
 * checkout's order buttons), in order; undefined where unknown. Shares the cache and the
 * debounce of usePrintability, so a card's warning and its order button agree.
 */
export function usePrintabilities(designs: readonly { customText: string; fontFamily: string }[]): (PrintabilityResponse | undefined)[] {
  const key = useSettled(JSON.stringify(designs.map((d) => [d.customText.trim(), d.fontFamily])), DEBOUNCE_MS);
  const settled = JSON.parse(key) as [string, string][];
  const results = useQueries({ queries: settled.map(([text, font]) => printabilityQuery(text, font)) });
  // While the debounce runs, an answer about text that has since changed belongs to no design.
  return designs.map((d, i) => {
    const asked = settled[i];
    return asked && asked[0] === d.customText.trim() && asked[1] === d.fontFamily ? results[i]?.data : undefined;
  });
}

/** True when the guard has answered that the design cannot print (unknown is not unprintable). */
export function isUnprintable(report: PrintabilityResponse | undefined): boolean {
  return report !== undefined && !report.printable;
}

/** The guard's answer for the design, or undefined while unknown (empty or invalid text, loading, or the check failed). */
export function usePrintability(customText: string, fontFamily: string): PrintabilityResponse | undefined {
  const text = useSettled(customText.trim(), DEBOUNCE_MS);
  const font = useSettled(fontFamily, DEBOUNCE_MS);
  return useQuery(printabilityQuery(text, font)).data;
}
