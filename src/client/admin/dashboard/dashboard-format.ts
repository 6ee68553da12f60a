/**
 * The dashboard tab's pure helpers (docs/product.md#dashboard): the ranges it offers as India days,
 * the change against the period before, the payment mix's names, and the CSV behind every chart
 * and table.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 86_400_000;

/** The ranges the tab offers; `custom` takes two dates. */
export const RANGE_PRESETS = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: 'month', label: 'This month' },
  { value: 'fy', label: 'This financial year' },
  { value: 'custom', label: 'Custom' },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]['value'];

/** Today's date in India (`YYYY-MM-DD`) at instant `now`. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The India days of a preset ending today: the last 7 or 30 days count today; the month starts
 * on its 1st; the financial year on 1 April (Income-tax Act 1961, s. 3).
 */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now: Date): { from: string; to: string } {
  const to = indiaToday(now);
  if (preset === 'today') return { from: to, to };
  if (preset === '7d') return { from: shift(to, -6), to };
  if (preset === '30d') return { from: shift(to, -29), to };
  if (preset === 'month') return { from: `${to.slice(0, 7)}-01`, to };
  const year = Number(to.slice(0, 4));
  const month = Number(to.slice(5, 7));
  return { from: `${month >= 4 ? year : year - 1}-04-01`, to };
}

/** "+12 % on the previous period", "−5 %", "same as", or "none before" when the previous was 0. */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'Same as the period before' : 'None in the period before';
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 100);
  if (percent === 0) return 'Same as the period before';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)} % on the period before`;
}

/** The payment mix's name of a way of paying (dashboard-sales.ts SalesChannel.method); an unknown one as it is. */
export function paymentMethodLabel(method: string): string {
  if (method === 'online') return 'Online';
  if (method === 'cod') return 'Cash on delivery';
  return method;
}

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** RFC 4180 CSV of a header and rows (numbers as they are: paise columns say so in their names). */
export function csvOf(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** A `data:` URL of `csv` for a download link (UTF-8 with a BOM, so spreadsheets read ₹ and scripts). */
export function csvHref(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`;
}
