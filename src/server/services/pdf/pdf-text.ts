/**
 * One line of PDF text, laid out for pdf-lib (docs/decisions/092-indic-text-in-pdfs.md,
 * docs/decisions/102-every-indian-name-prints.md). pdf-lib draws a font's glyphs one per
 * character, left to right, which is right for Latin but not for India's scripts (no conjuncts,
 * no pre-base matras, no mark positioning, no Arabic joining or right-to-left order). So a line
 * is split into runs:
 * - text pdf-lib's font draws (Latin, digits, punctuation, "₹") stays text;
 * - a run of one of the document scripts (the shop's Indian scripts, Arabic script, Ol Chiki,
 *   Meetei Mayek; src/shared/document-text.ts) is shaped with HarfBuzz in that script's face
 *   (src/geometry shapeText), to be drawn from its glyph outlines (docs/product.md#shaping);
 * - a line holding right-to-left letters is first ordered by the Unicode Bidirectional Algorithm
 *   (UAX #9, bidi-js): each run takes its level's direction, Arabic is shaped right to left,
 *   digits and Latin inside it stay left to right, and the runs are placed in visual order;
 * - anything else (a script no face here draws, a Hebrew letter) becomes one U+FFFD "�" per
 *   letter, visibly. The forms refuse such text before it is stored (undrawableLetters).
 */
import { documentScriptsOf } from '#shared/document-text';
import { splitLetters } from '#shared/keychain-text';
import { GeometryError, shapeText, type Font, type ShapedText } from '../../../geometry/index.js';
import { shapedCommands } from '../../../geometry/outline.js';
import type { PdfFonts, PdfScript, PdfWeight } from './pdf-fonts';

/** What stands where a letter no font can draw was. */
export const REPLACEMENT_CHARACTER = '\uFFFD';

/** A piece of a line: text for pdf-lib's font, or a script run shaped by HarfBuzz. Advances are in em (points at size 1). */
export type LineRun =
  | { kind: 'text'; text: string; advance: number }
  | { kind: 'glyphs'; script: PdfScript; text: string; font: Font; shaped: ShapedText; advance: number };

/** A laid-out line (runs in visual order, left to right) and the letters that were replaced. */
export interface LineLayout {
  runs: LineRun[];
  /** Total advance in em. */
  advance: number;
  /** The letters drawn as REPLACEMENT_CHARACTER, in order. */
  replaced: string[];
}

/** What a line is laid out with: pdf-lib's font for text (its character set and widths) and the script fonts. */
export interface LineFonts {
  /** True when pdf-lib's font has a glyph for the code point. */
  hasGlyph: (codePoint: number) => boolean;
  /** Advance of `text` in pdf-lib's font, em. */
  textAdvance: (text: string) => number;
  fonts: PdfFonts;
  weight: PdfWeight;
}

/** A run of a line before shaping: text for pdf-lib, one document script, or letters no font here draws. */
export type RunSegment = { kind: 'text' | 'missing'; text: string } | { kind: 'script'; script: PdfScript; text: string };

function sameRun(a: RunSegment, b: RunSegment): boolean {
  if (a.kind === 'script' && b.kind === 'script') return a.script === b.script;
  return a.kind === b.kind;
}

/** Right-to-left letters no face here draws: pdf-lib would set them unjoined and backwards, so they are never text. */
const RIGHT_TO_LEFT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
/** Combining marks and joiners belong to the run before them. */
const FOLLOWS = /^[\p{M}\u200c\u200d]$/u;

/** The document script of `ch`, preferring `current` for signs several scripts share (the danda). */
function scriptOf(ch: string, current: PdfScript | undefined): PdfScript | undefined {
  const scripts = documentScriptsOf(ch);
  if (current && scripts.includes(current)) return current;
  return scripts[0];
}

/**
 * Splits `text` into runs, in logical order: 'script' (a document script), 'text' (what
 * pdf-lib's font draws) and 'missing' (neither). Marks and ZWJ/ZWNJ stay with the run before them.
 */
export function splitRuns(text: string, hasGlyph: (codePoint: number) => boolean): RunSegment[] {
  const segments: RunSegment[] = [];
  for (const ch of text) {
    const last = segments[segments.length - 1];
    const lastScript = last?.kind === 'script' ? last.script : undefined;
    let next: RunSegment;
    const script = scriptOf(ch, lastScript);
    if (last && FOLLOWS.test(ch) && (last.kind !== 'text' || hasGlyph(ch.codePointAt(0)!))) next = { ...last, text: ch };
    else if (script) next = { kind: 'script', script, text: ch };
    else if (hasGlyph(ch.codePointAt(0)!) && !RIGHT_TO_LEFT.test(ch)) next = { kind: 'text', text: ch };
    else next = { kind: 'missing', text: ch };
    if (last && sameRun(last, next)) last.text += ch;
    else segments.push(next);
  }
  return segments;
}

/** A run with its bidi embedding level (even: left to right, odd: right to left). */
type LevelledSegment = RunSegment & { level: number };

/**
 * The runs of `text` in visual order, each with its bidi level (UAX #9 rules P2-P3 choose the
 * line's direction from its first strong letter; L2 reverses runs at each odd level and above).
 * A line with no right-to-left letter keeps its logical order at level 0.
 */
