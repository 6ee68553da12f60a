// Manifold's CrossSection and triangulation over plain loops (mm, outer loops counter-clockwise):
// the WASM handles of one build are owned by a HandleScope and freed together.
import { GeometryError } from './errors.js';
import { valueAt } from './indexed.js';
import type { ContourMm, RectMm } from './outline.js';
import type { TriangulatedRegion } from './prism.js';
import { FILL_NON_ZERO, type RawCrossSection, type RawManifoldModule, type RawPolygons, type RawTriangles } from './wasm.js';

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

/** `loops` as manifold's polygons, owned by `scope`. */
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

/** Reads manifold's polygons back as loops, mm. */
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

/** Signed area of a loop, mm² (positive: counter-clockwise). */
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
export function triangulate(m: RawManifoldModule, scope: HandleScope, polygons: RawPolygons, loops: readonly ContourMm[]): Uint32Array {
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
export function region(
  m: RawManifoldModule,
  scope: HandleScope,
  loops: readonly ContourMm[],
  clip?: RectMm,
  offsetMm = 0,
): TriangulatedRegion {
  const section = letterSection(m, scope, loops, clip, offsetMm);
  const polygons = scope.own(section._ToPolygons());
  const { loops: clean, pointCount } = readPolygons(polygons);
  return { loops: clean, pointCount, triangles: pointCount > 0 ? triangulate(m, scope, polygons, clean) : new Uint32Array(0) };
}
