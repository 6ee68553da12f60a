// The line layout of the shop's PDFs (docs/decisions/092-indic-text-in-pdfs.md,
// docs/decisions/102-every-indian-name-prints.md): text pdf-lib draws stays text, the shop's
// Indian scripts, Arabic script, Ol Chiki and Meetei Mayek are shaped by HarfBuzz in their faces,
// right-to-left text is ordered by the bidirectional algorithm, and nothing is dropped silently.
import { describe, expect, it } from 'vitest';
import * as hb from 'harfbuzzjs';
import { isDocumentCharacter } from '#shared/document-text';
import { SCRIPT_REFERENCE_LETTER, scriptCharacters, shapeText } from '../../../geometry/index.js';
import { PDF_SCRIPTS, createPdfFonts, scriptFontFile } from './pdf-fonts';
import { REPLACEMENT_CHARACTER, layoutLine, runSvgPath, splitRuns, visualRuns, type LineFonts, type LineRun } from './pdf-text';

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

  it('gives Odia, Arabic script, Ol Chiki and Meetei Mayek runs of their own; marks as missing what no face draws (Sinhala, Hebrew)', () => {
    expect(splitRuns('A ଓଡ଼ିଆ اردو ᱥᱟᱱᱛᱟᱲᱤ ꯃꯤꯇꯩ සිංහල שלום', asciiLine.hasGlyph)).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'script', script: 'Orya', text: 'ଓଡ଼ିଆ' },
      { kind: 'text', text: ' ' },
      { kind: 'script', script: 'Arab', text: 'اردو' },
      { kind: 'text', text: ' ' },
      { kind: 'script', script: 'Olck', text: 'ᱥᱟᱱᱛᱟᱲᱤ' },
      { kind: 'text', text: ' ' },
      { kind: 'script', script: 'Mtei', text: 'ꯃꯤꯇꯩ' },
      { kind: 'text', text: ' ' },
      { kind: 'missing', text: 'සිංහල' },
      { kind: 'text', text: ' ' },
      { kind: 'missing', text: 'שלום' },
    ]);
  });
});

