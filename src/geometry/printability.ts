// The printability guard (method in docs/decisions/019): measures the thinnest stroke
// of the text as it will be printed by morphological opening of the letters' cross-section,
// thickens thin strokes a little where that is enough, and says whether the design can print.
import { faceFor, type Font } from './font.js';
import { SCRIPT_REFERENCE_LETTER, textScript, type KeychainScript } from './script.js';
import { DEFAULT_MIN_STROKE_MM, MAX_THICKEN_MM, type KeychainOptions } from './constants.js';
import { layoutTextOutline } from './outline.js';
import { HandleScope, JOIN_ROUND, letterSection } from './cross-section.js';
import { plateLayout, resolveKeychainOptions, validateKeychainText } from './keychain-input.js';
import { getRawModule, type RawCrossSection } from './wasm.js';

/** Share of the letters' area an opening may remove and still count as "every stroke survives" (round-off at corners and tapered ends). */
export const STROKE_LOSS_TOLERANCE = 0.03;

/** The message shoppers, dealers and the order API show for an unprintable design. */
export const THIN_TEXT_MESSAGE = 'Letters too thin to print at this length: shorten the text or pick a bolder font';

/**
 * The message for Indic text too small to print as laid out: thickening would close the small
 * loops and counters of Indic letters, so such text is refused instead (docs/decisions/044-fonts-per-script.md).
 */
export const INDIC_TOO_LONG_MESSAGE = 'Too long for a keychain in this script: shorten it';

/**
 * The smallest letter height (the script's reference letter: Latin cap H, Indic KA) that prints
 * legibly, mm, per script (docs/decisions/044-fonts-per-script.md). Latin has no floor beyond
 * the stroke rule; Tamil and Malayalam KA are short letters in tall lines, hence lower floors.
 */
export const SCRIPT_MIN_LETTER_HEIGHT_MM: Readonly<Record<KeychainScript, number>> = Object.freeze({
  Latn: 0,
  Deva: 4,
  Beng: 4,
  Guru: 4,
  Orya: 4,
  Gujr: 4,
  Knda: 4,
  Telu: 4,
  Mlym: 3.5,
  Taml: 3.5,
});

/** What the guard found, mm. */
export interface PrintabilityReport {
  /** True when every stroke is at least `requiredStrokeMm`, possibly after thickening by `thickenMm`. */
  printable: boolean;
  /** The thinnest stroke of the text as laid out, before thickening, mm (0.01 mm resolution). */
  minStrokeMm: number;
  /** The script's reference letter height at print scale (Latin cap H, Indic KA), mm. */
  letterHeightMm: number;
  /** The minimum the guard asked for, mm. */
  requiredStrokeMm: number;
  /** How much the print grows each letter outline on every side (0 = untouched), mm; pass as options.strokeOffsetMm. */
  thickenMm: number;
  /** Sentences for the shopper; empty when the text prints as laid out. */
  warnings: string[];
}

/** Input of `assessPrintability`. */
export interface AssessPrintabilityInput {
  text: string;
  font: Font;
  options?: Partial<KeychainOptions>;
  /** Thinnest stroke the printer lays down reliably, mm; default DEFAULT_MIN_STROKE_MM (0.8). */
  minStrokeMm?: number;
}

/** Segments per full circle of the measuring offsets' round joins: at r ≤ 1.5 mm a 16-gon strays < 0.03 mm, below the 0.05 mm curve tolerance. */
const OFFSET_SEGMENTS = 16;

/** Share of `section`'s area lost by an opening (erode by r, then dilate by r), 0..1. */
function openingLoss(scope: HandleScope, section: RawCrossSection, area: number, radiusMm: number): number {
  const eroded = scope.own(section._Offset(-radiusMm, JOIN_ROUND, 2, OFFSET_SEGMENTS));
  if (eroded.isEmpty()) return 1;
  const opened = scope.own(eroded._Offset(radiusMm, JOIN_ROUND, 2, OFFSET_SEGMENTS));
  return Math.max(0, (area - opened.area()) / area);
}

/**
 * The thinnest stroke of `section`, mm: twice the largest radius r whose opening keeps all but
 * STROKE_LOSS_TOLERANCE of the area. A stroke narrower than 2r vanishes under erosion by r, so
 * its whole area is lost; a wider one comes back except for its sharp corners. Bisection to 0.01 mm on the stroke; 3 mm and more reads as 3.
 */
function thinnestStrokeMm(scope: HandleScope, section: RawCrossSection, area: number): number {
  let lo = 0;
  let hi = 1.5;
  if (openingLoss(scope, section, area, hi) <= STROKE_LOSS_TOLERANCE) return 2 * hi;
  while (hi - lo > 0.004) {
    const mid = (lo + hi) / 2;
    if (openingLoss(scope, section, area, mid) <= STROKE_LOSS_TOLERANCE) lo = mid;
    else hi = mid;
  }
  return Math.floor(2 * lo * 100) / 100;
}

