/**
 * PrusaLink (Prusa MK4/XL/MINI, Core One): `PUT /api/v1/files/usb/<name>` with
 * `Print-After-Upload: ?1` uploads and starts; `GET /api/v1/status` reads the state. The key
 * goes in `X-Api-Key` (PrusaLink OpenAPI, prusa3d/Prusa-Link-Web spec/openapi.yaml).
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

/** PrusaLink's `/api/v1/status` as one state. @throws PrinterFault on an answer without a printer state. */
export function prusaLinkState(body: unknown): PrinterState {
  const status = body as { printer?: { state?: unknown }; job?: { progress?: unknown; time_remaining?: unknown } } | null;
  const state = typeof status?.printer?.state === 'string' ? status.printer.state.toUpperCase() : null;
  if (!state) throw new PrinterFault('The printer answered without its state');
  const progressPercent = percent(finiteOrNull(status?.job?.progress));
  const left = finiteOrNull(status?.job?.time_remaining);
  const secondsLeft = left === null ? null : Math.round(left);
  switch (state) {
    case 'PRINTING':
      return { state: 'printing', progressPercent, secondsLeft };
    case 'PAUSED':
    case 'ATTENTION': // M600 waits for the operator as ATTENTION on recent firmware
      return { state: 'paused', progressPercent, secondsLeft };
    case 'FINISHED':
      return { state: 'finished' };
    case 'ERROR':
      return { state: 'error', message: 'The printer reports an error' };
    case 'IDLE':
    case 'READY':
    case 'STOPPED':
    case 'BUSY':
      return { state: 'idle' };
    default:
      return { state: 'error', message: `Unknown printer state ${state.slice(0, 20)}` };
  }
}

/** A PrusaLink client for `target`. */
export function createPrusaLinkClient(target: PrinterTarget): PrinterClient {
  const auth: Record<string, string> = target.apiKey ? { 'X-Api-Key': target.apiKey } : {};
  return {
    readState: () =>
      stateOrError(async () => prusaLinkState(parsePrinterJson(await printerRequest(target, '/api/v1/status', { headers: auth })))),
    uploadAndStart: (file) =>
      uploadOrFault(() =>
        printerRequest(target, `/api/v1/files/usb/${encodeURIComponent(file.fileName)}`, {
          method: 'PUT',
          headers: { ...auth, 'Content-Type': 'application/octet-stream', 'Print-After-Upload': '?1', Overwrite: '?1' },
          body: new Uint8Array(file.bytes),
        }),
      ),
  };
}
