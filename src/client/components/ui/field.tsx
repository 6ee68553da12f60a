/**
 * The one labelled form field of the client: a label, the control, and its error
 * message below, wired with `aria-invalid` and `aria-describedby`. react-hook-form forms hand
 * it `formState.errors.x?.message`, whose words come from the zod schemas in src/shared.
 */
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { digitsOnly, phoneDigits } from '#shared/phone';
import { cn } from '../../lib/utils';
import { Label } from './label';

/** ARIA wiring a field hands to its control. */
export interface FieldAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * `aria-invalid` and `aria-describedby` for a control whose error (if any) has the id
 * `${id}-error`; without an error it is described by its hint `${id}-hint` when it has one.
 */
export function fieldAria(id: string, error?: string | null, hint?: boolean): FieldAria {
  if (error) return { id, 'aria-invalid': true, 'aria-describedby': `${id}-error` };
  return hint ? { id, 'aria-describedby': `${id}-hint` } : { id };
}

/** A field's error message, or nothing; `alert` announces it at once (e.g. a login failure). */
export function FieldError({ id, message, alert }: { id: string; message?: string | null; alert?: boolean }) {
  return message ? (
    <p id={id} role={alert ? 'alert' : undefined} className="text-sm font-medium text-red-600">
      {message}
    </p>
  ) : null;
}

/** A labelled form control with its error message below; `children` renders the control with the ARIA it is given. */
export function Field({
  id: givenId,
  label,
  optional,
  error,
  hint,
  announce,
  className,
  children,
}: {
  /** The control's id; a generated one when left out. */
  id?: string;
  label: ReactNode;
  optional?: boolean;
  error?: string | null;
  /** A line under the control while it has no error (the error takes its place). */
  hint?: ReactNode;
  /** The error is announced at once (role="alert"), e.g. a refused login. */
  announce?: boolean;
  className?: string;
  children: (aria: FieldAria) => ReactNode;
}) {
  const generated = `field-${useId().replace(/:/g, '')}`;
  const id = givenId ?? generated;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="ml-1 font-normal text-gray-500">(optional)</span>}
      </Label>
      {children(fieldAria(id, error, hint !== undefined))}
      <FieldError id={`${id}-error`} message={error} alert={announce} />
      {!error && hint !== undefined && (
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * A register() result whose input is cleaned on every change, typed or pasted, before
 * react-hook-form reads it (docs/product.md#dealer-inputs: digits only while typing; a phone keeps
 * its 10 national digits with `phoneDigits`).
 */
export function cleanField(field: UseFormRegisterReturn, clean: (value: string) => string): UseFormRegisterReturn {
  return {
    ...field,
    onChange: (event) => {
      const target = event.target as HTMLInputElement;
      const value = clean(target.value);
      if (value !== target.value) target.value = value;
      return field.onChange(event);
    },
  };
}

/** A register() result whose input keeps only digits, at most `max`. */
export function digitsField(field: UseFormRegisterReturn, max: number): UseFormRegisterReturn {
  return cleanField(field, (value) => digitsOnly(value, max));
}

/** A register() result for a mobile number: it keeps the 10 national digits however it is typed or pasted. */
export function phoneField(field: UseFormRegisterReturn): UseFormRegisterReturn {
  return cleanField(field, phoneDigits);
}
