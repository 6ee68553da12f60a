/**
 * One line of PDF text, laid out for pdf-lib (docs/decisions/092-indic-text-in-pdfs.md). pdf-lib
 * draws a font's glyphs one per character, which is right for Latin but not for India's scripts
 * (no conjuncts, no pre-base matras, no mark positioning). So a line is split into runs:
 * - text pdf-lib's font draws (Latin, digits, punctuation, "₹") stays text;
 * - a run of one of the shop's Indian scripts is shaped with HarfBuzz in the catalogue's family
 *   for that script (src/geometry shapeText), to be drawn from its glyph outlines
 *   (docs/product.md#shaping);
 * - anything else (a script no font here draws, or an Arabic or Hebrew letter pdf-lib would
 *   set unjoined and in the wrong order) becomes one U+FFFD "�" per letter, visibly.
 */
import { splitLetters } from '#shared/keychain-text';
import { GeometryError, scriptsOf, shapeText, type Font, type ShapedText } from '../../../geometry/index.js';
import { shapedCommands } from '../../../geometry/outline.js';
import { INDIC_SCRIPTS, type IndicScript, type PdfFonts, type PdfWeight } from './pdf-fonts';

/** What stands where a letter no font can draw was. */
export const REPLACEMENT_CHARACTER = '\uFFFD';

/** A piece of a line: text for pdf-lib's font, or an Indic run shaped by HarfBuzz. Advances are in em (points at size 1). */
export type LineRun =
  | { kind: 'text'; text: string; advance: number }
  | { kind: 'glyphs'; script: IndicScript; text: string; font: Font; shaped: ShapedText; advance: number };

/** A laid-out line and the letters that were replaced. */
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

/** A run of a line before shaping: text for pdf-lib, one Indian script, or letters no font here draws. */
export type RunSegment = { kind: 'text' | 'missing'; text: string } | { kind: 'script'; script: IndicScript; text: string };

function sameRun(a: RunSegment, b: RunSegment): boolean {
  if (a.kind === 'script' && b.kind === 'script') return a.script === b.script;
  return a.kind === b.kind;
}

/** Right-to-left letters: pdf-lib neither joins nor reorders them, so they are not drawn as text. */
const RIGHT_TO_LEFT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
/** Combining marks and joiners belong to the run before them. */
const FOLLOWS = /^[\p{M}\u200c\u200d]$/u;

/** The Indic script of `ch`, preferring `current` for signs several scripts share (the danda). */
function indicScriptOf(ch: string, current: IndicScript | undefined): IndicScript | undefined {
  const scripts = scriptsOf(ch).filter((s): s is IndicScript => (INDIC_SCRIPTS as readonly string[]).includes(s));
  if (current && scripts.includes(current)) return current;
  return scripts[0];
}

/**
 * Splits `text` into runs: 'script' (one of the shop's Indian scripts), 'text' (what pdf-lib's
 * font draws) and 'missing' (neither). Marks and ZWJ/ZWNJ stay with the run before them.
 */
export function splitRuns(text: string, hasGlyph: (codePoint: number) => boolean): RunSegment[] {
  const segments: RunSegment[] = [];
  for (const ch of text) {
    const last = segments[segments.length - 1];
    const lastScript = last?.kind === 'script' ? last.script : undefined;
    let next: RunSegment;
    const script = indicScriptOf(ch, lastScript);
    if (last && FOLLOWS.test(ch) && (last.kind !== 'text' || hasGlyph(ch.codePointAt(0)!))) next = { ...last, text: ch };
    else if (script) next = { kind: 'script', script, text: ch };
    else if (hasGlyph(ch.codePointAt(0)!) && !RIGHT_TO_LEFT.test(ch)) next = { kind: 'text', text: ch };
    else next = { kind: 'missing', text: ch };
    if (last && sameRun(last, next)) last.text += ch;
    else segments.push(next);
  }
  return segments;
}

/** Shapes a script run; letters HarfBuzz cannot draw (a lone vowel sign, a letter the face lacks) become replacements. */
function shapeRun(text: string, script: IndicScript, into: LineLayout, fonts: LineFonts): void {
  const font = fonts.fonts.scriptFont(script, fonts.weight);
  const push = (piece: string, shaped: ShapedText) => {
    const advance = shaped.glyphs.reduce((sum, g) => sum + g.xAdvance, 0) / font.unitsPerEm;
    into.runs.push({ kind: 'glyphs', script, text: piece, font, shaped, advance });
    into.advance += advance;
  };
  try {
    push(text, shapeText(font, text));
    return;
  } catch (error) {
    if (!(error instanceof GeometryError)) throw error;
  }
  // Letter by letter: the good ones keep their shape, the broken one is replaced.
  for (const letter of splitLetters(text)) {
    try {
      push(letter, shapeText(font, letter));
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

/**
 * Lays out one line (`text` without line breaks) for drawing: runs in order with their advances
 * in em, Indic runs shaped by HarfBuzz (glyph ids and positions in font units), and the letters
 * no font can draw, each replaced by REPLACEMENT_CHARACTER.
 * @throws GeometryError INVALID_FONT when a script's font file cannot be read (an install fault).
 */
export function layoutLine(text: string, fonts: LineFonts): LineLayout {
  const layout: LineLayout = { runs: [], advance: 0, replaced: [] };
  for (const segment of splitRuns(text, (cp) => fonts.hasGlyph(cp))) {
    if (segment.kind === 'text') addText(segment.text, layout, fonts);
    else if (segment.kind === 'script') shapeRun(segment.text, segment.script, layout, fonts);
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
