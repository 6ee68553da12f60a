/** CSV output for the admin exports: csv-stringify with the shop's safety settings. */
import { Readable, pipeline } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/** A number a spreadsheet shows as it is: an optional sign, digits and spaces ("+91 98765 43210", "-5"). */
const PLAIN_NUMBER = /^[+-]?\d[\d ]*$/;
/** What a spreadsheet may run as a formula: a cell starting with = + - @ tab or CR (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as written (docs/decisions/055-csv-phones-and-formulas.md): a leading ' only when
 * a spreadsheet would run the cell as a formula ("=HYPERLINK(…)", "+cmd", "-2+3", "@SUM"), not
 * for a plain signed number such as a phone "+91 98765 43210", which stays as typed.
 */
export function escapeCsvCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** csv-stringify settings of every export: a BOM, text cells quoted and escaped by escapeCsvCell. */
const CSV_OPTIONS = { header: true, bom: true, quoted_string: true, cast: { string: escapeCsvCell } } as const;

/**
 * CSV text of the rows (UTF-8 with a BOM so spreadsheet apps read ₹ and names right). Every
 * text cell is quoted and cells a spreadsheet would run get a leading ' (escapeCsvCell), so a
 * customer named "=HYPERLINK(…)" stays text in a spreadsheet.
 */
export function csvStream(columns: readonly string[]): Stringifier {
  return stringify({ ...CSV_OPTIONS, columns: [...columns] });
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
 * Streams the records of `source` (objects by column name, or arrays in `columns` order) as CSV. pipeline() ties the two streams together: when the
 * download is aborted the generator is stopped (no more database reads), and a failed read
 * destroys the output, so the client sees a cut download rather than a silently short file.
 */
export function csvFromRecords(source: AsyncIterable<Record<string, unknown> | unknown[]>, columns: readonly string[]): Stringifier {
  const out = csvStream(columns);
  pipeline(Readable.from(source), out, () => {
    // Errors reach the HTTP reply through `out`; nothing else to do here.
  });
  return out;
}

/** The same CSV as csvStream, as one string (small files built in memory, such as a print batch's job sheet). */
export function csvText(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return stringifySync([...rows], { ...CSV_OPTIONS, columns: [...columns] });
}