export function visualRuns(text: string, hasGlyph: (codePoint: number) => boolean, fonts: PdfFonts): LevelledSegment[] {
  const segments = splitRuns(text, hasGlyph);
  if (!RIGHT_TO_LEFT.test(text)) return segments.map((segment) => ({ ...segment, level: 0 }));
  const { levels } = fonts.bidi().getEmbeddingLevels(text, 'auto');
  // Cut each run where its level changes (levels are per UTF-16 unit).
  const pieces: LevelledSegment[] = [];
  let offset = 0;
  for (const segment of segments) {
    let last: LevelledSegment | undefined;
    for (const ch of segment.text) {
      const level = levels[offset] ?? 0;
      if (last?.level === level) last.text += ch;
      else {
        last = { ...segment, text: ch, level };
        pieces.push(last);
      }
      offset += ch.length;
    }
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence at that level or above.
  const highest = Math.max(...pieces.map((p) => p.level));
  const lowestOdd = Math.min(...pieces.map((p) => (p.level % 2 === 1 ? p.level : highest + 1)));
  for (let level = highest; level >= lowestOdd && level > 0; level--) {
    for (let i = 0; i < pieces.length;) {
      if (pieces[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < pieces.length && pieces[j]!.level >= level) j++;
      pieces.splice(i, j - i, ...pieces.slice(i, j).reverse());
      i = j;
    }
  }
  return pieces;
}

/** Shapes a script run; letters HarfBuzz cannot draw (a lone vowel sign, a letter the face lacks) become replacements. */
function shapeRun(text: string, script: PdfScript, direction: 'ltr' | 'rtl', into: LineLayout, fonts: LineFonts): void {
  const font = fonts.fonts.scriptFont(script, fonts.weight);
  const push = (piece: string, shaped: ShapedText) => {
    const advance = shaped.glyphs.reduce((sum, g) => sum + g.xAdvance, 0) / font.unitsPerEm;
    into.runs.push({ kind: 'glyphs', script, text: piece, font, shaped, advance });
    into.advance += advance;
  };
  try {
    push(text, shapeText(font, text, { direction }));
    return;
  } catch (error) {
    if (!(error instanceof GeometryError)) throw error;
  }
  // Letter by letter: the good ones keep their shape, the broken one is replaced.
  const letters = splitLetters(text);
  for (const letter of direction === 'rtl' ? letters.reverse() : letters) {
    try {
      push(letter, shapeText(font, letter, { direction }));
    } catch (error) {
      if (!(error instanceof GeometryError)) throw error;
      addText(REPLACEMENT_CHARACTER, into, fonts);
      into.replaced.push(letter);
    }
  }
}

function addText(text: string, into: LineLayout, fonts: LineFonts): void {
  const advance = fonts.textAdvance(text);
  const last = into.runs[into.runs.length - 1];
  if (last?.kind === 'text') {
    last.text += text;
    last.advance += advance;
  } else into.runs.push({ kind: 'text', text, advance });
  into.advance += advance;
}

/** Text of a right-to-left run as pdf-lib must set it: its letters in reverse, brackets mirrored (UAX #9 L4). */
function rightToLeftText(text: string, fonts: PdfFonts): string {
  const bidi = fonts.bidi();
  return splitLetters(text)
    .reverse()
    .map((letter) => bidi.getMirroredCharacter(letter) ?? letter)
    .join('');
}

/**
 * Lays out one line (`text` without line breaks) for drawing: runs in visual order with their
 * advances in em, script runs shaped by HarfBuzz (glyph ids and positions in font units) in
 * their bidi direction, and the letters no font can draw, each replaced by REPLACEMENT_CHARACTER.
 * @throws GeometryError INVALID_FONT when a script's font file cannot be read (an install fault).
 */
export function layoutLine(text: string, fonts: LineFonts): LineLayout {
  const layout: LineLayout = { runs: [], advance: 0, replaced: [] };
  for (const segment of visualRuns(text, (cp) => fonts.hasGlyph(cp), fonts.fonts)) {
    const rtl = segment.level % 2 === 1;
    if (segment.kind === 'text') addText(rtl ? rightToLeftText(segment.text, fonts.fonts) : segment.text, layout, fonts);
    else if (segment.kind === 'script') shapeRun(segment.text, segment.script, rtl ? 'rtl' : 'ltr', layout, fonts);
    else {
      const letters = splitLetters(segment.text);
      addText(REPLACEMENT_CHARACTER.repeat(letters.length), layout, fonts);
      layout.replaced.push(...letters);
    }
  }
  return layout;
}

function number(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * SVG path data of a shaped run in font units with Y pointing down, as pdf-lib's drawSvgPath
 * expects (it flips Y back): the glyph outlines HarfBuzz draws, placed at their pen positions.
 */
export function runSvgPath(run: Extract<LineRun, { kind: 'glyphs' }>): string {
  const parts: string[] = [];
  for (const c of shapedCommands(run.font, run.shaped)) {
    switch (c.type) {
      case 'M':
      case 'L':
        parts.push(`${c.type}${number(c.x)} ${number(-c.y)}`);
        break;
      case 'Q':
        parts.push(`Q${number(c.x1)} ${number(-c.y1)} ${number(c.x)} ${number(-c.y)}`);
        break;
      case 'C':
        parts.push(`C${number(c.x1)} ${number(-c.y1)} ${number(c.x2)} ${number(-c.y2)} ${number(c.x)} ${number(-c.y)}`);
        break;
      case 'Z':
        parts.push('Z');
        break;
    }
  }
  return parts.join('');
}
