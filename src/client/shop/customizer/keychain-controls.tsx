/**
 * The editing controls of one keychain, shared by the shop's customizer and the dealer's order
 * page: the text with its counter and printability warning, the font list and the colour
 * swatches. Every accessible name carries the keychain's number so cards can be told apart.
 */
import { useEffect, type Ref } from 'react';
import { findColorCombination, type ColorCombination } from '#shared/catalog';
import { fontForText, fontsForText } from '#shared/font-for-text';
import type { KeychainChoice } from '#shared/schemas/keychain-design';
import { KEYCHAIN_TEXT_HELPER, MAX_KEYCHAIN_TEXT, STL_TEXT_MESSAGES, countLetters, keychainTextProblem } from '#shared/keychain-text';
import type { FontChoice } from '../../api/options';
import { PrintabilityWarning } from '../../components/printability-warning';
import { Input } from '../../components/ui/input';
import { ColorSwatches } from './color-swatches';
import { FontPicker } from './font-picker';

/** Props of KeychainControls. */
export interface KeychainControlsProps {
  /** Prefix of the control ids (`${id}-text`, `${id}-helper`). */
  id: string;
  /** The keychain's number, 1-based. */
  n: number;
  /** The keychain's text, font and colour combination (its value). */
  design: KeychainChoice;
  fonts: FontChoice[];
  colors: ColorCombination[];
  /** Changes the text, font or colour (a font that cannot draw newly typed text is changed here too). */
  onChange: (patch: Partial<KeychainChoice>) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The fonts that can draw `text`'s script (all of them for digits only or mixed text, whose
 * problem the field names), and the rule the text breaks, if any (docs/decisions/045).
 */
export function keychainTextState(text: string, fonts: readonly FontChoice[]): { offered: FontChoice[]; problem: string | null } {
  // Only spaces: the spec's spaces message, and the fonts of empty text (docs/product.md#keychain-text).
  const problem = text === '' ? null : text.trim() === '' ? STL_TEXT_MESSAGES.spaces : keychainTextProblem(text);
  return { offered: fontsForText(fonts, text), problem };
}

/** Text, font and colour of keychain `n`. */
export function KeychainControls({
  id,
  n,
  design: { customText: text, fontFamily, textColor },
  fonts,
  colors,
  onChange,
  inputRef,
}: KeychainControlsProps) {
  const { offered, problem } = keychainTextState(text, fonts);
  const offeredKey = offered.map((f) => f.value).join('|');
  // Typing in another script moves the keychain to a font that can draw it.
  useEffect(() => {
    const values = offeredKey.split('|');
    if (values[0] && !values.includes(fontFamily)) onChange({ fontFamily: values[0] });
  }, [offeredKey, fontFamily, onChange]);
  return (
    <>
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between">
          <label htmlFor={`${id}-text`} className="text-sm font-semibold text-gray-800">
            <span className="sr-only">Keychain {n} </span>Text
          </label>
          <span aria-hidden className="text-xs tabular-nums text-gray-500">
            {countLetters(text)}/{MAX_KEYCHAIN_TEXT} letters
          </span>
        </div>
        <Input
          ref={inputRef}
          id={`${id}-text`}
          value={text}
          onChange={(event) => {
            // The font moves with the text in one change, so the text is never checked in a font of another script.
            const next = event.target.value;
            const font = fontForText(fonts, next, fontFamily);
            onChange(font === fontFamily ? { customText: next } : { customText: next, fontFamily: font });
          }}
          placeholder="e.g. Aarav"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={problem ? `${id}-problem ${id}-helper` : `${id}-helper`}
          aria-invalid={problem ? true : undefined}
          lang={text === '' ? undefined : 'und'}
          className="h-12 text-lg font-semibold md:text-base"
        />
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-xs font-semibold text-red-600">
            {problem}
          </p>
        )}
        <p id={`${id}-helper`} className="text-xs text-gray-500">
          {KEYCHAIN_TEXT_HELPER}
        </p>
        <PrintabilityWarning customText={text} fontFamily={fontFamily} />
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-semibold text-gray-800">Font</p>
        <FontPicker label={`Keychain ${n} font`} fonts={offered} value={fontFamily} onChange={(font) => onChange({ fontFamily: font })} />
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-semibold text-gray-800">
          Colour <span className="font-normal text-gray-500">· {findColorCombination(textColor, colors).displayName}</span>
        </p>
        <ColorSwatches
          label={`Keychain ${n} colour`}
          colors={colors}
          value={textColor}
          onChange={(color) => onChange({ textColor: color })}
        />
      </div>
    </>
  );
}
