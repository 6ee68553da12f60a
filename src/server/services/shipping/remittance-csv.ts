/**
 * COD remittance files (docs/product.md#cash-on-delivery): reading the CSV a courier sends with a
 * remittance (our simulated courier's own file, Shiprocket's export and any sheet with an AWB,
 * an amount, a UTR and a date column), and writing the simulated courier's file.
 */
import { decimalToPaise, paiseToDecimal } from '#shared/money';
import { COD_REMITTANCE_MESSAGES, UtrSchema } from '#shared/schemas/cod-remittances';
import { AppError } from '../../lib/app-error';
import type { RemittanceLine } from './provider';

/** The most rows one file may hold. */
export const MAX_REMITTANCE_ROWS = 5_000;

/** The messages of a file the import refuses (400, nothing changes). */
export const REMITTANCE_FILE_MESSAGES = {
  empty: 'The remittance file is empty',
  tooManyRows: `A remittance file holds at most ${MAX_REMITTANCE_ROWS} rows; split it`,
  missingColumns: (names: string[]) =>
    `The remittance file has no ${names.join(', ')} column (expected AWB, Amount, UTR and Date, or Shiprocket's remittance columns)`,
  unclosedQuote: 'The remittance file has a quote that is never closed',
} as const;

/**
 * The header names each field accepts, most specific first, compared without case, spaces or
 * punctuation: ours (AWB, Amount, UTR, Remitted on) and Shiprocket's remittance export (AWB Code,
 * COD Amount / Remitted Amount, UTR No, Remittance Date).
 */
const ALIASES = {
  awb: ['awb', 'awbcode', 'awbno', 'awbnumber', 'airwaybill', 'airwaybillnumber', 'awbcodes'],
  amount: ['remittedamount', 'remittanceamount', 'codamount', 'collectedamount', 'codcollected', 'amount', 'amountrs', 'amountinr'],
  utr: ['utr', 'utrno', 'utrnumber', 'bankutr', 'bankreference', 'bankreferenceno', 'referenceno'],
  date: ['remittedon', 'remittancedate', 'remitteddate', 'date', 'paymentdate', 'remittedat', 'remittancedatetime'],
} as const;
type Field = keyof typeof ALIASES;

/** A row the import could not read, by its line number in the file (the header is line 1). */
export interface RemittanceRowProblem {
  row: number;
  awb: string | null;
  message: string;
}

/** A read file: its lines (with their row numbers) and the rows it could not read. */
export interface ParsedRemittanceFile {
  lines: (RemittanceLine & { row: number })[];
  problems: RemittanceRowProblem[];
}

/** RFC 4180 records: fields split on commas, quotes doubled inside quoted fields, CRLF or LF. */
export function parseCsvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (quoted) throw new AppError('BAD_REQUEST', REMITTANCE_FILE_MESSAGES.unclosedQuote);
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => r.some((cell) => cell.trim() !== ''));
}

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A remittance date as couriers write it → YYYY-MM-DD: "2026-11-27", "27-11-2026", "27/11/2026",
 * "27 Nov 2026", each optionally followed by a time (ignored); null when it is none of these.
 */
export function parseRemittanceDate(value: string): string | null {
  const v = value.trim();
  const pad = (n: string) => n.padStart(2, '0');
  let y: string | undefined;
  let m: string | undefined;
  let d: string | undefined;
  const ymd = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T].*)?$/.exec(v);
  const dmy = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})(?:[ T].*)?$/.exec(v);
  const named = /^(\d{1,2})[ -]([A-Za-z]{3})[A-Za-z]*[ -,]+(\d{4})(?:[ T].*)?$/.exec(v);
  if (ymd) [, y, m, d] = ymd;
  else if (dmy) [, d, m, y] = dmy;
  else if (named) {
    const month = MONTHS.indexOf(named[2]!.toLowerCase());
    if (month < 0) return null;
    [d, m, y] = [named[1], String(month + 1), named[3]];
  }
  if (!y || !m || !d) return null;
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** "₹1,540.50", "Rs. 540", "540.5" → paise; null for anything else (or a negative amount). */
export function parseRemittanceAmount(value: string): number | null {
  const v = value
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replace(/,/g, '');
  try {
    const paise = decimalToPaise(v);
    return paise >= 0 ? paise : null;
  } catch {
    return null;
  }
}

/**
 * Reads a remittance CSV (docs/product.md#cash-on-delivery): the header row names the columns
 * (ALIASES), each later row is one AWB's cash. Rows with an empty AWB, an amount or a date that
 * does not read, or no UTR are reported as problems, never guessed.
 * @throws AppError BAD_REQUEST for an empty file, a file without the four columns, one with an
 *   unclosed quote or more than MAX_REMITTANCE_ROWS rows.
 */
export function parseRemittanceCsv(text: string): ParsedRemittanceFile {
  const records = parseCsvRecords(text.replace(/^\uFEFF/, ''));
  const [header, ...rows] = records;
  if (!header) throw new AppError('BAD_REQUEST', REMITTANCE_FILE_MESSAGES.empty);
  if (rows.length > MAX_REMITTANCE_ROWS) throw new AppError('BAD_REQUEST', REMITTANCE_FILE_MESSAGES.tooManyRows);
  const names = header.map(squash);
  const column = {} as Record<Field, number>;
  const missing: string[] = [];
  for (const field of Object.keys(ALIASES) as Field[]) {
    const index = ALIASES[field].map((alias) => names.indexOf(alias)).find((i) => i >= 0);
    if (index === undefined) missing.push(field === 'awb' ? 'AWB' : field === 'utr' ? 'UTR' : field === 'amount' ? 'Amount' : 'Date');
    else column[field] = index;
  }
  if (missing.length > 0) throw new AppError('BAD_REQUEST', REMITTANCE_FILE_MESSAGES.missingColumns(missing));

  const parsed: ParsedRemittanceFile = { lines: [], problems: [] };
  rows.forEach((cells, i) => {
    const row = i + 2;
    const cell = (field: Field) => (cells[column[field]] ?? '').trim();
    const awb = cell('awb').toUpperCase() || null;
    const amountPaise = parseRemittanceAmount(cell('amount'));
    const remittedOn = parseRemittanceDate(cell('date'));
    const utr = UtrSchema.safeParse(cell('utr'));
    const problem = !awb
      ? 'No AWB'
      : amountPaise === null
        ? `The amount "${cell('amount')}" is not a rupee amount`
        : !cell('utr')
          ? 'No UTR'
          : !utr.success
            ? COD_REMITTANCE_MESSAGES.utrInvalid
            : remittedOn === null
              ? `The date "${cell('date')}" is not a date`
              : null;
    if (problem || !awb || amountPaise === null || remittedOn === null || !utr.success) {
      parsed.problems.push({ row, awb, message: problem ?? '' });
    } else parsed.lines.push({ row, awb, amountPaise, utr: utr.data, remittedOn });
  });
  return parsed;
}

/** Quotes a CSV cell when it needs it (a comma, a quote or a line break). */
function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The remittance file our simulated courier lets the admin download: `AWB,Amount,UTR,Remitted on`
 * with amounts in rupees ("540.00", the shared money helpers) and dates YYYY-MM-DD.
 */
export function formatRemittanceCsv(lines: readonly RemittanceLine[]): string {
  const body = lines.map((l) => [l.awb, paiseToDecimal(l.amountPaise), l.utr, l.remittedOn].map(cell).join(','));
  return ['AWB,Amount,UTR,Remitted on', ...body].join('\r\n') + '\r\n';
}
