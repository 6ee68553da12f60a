// The 90-name corpus (tests/fixtures/indic-names.json: ten real names per Indian script, each
// with the shaping feature it exercises) through the engine: the glyphs equal HarfBuzz's own
// shaping and fontkit's (a second, independent shaper), nothing is .notdef or a dotted circle,
// and every name builds a manifold keychain that prints without thickening in its script's
// default font (docs/decisions/043-harfbuzz-shaping.md, 044-fonts-per-script.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import * as hb from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import corpus from '../../tests/fixtures/indic-names.json';
import {
  BUILT_IN_FONT_FILES,
  GeometryError,
  INDIC_TOO_LONG_MESSAGE,
  KEYCHAIN_SCRIPTS,
  SCRIPT_MIN_LETTER_HEIGHT_MM,
  assessPrintability,
  buildKeychain,
  builtInFontFiles,
  checkClosed,
  initGeometry,
  printThickening,
  shapeText,
  textScript,
  verifyManifold,
  woffToSfnt,
  type BuiltInFontName,
  type Font,
} from './index';
import { glyphOutline } from './font';
import { loadBuiltInFont } from './node-fonts';

const require = createRequire(import.meta.url);
const fonts = new Map<string, Font>();
const font = (name: string): Font => loadBuiltInFont(hb, name, fonts);

beforeAll(async () => {
  await initGeometry();
});

/** HarfBuzz on the script's subset file alone, with no run splitting: the reference the engine must equal. */
function harfBuzzGlyphs(fontName: BuiltInFontName, text: string): number[] {
  const face = font(fontName).faces[0]!;
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(face.hb, buffer);
  return buffer.getGlyphInfos().map((info) => info.codepoint);
}

interface FontkitRun {
  glyphs: { id: number }[];
  positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
}
interface FontkitFont {
  layout(text: string): FontkitRun;
  _layoutEngine: { position(run: FontkitRun): unknown };
}

const fontkitFonts = new Map<string, FontkitFont>();
/**
 * fontkit's glyphs for `text` in the script's subset file. Only glyph ids are compared, so a
 * crash in fontkit's GPOS positioning (Noto Sans Telugu's null mark anchors, which HarfBuzz
 * skips) leaves its substitution result standing.
 */
function fontkitGlyphs(fontName: BuiltInFontName, text: string): number[] {
  let fk = fontkitFonts.get(fontName);
  if (!fk) {
    const file = builtInFontFiles(fontName)[0]!;
    fk = fontkit.create(Buffer.from(woffToSfnt(new Uint8Array(readFileSync(require.resolve(file)))))) as unknown as FontkitFont;
    const engine = fk._layoutEngine;
    const position = engine.position.bind(engine);
    engine.position = (run) => {
      try {
        return position(run);
      } catch {
        run.positions = run.glyphs.map(() => ({ xAdvance: 0, yAdvance: 0, xOffset: 0, yOffset: 0 }));
        return run.positions;
      }
    };
    fontkitFonts.set(fontName, fk);
  }
  return fk.layout(text).glyphs.map((g) => g.id);
}

/** A corpus entry; `glyphNames` and `fontkit` only where fontkit shapes the name differently from HarfBuzz. */
interface CorpusName {
  script: string;
  font: string;
  name: string;
  feature: string;
  glyphNames?: string[];
  fontkit?: string;
}

