// The line layout of the shop's PDFs (docs/decisions/092-indic-text-in-pdfs.md): text pdf-lib
// draws stays text, the shop's Indian scripts are shaped by HarfBuzz in the catalogue's
// families, and nothing else is dropped silently.
import { describe, expect, it } from 'vitest';
import * as hb from 'harfbuzzjs';
import { SCRIPT_REFERENCE_LETTER, scriptCharacters, shapeText } from '../../../geometry/index.js';
import { INDIC_SCRIPTS, createPdfFonts, scriptFontFile } from './pdf-fonts';
import { REPLACEMENT_CHARACTER, layoutLine, runSvgPath, splitRuns, type LineFonts, type LineRun } from './pdf-text';

const fonts = createPdfFonts(hb);
/** pdf-lib's font stand-in: ASCII, the middle dot and ₹; every character one em/2 wide. */
const asciiLine: LineFonts = {
  hasGlyph: (cp) => cp < 0x80 || cp === 0xb7 || cp === 0x20b9,
  textAdvance: (text) => Array.from(text).length / 2,
  fonts,
  weight: 'regular',
};
const glyphRuns = (runs: LineRun[]) => runs.filter((r): r is Extract<LineRun, { kind: 'glyphs' }> => r.kind === 'glyphs');

describe('splitRuns', () => {
  it('cuts a mixed line into Latin text, Devanagari and Tamil runs, marks and joiners staying with their letter', () => {
    expect(splitRuns("Keychain 'கொ' for रवि क्‍ष", asciiLine.hasGlyph)).toEqual([
      { kind: 'text', text: "Keychain '" },
      { kind: 'script', script: 'Taml', text: 'கொ' },
      { kind: 'text', text: "' for " },
      { kind: 'script', script: 'Deva', text: 'रवि' },
      { kind: 'text', text: ' ' },
      { kind: 'script', script: 'Deva', text: 'क्‍ष' },
    ]);
  });

  it('keeps a sign several scripts share (the danda) in the run it ends', () => {
    expect(splitRuns('আমি।', asciiLine.hasGlyph)).toEqual([{ kind: 'script', script: 'Beng', text: 'আমি।' }]);
    expect(splitRuns('राम।', asciiLine.hasGlyph)).toEqual([{ kind: 'script', script: 'Deva', text: 'राम।' }]);
  });

  it('marks as missing what no font here draws: Odia, and Arabic, which pdf-lib would set unjoined and backwards', () => {
    expect(splitRuns('A ଓଡ଼ିଆ اردو', asciiLine.hasGlyph)).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'missing', text: 'ଓଡ଼ିଆ' },
      { kind: 'text', text: ' ' },
      { kind: 'missing', text: 'اردو' },
    ]);
  });
});

