/** CSV output for the admin exports (issue 17): csv-stringify with the shop's safety settings. */
import { stringify, type Stringifier } from 'csv-stringify';

/**
 * CSV text of the rows (UTF-8 with a BOM so spreadsheet apps read ₹ and names right). Cells
 * starting with = + - @ tab or CR get a leading ' (csv-stringify's escape_formulas, OWASP's
 * CSV injection advice), so a customer named "=HYPERLINK(…)" stays text in a spreadsheet.
 */
export function csvStream(columns: readonly string[]): Stringifier {
  return stringify({ header: true, columns: [...columns], bom: true, escape_formulas: true });
}

const istDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "2026-03-12 16:05" in India time: sortable and read as a date by spreadsheets. */
export function formatCsvDate(date: Date): string {
  const parts = Object.fromEntries(istDateTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