describe('the Indic name corpus', () => {
  it('holds ten NFC names for each of the nine Indian scripts, each in its script default font', () => {
    const counts = new Map<string, number>();
    for (const entry of corpus.names) {
      expect(entry.name.normalize('NFC')).toBe(entry.name);
      expect(textScript(entry.name)).toBe(entry.script);
      expect(BUILT_IN_FONT_FILES[entry.font as BuiltInFontName].script).toBe(entry.script);
      expect(entry.feature.length).toBeGreaterThan(3);
      counts.set(entry.script, (counts.get(entry.script) ?? 0) + 1);
    }
    expect([...counts.keys()]).toEqual(KEYCHAIN_SCRIPTS.filter((script) => script !== 'Latn'));
    expect([...counts.values()]).toEqual(Array<number>(9).fill(10));
  });

  describe.each(corpus.names as CorpusName[])(
    '$name ($script: $feature)',
    ({ name, font: fontName, glyphNames, fontkit: fontkitDiffers }) => {
      const f = fontName as BuiltInFontName;
      it("shapes to HarfBuzz's glyphs and fontkit's, with no .notdef or dotted circle", () => {
        const shaped = shapeText(font(f), name);
        const ours = shaped.glyphs.map((g) => g.glyphId);
        expect(ours).toEqual(harfBuzzGlyphs(f, name));
        expect(ours).not.toContain(0);
        const dotted = font(f).faces[0]!.dottedCircle;
        if (dotted !== undefined) expect(ours).not.toContain(dotted);
        // fontkit agrees glyph for glyph, except where the font's above-base substitutions
        // replace a reph already drawn into the vowel sign by an empty glyph, which fontkit
        // skips (it then draws the reph twice): there HarfBuzz's glyph must have no outline.
        const theirs = fontkitGlyphs(f, name);
        if (fontkitDiffers !== undefined) {
          // fontkit's Odia shaping misses some of the font's conjuncts and contextual forms: the
          // fixture pins HarfBuzz's glyphs by the font's own glyph names instead.
          expect(ours.map((id) => font(f).faces[0]!.hb.glyphName(id))).toEqual(glyphNames);
          expect(theirs).not.toEqual(ours);
          return;
        }
        expect(theirs).toHaveLength(ours.length);
        ours.forEach((id, i) => {
          if (id !== theirs[i]) expect(glyphOutline(font(f), 0, id), `glyph ${i} of ${name}`).toEqual([]);
        });
      });

      it('builds a manifold keychain that prints without thickening', () => {
        const verdict = printThickening({ text: name, font: font(f) });
        expect(verdict).toEqual({ printable: true, thickenMm: 0, warnings: [] });
        const model = buildKeychain({ text: name, font: font(f) });
        expect(checkClosed(model.solid).closed).toBe(true);
        expect(verifyManifold(model.solid).status).toBe('NoError');
      });
    },
  );
});

describe('negative cases', () => {
  const codeOf = (run: () => unknown): string | undefined => {
    try {
      run();
    } catch (error) {
      if (error instanceof GeometryError) return error.code;
      throw error;
    }
    return undefined;
  };

  it('refuses a lone vowel sign: HarfBuzz would draw it on a dotted circle', () => {
    expect(codeOf(() => shapeText(font('baloo-2'), 'ि'))).toBe('MISSING_GLYPH');
    expect(codeOf(() => buildKeychain({ text: 'ि', font: font('baloo-2') }))).toBe('MISSING_GLYPH');
  });

  it('builds script + ASCII digits (राज007) with the digits from the Latin subset', () => {
    const shaped = shapeText(font('baloo-2'), 'राज007');
    expect(shaped.glyphs.map((g) => g.face)).toEqual([0, 0, 0, 1, 1, 1]);
    expect(verifyManifold(buildKeychain({ text: 'राज007', font: font('baloo-2') }).solid).status).toBe('NoError');
  });

  it('refuses two scripts in one keychain (राजA)', () => {
    expect(codeOf(() => buildKeychain({ text: 'राजA', font: font('baloo-2') }))).toBe('INVALID_CHARACTER');
  });

  it('refuses a character no face of the font maps (.notdef)', () => {
    expect(codeOf(() => shapeText(font('baloo-2'), 'தமிழ்'))).toBe('MISSING_GLYPH');
  });
});

describe('printable at keychain size', () => {
  it('refuses Indic text that would need thickening, with the script message, and never thickens it', () => {
    // 13 letters of conjuncts: strokes under 0.8 mm, which a Latin text would get thickened for.
    const text = 'क्षितिजक्षितिजक्षितिजक्षि';
    const report = assessPrintability({ text, font: font('baloo-2'), options: { maxLength: 20 } });
    expect(report).toMatchObject({ printable: false, thickenMm: 0, warnings: [INDIC_TOO_LONG_MESSAGE] });
    expect(report.minStrokeMm).toBeLessThan(0.8);
    expect(printThickening({ text, font: font('baloo-2'), options: { maxLength: 20 } })).toEqual({
      printable: false,
      thickenMm: 0,
      warnings: [INDIC_TOO_LONG_MESSAGE],
    });
  });

  it("refuses Indic letters below their script's height floor even when the strokes are wide enough", () => {
    const text = 'कमलकमलकमलकमल'; // 13 plain letters: KA about 3.3 mm tall
    const report = assessPrintability({ text, font: font('baloo-2') });
    expect(report.letterHeightMm).toBeLessThan(SCRIPT_MIN_LETTER_HEIGHT_MM.Deva);
    expect(report).toMatchObject({ printable: false, warnings: [INDIC_TOO_LONG_MESSAGE] });
  });

  it('still thickens Latin text a little where that is enough', () => {
    const verdict = printThickening({ text: 'Mississippi12', font: font('pacifico') });
    expect(verdict.printable).toBe(true);
    expect(verdict.thickenMm).toBeGreaterThan(0);
  });
});
