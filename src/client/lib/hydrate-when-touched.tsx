/**
 * A prerendered form that hydrates when the visitor reaches for it, not with the page
 * (docs/decisions/144-checkout-and-track-forms-load-when-needed.md). Like the home sections
 * (docs/decisions/095), React keeps the prerendered HTML of a Suspense boundary whose lazy child
 * has not loaded, so the form is painted, and its fields take typing from first paint
 * (docs/decisions/096: what was typed is replayed when the fields hydrate). Until the form's own
 * handlers are attached, the boot script's hold on native submission is kept for this element.
 */
import { lazy, useEffect, type ComponentType } from 'react';

/** What the visitor does in the form that wakes it. */
const WAKING_EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'input'] as const;

/** Whether the visitor has already used the element's fields: one is focused, or one holds a value its HTML did not. */
export function alreadyTouched(element: Element, doc: Document = element.ownerDocument): boolean {
  if (doc.activeElement && doc.activeElement !== doc.body && element.contains(doc.activeElement)) return true;
  return [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (field) => field.value !== field.defaultValue,
  );
}

/**
 * Resolves when something inside the element with this id is focused, pressed or typed into;
 * at once when there is no such element (a client-side render), when `atOnce()` says so, or
 * when the visitor used its fields before this was called. Until `release` runs, a `submit`
 * inside the element is cancelled (the browser's own submission; React's onSubmit still runs).
 */
export function whenTouched(id: string, atOnce: () => boolean = () => false): { woken: Promise<void>; release: () => void } {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element) return { woken: Promise.resolve(), release: () => {} };
  const hold = (event: Event) => event.preventDefault();
  element.addEventListener('submit', hold, { capture: true });
  const release = () => element.removeEventListener('submit', hold, { capture: true });
  if (atOnce() || alreadyTouched(element)) return { woken: Promise.resolve(), release };
  const woken = new Promise<void>((resolve) => {
    const wake = () => {
      for (const name of WAKING_EVENTS) element.removeEventListener(name, wake, true);
      resolve();
    };
    for (const name of WAKING_EVENTS) element.addEventListener(name, wake, { capture: true, passive: true });
  });
  return { woken, release };
}

/**
 * A lazy component whose code loads once the prerendered element `id` is touched
 * (`whenTouched`, `atOnce` as there); render it inside its own `<Suspense>`. `load` is the
 * `import()` of the module and `name` its exported component. The element's submissions are held
 * until the component has hydrated (its mount effect).
 */
export function lazyWhenTouched<M extends Record<string, unknown>, K extends keyof M>(
  id: string,
  load: () => Promise<M>,
  name: K,
  atOnce?: () => boolean,
): ComponentType {
  return lazy(async () => {
    const { woken, release } = whenTouched(id, atOnce);
    await woken;
    const Component = (await load())[name] as ComponentType;
    function Hydrated() {
      useEffect(release, []);
      return <Component />;
    }
    return { default: Hydrated };
  });
}
