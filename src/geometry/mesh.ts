// Plain-data triangle meshes: what leaves the engine (no live WASM objects), so a worker can
// post them and callers never have anything to free.

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
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < v.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const c = v[i + k];
      if (c < min[k]) min[k] = c;
      if (c > max[k]) max[k] = c;
    }
  }
  return { min, max };
}

/** Width × height × depth of a box, mm. */
export function boundsDimensions(bounds: BoundsMm): DimensionsMm {
  return {
    width: bounds.max[0] - bounds.min[0],
    height: bounds.max[1] - bounds.min[1],
    depth: bounds.max[2] - bounds.min[2],
  };
}

/** Signed volume in mm³ (divergence theorem); positive when triangles face outwards. */
export function meshVolume(mesh: TriangleMesh): number {
  const v = mesh.vertices;
  const t = mesh.triangles;
  let sum = 0;
  for (let i = 0; i < t.length; i += 3) {
    const a = t[i] * 3;
    const b = t[i + 1] * 3;
    const c = t[i + 2] * 3;
    const ax = v[a],
      ay = v[a + 1],
      az = v[a + 2];
    const bx = v[b],
      by = v[b + 1],
      bz = v[b + 2];
    const cx = v[c],
      cy = v[c + 1],
      cz = v[c + 2];
    sum += ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx);
  }
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
      const a = t[i + k];
      const b = t[i + ((k + 1) % 3)];
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
