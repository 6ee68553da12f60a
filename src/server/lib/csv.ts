/** CSV output for the admin exports: csv-stringify with the shop's safety settings. */
import { Readable, pipeline } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

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

/**
 * Streams the records of `source` as CSV. pipeline() ties the two streams together: when the
 * download is aborted the generator is stopped (no more database reads), and a failed read
 * destroys the output, so the client sees a cut download rather than a silently short file.
 */
export function csvFromRecords(source: AsyncIterable<Record<string, unknown>>, columns: readonly string[]): Stringifier {
  const out = csvStream(columns);
  pipeline(Readable.from(source), out, () => {
    // Errors reach the HTTP reply through `out`; nothing else to do here.
  });
  return out;
}

/** The same CSV as csvStream, as one string (small files built in memory, such as a print batch's job sheet). */
export function csvText(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return stringifySync([...rows], { header: true, columns: [...columns], bom: true, escape_formulas: true });
}
