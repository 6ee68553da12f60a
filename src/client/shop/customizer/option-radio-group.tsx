/** The radio group the customizer's choices share: one tab stop, arrow keys move and choose. */
import type { ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { useHydrated } from '../../lib/use-hydrated';

/** What a picker built on OptionRadioGroup takes besides its options: the group's name and the chosen value. */
export interface OptionChoiceProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled radio group of `RadioGroup.Item`s (the colour swatches, the font cards). */
export function OptionRadioGroup({
  label,
  value,
  onChange,
  orientation,
  className,
  children,
}: OptionChoiceProps & {
  orientation?: 'horizontal' | 'vertical';
  className: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <RadioGroup.Root
      // Until hydrated the radios have no handler: say so (a click waits), but keep them focusable (docs/decisions/030).
      aria-disabled={hydrated ? undefined : true}
      aria-label={label}
      value={value}
      onValueChange={onChange}
      orientation={orientation}
      className={className}
    >
      {children}
    </RadioGroup.Root>
  );
}
