/**
 * The one labelled form field of the client (issue 15): a label, the control, and its error
 * message below, wired with `aria-invalid` and `aria-describedby`. react-hook-form forms hand
 * it `formState.errors.x?.message`, whose words come from the zod schemas in src/shared.
 */
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Label } from './label';

/** ARIA wiring a field hands to its control. */
export interface FieldAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** `aria-invalid` and `aria-describedby` for a control whose error (if any) has the id `${id}-error`. */
export function fieldAria(id: string, error?: string | null): FieldAria {
  return { id, ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}) };
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
  className,
  children,
}: {
  /** The control's id; a generated one when left out. */
  id?: string;
  label: ReactNode;
  optional?: boolean;
  error?: string | null;
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
      {children(fieldAria(id, error))}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
