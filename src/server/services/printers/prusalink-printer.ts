/**
 * PrusaLink (Prusa MK4/XL/MINI, Core One): `PUT /api/v1/files/usb/<name>` with
 * `Print-After-Upload: ?1` uploads and starts; `GET /api/v1/status` reads the state. The key
 * goes in `X-Api-Key` (PrusaLink OpenAPI, prusa3d/Prusa-Link-Web spec/openapi.yaml).
 */
import type { PrinterState } from '#shared/schemas/printers';
import { finiteOrNull, PRINTER_UNREACHABLE, percent, PrinterFault, printerStateOf, type PrinterApi } from './provider';

/** PrusaLink's printer state words as ours. */
const PRUSALINK_STATES = new Map<string, PrinterState['state']>([
  ['PRINTING', 'printing'],
  ['PAUSED', 'paused'],
  ['ATTENTION', 'paused'], // M600 waits for the operator as ATTENTION on recent firmware
  ['FINISHED', 'finished'],
  ['ERROR', 'error'],
  ['IDLE', 'idle'],
  ['READY', 'idle'],
  ['STOPPED', 'idle'],
  ['BUSY', 'idle'],
]);

/** PrusaLink's `/api/v1/status` as one state. @throws PrinterFault on an answer without a printer state. */
export function prusaLinkState(body: unknown): PrinterState {
  const status = body as { printer?: { state?: unknown }; job?: { progress?: unknown; time_remaining?: unknown } } | null;
  const state = typeof status?.printer?.state === 'string' ? status.printer.state.toUpperCase() : null;
  if (!state) throw new PrinterFault(PRINTER_UNREACHABLE);
  const left = finiteOrNull(status?.job?.time_remaining);
  return printerStateOf(PRUSALINK_STATES.get(state), state, {
    progressPercent: percent(finiteOrNull(status?.job?.progress)),
    secondsLeft: left === null ? null : Math.round(left),
  });
}

/** How the shop talks to a PrusaLink printer. */
export const prusaLinkApi: PrinterApi = {
  statePath: '/api/v1/status',
  parseState: prusaLinkState,
  uploadRequest: (file) => ({
    path: `/api/v1/files/usb/${encodeURIComponent(file.fileName)}`,
    method: 'PUT',
    headers: { 'Content-Type': 'application/octet-stream', 'Print-After-Upload': '?1', Overwrite: '?1' },
    body: new Uint8Array(file.bytes),
  }),
};
