/**
 * The State select's lists (checkout, profile, dealer forms), taken from the GST state list
 * (src/shared/gst-states.ts) so the names the shopper picks are the names the server and the
 * invoices know. "Other Territory" (97, offshore areas) is no delivery address.
 */
import { GST_STATES } from '#shared/gst-states';

/** GST codes of the union territories (Delhi and Jammu and Kashmir included). */
const UNION_TERRITORY_CODES = new Set(['01', '04', '07', '26', '31', '34', '35', '38']);
const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/** India's 28 states, by name. */
export const INDIAN_STATES: readonly string[] = GST_STATES.filter((s) => !UNION_TERRITORY_CODES.has(s.code) && s.code !== '97')
  .map((s) => s.name)
  .sort(byName);

/** The 8 union territories, by name. */
export const INDIAN_UNION_TERRITORIES: readonly string[] = GST_STATES.filter((s) => UNION_TERRITORY_CODES.has(s.code))
  .map((s) => s.name)
  .sort(byName);
