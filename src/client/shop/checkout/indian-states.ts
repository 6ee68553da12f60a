/**
 * The State select's lists (checkout, profile, dealer forms), taken from the GST state list
 * (src/shared/gst-states.ts) so the names the shopper picks are the names the server and the
 * invoices know. "Other Territory" (97, offshore areas) is no delivery address.
 */
import { GST_STATES } from '#shared/gst-states';

/** GST codes of the union territories (Delhi and Jammu and Kashmir included). */
const UNION_TERRITORY_CODES = new Set(['01', '04', '07', '26', '31', '34', '35', '38']);
/**
 * Alphabetical order of the names (plain English words, so code-unit order is the dictionary's;
 * the test holds it to `localeCompare`). Not `localeCompare` itself: its first call loads ICU's
 * collation data, a 12 ms task on the checkout's first load (docs/decisions/098-short-tasks-after-first-paint.md).
 */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** India's 28 states, by name. */
export const INDIAN_STATES: readonly string[] = GST_STATES.filter((s) => !UNION_TERRITORY_CODES.has(s.code) && s.code !== '97')
  .map((s) => s.name)
  .sort(byName);

/** The 8 union territories, by name. */
export const INDIAN_UNION_TERRITORIES: readonly string[] = GST_STATES.filter((s) => UNION_TERRITORY_CODES.has(s.code))
  .map((s) => s.name)
  .sort(byName);
