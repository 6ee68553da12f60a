// The few manifold-3d bindings we call, typed by hand. We call the raw embind classes rather
// than manifold-3d 3.5.4's JS wrapper because the wrapper leaks WASM memory on each path we
// would use per build (measured: 2,000 calls on an 800-point contour grew the heap by 17 MB,
// 24 MB and 62 MB respectively; docs/decisions/010):
//  - `new CrossSection(polygons)` builds a Vector2_vec2 from `new Vector_vec2` rows;
//    push_back copies each row and only the copies are deleted.
//  - `CrossSection.prototype.extrude` never deletes the vector from `this._ToPolygons()`.
//  - `triangulate` never deletes the result vector of `_Triangulate`.
// Every handle we create is deleted by us (keychain.ts's HandleScope).
import Module from 'manifold-3d';
import { GeometryError } from './errors.js';

/** A point as embind's value object. */
export interface RawVec2 {
  x: number;
  y: number;
}

interface RawDeletable {
  delete(): void;
}

/** std::vector<vec2> */
export interface RawVectorVec2 extends RawDeletable {
  push_back(p: RawVec2): void;
  size(): number;
  get(i: number): RawVec2;
}

/** std::vector<std::vector<vec2>>, i.e. manifold::Polygons */
export interface RawPolygons extends RawDeletable {
  push_back(row: RawVectorVec2): void;
  size(): number;
  get(i: number): RawVectorVec2;
}

/** manifold::CrossSection, raw embind handle. */
export interface RawCrossSection extends RawDeletable {
  _intersect(other: RawCrossSection): RawCrossSection;
  _Translate(v: RawVec2): RawCrossSection;
  _ToPolygons(): RawPolygons;
  /** Clipper2 offset: delta mm (negative erodes), joinType 1 = Round, miterLimit, circularSegments (0 = default). */
  _Offset(delta: number, joinType: number, miterLimit: number, circularSegments: number): RawCrossSection;
  isEmpty(): boolean;
  area(): number;
  numContour(): number;
}

/** std::vector<ivec3>: triangles as index triples. */
export interface RawTriangles extends RawDeletable {
  size(): number;
  get(i: number): [number, number, number];
}

/** manifold::Manifold, raw embind handle. */
export interface RawManifold extends RawDeletable {
  status(): string | { value: number };
  numTri(): number;
  volume(): number;
  genus(): number;
}

/** The module-level bindings we use. */
export interface RawManifoldModule {
  Vector_vec2: new () => RawVectorVec2;
  Vector2_vec2: new () => RawPolygons;
  /** The raw embind CrossSection constructor (fill rule: 0 EvenOdd, 1 NonZero, 2 Positive, 3 Negative). */
  RawCrossSection: new (polygons: RawPolygons, fillRule: number) => RawCrossSection;
  _Square(size: RawVec2, center: boolean): RawCrossSection;
  /** The raw embind Manifold constructor from a MeshGL-shaped object (does not throw on bad input: check status()). */
  RawManifold: new (mesh: { numProp: number; vertProperties: Float32Array; triVerts: Uint32Array }) => RawManifold;
  /** Triangulates epsilon-valid polygons (CCW outers, CW holes); indices run over all points in order. */
  _Triangulate(polygons: RawPolygons, epsilon: number, allowConvex: boolean): RawTriangles;
  /** The WASM linear memory, for heap-size measurements. */
  memoryBytes(): number;
}

/** Fill rule code for NonZero: TrueType contours wind opposite to CFF ones and script fonts overlap. */
export const FILL_NON_ZERO = 1;

/** How to find manifold.wasm when the default (next to manifold.js) does not work, e.g. under Vite. */
export interface InitGeometryOptions {
  /**
   * Returns the URL of manifold.wasm. In a Vite web worker:
   * `import wasmUrl from 'manifold-3d/manifold.wasm?url'; await initGeometry({ locateFile: () => wasmUrl })`.
   * In Node leave it out: the package's own file is used.
   */
  locateFile?: () => string;
}

let ready: Promise<RawManifoldModule> | undefined;
let raw: RawManifoldModule | undefined;

async function instantiate(options: InitGeometryOptions): Promise<RawManifoldModule> {
  const { result, memory } = await observeWasmMemory(() => Module(options.locateFile ? { locateFile: options.locateFile } : undefined));
  const wasm = result as unknown as Record<string, unknown> & {
    setup(): void;
    CrossSection: { prototype: object };
    Manifold: { prototype: object };
  };
  wasm.setup();
  // setup() replaces Module.CrossSection with a JS wrapper whose prototype inherits from the
  // embind class's prototype; that prototype's constructor is the raw class.
  const rawCtor = (Object.getPrototypeOf(wasm.CrossSection.prototype) as { constructor: unknown }).constructor;
  const rawManifoldCtor = (Object.getPrototypeOf(wasm.Manifold.prototype) as { constructor: unknown }).constructor;
  return {
    Vector_vec2: wasm.Vector_vec2 as RawManifoldModule['Vector_vec2'],
    Vector2_vec2: wasm.Vector2_vec2 as RawManifoldModule['Vector2_vec2'],
    RawCrossSection: rawCtor as RawManifoldModule['RawCrossSection'],
    _Square: wasm._Square as RawManifoldModule['_Square'],
    RawManifold: rawManifoldCtor as RawManifoldModule['RawManifold'],
    _Triangulate: wasm._Triangulate as RawManifoldModule['_Triangulate'],
    memoryBytes: () => (memory ? memory.buffer.byteLength : 0),
  };
}

