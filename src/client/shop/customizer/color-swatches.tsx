/**
 * Colour choice as swatches: raised-text colour on the plate colour (docs/product.md#states). A
 * radio group: one tab stop, arrow keys move between colours and choose, as with the fonts.
 */
import { RadioGroup } from 'radix-ui';
import { Check } from 'lucide-react';
import type { ColorCombination } from '#shared/catalog';
import { cn } from '../../lib/utils';
import { OptionRadioGroup, type OptionChoiceProps } from './option-radio-group';

/** A radio group labelled e.g. "Keychain 1 colour"; each swatch is a radio named by the colour's display name. */
export function ColorSwatches({ label, colors, value, onChange }: OptionChoiceProps & { colors: ColorCombination[] }) {
  return (
    <OptionRadioGroup label={label} value={value} onChange={onChange} orientation="horizontal" className="flex flex-wrap gap-2.5">
      {colors.map((color) => {
        const selected = color.value === value;
        return (
          <RadioGroup.Item
            key={color.value}
            value={color.value}
            aria-label={color.displayName}
            title={color.displayName}
            className={cn(
              'relative grid h-11 w-11 place-items-center rounded-full ring-1 ring-black/10 transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:ring-offset-2',
              selected && 'ring-2 ring-pink-600 ring-offset-2',
            )}
            style={{ backgroundColor: color.backgroundColor }}
          >
            <span aria-hidden className="font-bangers text-lg leading-none" style={{ color: color.fontColor }}>
              Aa
            </span>
            {selected && (
              <span
                aria-hidden
                className="absolute -right-1 -top-1 grid h-5 w-5 place-items-center rounded-full bg-pink-600 text-white shadow"
              >
                <Check className="h-3 w-3" strokeWidth={3} />
              </span>
            )}
          </RadioGroup.Item>
        );
      })}
    </OptionRadioGroup>
  );
}
