/**
 * Picks the client of a printer by its kind and speaks REST to it (docs/print-room.md#printers):
 * every request goes through printer-transport.ts, and every fault becomes a message, never a
 * throw (provider.ts, the contract, says which). The contract imports none of the kinds.
 */
import type { PrinterKind, PrinterState } from '#shared/schemas/printers';
import { moonrakerApi } from './moonraker-printer';
import { octoPrintApi } from './octoprint-printer';
import { PRINTER_ADDRESS_REFUSED } from './printer-address';
import { PRINTER_TIMEOUT_MS, PRINTER_UNREACHABLE, PrinterFault, type PrinterApi, type PrinterClient, type PrinterTarget } from './provider';
import { PrinterTransportFault, sendToPrinter } from './printer-transport';
import { prusaLinkApi } from './prusalink-printer';

/** The client for a printer of `kind`. */
export function printerClientOf(kind: PrinterKind, target: PrinterTarget): PrinterClient {
  switch (kind) {
    case 'prusalink':
      return restPrinterClient(target, prusaLinkApi);
    case 'moonraker':
      return restPrinterClient(target, moonrakerApi);
    case 'octoprint':
      return restPrinterClient(target, octoPrintApi);
  }
}

/** A client for `target` speaking `api`; the key, when set, goes in `X-Api-Key` (all three kinds). */
function restPrinterClient(target: PrinterTarget, api: PrinterApi): PrinterClient {
  const auth: Record<string, string> = target.apiKey ? { 'X-Api-Key': target.apiKey } : {};
  return {
    readState: () =>
      stateOrError(async () => api.parseState(parsePrinterJson(await printerRequest(target, api.statePath, { headers: auth })))),
    uploadAndStart: (file) =>
      uploadOrFault(() => {
        const { path, headers, ...init } = api.uploadRequest(file);
        return printerRequest(target, path, { ...init, headers: { ...auth, ...headers } });
      }),
  };
}

/**
 * One request to a printer: `path` under the target's URL, within the timeout, no redirects.
 * Answers the response body as text. @throws PrinterFault on any fault (message fit to show).
 */
async function printerRequest(
  target: PrinterTarget,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit },
): Promise<string> {
  const timeoutMs = target.timeoutMs ?? PRINTER_TIMEOUT_MS;
  let answer: { status: number; body: string };
  try {
    answer = await sendToPrinter(target.url, path, init, { rules: target.rules, timeoutMs });
  } catch (error) {
    const kind = error instanceof PrinterTransportFault ? error.kind : 'network';
    target.log?.warn({ printerUrl: target.url, fault: kind, detail: (error as Error).message }, 'printer request failed');
    throw new PrinterFault(kind === 'refused-address' ? PRINTER_ADDRESS_REFUSED : PRINTER_UNREACHABLE, { cause: error });
  }
  if (answer.status === 401 || answer.status === 403) throw new PrinterFault('The printer refused the API key');
  if (answer.status === 409) throw new PrinterFault('The printer is busy (HTTP 409)');
  if (answer.status < 200 || answer.status > 299) {
    target.log?.warn({ printerUrl: target.url, fault: 'http-status', detail: `HTTP ${answer.status}` }, 'printer request failed');
    throw new PrinterFault(PRINTER_UNREACHABLE);
  }
  return answer.body;
}

/** Parses a printer's JSON answer. @throws PrinterFault when it is not JSON. */
function parsePrinterJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PrinterFault(PRINTER_UNREACHABLE);
  }
}

/** Runs `read`, turning faults into an error state. */
async function stateOrError(read: () => Promise<PrinterState>): Promise<PrinterState> {
  try {
    return await read();
  } catch (error) {
    return { state: 'error', message: error instanceof PrinterFault ? error.message : PRINTER_UNREACHABLE };
  }
}

/** Runs `upload`, turning faults into `{ ok: false, message }`. */
async function uploadOrFault(upload: () => Promise<unknown>): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await upload();
    return { ok: true };
  } catch (error) {
    return { ok: false, message: error instanceof PrinterFault ? error.message : PRINTER_UNREACHABLE };
  }
}
