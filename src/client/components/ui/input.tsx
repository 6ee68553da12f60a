import * as React from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { cn } from '../../lib/utils';

/**
 * Hands text typed into a prerendered field before React took it over to the field's onChange,
 * as if it had just been typed (docs/decisions/058-typing-before-hydration.md): the tracked
 * value is set to '' and the DOM value back to the text, then an `input` event lets React and
 * react-hook-form read it like any keystroke.
 */
function replayTypedText(element: HTMLInputElement, text: string): void {
  element.value = '';
  // The prototype's setter, with the element as `this`: React's tracker sees '' and the DOM the text.
  Reflect.set(HTMLInputElement.prototype, 'value', text, element);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A text input (shadcn/ui). A `live` field takes typing from first paint: on a prerendered page
 * it is live HTML before React hydrates it, and whatever was typed by then is replayed into its
 * onChange once React has it. Other fields (those inside forms, where Enter before hydration would
 * submit the form natively) stay read-only until hydrated (docs/decisions/058-typing-before-hydration.md).
 */
export const Input = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement> & { live?: boolean }>(
  ({ className, type, readOnly, live = false, ...props }, ref) => {
    const hydrated = useHydrated();
    const element = React.useRef<HTMLInputElement | null>(null);
    const typedBeforeHydration = React.useRef<string | null>(null);
    const setRef = React.useCallback(
      (node: HTMLInputElement | null) => {
        // Read before a form library's ref resets the field to its default value.
        if (node && element.current === null && node.value !== '' && node.value !== node.defaultValue) {
          typedBeforeHydration.current = node.value;
        }
        element.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      },
      [ref],
    );
    const value = React.useRef(props.value);
    value.current = props.value;
    React.useEffect(() => {
      const typed = typedBeforeHydration.current;
      const node = element.current;
      typedBeforeHydration.current = null;
      if (typed === null || !node) return;
      // Keystrokes after hydration are in the DOM already; a library that reset it leaves ''.
      const text = node.value !== '' ? node.value : typed;
      if (value.current !== undefined && String(value.current) === text) return;
      replayTypedText(node, text);
    }, []);
    return (
      <input
        type={type}
        ref={setRef}
        readOnly={readOnly === true || (!live && !hydrated)}
        className={cn(
          'flex h-10 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base placeholder:text-gray-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-500 md:text-sm',
          className,
        )}
        {...props}
      />
    );
  },
);
Input.displayName = 'Input';

/** A multi-line text input. */
export const Textarea = React.forwardRef<HTMLTextAreaElement, React.TextareaHTMLAttributes<HTMLTextAreaElement>>(
  ({ className, ...props }, ref) => (
    <textarea
      ref={ref}
      className={cn(
        'flex min-h-20 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base placeholder:text-gray-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 md:text-sm',
        className,
      )}
      {...props}
    />
  ),
);
Textarea.displayName = 'Textarea';

/** A text input with a fixed prefix drawn before it (e.g. "+91" before a mobile number). */
export const PrefixedInput = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement> & { prefix: string }>(
  ({ prefix, className, ...props }, ref) => (
    <div className="flex">
      <span className="inline-flex items-center rounded-l-lg border border-r-0 border-gray-300 bg-gray-50 px-3 text-sm text-gray-600">
        {prefix}
      </span>
      <Input ref={ref} className={cn('rounded-l-none', className)} {...props} />
    </div>
  ),
);
PrefixedInput.displayName = 'PrefixedInput';

/** An Indian mobile number input: "+91" before it and the numeric keypad on phones. */
export const PhoneInput = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>((props, ref) => (
  <PrefixedInput ref={ref} prefix="+91" inputMode="numeric" {...props} />
));
PhoneInput.displayName = 'PhoneInput';
