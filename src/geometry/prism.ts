// Stacked prisms built straight from 2D loops and their triangulations, so that the plate,
// the letters and their union share vertices exactly and are closed by construction:
// every loop edge gets one wall quad, and each cap is a triangulation that uses every loop
// edge once. Loops follow manifold's convention: outer boundaries counter-clockwise, holes
// clockwise (what CrossSection._ToPolygons returns), interior on the left of each edge.
import { valueAt } from './indexed.js';
import type { ContourMm } from './outline.js';
import type { TriangleMesh } from './mesh.js';

/** Loops plus the triangulation of the region they bound (indices run over all loop points in order). */
export interface TriangulatedRegion {
  loops: ContourMm[];
  /** Number of points over all loops. */
  pointCount: number;
  /** Counter-clockwise triangles (index triples) covering the region. */
  triangles: Uint32Array;
}

/** Collects vertices and triangles for one mesh. */
export class MeshBuilder {
  private vertices: number[] = [];
  private triangles: number[] = [];

  /** Adds every point of `loops` at height z (mm); returns the first new vertex index. */
  addLayer(loops: readonly ContourMm[], z: number): number {
    const first = this.vertices.length / 3;
    for (const loop of loops) {
      for (let i = 0; i < loop.length; i += 2) this.vertices.push(valueAt(loop, i), valueAt(loop, i + 1), z);
    }
    return first;
  }

  /** Adds a cap: `triangles` index a layer added at `first`; `up` keeps them CCW (normal +Z), else flips them. */
  addCap(triangles: Uint32Array, first: number, up: boolean): void {
    for (let i = 0; i < triangles.length; i += 3) {
      const a = first + valueAt(triangles, i);
      const b = first + valueAt(triangles, i + 1);
      const c = first + valueAt(triangles, i + 2);
      if (up) this.triangles.push(a, b, c);
      else this.triangles.push(a, c, b);
    }
  }

  /** Adds a cap whose triangle indices map to vertices through `indexMap`, facing +Z. */
  addMappedCap(triangles: Uint32Array, indexMap: Uint32Array): void {
    for (let i = 0; i < triangles.length; i++) this.triangles.push(valueAt(indexMap, valueAt(triangles, i)));
  }

  /** Joins two layers of the same loops (bottom at `low`, top at `high`) with outward-facing walls. */
  addWalls(loops: readonly ContourMm[], low: number, high: number): void {
    let start = 0;
    for (const loop of loops) {
      const n = loop.length / 2;
      for (let i = 0; i < n; i++) {
        const j = i + 1 === n ? 0 : i + 1;
        const a0 = low + start + i;
        const b0 = low + start + j;
        const a1 = high + start + i;
        const b1 = high + start + j;
        // Edge a→b has the solid on its left, so (a0, b0, b1) faces right: outwards.
        this.triangles.push(a0, b0, b1, a0, b1, a1);
      }
      start += n;
    }
  }

  /** The collected mesh as typed arrays. */
  toMesh(): TriangleMesh {
    return { vertices: Float32Array.from(this.vertices), triangles: Uint32Array.from(this.triangles) };
  }
}

/** A closed prism of `region` from z0 to z1 (mm). */
export function prismMesh(region: TriangulatedRegion, z0: number, z1: number): TriangleMesh {
  const b = new MeshBuilder();
  const low = b.addLayer(region.loops, z0);
  const high = b.addLayer(region.loops, z1);
  b.addCap(region.triangles, low, false);
  b.addCap(region.triangles, high, true);
  b.addWalls(region.loops, low, high);
  return b.toMesh();
}

/** Reverses every loop (outer ↔ hole): the text's loops as holes in the plate's top face. */
export function reverseLoops(loops: readonly ContourMm[]): ContourMm[] {
  return loops.map((loop) => {
    const out: ContourMm = new Array<number>(loop.length);
    const n = loop.length / 2;
    for (let i = 0; i < n; i++) {
      out[2 * i] = valueAt(loop, 2 * (n - 1 - i));
      out[2 * i + 1] = valueAt(loop, 2 * (n - 1 - i) + 1);
    }
    return out;
  });
}

/**
 * plate ∪ letters as one closed mesh: the plate prism [0, zPlateTop] whose top face has the
 * letters' footprint cut out, and the letters' prism [zPlateTop, zTop] standing in that cut-out
 * sharing its boundary vertices. `plateTop` triangulates the plate loops followed by the
 * letters' loops reversed (same order as `letters.loops`).
 */
export function stackedMesh(
  plate: TriangulatedRegion,
  letters: TriangulatedRegion,
  plateTop: Uint32Array,
  zPlateTop: number,
  zTop: number,
): TriangleMesh {
  const b = new MeshBuilder();
  const plateLow = b.addLayer(plate.loops, 0);
  const plateHigh = b.addLayer(plate.loops, zPlateTop);
  const lettersLow = b.addLayer(letters.loops, zPlateTop);
  const lettersHigh = b.addLayer(letters.loops, zTop);
  b.addCap(plate.triangles, plateLow, false);
  b.addWalls(plate.loops, plateLow, plateHigh);
  b.addWalls(letters.loops, lettersLow, lettersHigh);
  b.addCap(letters.triangles, lettersHigh, true);

  // plateTop's indices: plate points first, then each letter loop back to front.
  const map = new Uint32Array(plate.pointCount + letters.pointCount);
  for (let i = 0; i < plate.pointCount; i++) map[i] = plateHigh + i;
  let start = 0;
  for (const loop of letters.loops) {
    const n = loop.length / 2;
    for (let p = 0; p < n; p++) map[plate.pointCount + start + p] = lettersLow + start + (n - 1 - p);
    start += n;
  }
  b.addMappedCap(plateTop, map);
  return b.toMesh();
}
