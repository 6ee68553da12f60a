/**
 * Whether this render may read the browser (storage, location): false while React hydrates
 * prerendered HTML, true right after and on every client render (docs/decisions/030).
 * Components whose first screen depends on the browser render their neutral state until then,
 * so hydration matches the prerender and never flashes another visitor's state.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** True from `beginHydration` until `endHydration`: the page's HTML came prerendered. */
let hydrating = false;
const waiting = new Set<() => void>();

/** main.tsx, before `hydrateRoot`: components rendered from now on start as not hydrated. */
export function beginHydration(): void {
  hydrating = true;
}

/**
 * main.tsx, once the page is hydrated (the first idle period): every component waiting on
 * `useHydrated` switches to true in one transition, which React renders in slices.
 */
export function endHydration(): void {
  hydrating = false;
  startTransition(() => {
    for (const switchOn of waiting) switchOn();
  });
}

const noSubscription = () => () => {};

/**
 * false in the prerender and while React hydrates a prerendered page, true otherwise (a
 * client render is true at once). After hydration every consumer switches in one transition,
 * not in the synchronous re-render a `useSyncExternalStore` server snapshot forces on each of
 * them (decision 031: every Button and Input reads this).
 *
 * A hydration pass always sees false (React uses the store's server snapshot then), so the
 * HTML matches even for a component that hydrates after `endHydration` (a late lazy chunk).
 */
export function useHydrated(): boolean {
  const clientRender = useSyncExternalStore(
    noSubscription,
    () => !hydrating,
    () => false,
  );
  const [hydrated, setHydrated] = useState(clientRender);
  useEffect(() => {
    if (hydrated) return;
    const switchOn = () => setHydrated(true);
    if (!hydrating) {
      startTransition(switchOn);
      return;
    }
    waiting.add(switchOn);
    return () => {
      waiting.delete(switchOn);
    };
  }, [hydrated]);
  return hydrated;
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
