/**
 * The geometry engine's worker-thread pool (docs/decisions/011): builds never run on the
 * event loop. Sized for the 2-core machine: at most 2 threads, one kept warm, the second
 * retired after a minute idle; a bounded queue so a burst cannot pile up unbounded work.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type {
  AssessTask,
  AssessTaskResult,
  GeometryTask,
  GeometryTaskResult,
  LayoutTask,
  LayoutTaskResult,
  ProofTask,
  ProofTaskResult,
} from './geometry-worker';

/** How long one build may take before it is abandoned (a normal build takes ~10 ms). */
const TASK_TIMEOUT_MS = 20_000;

/** A pool that builds keychains off the main thread. */
export interface GeometryPool {
  run(task: GeometryTask): Promise<GeometryTaskResult>;
  /** The printability guard's measurement of one design (issue 12). */
  assess(task: AssessTask): Promise<AssessTaskResult>;
  /** A proof image's SVG (issue 12). */
  proof(task: ProofTask): Promise<ProofTaskResult>;
  /** The engine's HarfBuzz shaping of one text (docs/decisions/043-harfbuzz-shaping.md). */
  layout(task: LayoutTask): Promise<LayoutTaskResult>;
  /** Tasks waiting for a thread. */
  readonly queueSize: number;
  close(): Promise<void>;
}

/** Options of createGeometryPool. */
export interface GeometryPoolOptions {
  maxThreads?: number;
  maxQueue?: number;
  idleTimeoutMs?: number;
}

/**
 * The worker's entry file. In the server bundle (`dist/server/main.js`, docs/decisions/034)
 * the task is bundled beside it as `geometry-worker.js`; from the sources (tsx, Vitest) the
 * plain-JS bootstrap registers tsx in the thread and imports the TypeScript task.
 */
function workerFile(): string {
  const bundled = fileURLToPath(new URL('./geometry-worker.js', import.meta.url));
  return fs.existsSync(bundled) ? bundled : fileURLToPath(new URL('./worker-bootstrap.mjs', import.meta.url));
}

/** Starts the pool (threads spawn on demand; the first task pays WASM and tsx start-up). */
export function createGeometryPool(options: GeometryPoolOptions = {}): GeometryPool {
  const piscina = new Piscina<
    GeometryTask | AssessTask | ProofTask | LayoutTask,
    GeometryTaskResult | AssessTaskResult | ProofTaskResult | LayoutTaskResult
  >({
    filename: workerFile(),
    minThreads: 1,
    maxThreads: options.maxThreads ?? 2,
    idleTimeout: options.idleTimeoutMs ?? 60_000,
    maxQueue: options.maxQueue ?? 64,
    // The bootstrap registers tsx itself (the bundle needs none); inheriting the parent's flags
    // (Vitest's or tsx's) would only load the loader twice.
    execArgv: [],
  });
  return {
    run: (task) => piscina.run(task, { signal: AbortSignal.timeout(TASK_TIMEOUT_MS) }) as Promise<GeometryTaskResult>,
    assess: (task) => piscina.run(task, { name: 'assess', signal: AbortSignal.timeout(TASK_TIMEOUT_MS) }) as Promise<AssessTaskResult>,
    proof: (task) => piscina.run(task, { name: 'proof', signal: AbortSignal.timeout(TASK_TIMEOUT_MS) }) as Promise<ProofTaskResult>,
    layout: (task) => piscina.run(task, { name: 'layout', signal: AbortSignal.timeout(TASK_TIMEOUT_MS) }) as Promise<LayoutTaskResult>,
    get queueSize() {
      return piscina.queueSize;
    },
    close: () => piscina.destroy(),
  };
}
