/**
 * A dealer's pasted list turned into keychain drafts (docs/decisions/057-dealer-bulk-paste.md):
 * one name per line, or CSV lines `name,font,colour,customer` (a header row naming those
 * columns is recognised and skipped; font and colour may be given by value or display name,
 * blank means the default). Every name passes the same text rule as a typed one; lines that
 * break a rule are listed with their line number and nothing of them is added.
 */
import { parse } from 'csv-parse/browser/esm/sync';
import { DEFAULT_COLOR, DEFAULT_FONT } from '#shared/catalog';
import { MAX_KEYCHAIN_TEXT, validateStlText } from '#shared/keychain-text';
import { blankKeychainDraft, type KeychainDraft } from './order-draft';
import { fontForText } from '#shared/font-for-text';

/** One refused line of a paste. */
export interface BulkProblem {
  /** 1-based line number in the pasted text. */
  line: number;
  text: string;
  message: string;
}

/** The outcome of a paste: the drafts to add, in order, and the refused lines. */
export interface BulkPasteResult {
  drafts: KeychainDraft[];
  problems: BulkProblem[];
}

/** An option as the catalogue lists it: its value and its display name. */
interface NamedOption {
  value: string;
  displayName: string;
}

/** Most lines read from one paste (a dealer order holds at most as many keychains as credits). */
export const MAX_BULK_LINES = 500;

const HEADER = /^(name|text|keychain)$/i;

function findOption(options: readonly NamedOption[], wanted: string): NamedOption | undefined {
  const key = wanted.trim().toLowerCase();
  return options.find((o) => o.value.toLowerCase() === key || o.displayName.toLowerCase() === key);
}

/**
 * Parses a pasted list into drafts. `room` is how many keychains still fit (credits left);
 * lines past it are refused with a message saying so. Never throws on bad input.
 */
export function parseBulkKeychains(
  pasted: string,
  catalogue: { fonts: readonly NamedOption[]; colors: readonly NamedOption[]; room: number },
): BulkPasteResult {
  let rows: string[][];
  try {
    rows = parse(pasted, {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
      to_line: MAX_BULK_LINES + 1,
    });
  } catch {
    rows = pasted.split(/\r?\n/).map((line) => [line.trim()]);
  }
  const drafts: KeychainDraft[] = [];
  const problems: BulkProblem[] = [];
  rows.forEach((cells, index) => {
    const line = index + 1;
    const [name = '', fontCell = '', colourCell = '', customerCell = ''] = cells;
    if (cells.every((cell) => cell === '')) return;
    if (index === 0 && HEADER.test(name)) return;
    const text = cells.join(',');
    if (index >= MAX_BULK_LINES) {
      problems.push({ line, text, message: `At most ${MAX_BULK_LINES} lines at a time` });
      return;
    }
    const textProblem = validateStlText(name, MAX_KEYCHAIN_TEXT);
    if (textProblem) return problems.push({ line, text, message: textProblem });
    const font = fontCell ? findOption(catalogue.fonts, fontCell) : undefined;
    if (fontCell && !font) return problems.push({ line, text, message: `Unknown font “${fontCell}”` });
    const colour = colourCell ? findOption(catalogue.colors, colourCell) : undefined;
    if (colourCell && !colour) return problems.push({ line, text, message: `Unknown colour “${colourCell}”` });
    if (drafts.length >= catalogue.room) {
      return problems.push({ line, text, message: 'Not enough credits for this line: buy more credits first' });
    }
    drafts.push({
      ...blankKeychainDraft(),
      customText: name.charAt(0).toUpperCase() + name.slice(1),
      // No font named: one that draws the name's script (docs/decisions/044-fonts-per-script.md).
      fontFamily: font?.value ?? fontForText(catalogue.fonts, name, DEFAULT_FONT),
      textColor: colour?.value ?? DEFAULT_COLOR,
      ...(customerCell ? { forCustomer: customerCell.slice(0, 60) } : {}),
    });
  });
  return { drafts, problems };
}
