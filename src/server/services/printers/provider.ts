/**
 * One interface over the printers' REST APIs (docs/print-room.md#printers). Every request goes
 * through printer-transport.ts (the address checked each time, no redirect, bounded by
 * `timeoutMs`, 5 s unless a test says otherwise, answers cut off over 1 MB), and every fault
 * becomes a message, never a throw: the printer refused the key, it is busy, or one wording for
 * everything else that is unreachable or unexpected, so the messages map no ports
 * (docs/decisions/108-printers-are-devices-on-the-shop-network.md). The detail goes to the log.
 * This file is the contract and the kinds' shared parsing helpers; it imports none of the kinds
 * (choose-printer.ts picks one and speaks REST to it).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PrinterState } from '#shared/schemas/printers';
import type { PrinterAddressRules } from './printer-address';

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

/** How one printer API reads its state and takes a file: all the three kinds differ in. */
export interface PrinterApi {
  /** The path of the GET that reads the state, e.g. '/api/job'. */
  statePath: string;
  /** The state in that request's JSON answer. @throws PrinterFault on an answer without one. */
  parseState(body: unknown): PrinterState;
  /** The request that uploads `file` and starts it (the API key header is added to it). */
  uploadRequest(file: PrintFile): { path: string; method: 'POST' | 'PUT'; headers?: Record<string, string>; body: BodyInit };
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

/** A number in `value` when it is a finite one, else null. */
export function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Percent rounded to one decimal, clamped to 0–100. */
export function percent(value: number | null): number {
  if (value === null) return 0;
  return Math.min(100, Math.max(0, Math.round(value * 10) / 10));
}
