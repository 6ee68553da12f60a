/**
 * Holds TanStack Query's notifications to components while React hydrates a prerendered page
 * (issue 13, docs/decisions/031). A query result that arrives mid-hydration updates a component
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

/**
 * Queues query notifications until the browser reports an idle period, or `timeoutMs` (ms)
 * have passed, whichever is first; then delivers them in order and restores the default
 * scheduler. `idle` is injectable for tests; it defaults to `requestIdleCallback` where the
 * browser has it (Safari does not: a plain timeout there).
 */
export function holdQueryNotificationsUntilIdle(
  timeoutMs = 3000,
  idle: (release: Callback, timeoutMs: number) => void = (release, timeout) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(release, { timeout }) : setTimeout(release, timeout),
): void {
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
  }, timeoutMs);
}
