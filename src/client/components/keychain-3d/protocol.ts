/** Messages between the 3D preview and its geometry web worker (plain data, typed arrays transferred). */

/** Build one keychain; `id` lets the page drop answers to requests it has since replaced. */
export interface BuildRequest {
  id: number;
  text: string;
  /** A built-in font value, or an uploaded font's value together with `fontFile`. */
  fontFamily: string;
  /** An admin-uploaded font file name, fetched from /api/fonts/{fontFile} (the bytes the print uses). */
  fontFile?: string;
}

/** A mesh as the engine makes it: mm, Z up. */
export interface MeshData {
  vertices: Float32Array;
  triangles: Uint32Array;
}

/** The worker's answer. */
export type BuildResponse =
  | { id: number; ok: true; base: MeshData; text: MeshData; dimensions: { width: number; height: number; depth: number }; buildMs: number }
  | { id: number; ok: false; code: string; message: string };
