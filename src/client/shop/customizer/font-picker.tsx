/** Font choice as radio cards, each name drawn in its own font (docs/product.md#states). */
import { RadioGroup } from 'radix-ui';
import { cssFontFamily } from '#shared/catalog';
import type { FontChoice } from '../../api/options';
import { useHydrated } from '../../lib/use-hydrated';
import { cn } from '../../lib/utils';
import { OptionRadioGroup, type OptionChoiceProps } from './option-radio-group';

/**
 * A radio group labelled e.g. "Keychain 1 font"; each radio is named by the font's display name,
 * drawn in that font once the customizer is hydrated. The prerendered page names them in the
 * page's font, so a visitor who never scrolls to the customizer downloads none of its 13 font
 * files (docs/decisions/095-home-sections-hydrate-near-the-viewport.md).
 */
export function FontPicker({ label, fonts, value, onChange }: OptionChoiceProps & { fonts: FontChoice[] }) {
  const hydrated = useHydrated();
  return (
    <OptionRadioGroup
      label={label}
      value={value}
      onChange={onChange}
      className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2"
    >
      {fonts.map((font) => (
        <RadioGroup.Item
          key={font.value}
          value={font.value}
          className={cn(
            'flex min-h-12 min-w-0 items-center justify-center rounded-xl border bg-white px-2 py-1.5 text-center text-base sm:text-lg leading-none text-gray-900 transition-colors hover:border-gray-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:ring-offset-1',
            'data-[state=checked]:border-pink-600 data-[state=checked]:bg-pink-50 data-[state=checked]:text-pink-900 data-[state=checked]:shadow-[inset_0_0_0_1px_var(--color-pink-600)]',
            'border-gray-200',
          )}
          style={hydrated ? { fontFamily: cssFontFamily(font.value, fonts) } : undefined}
        >
          <span className="leading-tight">{font.displayName}</span>
        </RadioGroup.Item>
      ))}
    </OptionRadioGroup>
  );
}
