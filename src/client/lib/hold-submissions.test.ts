/**
 * docs/decisions/096-every-field-takes-input-from-first-paint.md: on a prerendered page no form
 * submits natively until the app says it is hydrated; the app's own submit handlers still run.
 * (The browser side, Enter in a prerendered field, is tests/e2e/shop/early-input.spec.ts.)
 */
import { describe, expect, it } from 'vitest';
import { announceHydrated, holdSubmissionsUntilHydrated } from './hold-submissions';

/** A submit on `document`, as Enter in a field or a submit button sends it; true when the browser's submission was cancelled. */
function submit(document: EventTarget): boolean {
  const event = new Event('submit', { cancelable: true });
  document.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('holdSubmissionsUntilHydrated', () => {
  it('cancels the browser’s submission until the app announces hydration, and lets it through after', () => {
    const document = new EventTarget();
    holdSubmissionsUntilHydrated(document);
    expect(submit(document)).toBe(true);
    expect(submit(document)).toBe(true);
    announceHydrated(document);
    expect(submit(document)).toBe(false);
  });

  it('still hands the submit to the app, so a form React already handles is submitted through it', () => {
    const document = new EventTarget();
    holdSubmissionsUntilHydrated(document);
    const seenByApp: Event[] = [];
    document.addEventListener('submit', (event) => seenByApp.push(event));
    expect(submit(document)).toBe(true);
    expect(seenByApp).toHaveLength(1);
  });

  it('holds nothing on a page that never installed the hold', () => {
    const document = new EventTarget();
    announceHydrated(document);
    expect(submit(document)).toBe(false);
  });
});
