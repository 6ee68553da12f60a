/**
 * One geometry worker shared by every 3D preview on the page, with "latest request wins" per
 * preview: while a build runs, newer requests replace the queued one, so fast typing never
 * piles up stale builds and each keystroke costs at most one build of delay.
 */
import type { BuildRequest, BuildResponse } from './protocol';

type Answer = Extract<BuildResponse, { ok: true }>;

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, (answer: BuildResponse) => void>();

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./geometry.worker.ts', import.meta.url), { type: 'module', name: 'keychain-geometry' });
    worker.onmessage = (event: MessageEvent<BuildResponse>) => {
      const resolve = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      resolve?.(event.data);
    };
    worker.onerror = (event) => {
      for (const [id, resolve] of waiting)
        resolve({ id, ok: false, code: 'WORKER_ERROR', message: event.message || '3D engine failed to start' });
      waiting.clear();
    };
  }
  return worker;
}

function send(request: Omit<BuildRequest, 'id'>): Promise<BuildResponse> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    getWorker().postMessage({ ...request, id } satisfies BuildRequest);
  });
}

/** A per-preview queue of at most one running and one waiting build. */
export class LatestBuilder {
  private running = false;
  private disposed = false;
  private queued: Omit<BuildRequest, 'id'> | undefined;

  constructor(
    private readonly onResult: (answer: Answer, request: Omit<BuildRequest, 'id'>) => void,
    private readonly onError: (message: string, code: string) => void,
  ) {}

  /** Asks for a build; replaces any build still waiting to start. */
  request(input: Omit<BuildRequest, 'id'>): void {
    this.queued = input;
    if (!this.running) void this.pump();
  }

  /** Stops delivering results (component unmounted). */
  dispose(): void {
    this.queued = undefined;
    this.disposed = true;
  }

  private async pump(): Promise<void> {
    this.running = true;
    while (this.queued && !this.disposed) {
      const input = this.queued;
      this.queued = undefined;
      const answer = await send(input);
      // Answers arrive in request order, so an older model never replaces a newer one.
      if (this.disposed) break;
      if (answer.ok) this.onResult(answer, input);
      else this.onError(answer.message, answer.code);
    }
    this.running = false;
  }
}
