/**
 * Moonraker (Klipper): `POST /server/files/upload` (multipart, `print=true`) uploads and starts;
 * `GET /printer/objects/query?print_stats&display_status` reads the state. An API key, when
 * set, goes in `X-Api-Key` (moonraker.readthedocs.io, "Printer Administration", "File Operations").
 */
import type { PrinterState } from '#shared/schemas/printers';
import {
  finiteOrNull,
  parsePrinterJson,
  percent,
  PrinterFault,
  printerRequest,
  stateOrError,
  uploadOrFault,
  type PrinterClient,
  type PrinterTarget,
} from './printer-client';

/** Moonraker's objects query as one state. @throws PrinterFault on an answer without print_stats. */
export function moonrakerState(body: unknown): PrinterState {
  const status = (
    body as {
      result?: {
        status?: {
          print_stats?: { state?: unknown; message?: unknown; print_duration?: unknown };
          display_status?: { progress?: unknown };
        };
      };
    } | null
  )?.result?.status;
  const state = status?.print_stats?.state;
  if (typeof state !== 'string') throw new PrinterFault('The printer answered without its state');
  const progress = finiteOrNull(status?.display_status?.progress);
  const progressPercent = percent(progress === null ? null : progress * 100);
  // Moonraker gives no time left: print time so far scaled by what remains.
  const elapsed = finiteOrNull(status?.print_stats?.print_duration);
  const secondsLeft = elapsed !== null && progress !== null && progress > 0 ? Math.round((elapsed * (1 - progress)) / progress) : null;
  switch (state) {
    case 'printing':
      return { state: 'printing', progressPercent, secondsLeft };
    case 'paused':
      return { state: 'paused', progressPercent, secondsLeft };
    case 'complete':
      return { state: 'finished' };
    case 'error': {
      const message =
        typeof status?.print_stats?.message === 'string' && status.print_stats.message
          ? status.print_stats.message
          : 'The printer reports an error';
      return { state: 'error', message: message.slice(0, 200) };
    }
    case 'standby':
    case 'cancelled':
      return { state: 'idle' };
    default:
      return { state: 'error', message: `Unknown printer state ${state.slice(0, 20)}` };
  }
}

/** A Moonraker client for `target`. */
export function createMoonrakerClient(target: PrinterTarget): PrinterClient {
  const auth: Record<string, string> = target.apiKey ? { 'X-Api-Key': target.apiKey } : {};
  return {
    readState: () =>
      stateOrError(async () =>
        moonrakerState(
          parsePrinterJson(await printerRequest(target, '/printer/objects/query?print_stats&display_status', { headers: auth })),
        ),
      ),
    uploadAndStart: (file) =>
      uploadOrFault(() => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(file.bytes)]), file.fileName);
        form.append('print', 'true');
        return printerRequest(target, '/server/files/upload', { method: 'POST', headers: auth, body: form });
      }),
  };
}
