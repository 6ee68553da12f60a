/**
 * A simulated printer for tests (docs/print-room.md#printers): a small HTTP server on
 * 127.0.0.1 that speaks the PrusaLink or Moonraker endpoints the shop uses, scripted by the
 * test: upload and start, progress, the colour-change pause, finish, an error, a slow answer,
 * garbage. Real printers are reached only when configured.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the simulated printer is doing. */
export type SimulatedState =
  | { state: 'idle' }
  | { state: 'printing'; progress: number; secondsLeft: number }
  | { state: 'paused'; progress: number; secondsLeft: number }
  | { state: 'finished' }
  | { state: 'error'; message: string };

/** An upload the printer took. */
export interface SimulatedUpload {
  fileName: string;
  bytes: Buffer;
  started: boolean;
}

/** A running simulated printer. */
export interface SimulatedPrinter {
  url: string;
  kind: 'prusalink' | 'moonraker';
  apiKey: string;
  state: SimulatedState;
  uploads: SimulatedUpload[];
  /** Every request's method, path and X-Api-Key header. */
  requests: { method: string; path: string; apiKey: string | undefined }[];
  /** Delay before each answer, ms (a slow printer). */
  delayMs: number;
  /** Answer the status with this text instead of JSON (garbage). */
  garbage: string | null;
  /** Answer uploads with this HTTP status instead (e.g. 409 busy, 500). */
  uploadStatus: number | null;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function prusaLinkStatus(s: SimulatedState): unknown {
  switch (s.state) {
    case 'idle':
      return { printer: { state: 'IDLE', temp_nozzle: 24 } };
    case 'printing':
      return { printer: { state: 'PRINTING' }, job: { id: 7, progress: s.progress, time_remaining: s.secondsLeft, time_printing: 600 } };
    case 'paused':
      return { printer: { state: 'ATTENTION' }, job: { id: 7, progress: s.progress, time_remaining: s.secondsLeft } };
    case 'finished':
      return { printer: { state: 'FINISHED' }, job: { id: 7, progress: 100, time_remaining: 0 } };
    case 'error':
      return { printer: { state: 'ERROR' } };
  }
}

function moonrakerStatus(s: SimulatedState): unknown {
  const stats = (state: string, progress: number, elapsed: number, message = '') => ({
    result: {
      eventtime: 1,
      status: {
        print_stats: { state, message, print_duration: elapsed, filename: 'plate.gcode' },
        display_status: { progress, message: null },
      },
    },
  });
  switch (s.state) {
    case 'idle':
      return stats('standby', 0, 0);
    case 'printing':
    case 'paused': {
      // print_duration chosen so that elapsed × (1 − p) / p is the scripted time left
      const p = s.progress / 100;
      return stats(s.state, p, p > 0 ? (s.secondsLeft * p) / (1 - p) : 0);
    }
    case 'finished':
      return stats('complete', 1, 1200);
    case 'error':
      return stats('error', 0.3, 100, s.message);
  }
}

/** Starts a simulated printer of `kind` expecting `apiKey` (Moonraker: any key, or none). */
export async function startSimulatedPrinter(kind: 'prusalink' | 'moonraker', apiKey = 'sim-key-0123456789'): Promise<SimulatedPrinter> {
  const printer: SimulatedPrinter = {
    url: '',
    kind,
    apiKey,
    state: { state: 'idle' },
    uploads: [],
    requests: [],
    delayMs: 0,
    garbage: null,
    uploadStatus: null,
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = req.url ?? '/';
      const key = req.headers['x-api-key'];
      printer.requests.push({ method: req.method ?? '', path, apiKey: typeof key === 'string' ? key : undefined });
      const body = await readBody(req);
      if (printer.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, printer.delayMs));
      if (res.destroyed) return;
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (kind === 'prusalink' && key !== apiKey) return json(401, { title: 'Unauthorized' });
      const upload = (fileName: string, start: boolean) => {
        if (printer.uploadStatus !== null) return json(printer.uploadStatus, { error: 'refused' });
        if (start && printer.state.state === 'printing') return json(409, { title: 'Printer is busy' });
        printer.uploads.push({ fileName, bytes: body, started: start });
        if (start) printer.state = { state: 'printing', progress: 0, secondsLeft: 3600 };
        return json(201, kind === 'moonraker' ? { item: { path: fileName }, print_started: start, action: 'create_file' } : {});
      };
      const status = (value: unknown) => {
        if (printer.garbage !== null) {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          return res.end(printer.garbage);
        }
        return json(200, value);
      };
      if (kind === 'prusalink') {
        if (req.method === 'GET' && path === '/api/v1/status') return status(prusaLinkStatus(printer.state));
        const file = /^\/api\/v1\/files\/usb\/(.+)$/.exec(path);
        if (req.method === 'PUT' && file) return upload(decodeURIComponent(file[1]!), req.headers['print-after-upload'] === '?1');
      } else {
        if (req.method === 'GET' && path === '/printer/objects/query?print_stats&display_status')
          return status(moonrakerStatus(printer.state));
        if (req.method === 'POST' && path === '/server/files/upload') {
          const form = await new Request('http://printer/', {
            method: 'POST',
            headers: { 'content-type': req.headers['content-type'] ?? '' },
            body: new Uint8Array(body),
          }).formData();
          const file = form.get('file');
          if (!(file instanceof File)) return json(400, { error: 'no file' });
          const bytes = Buffer.from(await file.arrayBuffer());
          if (printer.uploadStatus !== null) return json(printer.uploadStatus, { error: 'refused' });
          printer.uploads.push({ fileName: file.name, bytes, started: form.get('print') === 'true' });
          if (form.get('print') === 'true') printer.state = { state: 'printing', progress: 0, secondsLeft: 3600 };
          return json(201, { item: { path: file.name }, print_started: form.get('print') === 'true', action: 'create_file' });
        }
      }
      return json(404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  printer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  printer.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return printer;
}
