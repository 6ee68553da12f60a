// text + font → two solids (base plate, raised text) and their union, as plain meshes.
// Layout (docs/decisions/010): plate [0, width] × [0, height], Z from 0; the key-ring hole sits
// on the left end's centre line; the text is scaled uniformly into the rectangle right of the
// hole, centred, and clipped to it, so no letter can reach the hole or the plate's edge.
import {
  CURVE_TOLERANCE_MM,
  DEFAULT_KEYCHAIN_OPTIONS,
  MAX_TEXT_CODE_POINTS,
  MAX_TEXT_LENGTH_BLENDER,
  MAX_THICKEN_MM,
  type KeychainOptions,
} from './constants.js';
import { DEFAULT_KEYCHAIN_COLORS, normalizeKeychainColors, type KeychainColors } from './colors.js';
import { GeometryError } from './errors.js';
import { valueAt } from './indexed.js';
import { boundsDimensions, meshBounds, type DimensionsMm, type TriangleMesh } from './mesh.js';
import type { Font } from './font.js';
import { circleSegments, layoutTextOutline, type ContourMm, type RectMm } from './outline.js';
import type { ShapedText } from './shape.js';
import { textScript } from './script.js';
import { countGraphemes } from 'unicode-segmenter/grapheme';
import { prismMesh, reverseLoops, stackedMesh, type TriangulatedRegion } from './prism.js';
import { FILL_NON_ZERO, getRawModule, type RawCrossSection, type RawManifoldModule, type RawPolygons, type RawTriangles } from './wasm.js';

/** Where things sit on the plate, mm. */
export interface KeychainLayout {
  /** The plate's outline box: [0, width] × [0, height]. */
  plate: RectMm;
  /** Centre and diameter of the key-ring hole. */
  hole: { x: number; y: number; diameter: number };
  /** The rectangle the text is scaled into and clipped to. */
  textArea: RectMm;
  /** Bounding box of the placed text outline. */
  textBounds: RectMm;
  /** Text scale, mm per font unit. */
  textScale: number;
  /** The HarfBuzz shaping the letters were built from (glyph ids, clusters, positions in font units). */
  shaped: ShapedText;
  /** Z of the plate's top face (= base thickness). */
  baseTopZ: number;
  /** Z of the text's top face (= base thickness + relief). */
  topZ: number;
}

/** A built keychain as plain data: nothing in it needs freeing, and a worker can post it. */
export interface KeychainModel {
  /** The base plate with its key-ring hole (background colour). */
  base: TriangleMesh;
  /** The raised letters, standing on the plate's top face (font colour). */
  text: TriangleMesh;
  /** base ∪ text as one closed solid sharing the letters' footprint vertices: what the STL holds. */
  solid: TriangleMesh;
  /** Size of `solid`, mm (60 × 20 × 5 with the default options). */
  dimensions: DimensionsMm;
  /** Triangles in `solid`. */
  triangleCount: number;
  /** Where the hole, text area and text landed. */
  layout: KeychainLayout;
  /** The colour combination, normalised to #rrggbb. */
  colors: KeychainColors;
  /**
   * The top view as the mesh was built from it, mm (Z up, so Y up): the plate's loops (outline
   * and key-ring hole) and the letters' loops (after clipping and any thickening); outer loops
   * counter-clockwise, holes clockwise. Proof images are drawn from these (issue 12).
   */
  outline: { plate: ContourMm[]; letters: ContourMm[] };
}

