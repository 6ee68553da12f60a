/**
 * OctoPrint: `POST /api/files/local` (multipart, `print=true`) uploads and starts; `GET /api/job`
 * reads the state. The key goes in `X-Api-Key` (docs.octoprint.org, REST API "Files", "Job operations").
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

/** OctoPrint's `/api/job` as one state. @throws PrinterFault on an answer without a state. */
export function octoPrintState(body: unknown): PrinterState {
  const job = body as { state?: unknown; error?: unknown; progress?: { completion?: unknown; printTimeLeft?: unknown } } | null;
  const state = typeof job?.state === 'string' ? job.state : null;
  if (!state) throw new PrinterFault('The printer answered without its state');
  const completion = finiteOrNull(job?.progress?.completion);
  const progressPercent = percent(completion);
  const left = finiteOrNull(job?.progress?.printTimeLeft);
  const secondsLeft = left === null ? null : Math.round(left);
  if (state.startsWith('Printing') || state === 'Starting' || state === 'Resuming')
    return { state: 'printing', progressPercent, secondsLeft };
  if (state.startsWith('Paus')) return { state: 'paused', progressPercent, secondsLeft };
  if (state.startsWith('Error') || state.startsWith('Offline')) {
    const message = typeof job?.error === 'string' && job.error ? job.error : state;
    return { state: 'error', message: message.slice(0, 200) };
  }
  if (state === 'Operational' || state === 'Finishing' || state === 'Cancelling') {
    return completion !== null && completion >= 100 ? { state: 'finished' } : { state: 'idle' };
  }
  return { state: 'error', message: `Unknown printer state ${state.slice(0, 20)}` };
}

/** An OctoPrint client for `target`. */
export function createOctoPrintClient(target: PrinterTarget): PrinterClient {
  const auth: Record<string, string> = target.apiKey ? { 'X-Api-Key': target.apiKey } : {};
  return {
    readState: () =>
      stateOrError(async () => octoPrintState(parsePrinterJson(await printerRequest(target, '/api/job', { headers: auth })))),
    uploadAndStart: (file) =>
      uploadOrFault(() => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(file.bytes)]), file.fileName);
        form.append('print', 'true');
        return printerRequest(target, '/api/files/local', { method: 'POST', headers: auth, body: form });
      }),
  };
}
