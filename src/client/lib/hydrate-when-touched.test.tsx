/**
 * docs/decisions/144-checkout-and-track-forms-load-when-needed.md: a prerendered form's code
 * loads when the visitor reaches for it, and its native submission stays held until it has
 * hydrated. (The browser side, typing into /track before React runs, is
 * tests/e2e/shop/early-input.spec.ts.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { alreadyTouched, whenTouched } from './hydrate-when-touched';

/** A prerendered form inside `#lookup`, as the server sent it. */
function prerenderedForm(): { field: HTMLInputElement; form: HTMLFormElement } {
  document.body.innerHTML = '<div id="lookup"><form method="post"><input name="order" value=""><button>Track</button></form></div>';
  return { field: document.querySelector('input')!, form: document.querySelector('form')! };
}

/** Whether `promise` has settled by the end of the current microtasks. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

/** A submit on the form, as Enter in a field sends it; true when the browser's submission was cancelled. */
function submit(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whenTouched', () => {
  it('waits for a focus, press or keystroke inside the element, not for anything outside it', async () => {
    const { field } = prerenderedForm();
    const { woken } = whenTouched('lookup');
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(woken)).toBe(false);
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(woken)).toBe(true);
  });

  it('holds the element’s native submission until released, and lets it through after', () => {
    const { form } = prerenderedForm();
    const { release } = whenTouched('lookup');
    expect(submit(form)).toBe(true);
    release();
    expect(submit(form)).toBe(false);
  });

  it('wakes at once without the element (a client render), when asked to, or when a field was typed into first', async () => {
    expect(await settled(whenTouched('missing').woken)).toBe(true);
    prerenderedForm();
    expect(await settled(whenTouched('lookup', () => true).woken)).toBe(true);
    const { field } = prerenderedForm();
    field.value = '1042';
    expect(await settled(whenTouched('lookup').woken)).toBe(true);
  });
});

describe('alreadyTouched', () => {
  it('is true for a focused field or a value the HTML did not have, false for the form as sent', () => {
    const { field } = prerenderedForm();
    const element = document.getElementById('lookup')!;
    expect(alreadyTouched(element)).toBe(false);
    field.focus();
    expect(alreadyTouched(element)).toBe(true);
    field.blur();
    field.value = '77';
    expect(alreadyTouched(element)).toBe(true);
  });
});
