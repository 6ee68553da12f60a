/**
 * Merges an STL's per-corner vertices by exact position so `checkClosed` can judge it (binary
 * STL stores every triangle's corners separately). Exact float32 equality is right for files
 * whose triangles share vertices before writing (ours, and Blender's exporter).
 */
import type { TriangleMesh } from '../../../geometry/index.js';

/** The same triangles over deduplicated vertices. */
export function weldMesh(mesh: TriangleMesh): TriangleMesh {
  const ids = new Map<string, number>();
  const vertices: number[] = [];
  const triangles = new Uint32Array(mesh.triangles.length);
  for (let i = 0; i < mesh.triangles.length; i++) {
    const v = mesh.triangles[i]! * 3;
    const x = mesh.vertices[v]!,
      y = mesh.vertices[v + 1]!,
      z = mesh.vertices[v + 2]!;
    const key = `${x},${y},${z}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = vertices.length / 3;
      vertices.push(x, y, z);
      ids.set(key, id);
    }
    triangles[i] = id;
  }
  return { vertices: new Float32Array(vertices), triangles };
}
