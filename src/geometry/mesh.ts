// Plain-data triangle meshes: what leaves the engine (no live WASM objects), so a worker can
// post them and callers never have anything to free.
import { valueAt } from './indexed.js';

/** A triangle mesh in mm, Z up, triangles counter-clockwise seen from outside. */
export interface TriangleMesh {
  /** x, y, z per vertex, mm. */
  vertices: Float32Array;
  /** Three vertex indices per triangle. */
  triangles: Uint32Array;
}

/** An axis-aligned box in mm. */
export interface BoundsMm {
  min: [number, number, number];
  max: [number, number, number];
}

/** Overall size of a model in mm: width along X, height along Y, depth (thickness) along Z. */
export interface DimensionsMm {
  width: number;
  height: number;
  depth: number;
}

/** Axis-aligned bounding box of a mesh's vertices, mm; all zeros for an empty mesh. */
export function meshBounds(mesh: TriangleMesh): BoundsMm {
  const v = mesh.vertices;
  if (v.length === 0) return { min: [0, 0, 0], max: [0, 0, 0] };
  let minX = Infinity,
    minY = Infinity,
    minZ = Infinity;
  let maxX = -Infinity,
    maxY = -Infinity,
    maxZ = -Infinity;
  for (let i = 0; i < v.length; i += 3) {
    const x = valueAt(v, i),
      y = valueAt(v, i + 1),
      z = valueAt(v, i + 2);
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    if (z < minZ) minZ = z;
    if (z > maxZ) maxZ = z;
  }
  return { min: [minX, minY, minZ], max: [maxX, maxY, maxZ] };
}

/** Width × height × depth of a box, mm. */
export function boundsDimensions(bounds: BoundsMm): DimensionsMm {
  return {
    width: bounds.max[0] - bounds.min[0],
    height: bounds.max[1] - bounds.min[1],
    depth: bounds.max[2] - bounds.min[2],
  };
}

/** Called with the three corners (mm) of one triangle, in the mesh's winding order. */
export type TriangleVisitor = (
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
) => void;

/**
 * Calls `visit` with the corner coordinates of every triangle, in order.
 * @throws RangeError when a triangle names a vertex past the end (a malformed mesh; valueAt).
 */
export function forEachTriangle(mesh: TriangleMesh, visit: TriangleVisitor): void {
  const v = mesh.vertices;
  const t = mesh.triangles;
  for (let i = 0; i < t.length; i += 3) {
    const a = valueAt(t, i) * 3;
    const b = valueAt(t, i + 1) * 3;
    const c = valueAt(t, i + 2) * 3;
    visit(
      valueAt(v, a),
      valueAt(v, a + 1),
      valueAt(v, a + 2),
      valueAt(v, b),
      valueAt(v, b + 1),
      valueAt(v, b + 2),
      valueAt(v, c),
      valueAt(v, c + 1),
      valueAt(v, c + 2),
    );
  }
}

/** Signed volume in mm³ (divergence theorem); positive when triangles face outwards. */
export function meshVolume(mesh: TriangleMesh): number {
  let sum = 0;
  forEachTriangle(mesh, (ax, ay, az, bx, by, bz, cx, cy, cz) => {
    sum += ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx);
  });
  return sum / 6;
}

/** Result of a closedness check: counts of edges that break a watertight, oriented 2-manifold. */
export interface MeshClosedness {
  /** Undirected edges not shared by exactly two triangles. */
  badEdges: number;
  /** Directed edges used twice in the same direction (inconsistent orientation). */
  flippedEdges: number;
  /** True when both counts are zero. */
  closed: boolean;
}

/** Checks that every undirected edge is shared by exactly two triangles with opposite directions. */
export function checkClosed(mesh: TriangleMesh): MeshClosedness {
  const t = mesh.triangles;
  const nv = mesh.vertices.length / 3;
  // Directed edge a→b keyed as a * nv + b; each must occur once and its reverse once.
  const directed = new Map<number, number>();
  for (let i = 0; i < t.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const a = valueAt(t, i + k);
      const b = valueAt(t, i + ((k + 1) % 3));
      const key = a * nv + b;
      directed.set(key, (directed.get(key) ?? 0) + 1);
    }
  }
  let badEdges = 0;
  let flippedEdges = 0;
  for (const [key, count] of directed) {
    const a = Math.floor(key / nv);
    const b = key % nv;
    if (count > 1) flippedEdges++;
    if (a === b || directed.get(b * nv + a) !== count) badEdges++;
  }
  return { badEdges, flippedEdges, closed: badEdges === 0 && flippedEdges === 0 };
}
