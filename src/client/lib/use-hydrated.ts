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
 * which React renders in slices (decision 031: every Button and Input reads this).
 *
 * Whether this component's first render is a hydration pass is what `useSyncExternalStore`
 * tells: React calls the server snapshot only then. The instance remembers it, and its client
 * snapshot keeps answering the same: React compares the two once the component has mounted,
 * and a difference there is a synchronous re-render of the component, which for a page's
 * chunk that hydrates after `endHydration` (a lazy route, a section near the viewport) was
 * the whole page in one long task (docs/decisions/098-short-tasks-after-first-paint.md has the traces).
 */
export function useHydrated(): boolean {
  const [instance] = useState(() => ({ hydrationPass: false }));
  const clientRender = useSyncExternalStore(
    noSubscription,
    () => !instance.hydrationPass && !hydrating,
    () => {
      instance.hydrationPass = true;
      return false;
    },
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
