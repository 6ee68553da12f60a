import * as React from 'react';
import { useKeepEarlyInput } from '../../lib/keep-early-input';
import { cn } from '../../lib/utils';

/**
 * A text input (shadcn/ui). It takes typing from first paint: on a prerendered page it is live
 * HTML before React hydrates it, and whatever was typed by then is kept and replayed into its
 * onChange once React has it; a form on such a page cannot submit natively meanwhile (the boot
 * script holds submissions, docs/decisions/096-every-field-takes-input-from-first-paint.md).
 */
export const Input = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(
  ({ className, type, ...props }, ref) => {
    const setRef = useKeepEarlyInput(ref, props.value);
    return (
      <input
        type={type}
        ref={setRef}
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

/** A multi-line text input; like Input, what is typed before hydration is kept. */
export const Textarea = React.forwardRef<HTMLTextAreaElement, React.TextareaHTMLAttributes<HTMLTextAreaElement>>(
  ({ className, ...props }, ref) => {
    const setRef = useKeepEarlyInput(ref, props.value);
    return (
      <textarea
        ref={setRef}
        className={cn(
          'flex min-h-20 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base placeholder:text-gray-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 md:text-sm',
          className,
        )}
        {...props}
      />
    );
  },
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
