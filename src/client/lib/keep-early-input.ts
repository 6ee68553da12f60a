/**
 * What a visitor types into, or picks in, a prerendered field before React has taken it over is
 * kept, and handed to the field's onChange once React has it, as if it had just been typed
 * (docs/decisions/096-every-field-takes-input-from-first-paint.md, after
 * docs/decisions/058-typing-before-hydration.md).
 *
 * React leaves a field's DOM value alone while it hydrates it, but React's state does not know
 * that value, react-hook-form's ref may put the field's default back when it registers the field,
 * and neither runs the field's onChange (its cleaning rule) on it.
 */
import { useCallback, useEffect, useRef, type Ref, type RefCallback } from 'react';

/** The fields whose early input is kept: text inputs, text areas and native selects. */
type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The value the page's HTML gave the field: its `value` attribute, its text, or its selected option. */
function htmlValue(field: FormField): string {
  if (field instanceof HTMLSelectElement) {
    const options = Array.from(field.options);
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
  }
  return field.defaultValue;
}

/**
 * Sets what the field shows through its prototype's `value` setter: React's value tracker (an
 * own property React defines on the node) does not see it, so React still holds the old value.
 */
function showValue(field: FormField, value: string): void {
  Reflect.set(Object.getPrototypeOf(field) as object, 'value', value, field);
}

/**
 * Hands `value` to the field's onChange the way the browser would: a text field's tracker is
 * set to '' and the DOM to the text, then an `input` event lets React (and react-hook-form) read
 * it like a keystroke; a select gets its value and a `change` event, like a pick.
 */
function replay(field: FormField, value: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // Through the tracker's setter: React now believes the field is empty…
  field.value = '';
  // …and the DOM holds the text again, so React's change detection fires onChange.
  showValue(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The ref a field component puts on its `<input>`, `<textarea>` or `<select>` (and which calls
 * `forwarded`, e.g. react-hook-form's `register` ref). When React first attaches it to prerendered
 * HTML that the visitor has already changed, the change is read before `forwarded` runs, shown
 * again at once if `forwarded` reset the field, and replayed into onChange by the component's
 * mount effect. `value` is the component's `value` prop (undefined for an uncontrolled field): a
 * controlled field whose state already equals the DOM is left alone. A field React creates
 * itself (a client render) starts at its HTML value, so nothing is replayed.
 */
export function useKeepEarlyInput<E extends FormField>(
  forwarded: Ref<E> | undefined,
  value: string | number | readonly string[] | undefined,
): RefCallback<E> {
  const element = useRef<E | null>(null);
  const attachedBefore = useRef(false);
  const changedEarly = useRef(false);
  const setRef = useCallback(
    (node: E | null) => {
      // Only the first attachment can meet prerendered HTML; later ones (a new `forwarded`) cannot.
      const early = node !== null && !attachedBefore.current && node.value !== htmlValue(node) ? node.value : null;
      if (node) attachedBefore.current = true;
      element.current = node;
      if (typeof forwarded === 'function') forwarded(node);
      else if (forwarded) forwarded.current = node;
      if (node && early !== null) {
        changedEarly.current = true;
        if (node.value !== early) showValue(node, early);
      }
    },
    [forwarded],
  );
  const controlledValue = useRef(value);
  controlledValue.current = value;
  useEffect(() => {
    const node = element.current;
    if (!changedEarly.current || !node) return;
    changedEarly.current = false;
    // The DOM holds everything typed, before hydration and since.
    const text = node.value;
    if (controlledValue.current !== undefined && String(controlledValue.current) === text) return;
    replay(node, text);
  }, []);
  return setRef;
}
