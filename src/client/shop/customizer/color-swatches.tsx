/** Colour choice as swatches: raised-text colour on the plate colour (spec §4). */
import { Check } from 'lucide-react';
import type { ColorCombination } from '#shared/catalog';
import { cn } from '../../lib/utils';

/** A group labelled e.g. "Keychain 1 colour"; each swatch is a toggle button named by the colour's display name. */
export function ColorSwatches({
  label,
  colors,
  value,
  onChange,
}: {
  label: string;
  colors: ColorCombination[];
  value: string;
  onChange: (color: string) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2.5">
      {colors.map((color) => {
        const selected = color.value === value;
        return (
          <button
            key={color.value}
            type="button"
            aria-label={color.displayName}
            aria-pressed={selected}
            title={color.displayName}
            onClick={() => onChange(color.value)}
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
          </button>
        );
      })}
    </div>
  );
}
