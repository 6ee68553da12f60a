// Fonts as the engine uses them: HarfBuzz faces (harfbuzzjs, WebAssembly) for shaping and for
// each glyph's outline. The engine never imports HarfBuzz itself: the caller loads the module
// (`await import('harfbuzzjs')`, in Node or in a browser worker) and hands it to `loadFont`,
// so the engine stays pure (docs/decisions/043-harfbuzz-shaping.md).
import type * as HarfBuzzModule from 'harfbuzzjs';
import { unzlibSync } from 'fflate';
import { GeometryError } from './errors.js';
import type { KeychainScript } from './script.js';

/** The harfbuzzjs module namespace, as `await import('harfbuzzjs')` gives it. */
export type HarfBuzz = typeof HarfBuzzModule;

/**
 * The shop's built-in fonts (docs/product.md#screens) and, for each of India's scripts, a heavy
 * display face from @fontsource (docs/decisions/044-fonts-per-script.md): the script's subset file
 * first, then the family's Latin subset for the digits. The default and fallback is bangers
 * (docs/product.md#defaults).
 */
export const BUILT_IN_FONT_FILES = {
  bangers: { script: 'Latn', files: ['@fontsource/bangers/files/bangers-latin-400-normal.woff'] },
  chewy: { script: 'Latn', files: ['@fontsource/chewy/files/chewy-latin-400-normal.woff'] },
  pacifico: { script: 'Latn', files: ['@fontsource/pacifico/files/pacifico-latin-400-normal.woff'] },
  'permanent-marker': { script: 'Latn', files: ['@fontsource/permanent-marker/files/permanent-marker-latin-400-normal.woff'] },
  knewave: { script: 'Latn', files: ['@fontsource/knewave/files/knewave-latin-400-normal.woff'] },
  'baloo-2': { script: 'Deva', files: fontsourceFiles('baloo-2', 'devanagari', 800) },
  'baloo-thambi-2': { script: 'Taml', files: fontsourceFiles('baloo-thambi-2', 'tamil', 800) },
  'noto-sans-telugu': { script: 'Telu', files: fontsourceFiles('noto-sans-telugu', 'telugu', 700) },
  'baloo-da-2': { script: 'Beng', files: fontsourceFiles('baloo-da-2', 'bengali', 800) },
  'baloo-bhai-2': { script: 'Gujr', files: fontsourceFiles('baloo-bhai-2', 'gujarati', 800) },
  'baloo-tamma-2': { script: 'Knda', files: fontsourceFiles('baloo-tamma-2', 'kannada', 800) },
  'baloo-chettan-2': { script: 'Mlym', files: fontsourceFiles('baloo-chettan-2', 'malayalam', 800) },
  'baloo-paaji-2': { script: 'Guru', files: fontsourceFiles('baloo-paaji-2', 'gurmukhi', 800) },
  'baloo-bhaina-2': { script: 'Orya', files: fontsourceFiles('baloo-bhaina-2', 'oriya', 800) },
} as const satisfies Record<string, { script: KeychainScript; files: readonly string[] }>;

function fontsourceFiles(name: string, subset: string, weight: number): readonly [string, string] {
  return [
    `@fontsource/${name}/files/${name}-${subset}-${weight}-normal.woff`,
    `@fontsource/${name}/files/${name}-latin-${weight}-normal.woff`,
  ];
}

/** One of BUILT_IN_FONTS. */
export type BuiltInFontName = keyof typeof BUILT_IN_FONT_FILES;

/** The built-in font values, Latin first. */
export const BUILT_IN_FONTS = Object.keys(BUILT_IN_FONT_FILES) as readonly BuiltInFontName[];

/** True when `name` is a built-in font value. */
export function isBuiltInFont(name: string): name is BuiltInFontName {
  return Object.hasOwn(BUILT_IN_FONT_FILES, name);
}