/** Input of `buildKeychain`. */
export interface BuildKeychainInput {
  /** 1..maxLength letters (grapheme clusters) of one script plus digits, unless `validateCharacters` is false. */
  text: string;
  /** A font parsed by `loadFont` (HarfBuzz faces). */
  font: Font;
  /** The colour combination (hex); defaults to the spec's yellow, #fbbf24 on #000000. */
  colors?: KeychainColors;
  /** Overrides of DEFAULT_KEYCHAIN_OPTIONS, mm. */
  options?: Partial<KeychainOptions>;
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
export function plateLayout(o: KeychainOptions): { plate: RectMm; hole: KeychainLayout['hole']; textArea: RectMm } {
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
function roundedRectContour(width: number, height: number, radius: number): ContourMm {
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
function holeContour(cx: number, cy: number, radius: number): ContourMm {
  const n = circleSegments(radius);
  const out: ContourMm = [];
  for (let i = 0; i < n; i++) {
    const a = (-i / n) * 2 * Math.PI;
    out.push(cx + radius * Math.cos(a), cy + radius * Math.sin(a));
  }
  return out;
}

/** Tracks every WASM handle made during one build so all are freed, success or failure. */
export class HandleScope {
  private readonly handles: { delete(): void }[] = [];

  own<T extends { delete(): void }>(handle: T): T {
    this.handles.push(handle);
    return handle;
  }

  dispose(): void {
    // Newest first, so a handle is freed before anything it was made from.
    for (let handle = this.handles.pop(); handle !== undefined; handle = this.handles.pop()) handle.delete();
  }
}

export function toPolygons(m: RawManifoldModule, scope: HandleScope, loops: readonly ContourMm[]): RawPolygons {
  const polygons = scope.own(new m.Vector2_vec2());
  for (const loop of loops) {
    const row = new m.Vector_vec2();
    try {
      for (let i = 0; i < loop.length; i += 2) row.push_back({ x: valueAt(loop, i), y: valueAt(loop, i + 1) });
      polygons.push_back(row); // push_back copies the row, so ours is freed right away
    } finally {
      row.delete();
    }
  }
  return polygons;
}

function readPolygons(polygons: RawPolygons): { loops: ContourMm[]; pointCount: number } {
  const loops: ContourMm[] = [];
  let pointCount = 0;
  const count = polygons.size();
  for (let i = 0; i < count; i++) {
    const row = polygons.get(i); // a copy with its own handle
    try {
      const n = row.size();
      const loop: ContourMm = new Array<number>(2 * n);
      for (let j = 0; j < n; j++) {
        const p = row.get(j);
        loop[2 * j] = p.x;
        loop[2 * j + 1] = p.y;
      }
      loops.push(loop);
      pointCount += n;
    } finally {
      row.delete();
    }
  }
  return { loops, pointCount };
}

function signedArea(loop: ContourMm): number {
  let twice = 0;
  const n = loop.length;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    twice += valueAt(loop, i) * valueAt(loop, j + 1) - valueAt(loop, j) * valueAt(loop, i + 1);
  }
  return twice / 2;
}

/**
 * Triangulates loops already in WASM. Guard: a triangulation that uses every boundary edge
 * once has exactly V + 2·holes − 2·outers triangles (Euler); anything else would leave the
 * stacked mesh open, so it is refused rather than shipped.
 */
function triangulate(m: RawManifoldModule, scope: HandleScope, polygons: RawPolygons, loops: readonly ContourMm[]): Uint32Array {
  let tris: RawTriangles;
  try {
    tris = scope.own(m._Triangulate(polygons, -1, true));
  } catch (error) {
    throw new GeometryError('MANIFOLD_FAILED', `Triangulation failed: ${String(error)}`);
  }
  const n = tris.size();
  let expected = 0;
  for (const loop of loops) expected += loop.length / 2 + (signedArea(loop) > 0 ? -2 : 2);
  if (n !== expected) {
    throw new GeometryError('MANIFOLD_FAILED', `Triangulation has ${n} triangles where ${expected} close the mesh.`);
  }
  const out = new Uint32Array(3 * n);
  for (let i = 0; i < n; i++) {
    const t = tris.get(i);
    out[3 * i] = t[0];
    out[3 * i + 1] = t[1];
    out[3 * i + 2] = t[2];
  }
  return out;
}

/** Clipper2's round join for CrossSection offsets. */
export const JOIN_ROUND = 1;

/**
 * The NonZero union of `loops` as a CrossSection, grown by `offsetMm` on every side (round
 * joins) and clipped to `clip`; all handles owned by `scope`.
 */
export function letterSection(
  m: RawManifoldModule,
  scope: HandleScope,
  loops: readonly ContourMm[],
  clip?: RectMm,
  offsetMm = 0,
): RawCrossSection {
  let section = scope.own(new m.RawCrossSection(toPolygons(m, scope, loops), FILL_NON_ZERO));
  if (offsetMm > 0) section = scope.own(section._Offset(offsetMm, JOIN_ROUND, 2, 0));
  if (clip) {
    const box = scope.own(m._Square({ x: clip.maxX - clip.minX, y: clip.maxY - clip.minY }, false));
    const placed = scope.own(box._Translate({ x: clip.minX, y: clip.minY }));
    section = scope.own(section._intersect(placed));
  }
  return section;
}

/** Cleans `loops` with manifold's CrossSection (NonZero union, optional offset and clip), then triangulates the result. */
function region(m: RawManifoldModule, scope: HandleScope, loops: readonly ContourMm[], clip?: RectMm, offsetMm = 0): TriangulatedRegion {
  const section = letterSection(m, scope, loops, clip, offsetMm);
  const polygons = scope.own(section._ToPolygons());
  const { loops: clean, pointCount } = readPolygons(polygons);
  return { loops: clean, pointCount, triangles: pointCount > 0 ? triangulate(m, scope, polygons, clean) : new Uint32Array(0) };
}

// The plate depends only on the options: keep a few as plain data (no WASM handles).
const plateCache = new Map<string, TriangulatedRegion>();
const PLATE_CACHE_SIZE = 8;

function plateRegionFor(m: RawManifoldModule, scope: HandleScope, o: KeychainOptions, hole: KeychainLayout['hole']): TriangulatedRegion {
  const key = [o.width, o.height, o.cornerRadius, hole.x, hole.y, hole.diameter].join(',');
  let plate = plateCache.get(key);
  if (!plate) {
    plate = region(m, scope, [roundedRectContour(o.width, o.height, o.cornerRadius), holeContour(hole.x, hole.y, hole.diameter / 2)]);
    if (plateCache.size >= PLATE_CACHE_SIZE) plateCache.clear();
    plateCache.set(key, plate);
  }
  return plate;
}

/**
 * Builds the keychain solid for `text` in `font` (mm, Z up, plate corner at the origin).
 * Throws GeometryError: EMPTY_TEXT, TEXT_TOO_LONG, INVALID_CHARACTER, MISSING_GLYPH,
 * INVALID_OPTIONS, INVALID_COLOR, EMPTY_GEOMETRY, NOT_INITIALISED (call `initGeometry` first), MANIFOLD_FAILED.
 */
export function buildKeychain(input: BuildKeychainInput): KeychainModel {
  const o = resolveKeychainOptions(input.options);
  validateKeychainText(input.text, o);
  const colors = normalizeKeychainColors(input.colors ?? DEFAULT_KEYCHAIN_COLORS);
  const m = getRawModule();
  const { plate, hole, textArea } = plateLayout(o);
  const outline = layoutTextOutline(input.font, input.text, textArea);
  const topZ = o.baseThickness + o.textRelief;

  const scope = new HandleScope();
  try {
    const plateRegion = plateRegionFor(m, scope, o, hole);
    const letters = region(m, scope, outline.contours, textArea, o.strokeOffsetMm);
    if (letters.triangles.length === 0) {
      throw new GeometryError('EMPTY_GEOMETRY', `The text "${input.text}" has no visible outline in this font.`);
    }
    // The plate's top face: plate loops with the letters' loops reversed as holes.
    const topLoops = [...plateRegion.loops, ...reverseLoops(letters.loops)];
    const plateTop = triangulate(m, scope, toPolygons(m, scope, topLoops), topLoops);

    const solid = stackedMesh(plateRegion, letters, plateTop, o.baseThickness, topZ);
    return {
      base: prismMesh(plateRegion, 0, o.baseThickness),
      text: prismMesh(letters, o.baseThickness, topZ),
      solid,
      dimensions: boundsDimensions(meshBounds(solid)),
      triangleCount: solid.triangles.length / 3,
      layout: {
        plate,
        hole,
        textArea,
        textBounds: outline.bounds,
        textScale: outline.scale,
        shaped: outline.shaped,
        baseTopZ: o.baseThickness,
        topZ,
      },
      colors,
      outline: { plate: plateRegion.loops, letters: letters.loops },
    };
  } finally {
    scope.dispose();
  }
}
