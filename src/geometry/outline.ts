// Shaped glyph outlines → flat polylines in mm. HarfBuzz gives glyph ids and positions, and
// each glyph's Bézier outline in font units with Y up (docs/decisions/043-harfbuzz-shaping.md);
// we map them affinely into the text area and flatten there, so the tolerance is a true
// distance in mm whatever the text's scale.
import { CURVE_TOLERANCE_MM } from './constants.js';
import { GeometryError } from './errors.js';
import { glyphOutline, type Font } from './font.js';
import { valueAt } from './indexed.js';
import { shapeText, type ShapedText } from './shape.js';

/** An axis-aligned rectangle in mm. */
export interface RectMm {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A closed polyline in mm as [x0, y0, x1, y1, …]; the closing edge is implied. */
export type ContourMm = number[];

/** One outline command in font units (M, L, Q, C, Z; control points x1/y1, x2/y2). */
export type PathCommand =
  | { type: 'M' | 'L'; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' };

/** Where the text landed: contours in mm plus the scale used (mm per font unit). */
export interface TextOutline {
  contours: ContourMm[];
  /** Bounding box of the placed glyph outlines, mm. */
  bounds: RectMm;
  /** mm per font unit. */
  scale: number;
  /** The shaping the outline was built from. */
  shaped: ShapedText;
}

/** The shaped text's outline in font units, Y up, pen starting at the origin. */
export function shapedCommands(font: Font, shaped: ShapedText): PathCommand[] {
  const out: PathCommand[] = [];
  let penX = 0;
  for (const g of shaped.glyphs) {
    const dx = penX + g.xOffset;
    const dy = g.yOffset;
    for (const c of glyphOutline(font, g.face, g.glyphId)) {
      const v = c.values;
      switch (c.type) {
        case 'M':
        case 'L':
          out.push({ type: c.type, x: (v[0] ?? 0) + dx, y: (v[1] ?? 0) + dy });
          break;
        case 'Q':
          out.push({ type: 'Q', x1: (v[0] ?? 0) + dx, y1: (v[1] ?? 0) + dy, x: (v[2] ?? 0) + dx, y: (v[3] ?? 0) + dy });
          break;
        case 'C':
          out.push({
            type: 'C',
            x1: (v[0] ?? 0) + dx,
            y1: (v[1] ?? 0) + dy,
            x2: (v[2] ?? 0) + dx,
            y2: (v[3] ?? 0) + dy,
            x: (v[4] ?? 0) + dx,
            y: (v[5] ?? 0) + dy,
          });
          break;
        case 'Z':
          out.push({ type: 'Z' });
          break;
      }
    }
    penX += g.xAdvance;
  }
  return out;
}

/** Extremes of a 1-D quadratic or cubic Bézier over t in [0, 1] (the curve, not its control points). */
function curveExtremes(p: readonly number[]): number[] {
  const values = [p[0] ?? 0, p[p.length - 1] ?? 0];
  const at = (t: number): number => {
    const u = 1 - t;
    if (p.length === 3) return u * u * (p[0] ?? 0) + 2 * u * t * (p[1] ?? 0) + t * t * (p[2] ?? 0);
    return u * u * u * (p[0] ?? 0) + 3 * u * u * t * (p[1] ?? 0) + 3 * u * t * t * (p[2] ?? 0) + t * t * t * (p[3] ?? 0);
  };
  const roots: number[] = [];
  if (p.length === 3) {
    const d = (p[0] ?? 0) - 2 * (p[1] ?? 0) + (p[2] ?? 0);
    if (d !== 0) roots.push(((p[0] ?? 0) - (p[1] ?? 0)) / d);
  } else {
    const [p0 = 0, p1 = 0, p2 = 0, p3 = 0] = p;
    const a = -p0 + 3 * p1 - 3 * p2 + p3;
    const b = 2 * (p0 - 2 * p1 + p2);
    const c = p1 - p0;
    if (Math.abs(a) < 1e-12) {
      if (b !== 0) roots.push(-c / b);
    } else {
      const disc = b * b - 4 * a * c;
      if (disc >= 0) roots.push((-b + Math.sqrt(disc)) / (2 * a), (-b - Math.sqrt(disc)) / (2 * a));
    }
  }
  for (const t of roots) if (t > 0 && t < 1) values.push(at(t));
  return values;
}

/** Bounding box of outline commands (true curve extremes), font units; null when there are no points. */
export function commandsBounds(commands: readonly PathCommand[]): { x1: number; y1: number; x2: number; y2: number } | null {
  let x1 = Infinity;
  let y1 = Infinity;
  let x2 = -Infinity;
  let y2 = -Infinity;
  let px = 0;
  let py = 0;
  const addX = (xs: number[]): void => {
    for (const x of xs) {
      x1 = Math.min(x1, x);
      x2 = Math.max(x2, x);
    }
  };
  const addY = (ys: number[]): void => {
    for (const y of ys) {
      y1 = Math.min(y1, y);
      y2 = Math.max(y2, y);
    }
  };
  for (const c of commands) {
    switch (c.type) {
      case 'Z':
        continue;
      case 'M':
      case 'L':
        addX([c.x]);
        addY([c.y]);
        break;
      case 'Q':
        addX(curveExtremes([px, c.x1, c.x]));
        addY(curveExtremes([py, c.y1, c.y]));
        break;
      case 'C':
        addX(curveExtremes([px, c.x1, c.x2, c.x]));
        addY(curveExtremes([py, c.y1, c.y2, c.y]));
        break;
    }
    px = c.x;
    py = c.y;
  }
  return x1 <= x2 && y1 <= y2 ? { x1, y1, x2, y2 } : null;
}

/**
 * Shapes `text` with HarfBuzz (shapeText's GeometryErrors), scales it uniformly to the largest
 * size that fits `area` (fit width and height, keep aspect), centres it there and flattens
 * every curve to CURVE_TOLERANCE_MM. Contour winding is whatever the font uses; fill with NonZero.
 */
export function layoutTextOutline(font: Font, text: string, area: RectMm): TextOutline {
  const shaped = shapeText(font, text);
  const commands = shapedCommands(font, shaped);
  const box = commandsBounds(commands);
  const boxW = box ? box.x2 - box.x1 : 0;
  const boxH = box ? box.y2 - box.y1 : 0;
  if (!box || !(boxW > 0) || !(boxH > 0)) {
    throw new GeometryError('EMPTY_GEOMETRY', `The text "${text}" has no visible outline in this font.`);
  }
  const areaW = area.maxX - area.minX;
  const areaH = area.maxY - area.minY;
  const scale = Math.min(areaW / boxW, areaH / boxH);
  const cx = (area.minX + area.maxX) / 2;
  const cy = (area.minY + area.maxY) / 2;
  const fx = (box.x1 + box.x2) / 2;
  const fy = (box.y1 + box.y2) / 2;
  const mapX = (x: number): number => cx + (x - fx) * scale;
  const mapY = (y: number): number => cy + (y - fy) * scale;
  const contours = flattenCommands(commands, mapX, mapY, CURVE_TOLERANCE_MM);
  return {
    contours,
    bounds: { minX: mapX(box.x1), maxX: mapX(box.x2), minY: mapY(box.y1), maxY: mapY(box.y2) },
    scale,
    shaped,
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
