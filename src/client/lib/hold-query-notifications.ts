/**
 * Holds TanStack Query's notifications to components while React hydrates a prerendered page
 * (docs/decisions/031). A query result that arrives mid-hydration updates a component
 * through `useSyncExternalStore`, which React always renders synchronously: the boundary around
 * that component is then hydrated in one long task (~120 ms on this machine, ~500 ms on a
 * phone) instead of in slices. Held until the main thread is first idle (React has finished
 * hydrating), the same results re-render only the components that read them.
 */
import { notifyManager } from '@tanstack/react-query';

type Callback = () => void;

/** TanStack Query's own scheduler: each batch of notifications in a macrotask. */
const inNextTask = (callback: Callback) => {
  setTimeout(callback, 0);
};

/** Options of holdQueryNotificationsUntilIdle. */
export interface HoldOptions {
  /** Run after the held notifications have gone out, in a task of its own (main.tsx: endHydration). */
  onRelease?: Callback;
  /** The longest hold, ms, for a page that never goes idle. */
  timeoutMs?: number;
  /** Calls `release` at the first idle period; `requestIdleCallback`, or a timeout (Safari). For tests. */
  idle?: (release: Callback, timeoutMs: number) => void;
}

/**
 * Queues query notifications until the browser reports an idle period, or `timeoutMs` have
 * passed, whichever is first; then delivers them in order, restores the default scheduler and
 * runs `onRelease`.
 */
export function holdQueryNotificationsUntilIdle({
  onRelease,
  timeoutMs = 3000,
  idle = (release, timeout) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(release, { timeout }) : setTimeout(release, timeout),
}: HoldOptions = {}): void {
  const held: Callback[] = [];
  let holding = true;
  notifyManager.setScheduler((callback) => {
    if (holding) held.push(callback);
    else inNextTask(callback);
  });
  idle(() => {
    if (!holding) return;
    holding = false;
    notifyManager.setScheduler(inNextTask);
    for (const callback of held.splice(0)) inNextTask(callback);
    // After the held results have rendered: a transition started earlier would see the query
    // store change mid-render, and React re-renders such a transition synchronously.
    if (onRelease) inNextTask(onRelease);
  }, timeoutMs);
}
