// Glyph outlines → flat polylines in mm. opentype.js gives Bézier paths in font units with
// Y down; we map them affinely into the text area (Y up) and flatten there, so the tolerance
// is a true distance in mm whatever the text's scale.
import type { BoundingBox, Font, PathCommand } from 'opentype.js';
import { CURVE_TOLERANCE_MM } from './constants.js';
import { GeometryError } from './errors.js';
import { valueAt } from './indexed.js';

/** An axis-aligned rectangle in mm. */
export interface RectMm {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A closed polyline in mm as [x0, y0, x1, y1, …]; the closing edge is implied. */
export type ContourMm = number[];

/** Where the text landed: contours in mm plus the scale used (mm per font unit). */
export interface TextOutline {
  contours: ContourMm[];
  /** Bounding box of the placed glyph outlines, mm. */
  bounds: RectMm;
  /** mm per font unit. */
  scale: number;
}

/** Rejects characters the font has no glyph for (opentype.js maps them to glyph 0, .notdef). */
export function assertGlyphsExist(font: Font, text: string): void {
  for (const ch of text) {
    if (font.charToGlyphIndex(ch) === 0) {
      throw new GeometryError('MISSING_GLYPH', `The font has no glyph for "${ch}" (U+${codePoint(ch)}).`);
    }
  }
}

function codePoint(ch: string): string {
  return (ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
}

/**
 * Lays `text` out on one line (kerning on), scales it uniformly to the largest size that fits
 * `area` (fit width and height, keep aspect), centres it there and flattens every curve to
 * CURVE_TOLERANCE_MM. Contour winding is whatever the font uses; fill with NonZero.
 */
export function layoutTextOutline(font: Font, text: string, area: RectMm): TextOutline {
  const unitsPerEm = font.unitsPerEm;
  const path = font.getPath(text, 0, 0, unitsPerEm, { kerning: true });
  const box: BoundingBox = path.getBoundingBox();
  const boxW = box.x2 - box.x1;
  const boxH = box.y2 - box.y1;
  if (!(boxW > 0) || !(boxH > 0)) {
    throw new GeometryError('EMPTY_GEOMETRY', `The text "${text}" has no visible outline in this font.`);
  }
  const areaW = area.maxX - area.minX;
  const areaH = area.maxY - area.minY;
  const scale = Math.min(areaW / boxW, areaH / boxH);
  const cx = (area.minX + area.maxX) / 2;
  const cy = (area.minY + area.maxY) / 2;
  const fx = (box.x1 + box.x2) / 2;
  const fy = (box.y1 + box.y2) / 2;
  // Font Y grows down in opentype.js paths; the keychain's Y grows up.
  const mapX = (x: number): number => cx + (x - fx) * scale;
  const mapY = (y: number): number => cy - (y - fy) * scale;
  const contours = flattenCommands(path.commands, mapX, mapY, CURVE_TOLERANCE_MM);
  return {
    contours,
    bounds: {
      minX: mapX(box.x1),
      maxX: mapX(box.x2),
      minY: mapY(box.y2),
      maxY: mapY(box.y1),
    },
    scale,
  };
}

/** Flattens path commands into closed polylines after mapping points through (mapX, mapY). */
export function flattenCommands(
  commands: readonly PathCommand[],
  mapX: (x: number) => number,
  mapY: (y: number) => number,
  toleranceMm: number,
): ContourMm[] {
  const contours: ContourMm[] = [];
  let current: ContourMm = [];
  let x0 = 0;
  let y0 = 0;
  const finish = (): void => {
    const cleaned = cleanContour(current);
    if (cleaned.length >= 6) contours.push(cleaned);
    current = [];
  };
  for (const cmd of commands) {
    switch (cmd.type) {
      case 'M':
        if (current.length > 0) finish();
        x0 = mapX(cmd.x);
        y0 = mapY(cmd.y);
        current.push(x0, y0);
        break;
      case 'L':
        x0 = mapX(cmd.x);
        y0 = mapY(cmd.y);
        current.push(x0, y0);
        break;
      case 'Q': {
        const x1 = mapX(cmd.x1);
        const y1 = mapY(cmd.y1);
        const x2 = mapX(cmd.x);
        const y2 = mapY(cmd.y);
        // Max chord error of n uniform steps is |P0 - 2P1 + P2| / (4 n²).
        const d = Math.hypot(x0 - 2 * x1 + x2, y0 - 2 * y1 + y2);
        const n = Math.max(1, Math.ceil(Math.sqrt(d / (4 * toleranceMm))));
        for (let i = 1; i <= n; i++) {
          const t = i / n;
          const u = 1 - t;
          current.push(u * u * x0 + 2 * u * t * x1 + t * t * x2, u * u * y0 + 2 * u * t * y1 + t * t * y2);
        }
        x0 = x2;
        y0 = y2;
        break;
      }
      case 'C': {
        const x1 = mapX(cmd.x1);
        const y1 = mapY(cmd.y1);
        const x2 = mapX(cmd.x2);
        const y2 = mapY(cmd.y2);
        const x3 = mapX(cmd.x);
        const y3 = mapY(cmd.y);
        // |B''| ≤ 6·max(|P0 - 2P1 + P2|, |P1 - 2P2 + P3|); chord error ≤ |B''|max / (8 n²).
        const d = Math.max(Math.hypot(x0 - 2 * x1 + x2, y0 - 2 * y1 + y2), Math.hypot(x1 - 2 * x2 + x3, y1 - 2 * y2 + y3));
        const n = Math.max(1, Math.ceil(Math.sqrt((3 * d) / (4 * toleranceMm))));
        for (let i = 1; i <= n; i++) {
          const t = i / n;
          const u = 1 - t;
          const a = u * u * u;
          const b = 3 * u * u * t;
          const c = 3 * u * t * t;
          const e = t * t * t;
          current.push(a * x0 + b * x1 + c * x2 + e * x3, a * y0 + b * y1 + c * y2 + e * y3);
        }
        x0 = x3;
        y0 = y3;
        break;
      }
      case 'Z':
        finish();
        break;
    }
  }
  if (current.length > 0) finish();
  return contours;
}

const SAME_POINT_MM = 1e-7;

/** Drops repeated points, including a last point equal to the first. */
function cleanContour(points: ContourMm): ContourMm {
  const out: ContourMm = [];
  for (let i = 0; i < points.length; i += 2) {
    const x = valueAt(points, i);
    const y = valueAt(points, i + 1);
    const n = out.length;
    if (n >= 2 && Math.abs(valueAt(out, n - 2) - x) < SAME_POINT_MM && Math.abs(valueAt(out, n - 1) - y) < SAME_POINT_MM) continue;
    out.push(x, y);
  }
  while (
    out.length >= 4 &&
    Math.abs(valueAt(out, 0) - valueAt(out, out.length - 2)) < SAME_POINT_MM &&
    Math.abs(valueAt(out, 1) - valueAt(out, out.length - 1)) < SAME_POINT_MM
  ) {
    out.length -= 2;
  }
  return out;
}

/** Segments for a full circle of `radiusMm` so the chord error stays within the tolerance (a multiple of 4, at least 8). */
export function circleSegments(radiusMm: number, toleranceMm: number = CURVE_TOLERANCE_MM): number {
  const ratio = Math.max(-1, 1 - toleranceMm / radiusMm);
  const n = Math.ceil(Math.PI / Math.acos(ratio));
  return Math.max(8, Math.ceil(n / 4) * 4);
}