/**
 * Package-relative path of a built-in font's main WOFF file (its script's subset), e.g.
 * '@fontsource/bangers/files/bangers-latin-400-normal.woff'; in Vite import it with `?url`.
 */
export function builtInFontFile(name: BuiltInFontName): string {
  return BUILT_IN_FONT_FILES[name].files[0];
}

/** Package-relative paths of all of a built-in font's WOFF files, in the order `loadFont` takes them. */
export function builtInFontFiles(name: BuiltInFontName): readonly string[] {
  return BUILT_IN_FONT_FILES[name].files;
}

/** A glyph outline in font units, Y up, as HarfBuzz draws it. */
export interface GlyphCommand {
  type: string;
  values: number[];
}

/** One font file of a family (fontsource ships a family as unicode-range subsets). */
export interface FontFace {
  /** harfbuzzjs font at its design units (scale = units per em). */
  readonly hb: HarfBuzzModule.Font;
  /** Glyph outlines already drawn, by glyph id. */
  readonly outlines: Map<number, readonly GlyphCommand[]>;
  /** Glyph id of U+25CC DOTTED CIRCLE, which HarfBuzz inserts for a broken cluster; undefined when the face has none. */
  readonly dottedCircle: number | undefined;
}

/**
 * A font ready for the engine: one or more faces of one family with the same units per em.
 * Each code point is shaped in the first face whose character map has it (a script subset
 * first, then its Latin subset for the digits; docs/decisions/044-fonts-per-script.md).
 */
export interface Font {
  readonly hbModule: HarfBuzz;
  readonly faces: readonly FontFace[];
  readonly unitsPerEm: number;
}

function u32(view: DataView, offset: number): number {
  return view.getUint32(offset);
}

/**
 * A WOFF 1.0 file's sfnt (TTF/OTF) bytes (W3C WOFF 1.0 §4-5: zlib-compressed tables); other
 * bytes are returned as they are. WOFF2 must be decoded by the caller (the server does, with
 * woff2-encoder). Throws GeometryError INVALID_FONT for a truncated WOFF.
 */
export function woffToSfnt(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 44 || u32(view, 0) !== 0x774f4646) return bytes; // 'wOFF'
  try {
    const numTables = view.getUint16(12);
    const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
    for (let i = 0; i < numTables; i++) {
      const at = 44 + 20 * i;
      const offset = u32(view, at + 4);
      const compLength = u32(view, at + 8);
      const origLength = u32(view, at + 12);
      const raw = bytes.subarray(offset, offset + compLength);
      if (raw.byteLength !== compLength) throw new Error('table outside the file');
      const data = compLength < origLength ? unzlibSync(raw) : raw;
      if (data.byteLength !== origLength) throw new Error('table length mismatch');
      tables.push({ tag: u32(view, at), checksum: u32(view, at + 16), data });
    }
    let size = 12 + 16 * numTables;
    for (const t of tables) size += (t.data.byteLength + 3) & ~3;
    const out = new Uint8Array(size);
    const ov = new DataView(out.buffer);
    ov.setUint32(0, u32(view, 4)); // flavor
    ov.setUint16(4, numTables);
    let power = 1;
    let log = 0;
    while (power * 2 <= numTables) {
      power *= 2;
      log++;
    }
    ov.setUint16(6, power * 16);
    ov.setUint16(8, log);
    ov.setUint16(10, numTables * 16 - power * 16);
    let offset = 12 + 16 * numTables;
    tables.forEach((t, i) => {
      const at = 12 + 16 * i;
      ov.setUint32(at, t.tag);
      ov.setUint32(at + 4, t.checksum);
      ov.setUint32(at + 8, offset);
      ov.setUint32(at + 12, t.data.byteLength);
      out.set(t.data, offset);
      offset += (t.data.byteLength + 3) & ~3;
    });
    return out;
  } catch (error) {
    throw new GeometryError('INVALID_FONT', `The font file could not be read: ${(error as Error).message}`);
  }
}

