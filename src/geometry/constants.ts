/**
 * Chord tolerance in mm for every curve we flatten (glyph Béziers, corner arcs, the key-ring
 * hole): no flattened point strays further than this from the true curve. 0.05 mm is a quarter
 * of a 0.2 mm print layer (spec §2, §9), far below what a 0.4 mm nozzle can show.
 */
export const CURVE_TOLERANCE_MM = 0.05;

/** Longest keychain text for the shop (spec §9). */
export const MAX_TEXT_LENGTH = 13;

/** Most code points in a keychain text, whatever its letters (docs/decisions/045-text-by-grapheme-cluster.md). */
export const MAX_TEXT_CODE_POINTS = 40;

/** Longest keychain text the Blender test page allows (spec §9); the hard ceiling of `maxLength`. */
export const MAX_TEXT_LENGTH_BLENDER = 20;

/** Layout and size of a keychain; every length is in mm (spec §2, §9; docs/decisions/010). */
export interface KeychainOptions {
  /** Plate length along X, mm (spec: 60). */
  width: number;
  /** Plate width along Y, mm (spec: 20). */
  height: number;
  /** Base plate thickness along Z, mm (spec: 3.5). */
  baseThickness: number;
  /** Raised text height above the plate, mm (spec: 1.5). */
  textRelief: number;
  /** Radius of the plate's rounded corners, mm. */
  cornerRadius: number;
  /** Key-ring hole diameter, mm. */
  holeDiameter: number;
  /** Solid material between the plate's left end and the hole's edge, mm. */
  holeEdgeDistance: number;
  /** Gap between the hole's edge and the text area, mm. */
  holeClearance: number;
  /** Gap between the text area and the other three plate edges, mm. */
  margin: number;
  /** Longest text accepted (1..20; the shop uses 13, the Blender test page 20). */
  maxLength: number;
  /** When false, any character with a glyph is accepted (test pages); default true: letters of one script, ASCII digits, ZWJ/ZWNJ. */
  validateCharacters: boolean;
  /** Grows the letters' outline by this much on every side before clipping, mm (0..MAX_THICKEN_MM): the printability guard's thickening. */
  strokeOffsetMm: number;
}

/** The thinnest stroke a 0.4 mm nozzle lays down reliably: two perimeters (issue 12). */
export const DEFAULT_MIN_STROKE_MM = 0.8;

/** The most the printability guard grows letters on each side, mm: beyond this the letters' look changes. */
export const MAX_THICKEN_MM = 0.2;

/** The spec's keychain: 60 × 20 × 5 mm, 3.5 mm base plus 1.5 mm text relief, 4 mm hole on the left. */
export const DEFAULT_KEYCHAIN_OPTIONS: Readonly<KeychainOptions> = Object.freeze({
  width: 60,
  height: 20,
  baseThickness: 3.5,
  textRelief: 1.5,
  cornerRadius: 3,
  holeDiameter: 4,
  holeEdgeDistance: 3,
  holeClearance: 2,
  margin: 2,
  maxLength: MAX_TEXT_LENGTH,
  validateCharacters: true,
  strokeOffsetMm: 0,
});
