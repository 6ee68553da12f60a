/**
 * The typefaces of the shop's PDFs: shipping labels, tax invoices and credit notes
 * (docs/decisions/092-indic-text-in-pdfs.md, docs/decisions/102-every-indian-name-prints.md).
 * Built once per app by the composition root and handed to the renderers:
 * - DejaVu Sans and DejaVu Sans Bold (npm `dejavu-fonts-ttf`, docs/decisions/052) for everything
 *   pdf-lib can draw as text: Latin, digits, punctuation, "₹";
 * - for each Indian script the shop sells, the family the font catalogue gives it
 *   (src/geometry/font.ts BUILT_IN_FONT_FILES: Baloo 2 for Devanagari, Baloo Thambi 2 for
 *   Tamil, Noto Sans Telugu, Baloo Bhaina 2 for Odia…) at weights 400 and 700;
 * - for the scripts written in India that keychains are not sold in, a Noto face from
 *   @fontsource at 400 and 700: Noto Naskh Arabic (Urdu, Kashmiri, Sindhi), Noto Sans Ol Chiki
 *   (Santali), Noto Sans Meetei Mayek (Manipuri);
 * each parsed with HarfBuzz, which shapes it (docs/product.md#shaping); and the Unicode
 * Bidirectional Algorithm (bidi-js) that orders a line holding right-to-left text.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import bidiFactory from 'bidi-js';
import { DOCUMENT_SCRIPT_CODES, type DocumentScript } from '#shared/document-text';
import { BUILT_IN_FONT_FILES, loadFont, type Font, type HarfBuzz } from '../../../geometry/index.js';

const require = createRequire(import.meta.url);

/** The two weights a PDF uses. */
export type PdfWeight = 'regular' | 'bold';

/** A script the PDFs draw from a face of their own (ISO 15924): every one has a face here. */
export type PdfScript = DocumentScript;

/** The scripts drawn from faces, in the table's order (the shop's Indian scripts first). */
export const PDF_SCRIPTS: readonly PdfScript[] = DOCUMENT_SCRIPT_CODES;

const DEJAVU_FILES: Record<PdfWeight, string> = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** The fontsource weights of the PDF's regular and bold text (the keychains use the families' 800). */
const SCRIPT_WEIGHT: Record<PdfWeight, number> = { regular: 400, bold: 700 };

/**
 * Where the Noto packages are installed (resolved through a file each one exports, named here so
 * that the dependency is visible to the tools that check package.json).
 */
const NOTO_PACKAGE_DIRS: Record<string, string> = {
  '@fontsource/noto-naskh-arabic': path.dirname(require.resolve('@fontsource/noto-naskh-arabic/LICENSE')),
  '@fontsource/noto-sans-ol-chiki': path.dirname(require.resolve('@fontsource/noto-sans-ol-chiki/LICENSE')),
  '@fontsource/noto-sans-meetei-mayek': path.dirname(require.resolve('@fontsource/noto-sans-meetei-mayek/LICENSE')),
};

/** The absolute path of a package-relative font file (scriptFontFile). */
function resolveFontFile(file: string): string {
  for (const [name, dir] of Object.entries(NOTO_PACKAGE_DIRS)) {
    if (file.startsWith(`${name}/`)) return path.join(dir, file.slice(name.length + 1));
  }
  return require.resolve(file);
}

/** The Noto families (fontsource package and subset) of the scripts no keychain font is sold in. */
const NOTO_FACES: Partial<Record<PdfScript, { family: string; subset: string }>> = {
  Arab: { family: 'noto-naskh-arabic', subset: 'arabic' },
  Olck: { family: 'noto-sans-ol-chiki', subset: 'ol-chiki' },
  Mtei: { family: 'noto-sans-meetei-mayek', subset: 'meetei-mayek' },
};

/**
 * Package-relative path of the WOFF file that draws `script` at `weight` in PDFs: the script
 * subset of the catalogue's family for that script, or of its Noto family, at 400 (regular) or
 * 700 (bold), e.g. '@fontsource/baloo-2/files/baloo-2-devanagari-700-normal.woff'.
 * @throws Error when neither the catalogue nor the Noto table has a family for the script.
 */
export function scriptFontFile(script: PdfScript, weight: PdfWeight): string {
  const noto = NOTO_FACES[script];
  if (noto) return `@fontsource/${noto.family}/files/${noto.family}-${noto.subset}-${SCRIPT_WEIGHT[weight]}-normal.woff`;
  const family = Object.values(BUILT_IN_FONT_FILES).find((entry) => entry.script === script);
  if (!family) throw new Error(`The font catalogue has no family for ${script}`);
  return family.files[0].replace(/-\d{3}-normal\.woff$/, `-${SCRIPT_WEIGHT[weight]}-normal.woff`);
}

/** The Unicode Bidirectional Algorithm as bidi-js gives it. */
export type Bidi = ReturnType<typeof bidiFactory>;

/** Where the PDFs report text no font could draw (the app's logger in production). */
export interface PdfWarningSink {
  warn(details: Record<string, unknown>, message: string): void;
}

/** The fonts of one app's PDFs (createPdfFonts). */
export interface PdfFonts {
  /** DejaVu Sans's TrueType bytes by weight, for pdf-lib to embed and subset; read once. */
  textFontFiles(): Promise<Record<PdfWeight, Uint8Array>>;
  /** The HarfBuzz font of `script` at `weight`; parsed on first use, then kept. */
  scriptFont(script: PdfScript, weight: PdfWeight): Font;
  /** The bidirectional algorithm that orders lines with right-to-left text; built on first use. */
  bidi(): Bidi;
  /** Told about characters a PDF drew as the replacement mark. */
  warnings: PdfWarningSink;
}

/**
 * The PDF fonts over the HarfBuzz module `hb` (`import * as hb from 'harfbuzzjs'`); `log`
 * receives the replacement warnings (default: none). Files are read when first needed.
 * @throws GeometryError INVALID_FONT (from scriptFont) if an installed font file is unreadable.
 */
export function createPdfFonts(hb: HarfBuzz, options: { log?: PdfWarningSink } = {}): PdfFonts {
  let textFiles: Promise<Record<PdfWeight, Uint8Array>> | undefined;
  const parsed = new Map<string, Font>();
  let bidi: Bidi | undefined;
  return {
    textFontFiles() {
      textFiles ??= Promise.all([readFile(DEJAVU_FILES.regular), readFile(DEJAVU_FILES.bold)]).then(([regular, bold]) => ({
        regular,
        bold,
      }));
      return textFiles;
    },
    scriptFont(script, weight) {
      const key = `${script}-${weight}`;
      let font = parsed.get(key);
      if (!font) {
        font = loadFont(hb, readFileSync(resolveFontFile(scriptFontFile(script, weight))));
        parsed.set(key, font);
      }
      return font;
    },
    bidi() {
      bidi ??= bidiFactory();
      return bidi;
    },
    warnings: options.log ?? { warn: () => undefined },
  };
}
