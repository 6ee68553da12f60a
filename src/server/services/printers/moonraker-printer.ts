/**
 * Moonraker (Klipper): `POST /server/files/upload` (multipart, `print=true`) uploads and starts;
 * `GET /printer/objects/query?print_stats&display_status` reads the state. An API key, when
 * set, goes in `X-Api-Key` (moonraker.readthedocs.io, "Printer Administration", "File Operations").
 */
import type { PrinterState } from '#shared/schemas/printers';
import {
  finiteOrNull,
  PRINTER_UNREACHABLE,
  multipartPrintUpload,
  percent,
  PrinterFault,
  printerStateOf,
  type PrinterApi,
} from './provider';

/** Moonraker's `print_stats.state` words as ours. */
const MOONRAKER_STATES = new Map<string, PrinterState['state']>([
  ['printing', 'printing'],
  ['paused', 'paused'],
  ['complete', 'finished'],
  ['error', 'error'],
  ['standby', 'idle'],
  ['cancelled', 'idle'],
]);

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
  if (typeof state !== 'string') throw new PrinterFault(PRINTER_UNREACHABLE);
  const progress = finiteOrNull(status?.display_status?.progress);
  // Moonraker gives no time left: print time so far scaled by what remains.
  const elapsed = finiteOrNull(status?.print_stats?.print_duration);
  const message = status?.print_stats?.message;
  return printerStateOf(MOONRAKER_STATES.get(state), state, {
    progressPercent: percent(progress === null ? null : progress * 100),
    secondsLeft: elapsed !== null && progress !== null && progress > 0 ? Math.round((elapsed * (1 - progress)) / progress) : null,
    errorMessage: typeof message === 'string' ? message : undefined,
  });
}

/** How the shop talks to a Moonraker printer. */
export const moonrakerApi: PrinterApi = {
  statePath: '/printer/objects/query?print_stats&display_status',
  parseState: moonrakerState,
  uploadRequest: (file) => multipartPrintUpload('/server/files/upload', file),
};