type Instantiated = WebAssembly.WebAssemblyInstantiatedSource | WebAssembly.Instance;

/**
 * Runs `start` while watching WebAssembly.instantiate(Streaming) to catch the module's linear
 * memory: manifold-3d exports neither HEAPU8 nor its memory, and the leak test and benchmark
 * need the heap size. Observation only: the calls go through unchanged and the originals are
 * restored as soon as `start` settles.
 */
async function observeWasmMemory<T>(start: () => Promise<T>): Promise<{ result: T; memory?: WebAssembly.Memory }> {
  // Prefer the instantiation whose imports are embind's, so another library's WASM loading at
  // the same moment is not mistaken for ours; minified bundles rename those imports, so fall
  // back to the first memory seen.
  let embindMemory: WebAssembly.Memory | undefined;
  let firstMemory: WebAssembly.Memory | undefined;
  const isEmbind = (imports: unknown): boolean => {
    const env = (imports as { a?: Record<string, unknown> } | undefined)?.a;
    return !!env && Object.values(env).some((f) => typeof f === 'function' && f.name === '__embind_register_class');
  };
  const pick = (value: Instantiated, embind: boolean): Instantiated => {
    const instance = value instanceof WebAssembly.Instance ? value : value.instance;
    const memory = Object.values(instance.exports).find((e): e is WebAssembly.Memory => e instanceof WebAssembly.Memory);
    if (memory) {
      firstMemory ??= memory;
      if (embind) embindMemory ??= memory;
    }
    return value;
  };
  const api = WebAssembly as unknown as Record<string, unknown>;
  const originals: Record<string, unknown> = {};
  for (const name of ['instantiate', 'instantiateStreaming']) {
    const original = api[name];
    if (typeof original !== 'function') continue;
    originals[name] = original;
    api[name] = (...args: unknown[]) => {
      const embind = isEmbind(args[1]);
      return (original as (...a: unknown[]) => Promise<Instantiated>).apply(WebAssembly, args).then((v) => pick(v, embind));
    };
  }
  try {
    const result = await start();
    return { result, memory: embindMemory ?? firstMemory };
  } finally {
    Object.assign(api, originals);
  }
}

/**
 * Loads and initialises manifold-3d's WASM once; later calls return the same promise.
 * Call before `buildKeychain`. Rejects if the WASM cannot be fetched or compiled.
 */
export function initGeometry(options: InitGeometryOptions = {}): Promise<void> {
  if (!ready) {
    ready = instantiate(options).then(
      (m) => {
        raw = m;
        return m;
      },
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    );
  }
  return ready.then(() => undefined);
}

/** The initialised bindings; throws GeometryError NOT_INITIALISED before `initGeometry` resolves. */
export function getRawModule(): RawManifoldModule {
  if (!raw) {
    throw new GeometryError('NOT_INITIALISED', 'Call and await initGeometry() before building a keychain.');
  }
  return raw;
}

/** Bytes of WASM linear memory in use by manifold-3d (0 before init or when not exposed). */
export function getWasmHeapBytes(): number {
  return raw ? raw.memoryBytes() : 0;
}

/** What manifold-3d makes of a mesh: 'NoError' means a closed, oriented 2-manifold it accepts as a solid. */
export interface ManifoldReport {
  status: string;
  /** Volume, mm³ (0 when status is not NoError). */
  volume: number;
  /** Handles (through-holes) summed over components. */
  genus: number;
  triangleCount: number;
}

/** Hands a mesh to manifold-3d's Manifold constructor as an independent check; throws GeometryError NOT_INITIALISED. */
export function verifyManifold(mesh: { vertices: Float32Array; triangles: Uint32Array }): ManifoldReport {
  const m = getRawModule();
  const manifold = new m.RawManifold({ numProp: 3, vertProperties: mesh.vertices, triVerts: mesh.triangles });
  try {
    const raw = manifold.status();
    const status = typeof raw === 'string' ? raw : String(raw.value);
    const ok = status === 'NoError';
    return {
      status,
      volume: ok ? manifold.volume() : 0,
      genus: ok ? manifold.genus() : 0,
      triangleCount: ok ? manifold.numTri() : 0,
    };
  } finally {
    manifold.delete();
  }
}
