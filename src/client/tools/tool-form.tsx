/**
 * The form both tool pages share: react-hook-form over the shared GenerateStlRequest
 * rule (text messages from src/shared), validated as the user types or leaves the field, and
 * the Keychain text field with its error or help line below.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { GenerateStlRequest } from '#shared/schemas/stl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { cn } from '../lib/utils';

/** A tool page's form; `defaults` sets the font (and colour or backend) it starts with. */
export function useToolForm(defaults: Omit<GenerateStlRequest, 'text'>) {
  return useForm<GenerateStlRequest>({
    resolver: zodResolver(GenerateStlRequest),
    mode: 'all',
    defaultValues: { text: '', ...defaults },
  });
}

/** The Keychain text input; its error replaces the help line and is announced. */
export function ToolTextField({
  id,
  field,
  error,
  help,
  counter,
  maxLength,
  placeholder,
  style,
  inputClassName,
}: {
  id: string;
  field: UseFormRegisterReturn;
  error?: string;
  help: ReactNode;
  /** Shown at the end of the label row (e.g. "3/13"). */
  counter?: ReactNode;
  maxLength: number;
  placeholder: string;
  style?: CSSProperties;
  inputClassName?: string;
}) {
  const helpId = `${id}-help`;
  return (
    <div className="grid content-start gap-1.5">
      {counter ? (
        <div className="flex items-baseline justify-between">
          <Label htmlFor={id}>Keychain text</Label>
          {counter}
        </div>
      ) : (
        <Label htmlFor={id}>Keychain text</Label>
      )}
      <Input
        id={id}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={helpId}
        style={style}
        className={inputClassName}
        {...field}
      />
      <p id={helpId} role={error ? 'alert' : undefined} className={cn('text-sm', error ? 'font-medium text-red-600' : 'text-gray-500')}>
        {error ?? help}
      </p>
    </div>
  );
}
