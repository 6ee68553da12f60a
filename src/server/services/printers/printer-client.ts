/**
 * One interface over the printers' REST APIs (docs/print-room.md#printers). Every request goes
 * through printer-transport.ts (the address checked each time, no redirect, bounded by
 * `timeoutMs`, 5 s unless a test says otherwise, answers cut off over 1 MB), and every fault
 * becomes a message, never a throw: the printer refused the key, it is busy, or one wording for
 * everything else that is unreachable or unexpected, so the messages map no ports
 * (docs/decisions/108-printers-are-devices-on-the-shop-network.md). The detail goes to the log.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PrinterKind, PrinterState } from '#shared/schemas/printers';
import { moonrakerApi } from './moonraker-client';
import { octoPrintApi } from './octoprint-client';
import { PRINTER_ADDRESS_REFUSED, type PrinterAddressRules } from './printer-address';
import { PrinterTransportFault, sendToPrinter } from './printer-transport';
import { prusaLinkApi } from './prusalink-client';

/** The longest any request to a printer may wait, ms. */
export const PRINTER_TIMEOUT_MS = 5_000;

/** Where a printer is and how to talk to it. */
export interface PrinterTarget {
  url: string;
  apiKey: string;
  /** The address rules every request is checked against (printer-address.ts). */
  rules: PrinterAddressRules;
  timeoutMs?: number;
  /** Where the detail of a fault is logged (the card shows one wording). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** The one wording for a printer that cannot be reached or answers something unexpected. */
export const PRINTER_UNREACHABLE = 'The printer could not be reached or did not answer as a printer: check its address and that it is on';

/** A file for the printer: G-code, or a 3MF for printers that slice themselves. */
export interface PrintFile {
  fileName: string;
  bytes: Uint8Array;
}

/** What a printer does for the shop. */
export interface PrinterClient {
  /** Reads the printer's state; faults become `{ state: 'error', message }`. */
  readState(): Promise<PrinterState>;
  /** Uploads `file` and starts it; `{ ok: false, message }` when the printer did not take it. */
  uploadAndStart(file: PrintFile): Promise<{ ok: true } | { ok: false; message: string }>;
}

/** The client for a printer of `kind`. */
export function printerClientOf(kind: PrinterKind, target: PrinterTarget): PrinterClient {
  // A switch, not a table: the kinds' modules import this one, so their APIs are read at call time.
  switch (kind) {
    case 'prusalink':
      return restPrinterClient(target, prusaLinkApi);
    case 'moonraker':
      return restPrinterClient(target, moonrakerApi);
    case 'octoprint':
      return restPrinterClient(target, octoPrintApi);
  }
}

/** How one printer API reads its state and takes a file: all the three kinds differ in. */
export interface PrinterApi {
  /** The path of the GET that reads the state, e.g. '/api/job'. */
  statePath: string;
  /** The state in that request's JSON answer. @throws PrinterFault on an answer without one. */
  parseState(body: unknown): PrinterState;
  /** The request that uploads `file` and starts it (the API key header is added to it). */
  uploadRequest(file: PrintFile): { path: string; method: 'POST' | 'PUT'; headers?: Record<string, string>; body: BodyInit };
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

/** The multipart upload with `print=true` that Moonraker and OctoPrint both take at `path`. */
export function multipartPrintUpload(path: string, file: PrintFile): ReturnType<PrinterApi['uploadRequest']> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.fileName);
  form.append('print', 'true');
  return { path, method: 'POST', body: form };
}

/** Our state for the kind `kind` a printer's own state word maps to (undefined: a word we do not know). */
export function printerStateOf(
  kind: PrinterState['state'] | undefined,
  word: string,
  job: { progressPercent: number; secondsLeft: number | null; errorMessage?: string },
): PrinterState {
  switch (kind) {
    case 'printing':
    case 'paused':
      return { state: kind, progressPercent: job.progressPercent, secondsLeft: job.secondsLeft };
    case 'finished':
    case 'idle':
      return { state: kind };
    case 'error':
      return { state: 'error', message: (job.errorMessage || 'The printer reports an error').slice(0, 200) };
    case undefined:
      return { state: 'error', message: `Unknown printer state ${word.slice(0, 20)}` };
  }
}

/** A fault talking to a printer, with a message fit for the printer's card. */
export class PrinterFault extends Error {
  override name = 'PrinterFault';
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

/** A number in `value` when it is a finite one, else null. */
export function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Percent rounded to one decimal, clamped to 0–100. */
export function percent(value: number | null): number {
  if (value === null) return 0;
  return Math.min(100, Math.max(0, Math.round(value * 10) / 10));
}
