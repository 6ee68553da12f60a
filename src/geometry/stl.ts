import { forEachTriangle, type TriangleMesh } from './mesh.js';

const HEADER_BYTES = 80;
const TRIANGLE_BYTES = 50;

/** Byte length of a binary STL holding `triangleCount` triangles: 84 + 50 n. */
export function stlByteLength(triangleCount: number): number {
  return HEADER_BYTES + 4 + TRIANGLE_BYTES * triangleCount;
}

/**
 * Writes one mesh as binary STL (mm): 80-byte header, uint32 triangle count, then per triangle
 * a unit normal, three vertices (float32, little-endian) and a zero attribute word.
 */
export function meshToStl(mesh: TriangleMesh, header = 'Chaabi keychain, binary STL, units mm'): Uint8Array {
  const n = mesh.triangles.length / 3;
  const bytes = new Uint8Array(stlByteLength(n));
  // An ASCII-STL sniffer looks for "solid" at the start; never begin the header with it.
  const safeHeader = header.replace(/^\s*solid/i, 'mesh');
  for (let i = 0; i < Math.min(HEADER_BYTES, safeHeader.length); i++) {
    bytes[i] = safeHeader.charCodeAt(i) & 0x7f;
  }
  const view = new DataView(bytes.buffer);
  view.setUint32(HEADER_BYTES, n, true);
  let o = HEADER_BYTES + 4;
  forEachTriangle(mesh, (ax, ay, az, bx, by, bz, cx, cy, cz) => {
    const ux = bx - ax,
      uy = by - ay,
      uz = bz - az;
    const wx = cx - ax,
      wy = cy - ay,
      wz = cz - az;
    let nx = uy * wz - uz * wy;
    let ny = uz * wx - ux * wz;
    let nz = ux * wy - uy * wx;
    const len = Math.hypot(nx, ny, nz);
    if (len > 0) {
      nx /= len;
      ny /= len;
      nz /= len;
    }
    view.setFloat32(o, nx, true);
    view.setFloat32(o + 4, ny, true);
    view.setFloat32(o + 8, nz, true);
    view.setFloat32(o + 12, ax, true);
    view.setFloat32(o + 16, ay, true);
    view.setFloat32(o + 20, az, true);
    view.setFloat32(o + 24, bx, true);
    view.setFloat32(o + 28, by, true);
    view.setFloat32(o + 32, bz, true);
    view.setFloat32(o + 36, cx, true);
    view.setFloat32(o + 40, cy, true);
    view.setFloat32(o + 44, cz, true);
    // attribute byte count stays 0
    o += TRIANGLE_BYTES;
  });
  return bytes;
}

/** Reads a binary STL back into a mesh (one vertex per triangle corner, not merged); for tests and tools. */
export function parseStl(bytes: Uint8Array): TriangleMesh & { normals: Float32Array } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = view.getUint32(HEADER_BYTES, true);
  if (bytes.byteLength !== stlByteLength(n)) {
    throw new Error(`STL length ${bytes.byteLength} does not match ${n} triangles.`);
  }
  const vertices = new Float32Array(n * 9);
  const normals = new Float32Array(n * 3);
  const triangles = new Uint32Array(n * 3);
  let o = HEADER_BYTES + 4;
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < 3; k++) normals[i * 3 + k] = view.getFloat32(o + 4 * k, true);
    for (let k = 0; k < 9; k++) vertices[i * 9 + k] = view.getFloat32(o + 12 + 4 * k, true);
    triangles[i * 3] = i * 3;
    triangles[i * 3 + 1] = i * 3 + 1;
    triangles[i * 3 + 2] = i * 3 + 2;
    o += TRIANGLE_BYTES;
  }
  return { vertices, triangles, normals };
}
