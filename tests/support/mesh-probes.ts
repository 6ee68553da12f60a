// Mesh probes for the geometry tests (not part of the engine's API).
import { valueAt } from '#geometry/indexed';
import type { TriangleMesh } from '#geometry/mesh';
import type { ContourMm } from '#geometry/outline';

/** Triangles whose XY projection contains (x, y), with the Z where the vertical line meets them. */
export function verticalLineHits(mesh: TriangleMesh, x: number, y: number): number[] {
  const v = mesh.vertices;
  const t = mesh.triangles;
  const corner = (i: number) => {
    const k = valueAt(t, i) * 3;
    return { x: valueAt(v, k), y: valueAt(v, k + 1), z: valueAt(v, k + 2) };
  };
  const hits: number[] = [];
  for (let i = 0; i < t.length; i += 3) {
    const a = corner(i);
    const b = corner(i + 1);
    const c = corner(i + 2);
    const d = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y);
    if (d === 0) continue; // vertical wall
    // Barycentric coordinates of (x, y) in the projected triangle.
    const l1 = ((b.x - x) * (c.y - y) - (c.x - x) * (b.y - y)) / d;
    const l2 = ((c.x - x) * (a.y - y) - (a.x - x) * (c.y - y)) / d;
    const l3 = 1 - l1 - l2;
    if (l1 < 0 || l2 < 0 || l3 < 0) continue;
    hits.push(l1 * a.z + l2 * b.z + l3 * c.z);
  }
  return hits;
}

/** True when (x, y, z) lies inside the closed mesh (parity of crossings of an upward ray). */
export function isInside(mesh: TriangleMesh, x: number, y: number, z: number): boolean {
  return verticalLineHits(mesh, x, y).filter((hz) => hz > z).length % 2 === 1;
}

/** V − E + F of a closed triangle mesh (2 per sphere-like component, minus 2 per handle). */
export function eulerCharacteristic(mesh: TriangleMesh): number {
  const used = new Set<number>(mesh.triangles);
  const f = mesh.triangles.length / 3;
  return used.size - (3 * f) / 2 + f;
}

/** Winding number of closed loops around (x, y). */
export function windingNumber(loops: readonly ContourMm[], x: number, y: number): number {
  let w = 0;
  for (const loop of loops) {
    const n = loop.length / 2;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      const x0 = valueAt(loop, 2 * i);
      const y0 = valueAt(loop, 2 * i + 1);
      const x1 = valueAt(loop, 2 * j);
      const y1 = valueAt(loop, 2 * j + 1);
      const cross = (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0);
      if (y0 <= y && y1 > y && cross > 0) w++;
      else if (y0 > y && y1 <= y && cross < 0) w--;
    }
  }
  return w;
}

/** Shortest distance from (x, y) to any edge of the loops, mm. */
export function distanceToLoops(loops: readonly ContourMm[], x: number, y: number): number {
  let best = Infinity;
  for (const loop of loops) {
    const n = loop.length / 2;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      const ax = valueAt(loop, 2 * i),
        ay = valueAt(loop, 2 * i + 1);
      const dx = valueAt(loop, 2 * j) - ax,
        dy = valueAt(loop, 2 * j + 1) - ay;
      const len2 = dx * dx + dy * dy;
      const s = len2 > 0 ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2)) : 0;
      best = Math.min(best, Math.hypot(x - ax - s * dx, y - ay - s * dy));
    }
  }
  return best;
}
