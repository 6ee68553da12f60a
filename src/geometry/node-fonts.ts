// Node-only: reads the built-in fonts from the @fontsource packages on disk. Kept out of
// index.ts so the engine's entry point stays safe to bundle for a browser worker.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BUILT_IN_FONTS, builtInFontFiles, isBuiltInFont, loadFont, type Font, type HarfBuzz } from './font.js';
import { GeometryError } from './errors.js';

const require = createRequire(import.meta.url);

/** Bytes of a built-in font's WOFF files from node_modules (script subset, then Latin); throws GeometryError INVALID_FONT for an unknown name. */
export function readBuiltInFontFiles(name: string): ArrayBuffer[] {
  if (!isBuiltInFont(name)) {
    throw new GeometryError('INVALID_FONT', `Unknown built-in font "${name}"; use one of ${BUILT_IN_FONTS.join(', ')}.`);
  }
  return builtInFontFiles(name).map((file) => {
    const bytes = readFileSync(require.resolve(file));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  });
}

/** Bytes of a built-in font's main WOFF file (readBuiltInFontFiles' first). */
export function readBuiltInFontFile(name: string): ArrayBuffer {
  const [first] = readBuiltInFontFiles(name);
  if (!first) throw new GeometryError('INVALID_FONT', `The built-in font "${name}" has no file.`);
  return first;
}

/**
 * A built-in font parsed with the HarfBuzz module `hb`; `cache` (one per caller, e.g. per
 * worker thread) keeps each parsed once. Throws GeometryError INVALID_FONT for an unknown name.
 */
export function loadBuiltInFont(hb: HarfBuzz, name: string, cache?: Map<string, Font>): Font {
  const cached = cache?.get(name);
  if (cached) return cached;
  const font = loadFont(hb, readBuiltInFontFiles(name));
  cache?.set(name, font);
  return font;
}
