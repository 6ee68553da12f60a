// The keychain's input, checked (docs/decisions/045-text-by-grapheme-cluster.md), and where its
// plate, key-ring hole and text area sit (docs/decisions/010): the rules buildKeychain (keychain.ts)
// and the printability check start from, before any WASM is touched.
import { countGraphemes } from 'unicode-segmenter/grapheme';
import {
  CURVE_TOLERANCE_MM,
  DEFAULT_KEYCHAIN_OPTIONS,
  MAX_TEXT_CODE_POINTS,
  MAX_TEXT_LENGTH_BLENDER,
  MAX_THICKEN_MM,
  type KeychainOptions,
} from './constants.js';
import { GeometryError } from './errors.js';
import { circleSegments, type ContourMm, type RectMm } from './outline.js';
import { textScript } from './script.js';

/** Centre and diameter of the key-ring hole, mm. */
export interface KeyringHole {
  x: number;
  y: number;
  diameter: number;
}

const JOINERS = /^[\u200c\u200d]$/u;
const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u;

/**
 * Checks text against the keychain rules (docs/decisions/045-text-by-grapheme-cluster.md): NFC,
 * 1..maxLength extended grapheme clusters (unicode-segmenter) and at most MAX_TEXT_CODE_POINTS
 * code points; with `validateCharacters`, letters and marks of one script (textScript) plus ASCII
 * digits and ZWJ/ZWNJ. Throws GeometryError EMPTY_TEXT | TEXT_TOO_LONG | INVALID_CHARACTER.
 */
export function validateKeychainText(text: string, options: Pick<KeychainOptions, 'maxLength' | 'validateCharacters'>): void {
  const chars = Array.from(text);
  if (chars.length === 0) throw new GeometryError('EMPTY_TEXT', 'Enter the keychain text (1 letter or more).');
  if (text.normalize('NFC') !== text) throw new GeometryError('INVALID_CHARACTER', 'The keychain text must be NFC-normalised.');
  const letters = countGraphemes(text);
  if (letters > options.maxLength) {
    throw new GeometryError('TEXT_TOO_LONG', `The keychain text has ${letters} letters; at most ${options.maxLength} are allowed.`);
  }
  if (chars.length > MAX_TEXT_CODE_POINTS) {
    throw new GeometryError(
      'TEXT_TOO_LONG',
      `The keychain text has ${chars.length} code points; at most ${MAX_TEXT_CODE_POINTS} are allowed.`,
    );
  }
  for (const ch of chars) {
    if (ch.trim() === '') throw new GeometryError('INVALID_CHARACTER', 'The keychain text may not hold spaces.');
  }
  if (!options.validateCharacters) return;
  for (const ch of chars) {
    if (!LETTER_OR_MARK.test(ch) && !/^[0-9]$/.test(ch) && !JOINERS.test(ch)) {
      throw new GeometryError('INVALID_CHARACTER', `The keychain text may hold only letters and digits, not "${ch}".`);
    }
  }
  const script = textScript(text);
  if (script === null)
    throw new GeometryError('INVALID_CHARACTER', 'The keychain text mixes scripts: use one script (digits 0-9 may join any).');
}

/** Merges and checks options (mm); throws GeometryError INVALID_OPTIONS when a value is out of range. */
export function resolveKeychainOptions(options: Partial<KeychainOptions> = {}): KeychainOptions {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  const o: KeychainOptions = { ...DEFAULT_KEYCHAIN_OPTIONS, ...given };
  const lengths: (keyof KeychainOptions)[] = [
    'width',
    'height',
    'baseThickness',
    'textRelief',
    'holeDiameter',
    'holeEdgeDistance',
    'margin',
  ];
  for (const key of lengths) {
    const value = o[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new GeometryError('INVALID_OPTIONS', `Option ${key} must be a positive number of mm, got ${String(value)}.`);
    }
  }
  if (!Number.isFinite(o.strokeOffsetMm) || o.strokeOffsetMm < 0 || o.strokeOffsetMm > MAX_THICKEN_MM) {
    throw new GeometryError(
      'INVALID_OPTIONS',
      `Option strokeOffsetMm must be from 0 to ${MAX_THICKEN_MM} mm, got ${String(o.strokeOffsetMm)}.`,
    );
  }
  for (const key of ['cornerRadius', 'holeClearance'] as const) {
    if (!Number.isFinite(o[key]) || o[key] < 0) {
      throw new GeometryError('INVALID_OPTIONS', `Option ${key} must be zero or more mm, got ${String(o[key])}.`);
    }
  }
  if (!Number.isInteger(o.maxLength) || o.maxLength < 1 || o.maxLength > MAX_TEXT_LENGTH_BLENDER) {
    throw new GeometryError('INVALID_OPTIONS', `Option maxLength must be an integer from 1 to ${MAX_TEXT_LENGTH_BLENDER}.`);
  }
  if (o.cornerRadius > Math.min(o.width, o.height) / 2) {
    throw new GeometryError('INVALID_OPTIONS', 'Option cornerRadius is more than half the plate.');
  }
  if (o.holeDiameter >= o.height - 2 * CURVE_TOLERANCE_MM) {
    throw new GeometryError('INVALID_OPTIONS', 'The key-ring hole does not fit across the plate.');
  }
  const layout = plateLayout(o);
  if (layout.textArea.maxX - layout.textArea.minX <= 0 || layout.textArea.maxY - layout.textArea.minY <= 0) {
    throw new GeometryError('INVALID_OPTIONS', 'The margins and hole leave no room for text.');
  }
  return o;
}

/** Plate, hole and text area for resolved options, mm. */
export function plateLayout(o: KeychainOptions): { plate: RectMm; hole: KeyringHole; textArea: RectMm } {
  const r = o.holeDiameter / 2;
  const hole = { x: o.holeEdgeDistance + r, y: o.height / 2, diameter: o.holeDiameter };
  return {
    plate: { minX: 0, minY: 0, maxX: o.width, maxY: o.height },
    hole,
    textArea: {
      minX: o.holeEdgeDistance + o.holeDiameter + o.holeClearance,
      minY: o.margin,
      maxX: o.width - o.margin,
      maxY: o.height - o.margin,
    },
  };
}

/** Rounded rectangle, counter-clockwise, corners flattened to the tolerance. */
export function roundedRectContour(width: number, height: number, radius: number): ContourMm {
  if (radius <= 0) return [0, 0, width, 0, width, height, 0, height];
  const perQuarter = circleSegments(radius) / 4;
  const out: ContourMm = [];
  const corners: [number, number, number][] = [
    [width - radius, radius, -Math.PI / 2],
    [width - radius, height - radius, 0],
    [radius, height - radius, Math.PI / 2],
    [radius, radius, Math.PI],
  ];
  for (const [cx, cy, start] of corners) {
    for (let i = 0; i <= perQuarter; i++) {
      const a = start + (i / perQuarter) * (Math.PI / 2);
      out.push(cx + radius * Math.cos(a), cy + radius * Math.sin(a));
    }
  }
  return out;
}

/** Circle, clockwise (a hole under any fill rule's orientation convention). */
export function holeContour(cx: number, cy: number, radius: number): ContourMm {
  const n = circleSegments(radius);
  const out: ContourMm = [];
  for (let i = 0; i < n; i++) {
    const a = (-i / n) * 2 * Math.PI;
    out.push(cx + radius * Math.cos(a), cy + radius * Math.sin(a));
  }
  return out;
}
