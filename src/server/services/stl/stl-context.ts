/**
 * Everything the STL routes share for one app instance (docs/decisions/011): the file store
 * under DATA_DIR/generated, the geometry worker pool (started on first use), the Blender
 * detector, in-flight deduplication, and the cache version. Old files are swept by the sweep-generated-files job (services/jobs).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createGeometryPool, type GeometryPool, type GeometryPoolOptions } from './geometry-pool';
import type { FileStores } from '../../lib/file-store/provider';
import { StlFileStore, generatedFileStore } from './stl-file-store';
import { BlenderDetector } from './test-blender';
import type { AssessTaskResult } from './geometry-worker';
import { BLENDER_SCRIPT } from './generate-blender-stl';
import { projectRoot } from '../../lib/project-root';

/** A rendered proof and the hash it is cached under (usable as an ETag; render-proof-png.ts draws it). */
export interface ProofPng {
  png: Buffer;
  hash: string;
}

/** The STL service's shared state. */
export interface StlContext {
  /** Where uploaded font files and generated files live: the app's FileStores, built by the composition root. */
  storage: FileStores;
  store: StlFileStore;
  /** The worker pool, created on first call. */
  pool(): GeometryPool;
  blender: BlenderDetector;
  /** Builds under way, by stored base name, so identical concurrent requests build once. */
  inflight: Map<string, Promise<unknown>>;
  /** Printability measurements by font SHA-256 and text (check-printability.ts). */
  measured: Map<string, Promise<AssessTaskResult>>;
  /** Proof PNGs by design hash, least recently used first (render-proof-png.ts). */
  proofs: Map<string, Promise<ProofPng>>;
  /** Starts a worker thread and builds one tiny model so the first customer does not pay the ~1-3 s start-up (tsx, WASM, font). */
  warmUp(log: FastifyBaseLogger): Promise<void>;
  /** Changes whenever the engine's code, manifold-3d or the Blender script changes: part of every cache key. */
  cacheVersion: string;
  close(): Promise<void>;
}

/**
 * A hash of what decides a model's bytes: the geometry sources, manifold-3d's version, HarfBuzz's WASM and our
 * Blender script. Any change starts a fresh cache instead of serving stale files.
 */
export function computeCacheVersion(): string {
  const hash = createHash('sha256');
  const geometryDir = path.join(projectRoot(), 'src', 'geometry');
  for (const file of fs.readdirSync(geometryDir).sort()) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts')) hash.update(file).update(fs.readFileSync(path.join(geometryDir, file)));
  }
  const require = createRequire(import.meta.url);
  // The package exports no package.json; its wasm sits beside it and changes with every release.
  hash.update(fs.readFileSync(path.join(path.dirname(require.resolve('manifold-3d/manifold.wasm')), 'package.json')));
  // HarfBuzz shapes every text (docs/decisions/043): a new release may place glyphs differently.
  hash.update(fs.readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz.wasm')));
  hash.update(fs.readFileSync(BLENDER_SCRIPT));
  return hash.digest('hex').slice(0, 16);
}

/** Creates the print engine's context (the composition root does, once per app); call close() on shutdown. */
export function createStlContext(options: {
  storage: FileStores;
  blenderPath: string | undefined;
  pool?: GeometryPoolOptions;
}): StlContext {
  const { storage } = options;
  const store = new StlFileStore(generatedFileStore(storage));
  let pool: GeometryPool | undefined;
  return {
    storage,
    store,
    pool: () => (pool ??= createGeometryPool(options.pool)),
    blender: new BlenderDetector(options.blenderPath),
    inflight: new Map(),
    measured: new Map(),
    proofs: new Map(),
    async warmUp(log) {
      const started = performance.now();
      pool ??= createGeometryPool(options.pool);
      const result = await pool.run({
        text: 'A',
        font: 'bangers',
        colors: { fontColor: '#000000', backgroundColor: '#ffffff' },
        maxLength: 1,
        title: 'warm-up',
      });
      log.info({ ms: Math.round(performance.now() - started), ok: result.ok }, 'geometry pool warmed up');
    },
    cacheVersion: computeCacheVersion(),
    async close() {
      await pool?.close();
    },
  };
}
