/**
 * Whether this render may read the browser (storage, location): false while React hydrates
 * prerendered HTML, true right after and on every client render (docs/decisions/030).
 * Components whose first screen depends on the browser render their neutral state until then,
 * so hydration matches the prerender and never flashes another visitor's state.
 */
import { useDeferredValue, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * false during hydration (and in the prerender), true otherwise. The switch to true after
 * hydration is deferred: React re-renders what depends on it as a transition, in slices, not in
 * the synchronous re-render that `useSyncExternalStore` forces (issue 13: the checkout's whole
 * form was one ~450 ms task on a phone). A client render (no prerender) is true at once.
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    ),
  );
}

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** `location.hash` without the `#`; '' during hydration and in the prerender. */
export function useLocationHash(): string {
  return useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash.slice(1),
    () => '',
  );
}