describe('layoutLine', () => {
  it('gives the Indic runs the glyph ids HarfBuzz gives: the i-matra before its consonant, क्ष one conjunct glyph', () => {
    const layout = layoutLine('Ravi रवि क्षत्रिय', asciiLine);
    const deva = fonts.scriptFont('Deva', 'regular');
    const runs = glyphRuns(layout.runs);
    expect(runs.map((r) => r.text)).toEqual(['रवि', 'क्षत्रिय']);
    for (const run of runs) expect(run.shaped).toEqual(shapeText(deva, run.text));
    const nominal = (ch: string) => deva.faces[0]!.hb.nominalGlyph(ch.codePointAt(0)!);
    // वि: HarfBuzz puts the i-matra's glyph first (it is written before the consonant it follows).
    expect(runs[0]!.shaped.glyphs.map((g) => g.glyphId)).toEqual([nominal('र'), nominal('ि'), nominal('व')]);
    // क्ष: one glyph, not KA, VIRAMA, SSA.
    expect(runs[1]!.shaped.glyphs[0]!.glyphId).not.toBe(nominal('क'));
    expect(runs[1]!.shaped.glyphs.filter((g) => g.cluster === 0)).toHaveLength(1);
    expect(layout.replaced).toEqual([]);
  });

  it('splits a Tamil two-part vowel around its consonant', () => {
    const tamil = fonts.scriptFont('Taml', 'regular');
    const [run] = glyphRuns(layoutLine('கொ', asciiLine).runs);
    const nominal = (ch: string) => tamil.faces[0]!.hb.nominalGlyph(ch.codePointAt(0)!);
    expect(run!.shaped.glyphs.map((g) => g.glyphId)).toEqual([nominal('ெ'), nominal('க'), nominal('ா')]);
  });

  it('measures runs in em: text by the text font, glyphs by their HarfBuzz advances', () => {
    const layout = layoutLine('Ab कि', asciiLine);
    const deva = fonts.scriptFont('Deva', 'regular');
    const shaped = shapeText(deva, 'कि');
    const glyphAdvance = shaped.glyphs.reduce((sum, g) => sum + g.xAdvance, 0) / deva.unitsPerEm;
    expect(layout.runs.map((r) => r.advance)).toEqual([1.5, glyphAdvance]);
    expect(layout.advance).toBeCloseTo(1.5 + glyphAdvance, 10);
  });

  it('draws each letter no font has as one visible "�" and names it; a lone vowel sign too, its neighbours still shaped', () => {
    const odia = layoutLine('ଓଡ଼ିଆ Ravi', asciiLine);
    expect(odia.runs).toEqual([{ kind: 'text', text: `${REPLACEMENT_CHARACTER.repeat(3)} Ravi`, advance: 4 }]);
    expect(odia.replaced).toEqual(['ଓ', 'ଡ଼ି', 'ଆ']);

    const lone = layoutLine('राम ि', asciiLine);
    expect(glyphRuns(lone.runs).map((r) => r.text)).toEqual(['राम']);
    expect(lone.runs.at(-1)).toEqual({ kind: 'text', text: ` ${REPLACEMENT_CHARACTER}`, advance: 1 });
    expect(lone.replaced).toEqual(['ि']);
  });

  it('uses the bold faces for bold text', () => {
    const [run] = glyphRuns(layoutLine('राम', { ...asciiLine, weight: 'bold' }).runs);
    expect(run!.font).toBe(fonts.scriptFont('Deva', 'bold'));
    expect(run!.font).not.toBe(fonts.scriptFont('Deva', 'regular'));
  });
});

describe('runSvgPath', () => {
  it('is the run outline in font units with Y pointing down (baseline at 0, letters above it negative)', () => {
    const [run] = glyphRuns(layoutLine('क', asciiLine).runs);
    const path = runSvgPath(run!);
    expect(path).toMatch(/^M/);
    expect(path).toMatch(/Z$/);
    const ys = [...path.matchAll(/[MLQC]([-\d. ]+)/g)].flatMap((m) =>
      m[1]!
        .trim()
        .split(' ')
        .filter((_, i) => i % 2 === 1)
        .map(Number),
    );
    expect(Math.min(...ys)).toBeLessThan(-300); // the headline, well above the baseline
  });
});

describe('the PDF fonts', () => {
  it('give every Indian script the catalogue family at 400 and 700, and each draws its whole script', () => {
    expect(INDIC_SCRIPTS).toEqual(['Deva', 'Taml', 'Telu', 'Beng', 'Gujr', 'Knda', 'Mlym', 'Guru']);
    expect(scriptFontFile('Deva', 'bold')).toBe('@fontsource/baloo-2/files/baloo-2-devanagari-700-normal.woff');
    expect(scriptFontFile('Telu', 'regular')).toBe('@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff');
    for (const script of INDIC_SCRIPTS) {
      for (const weight of ['regular', 'bold'] as const) {
        const font = fonts.scriptFont(script, weight);
        const letters = scriptCharacters(script).replace(/[0-9]/g, '');
        const missing = Array.from(letters).filter((ch) => font.faces[0]!.hb.nominalGlyph(ch.codePointAt(0)!) === undefined);
        expect(missing, `${script} ${weight}`).toEqual([]);
        expect(shapeText(font, SCRIPT_REFERENCE_LETTER[script]).glyphs).toHaveLength(1);
      }
    }
  });
});
