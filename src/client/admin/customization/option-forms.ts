/** Defaults and request bodies of the colour and font dialogs (docs/product.md#defaults). */
import { BUILT_IN_FONTS } from '#shared/catalog';
import { defaultFilamentName } from '#shared/filament';
import {
  DEFAULT_NEW_BACKGROUND_COLOR,
  DEFAULT_NEW_FONT_COLOR,
  FONT_TOO_LARGE_MESSAGE,
  HEX_COLOR_PATTERN,
  MAX_FONT_FILE_BYTES,
  type ColorCombinationFields,
  type CustomizationOption,
  type FontFields,
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

/** The font dialog's starting values. */
export function fontFormDefaults(option?: CustomizationOption | null): FontFields {
  return { name: option?.name ?? '', displayName: option?.displayName ?? '' };
}

/** A colour the swatch can paint while the admin is still typing: the hex when complete, else the fallback. */
export function previewColor(value: string | undefined, fallback: string): string {
  return value && HEX_COLOR_PATTERN.test(value.trim()) ? value.trim() : fallback;
}

/** A hex for `<input type="color">`, which takes only lower-case #rrggbb. */
export function colorInputValue(value: string | undefined, fallback: string): string {
  return previewColor(value, fallback).toLowerCase();
}

/** True for the five self-hosted fonts, which print without an uploaded file. */
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