/** Height of `script`'s reference letter above the baseline (the Latin cap H, the Indic KA), font units. */
function letterHeightUnits(font: Font, script: KeychainScript): number {
  const letter = SCRIPT_REFERENCE_LETTER[script];
  const cp = letter.codePointAt(0) ?? 0;
  const face = font.faces[faceFor(font, cp)];
  const glyph = face?.hb.nominalGlyph(cp);
  const extents = glyph === undefined ? undefined : face?.hb.glyphExtents(glyph);
  return extents && extents.yBearing > 0 ? extents.yBearing : font.unitsPerEm * 0.7;
}

/**
 * Checks the text and lays its letters out as assessPrintability and printThickening measure
 * them (no thickening yet): the stroke required (mm), the plate's text area and the outline.
 * Throws buildKeychain's GeometryErrors for bad text, glyphs or options.
 */
function layOutLetters(input: AssessPrintabilityInput) {
  const required = input.minStrokeMm ?? DEFAULT_MIN_STROKE_MM;
  const o = resolveKeychainOptions({ ...input.options, strokeOffsetMm: 0 });
  validateKeychainText(input.text, o);
  const { textArea } = plateLayout(o);
  const outline = layoutTextOutline(input.font, input.text, textArea);
  const script = textScript(input.text) ?? 'Latn';
  const letterHeightMm = Math.round(letterHeightUnits(input.font, script) * outline.scale * 100) / 100;
  return { required, textArea, outline, script, letterHeightMm };
}

/**
 * Measures `text` in `font` at print scale and decides whether it prints: strokes of at least
 * `minStrokeMm` print as laid out; thinner Latin ones are first thickened (at most MAX_THICKEN_MM
 * per side, so the letters look the same); if that is not enough the design is unprintable.
 * Indic text is never thickened: below its script's letter height floor or minimum stroke it is
 * refused with INDIC_TOO_LONG_MESSAGE.
 * Throws the same GeometryErrors as buildKeychain for bad text, glyphs or options.
 */
export function assessPrintability(input: AssessPrintabilityInput): PrintabilityReport {
  const { required, textArea, outline, script, letterHeightMm } = layOutLetters(input);
  const m = getRawModule();
  const scope = new HandleScope();
  try {
    const section = letterSection(m, scope, outline.contours, textArea);
    const area = section.area();
    const minStrokeMm = area > 0 ? thinnestStrokeMm(scope, section, area) : 0;
    const report = { minStrokeMm, letterHeightMm, requiredStrokeMm: required };
    if (script !== 'Latn' && (letterHeightMm < SCRIPT_MIN_LETTER_HEIGHT_MM[script] || minStrokeMm < required)) {
      return { ...report, printable: false, thickenMm: 0, warnings: [INDIC_TOO_LONG_MESSAGE] };
    }
    if (minStrokeMm >= required) return { ...report, printable: true, thickenMm: 0, warnings: [] };
    // Grow each side by half the shortfall (plus a hair for the bisection's resolution), if allowed.
    const thickenMm = Math.round(((required - minStrokeMm) / 2 + 0.01) * 1000) / 1000;
    if (thickenMm <= MAX_THICKEN_MM) {
      const thick = letterSection(m, scope, outline.contours, textArea, thickenMm);
      if (openingLoss(scope, thick, thick.area(), required / 2) <= STROKE_LOSS_TOLERANCE) {
        return {
          ...report,
          printable: true,
          thickenMm,
          warnings: [`Thin strokes are thickened by ${thickenMm.toFixed(2)} mm so they print.`],
        };
      }
    }
    return { ...report, printable: false, thickenMm: 0, warnings: [THIN_TEXT_MESSAGE] };
  } finally {
    scope.dispose();
  }
}

/** The print's decision alone: whether the text prints and by how much its letters grow. */
export interface PrintThickening {
  printable: boolean;
  /** Pass as options.strokeOffsetMm, mm. */
  thickenMm: number;
  /** THIN_TEXT_MESSAGE when not printable. */
  warnings: string[];
}

/**
 * What a print build needs from the guard, cheaply (batch production): one opening at
 * half the minimum stroke settles the common case (every stroke wide enough: no thickening) in
 * ~1/8 of assessPrintability's work; only a text that fails it is measured in full, so thin
 * texts get exactly assessPrintability's thickening or refusal.
 * Throws the same GeometryErrors as assessPrintability.
 */
export function printThickening(input: AssessPrintabilityInput): PrintThickening {
  const { required, textArea, outline, script, letterHeightMm } = layOutLetters(input);
  if (letterHeightMm < SCRIPT_MIN_LETTER_HEIGHT_MM[script]) return { printable: false, thickenMm: 0, warnings: [INDIC_TOO_LONG_MESSAGE] };
  const m = getRawModule();
  const scope = new HandleScope();
  try {
    const section = letterSection(m, scope, outline.contours, textArea);
    const area = section.area();
    if (area > 0 && openingLoss(scope, section, area, required / 2) <= STROKE_LOSS_TOLERANCE) {
      return { printable: true, thickenMm: 0, warnings: [] };
    }
  } finally {
    scope.dispose();
  }
  const report = assessPrintability(input);
  return { printable: report.printable, thickenMm: report.thickenMm, warnings: report.warnings };
}
