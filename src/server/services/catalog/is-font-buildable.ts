import { isBuiltInFont } from '../../../geometry/index.js';

/**
 * True when the engine can print a font option exactly: a built-in font (the @fontsource
 * files the engine ships) or an option with an uploaded file. An upload is stored only after
 * the engine parsed it and found every A-Z, a-z, 0-9 glyph (save-font-file.ts), so a set
 * `fontFile` means buildable. Anything else is not offered to shoppers or dealers and is
 * refused at order time (no silent Bangers fallback).
 */
export function isFontBuildable(option: { value: string; fontFile: string | null }): boolean {
  return isBuiltInFont(option.value) || option.fontFile !== null;
}
