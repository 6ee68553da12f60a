/**
 * One interface over the printers' REST APIs (docs/print-room.md#printers). Every request is
 * plain `fetch` bounded by `timeoutMs` (5 s unless a test says otherwise), follows no
 * redirect (a printer is reached only at the address the admin typed), and every fault — no
 * answer, refused connection, an HTTP error, garbage — becomes a short message, never a throw.
 */
import type { PrinterKind, PrinterState } from '#shared/schemas/printers';
import { moonrakerApi } from './moonraker-client';
import { octoPrintApi } from './octoprint-client';
import { prusaLinkApi } from './prusalink-client';

/** The longest any request to a printer may wait, ms. */
export const PRINTER_TIMEOUT_MS = 5_000;

/** Where a printer is and how to talk to it. */
export interface PrinterTarget {
  url: string;
  apiKey: string;
  timeoutMs?: number;
}

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

function faultMessage(error: unknown, timeoutMs: number): string {
  if (error instanceof PrinterFault) return error.message;
  const name = (error as { name?: unknown }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return `No answer within ${timeoutMs / 1000} s`;
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  if (code === 'ECONNREFUSED') return 'Connection refused: is the printer on?';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'Unknown host: check the address';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'Host unreachable: check the network';
  return 'The printer could not be reached';
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
  try {
    const signal = AbortSignal.timeout(timeoutMs);
    const response = await fetch(`${target.url}${path}`, { ...init, redirect: 'error', signal });
    const text = await response.text(); // the body read is under the same signal
    if (response.status === 401 || response.status === 403) throw new PrinterFault('The printer refused the API key');
    if (response.status === 409) throw new PrinterFault('The printer is busy (HTTP 409)');
    if (!response.ok) throw new PrinterFault(`The printer answered HTTP ${response.status}`);
    return text;
  } catch (error) {
    throw new PrinterFault(faultMessage(error, timeoutMs), { cause: error });
  }
}

/** Parses a printer's JSON answer. @throws PrinterFault when it is not JSON. */
function parsePrinterJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PrinterFault('The printer answered something that is not JSON');
  }
}

/** Runs `read`, turning faults into an error state. */
async function stateOrError(read: () => Promise<PrinterState>): Promise<PrinterState> {
  try {
    return await read();
  } catch (error) {
    return { state: 'error', message: error instanceof PrinterFault ? error.message : 'The printer answered something unexpected' };
  }
}

/** Runs `upload`, turning faults into `{ ok: false, message }`. */
async function uploadOrFault(upload: () => Promise<unknown>): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await upload();
    return { ok: true };
  } catch (error) {
    return { ok: false, message: error instanceof PrinterFault ? error.message : 'The printer answered something unexpected' };
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