describe('visualRuns', () => {
  const runs = (text: string) => visualRuns(text, asciiLine.hasGlyph, fonts).map(({ kind, text: t, level }) => `${kind}:${t}:${level}`);

  it('keeps a line with no right-to-left letter in logical order at level 0', () => {
    expect(runs('Asha रवि 12')).toEqual(['text:Asha :0', 'script:रवि:0', 'text: 12:0']);
  });

  it('orders an Urdu address right to left, its digits and Latin left to right inside it (UAX #9)', () => {
    // Logical: "House 12, Lane 3, Srinagar" in Urdu with Latin digits and a Latin city name.
    expect(runs('مکان 12، گلی 3، Srinagar')).toEqual([
      'text:Srinagar:2',
      'text: :1',
      'script:،:1',
      'text:3:2',
      'text: :1',
      'script:گلی:1',
      'text: :1',
      'script:،:1',
      'text:12:2',
      'text: :1',
      'script:مکان:1',
    ]);
  });

  it('keeps a left-to-right line left to right around an Urdu name, and mirrors nothing there', () => {
    expect(runs('To: محمد علی (A-12)')).toEqual(['text:To: :0', 'script:علی:1', 'text: :1', 'script:محمد:1', 'text: (A-12):0']);
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
    const sinhala = layoutLine('සිංහල Ravi', asciiLine);
    expect(sinhala.runs).toEqual([{ kind: 'text', text: `${REPLACEMENT_CHARACTER.repeat(3)} Ravi`, advance: 4 }]);
    expect(sinhala.replaced).toEqual(['සිං', 'හ', 'ල']);

    const lone = layoutLine('राम ि', asciiLine);
    expect(glyphRuns(lone.runs).map((r) => r.text)).toEqual(['राम']);
    expect(lone.runs.at(-1)).toEqual({ kind: 'text', text: ` ${REPLACEMENT_CHARACTER}`, advance: 1 });
    expect(lone.replaced).toEqual(['ि']);
  });

  it('shapes Urdu right to left and joined: the glyphs HarfBuzz gives with direction rtl, in visual order', () => {
    const naskh = fonts.scriptFont('Arab', 'regular');
    const layout = layoutLine('علی', asciiLine);
    const [run] = glyphRuns(layout.runs);
    const nominal = (ch: string) => naskh.faces[0]!.hb.nominalGlyph(ch.codePointAt(0)!);
    const ids = run!.shaped.glyphs.map((g) => g.glyphId);
    // Three letters, three glyphs: YEH drawn first (leftmost), AIN last (rightmost)…
    expect(run!.shaped.glyphs.map((g) => g.cluster)).toEqual([2, 1, 0]);
    // …and joined: AIN and LAM take their initial and medial forms, not the isolated ones.
    expect(ids.at(-1)).not.toBe(nominal('ع'));
    expect(ids[1]).not.toBe(nominal('ل'));
    expect(layout.replaced).toEqual([]);
  });

  it('draws Ol Chiki and Meetei Mayek from their Noto faces, with nothing replaced', () => {
    for (const [text, script] of [
      ['ᱥᱟᱱᱛᱟᱲᱤ', 'Olck'],
      ['ꯃꯤꯇꯩ ꯃꯌꯦꯛ', 'Mtei'],
    ] as const) {
      const layout = layoutLine(text, asciiLine);
      expect(glyphRuns(layout.runs).every((r) => r.script === script && !r.shaped.glyphs.some((g) => g.glyphId === 0))).toBe(true);
      expect(layout.replaced).toEqual([]);
    }
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
  it('give every Indian keychain script the catalogue family at 400 and 700, and each draws its whole script', () => {
    const indic = PDF_SCRIPTS.filter((s) => s !== 'Arab' && s !== 'Olck' && s !== 'Mtei');
    expect(indic).toEqual(['Deva', 'Taml', 'Telu', 'Beng', 'Gujr', 'Knda', 'Mlym', 'Guru', 'Orya']);
    expect(scriptFontFile('Deva', 'bold')).toBe('@fontsource/baloo-2/files/baloo-2-devanagari-700-normal.woff');
    expect(scriptFontFile('Telu', 'regular')).toBe('@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff');
    expect(scriptFontFile('Orya', 'regular')).toBe('@fontsource/baloo-bhaina-2/files/baloo-bhaina-2-oriya-400-normal.woff');
    for (const script of indic) {
      for (const weight of ['regular', 'bold'] as const) {
        const font = fonts.scriptFont(script, weight);
        const letters = scriptCharacters(script).replace(/[0-9]/g, '');
        const missing = Array.from(letters).filter((ch) => font.faces[0]!.hb.nominalGlyph(ch.codePointAt(0)!) === undefined);
        expect(missing, `${script} ${weight}`).toEqual([]);
        expect(shapeText(font, SCRIPT_REFERENCE_LETTER[script]).glyphs).toHaveLength(1);
      }
    }
  });

  it('give Arabic script, Ol Chiki and Meetei Mayek their Noto faces at 400 and 700', () => {
    expect(scriptFontFile('Arab', 'regular')).toBe('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff');
    expect(scriptFontFile('Olck', 'bold')).toBe('@fontsource/noto-sans-ol-chiki/files/noto-sans-ol-chiki-ol-chiki-700-normal.woff');
    expect(scriptFontFile('Mtei', 'bold')).toBe(
      '@fontsource/noto-sans-meetei-mayek/files/noto-sans-meetei-mayek-meetei-mayek-700-normal.woff',
    );
  });

  it('draw every character the forms accept (isDocumentCharacter): as DejaVu text or from its script face, at both weights', async () => {
    const { readFile } = await import('node:fs/promises');
    const fontkit = (await import('@pdf-lib/fontkit')).default;
    const files = await fonts.textFontFiles();
    const missing: string[] = [];
    for (const weight of ['regular', 'bold'] as const) {
      const dejavu = fontkit.create(Buffer.from(files[weight]));
      const line: LineFonts = { ...asciiLine, weight, hasGlyph: (cp) => dejavu.hasGlyphForCodePoint(cp) };
      for (let cp = 0x20; cp <= 0x10ffff; cp++) {
        if (cp >= 0xd800 && cp <= 0xdfff) continue;
        const ch = String.fromCodePoint(cp);
        if (!isDocumentCharacter(ch) || /^[\t\n\r\u200c\u200d]$/u.test(ch)) continue;
        // Marks are drawn on a letter of their script; the rule refuses a mark on its own.
        const text = /^\p{M}$/u.test(ch) ? `${baseFor(ch)}${ch}` : ch;
        if (layoutLine(text, line).replaced.length > 0) missing.push(`U+${cp.toString(16).toUpperCase()} ${weight}`);
      }
    }
    void readFile;
    expect(missing).toEqual([]);
  }, 120_000);
});

/** A letter a mark can sit on: the script's KA (or first letter) for a script's mark, "a" for a common one. */
function baseFor(mark: string): string {
  const bases: [RegExp, string][] = [
    [/\p{Script=Arabic}/u, 'ب'],
    [/\p{Script=Ol_Chiki}/u, 'ᱚ'],
    [/\p{Script=Meetei_Mayek}/u, 'ꯀ'],
  ];
  for (const [pattern, base] of bases) if (pattern.test(mark)) return base;
  for (const script of PDF_SCRIPTS) {
    if (script === 'Arab' || script === 'Olck' || script === 'Mtei') continue;
    if (new RegExp(`\\p{Script_Extensions=${script}}`, 'u').test(mark)) return SCRIPT_REFERENCE_LETTER[script];
  }
  return 'a';
}
