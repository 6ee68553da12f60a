/**
 * OctoPrint: `POST /api/files/local` (multipart, `print=true`) uploads and starts; `GET /api/job`
 * reads the state. The key goes in `X-Api-Key` (docs.octoprint.org, REST API "Files", "Job operations").
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

/** Our kind of state for OctoPrint's state text, given the job's completion (0-100, null unknown). */
function octoPrintKind(state: string, completion: number | null): PrinterState['state'] | undefined {
  if (state.startsWith('Printing') || state === 'Starting' || state === 'Resuming') return 'printing';
  if (state.startsWith('Paus')) return 'paused';
  if (state.startsWith('Error') || state.startsWith('Offline')) return 'error';
  if (state === 'Operational' || state === 'Finishing' || state === 'Cancelling') {
    return completion !== null && completion >= 100 ? 'finished' : 'idle';
  }
  return undefined;
}

/** OctoPrint's `/api/job` as one state. @throws PrinterFault on an answer without a state. */
export function octoPrintState(body: unknown): PrinterState {
  const job = body as { state?: unknown; error?: unknown; progress?: { completion?: unknown; printTimeLeft?: unknown } } | null;
  const state = typeof job?.state === 'string' ? job.state : null;
  if (!state) throw new PrinterFault(PRINTER_UNREACHABLE);
  const completion = finiteOrNull(job?.progress?.completion);
  const left = finiteOrNull(job?.progress?.printTimeLeft);
  return printerStateOf(octoPrintKind(state, completion), state, {
    progressPercent: percent(completion),
    secondsLeft: left === null ? null : Math.round(left),
    errorMessage: typeof job?.error === 'string' && job.error ? job.error : state,
  });
}

/** How the shop talks to an OctoPrint server. */
export const octoPrintApi: PrinterApi = {
  statePath: '/api/job',
  parseState: octoPrintState,
  uploadRequest: (file) => multipartPrintUpload('/api/files/local', file),
};
