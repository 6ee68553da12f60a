/** Defaults and request bodies of the colour and font dialogs (docs/product.md#defaults). */
import { BUILT_IN_FONTS } from '#shared/catalog';
import { defaultFilamentName } from '#shared/filament';
import { KEYCHAIN_SCRIPTS, type KeychainScript } from '#shared/keychain-text';
import {
  DEFAULT_NEW_BACKGROUND_COLOR,
  DEFAULT_NEW_FONT_COLOR,
  FONT_TOO_LARGE_MESSAGE,
  HEX_COLOR_PATTERN,
  MAX_FONT_FILE_BYTES,
  type ColorCombinationFields,
  type CustomizationOption,
  type FontFields,
  type UpdateOptionRequest,
} from '#shared/schemas/customization';

/**
 * The colour dialog's starting values: the option's, or white on black for a new one
 * (docs/product.md#defaults); filament names the option's, else the nearest named colours ("White
 * PLA" on "Black PLA").
 */
export function colorFormDefaults(option?: CustomizationOption | null): ColorCombinationFields {
  const fontColor = option?.fontColor ?? DEFAULT_NEW_FONT_COLOR;
  const backgroundColor = option?.backgroundColor ?? DEFAULT_NEW_BACKGROUND_COLOR;
  return {
    name: option?.name ?? '',
    displayName: option?.displayName ?? '',
    fontColor,
    backgroundColor,
    textFilamentName: option?.textFilamentName ?? defaultFilamentName(fontColor.toLowerCase()),
    plateFilamentName: option?.plateFilamentName ?? defaultFilamentName(backgroundColor.toLowerCase()),
  };
}

/** The font dialog's starting values: a new font is offered for Latin until the admin chooses another script. */
export function fontFormDefaults(option?: CustomizationOption | null): FontFields {
  return { name: option?.name ?? '', displayName: option?.displayName ?? '', script: option?.script ?? 'Latn' };
}

/** The Script select's choices, Latin first, then India's scripts (docs/decisions/044-fonts-per-script.md). */
export const FONT_SCRIPT_CHOICES: readonly { value: KeychainScript; label: string }[] = (
  Object.entries(KEYCHAIN_SCRIPTS) as [KeychainScript, string][]
).map(([value, label]) => ({ value, label }));

/** A short word ("name") in each script, to show a font in the letters it is offered for. */
export const SCRIPT_SAMPLES: Readonly<Record<KeychainScript, string>> = {
  Latn: 'Aa Bb',
  Deva: 'नाम',
  Taml: 'பெயர்',
  Telu: 'పేరు',
  Beng: 'নাম',
  Gujr: 'નામ',
  Knda: 'ಹೆಸರು',
  Mlym: 'പേര്',
  Guru: 'ਨਾਮ',
  Orya: 'ନାମ',
};

/**
 * True while the font's script may still change: a new font, or one that has no font file and is
 * not built in. The server refuses a change once a file was checked against the script (409,
 * docs/decisions/094-font-script-until-its-file.md).
 */
export function isFontScriptEditable(option?: Pick<CustomizationOption, 'value' | 'fontFile'> | null): boolean {
  return !option || (!option.fontFile && !isBuiltInFontValue(option.value));
}

/** The line under the Script select: why it is fixed, or what the choice does. */
export function fontScriptHint(option?: Pick<CustomizationOption, 'value' | 'fontFile'> | null): string {
  if (option && isBuiltInFontValue(option.value)) return 'Built-in font: it ships with the letters of this script.';
  if (option?.fontFile) return 'Fixed: its font file was checked for this script. To offer the font for another script, add it again.';
  return 'Customers writing in this script are offered the font. Its file must draw every letter of the script and 0-9.';
}

/**
 * The PUT body that brings `target` to the dialog's values, or null when nothing changed. The
 * script is sent only while it may change. A font this dialog added (`adding`) and the server
 * hid after refusing its file (save-font-file.ts) is switched back on, since the admin is still
 * adding it; a refused file hides it again.
 */
export function fontChanges(
  values: FontFields,
  target: Pick<CustomizationOption, 'name' | 'displayName' | 'script' | 'value' | 'fontFile' | 'isActive'>,
  adding: boolean,
): UpdateOptionRequest | null {
  const changes: UpdateOptionRequest = {};
  if (values.name !== target.name) changes.name = values.name;
  if (values.displayName !== target.displayName) changes.displayName = values.displayName;
  if (values.script && values.script !== target.script && isFontScriptEditable(target)) changes.script = values.script;
  if (adding && !target.isActive) changes.isActive = true;
  return Object.keys(changes).length > 0 ? changes : null;
}

/** A colour the swatch can paint while the admin is still typing: the hex when complete, else the fallback. */
export function previewColor(value: string | undefined, fallback: string): string {
  return value && HEX_COLOR_PATTERN.test(value.trim()) ? value.trim() : fallback;
}

/** A hex for `<input type="color">`, which takes only lower-case #rrggbb. */
export function colorInputValue(value: string | undefined, fallback: string): string {
  return previewColor(value, fallback).toLowerCase();
}

/** True for the built-in fonts (shared/catalog.ts), which print without an uploaded file. */
export function isBuiltInFontValue(value: string): boolean {
  return BUILT_IN_FONTS.some((f) => f.value === value);
}

/** Accepted font file extensions (the server checks the bytes too). */
export const FONT_FILE_ACCEPT = '.ttf,.otf,.woff,.woff2,font/ttf,font/otf,font/woff,font/woff2';

/** A message when `file` cannot be a font we accept, else null (checked again by the server). */
export function checkFontFile(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.(ttf|otf|woff2?)$/i.test(file.name)) return 'Choose a TTF, OTF, WOFF or WOFF2 font file.';
  if (file.size === 0) return 'This file is empty.';
  if (file.size > MAX_FONT_FILE_BYTES) return FONT_TOO_LARGE_MESSAGE;
  return null;
}
