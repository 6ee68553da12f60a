// Node-only: reads the built-in fonts from the @fontsource packages on disk. Kept out of
// index.ts so the engine's entry point stays safe to bundle for a browser worker.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BUILT_IN_FONTS, builtInFontFile, isBuiltInFont, loadFont, type BuiltInFontName, type Font } from './font.js';
import { GeometryError } from './errors.js';

const require = createRequire(import.meta.url);
const cache = new Map<BuiltInFontName, Font>();

/** Bytes of a built-in font's WOFF file from node_modules; throws GeometryError INVALID_FONT for an unknown name. */
export function readBuiltInFontFile(name: string): ArrayBuffer {
  if (!isBuiltInFont(name)) {
    throw new GeometryError('INVALID_FONT', `Unknown built-in font "${name}"; use one of ${BUILT_IN_FONTS.join(', ')}.`);
  }
  const bytes = readFileSync(require.resolve(builtInFontFile(name)));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/** A built-in font parsed once and cached for the process; throws GeometryError INVALID_FONT for an unknown name. */
export function loadBuiltInFont(name: string): Font {
  if (!isBuiltInFont(name)) return loadFont(readBuiltInFontFile(name)); // throws the clear error
  let font = cache.get(name);
  if (!font) {
    font = loadFont(readBuiltInFontFile(name));
    cache.set(name, font);
  }
  return font;
}
