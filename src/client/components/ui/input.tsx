import * as React from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { cn } from '../../lib/utils';

/**
 * A text input (shadcn/ui). Read-only while React hydrates a prerendered page, so nothing
 * typed before the page's script runs is lost (docs/decisions/030).
 */
export const Input = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(
  ({ className, type, readOnly, ...props }, ref) => {
    const hydrated = useHydrated();
    return (
      <input
        type={type}
        ref={ref}
        className={cn(
          'flex h-10 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base placeholder:text-gray-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-500 md:text-sm',
          className,
        )}
        readOnly={readOnly === true || !hydrated}
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
