/**
 * No form on a prerendered page submits natively before the app has hydrated it
 * (docs/decisions/096-every-field-takes-input-from-first-paint.md). Its fields take typing from
 * first paint, but until React has attached a form's onSubmit, Enter in a field or a click on its
 * submit button would send the form the browser's way, to the page's URL with what was typed (a
 * phone number, a password) in it, and reload the page without it. The boot script holds every
 * submission from the start; main.tsx lets them through once hydration has ended.
 */

/** The event main.tsx dispatches on `document` once the prerendered page is hydrated. */
const HYDRATED_EVENT = 'chaabi:hydrated';

/**
 * Cancels every `submit` that reaches `target` (the document, in the capture phase, so before
 * anything below it) until `announceHydrated(target)`. Cancelling only stops the browser's own
 * submission: a form React already handles still gets its onSubmit, which submits it through the API.
 */
export function holdSubmissionsUntilHydrated(target: EventTarget): void {
  const hold = (event: Event) => event.preventDefault();
  // Options objects, not `true`: Node's EventTarget (the unit test's) ignores a boolean on removal.
  target.addEventListener('submit', hold, { capture: true });
  target.addEventListener(HYDRATED_EVENT, () => target.removeEventListener('submit', hold, { capture: true }), { once: true });
}

/** Lets submissions through again: the app's handlers are attached (main.tsx, when hydration ends). */
export function announceHydrated(target: EventTarget): void {
  target.dispatchEvent(new Event(HYDRATED_EVENT));
}
