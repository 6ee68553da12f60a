/**
 * The re-authentication prompt (docs/product.md#staff-sign-in): an admin call answered 403
 * REAUTH_REQUIRED asks here; the dialog mounted in the shell (reauth-dialog.tsx) shows, and the
 * call is retried once when the person has confirmed it is them. One prompt at a time: calls that
 * ask while it is open wait for the same answer.
 */
import { ApiError } from '../../api/fetch';

type Listener = () => void;

let pending: { promise: Promise<boolean>; resolve: (confirmed: boolean) => void } | null = null;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Whether `error` is the server asking for a re-authentication. */
export function isReauthRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && (error.body as { code?: string } | null)?.code === 'REAUTH_REQUIRED';
}

/** Opens the prompt (or joins the open one); resolves true once confirmed, false when cancelled. */
export function askReauth(): Promise<boolean> {
  if (pending) return pending.promise;
  let resolve!: (confirmed: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  pending = { promise, resolve };
  notify();
  return promise;
}

/** Closes the prompt with the person's answer. */
export function settleReauth(confirmed: boolean): void {
  const current = pending;
  pending = null;
  notify();
  current?.resolve(confirmed);
}

/** For useSyncExternalStore: subscribe to the prompt opening and closing. */
export function subscribeReauth(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For useSyncExternalStore: whether the prompt is open. */
export function reauthOpen(): boolean {
  return pending !== null;
}
