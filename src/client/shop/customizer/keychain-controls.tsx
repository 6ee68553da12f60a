/**
 * The editing controls of one keychain, shared by the shop's customizer and the dealer's order
 * page: the text with its counter and printability warning, the font list and the colour
 * swatches. Every accessible name carries the keychain's number so cards can be told apart.
 */
import type { Ref } from 'react';
import type { ColorCombination } from '#shared/catalog';
import { KEYCHAIN_TEXT_HELPER, MAX_KEYCHAIN_TEXT } from '#shared/keychain-text';
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
  text: string;
  fontFamily: string;
  /** The colour combination's value and its display name. */
  textColor: string;
  colorName: string;
  fonts: FontChoice[];
  colors: ColorCombination[];
  onTextChange: (text: string) => void;
  onFontChange: (font: string) => void;
  onColorChange: (color: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** Text, font and colour of keychain `n`. */
export function KeychainControls({
  id,
  n,
  text,
  fontFamily,
  textColor,
  colorName,
  fonts,
  colors,
  onTextChange,
  onFontChange,
  onColorChange,
  inputRef,
}: KeychainControlsProps) {
  return (
    <>
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between">
          <label htmlFor={`${id}-text`} className="text-sm font-semibold text-gray-800">
            <span className="sr-only">Keychain {n} </span>Text
          </label>
          <span aria-hidden className="text-xs tabular-nums text-gray-500">
            {text.length}/{MAX_KEYCHAIN_TEXT}
          </span>
        </div>
        <Input
          ref={inputRef}
          id={`${id}-text`}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          placeholder="e.g. Aarav"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-helper`}
          className="h-12 text-lg font-semibold md:text-base"
        />
        <p id={`${id}-helper`} className="text-xs text-gray-500">
          {KEYCHAIN_TEXT_HELPER}
        </p>
        <PrintabilityWarning customText={text} fontFamily={fontFamily} />
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-semibold text-gray-800">Font</p>
        <FontPicker label={`Keychain ${n} font`} fonts={fonts} value={fontFamily} onChange={onFontChange} />
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-semibold text-gray-800">
          Colour <span className="font-normal text-gray-500">· {colorName}</span>
        </p>
        <ColorSwatches label={`Keychain ${n} colour`} colors={colors} value={textColor} onChange={onColorChange} />
      </div>
    </>
  );
}