function toBytes(file: ArrayBuffer | Uint8Array): Uint8Array {
  return file instanceof Uint8Array ? file : new Uint8Array(file);
}

function isWoff2(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 4 && bytes[0] === 0x77 && bytes[1] === 0x4f && bytes[2] === 0x46 && bytes[3] === 0x32;
}

/**
 * Parses one family's font files (TTF, OTF or WOFF; WOFF2 decoded by the caller) with the
 * HarfBuzz module `hb`. Several files are the family's subsets, most specific first (for
 * fontsource: the script's subset, then the Latin one). Throws GeometryError INVALID_FONT when
 * a file has no outlines HarfBuzz can read, or the files disagree on units per em.
 */
export function loadFont(hb: HarfBuzz, files: ArrayBuffer | Uint8Array | readonly (ArrayBuffer | Uint8Array)[]): Font {
  const list = Array.isArray(files) ? (files as readonly (ArrayBuffer | Uint8Array)[]) : [files as ArrayBuffer | Uint8Array];
  if (list.length === 0) throw new GeometryError('INVALID_FONT', 'No font file was given.');
  const faces: FontFace[] = [];
  let unitsPerEm = 0;
  for (const file of list) {
    const bytes = toBytes(file);
    if (isWoff2(bytes)) throw new GeometryError('INVALID_FONT', 'The font file is WOFF2: decode it to TTF/OTF first.');
    const sfnt = woffToSfnt(bytes);
    const face = new hb.Face(new hb.Blob(sfnt));
    const hasOutlines =
      face.referenceTable('head') !== undefined &&
      face.referenceTable('cmap') !== undefined &&
      (face.referenceTable('glyf') !== undefined || face.referenceTable('CFF ') !== undefined || face.referenceTable('CFF2') !== undefined);
    if (!hasOutlines || !(face.upem > 0)) throw new GeometryError('INVALID_FONT', 'The font file has no usable outlines.');
    if (unitsPerEm !== 0 && face.upem !== unitsPerEm) {
      throw new GeometryError('INVALID_FONT', 'The font files of one family must share their units per em.');
    }
    unitsPerEm = face.upem;
    const font = new hb.Font(face);
    faces.push({ hb: font, outlines: new Map(), dottedCircle: font.nominalGlyph(0x25cc) });
  }
  return { hbModule: hb, faces, unitsPerEm };
}

/** Index of the first face whose character map has `codePoint`, or -1. */
export function faceFor(font: Font, codePoint: number): number {
  return font.faces.findIndex((face) => face.hb.nominalGlyph(codePoint) !== undefined);
}

/** The outline of glyph `glyphId` of face `faceIndex`, font units, Y up; drawn once and cached. */
export function glyphOutline(font: Font, faceIndex: number, glyphId: number): readonly GlyphCommand[] {
  const face = font.faces[faceIndex];
  if (!face) return [];
  let outline = face.outlines.get(glyphId);
  if (!outline) {
    outline = face.hb.glyphToJson(glyphId);
    face.outlines.set(glyphId, outline);
  }
  return outline;
}

/**
 * The characters every Latin shop font must draw: ASCII letters and digits
 * (docs/product.md#validation, docs/product.md#limits).
 */
export const KEYCHAIN_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The characters of `chars` the font cannot print: no face maps it, or its glyph has no
 * outline. Order as in `chars`, each once.
 */
export function missingGlyphs(font: Font, chars: string = KEYCHAIN_CHARACTERS): string[] {
  const missing: string[] = [];
  for (const ch of new Set(Array.from(chars))) {
    const cp = ch.codePointAt(0) ?? 0;
    const index = faceFor(font, cp);
    const face = font.faces[index];
    const glyph = face?.hb.nominalGlyph(cp);
    if (glyph === undefined || glyphOutline(font, index, glyph).length === 0) missing.push(ch);
  }
  return missing;
}
