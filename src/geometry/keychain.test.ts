import * as hb from 'harfbuzzjs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUILT_IN_FONTS,
  BUILT_IN_FONT_FILES,
  GeometryError,
  buildKeychain,
  checkClosed,
  initGeometry,
  meshBounds,
  meshVolume,
  validateKeychainText,
  verifyManifold,
  type BuiltInFontName,
  type KeychainModel,
  type TriangleMesh,
} from './index.js';
import { valueAt } from './indexed.js';
import { loadBuiltInFont } from './node-fonts.js';
import { layoutTextOutline } from './outline.js';
import { distanceToLoops, eulerCharacteristic, isInside, verticalLineHits, windingNumber } from '#tests/support/mesh-probes';

const DIM_TOLERANCE_MM = 0.1;

function loopArea(loop: number[]): number {
  let twice = 0;
  for (let i = 0; i < loop.length; i += 2) {
    const j = (i + 2) % loop.length;
    twice += valueAt(loop, i) * valueAt(loop, j + 1) - valueAt(loop, j) * valueAt(loop, i + 1);
  }
  return twice / 2;
}
const ALNUM = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'];

beforeAll(async () => {
  await initGeometry();
});

function expectClosedSolid(mesh: TriangleMesh): void {
  const closed = checkClosed(mesh);
  expect(closed).toEqual({ badEdges: 0, flippedEdges: 0, closed: true });
  expect(meshVolume(mesh)).toBeGreaterThan(0);
}

function expectSpecDimensions(model: KeychainModel): void {
  const b = meshBounds(model.solid);
  expect(b.min[0]).toBeCloseTo(0, 1);
  expect(b.min[1]).toBeCloseTo(0, 1);
  expect(b.min[2]).toBeCloseTo(0, 1);
  expect(Math.abs(model.dimensions.width - 60)).toBeLessThanOrEqual(DIM_TOLERANCE_MM);
  expect(Math.abs(model.dimensions.height - 20)).toBeLessThanOrEqual(DIM_TOLERANCE_MM);
  expect(Math.abs(model.dimensions.depth - 5)).toBeLessThanOrEqual(DIM_TOLERANCE_MM);
}

function build(text: string, font: BuiltInFontName = 'bangers'): KeychainModel {
  return buildKeychain({ text, font: loadBuiltInFont(hb, font) });
}

describe('buildKeychain properties (every built-in Latin font, random [A-Za-z0-9]{1,13})', () => {
  for (const fontName of BUILT_IN_FONTS.filter((name) => BUILT_IN_FONT_FILES[name].script === 'Latn')) {
    it(`makes closed, positive, 60 × 20 × 5 mm solids in ${fontName}`, () => {
      const font = loadBuiltInFont(hb, fontName);
      fc.assert(
        fc.property(fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 1, maxLength: 13 }), (text) => {
          const model = buildKeychain({ text, font });
          for (const mesh of [model.solid, model.base, model.text]) expectClosedSolid(mesh);
          expect(verifyManifold(model.solid).status).toBe('NoError');
          expectSpecDimensions(model);
          // The letters stand on the plate, inside the text area, clear of the hole.
          const tb = meshBounds(model.text);
          const area = model.layout.textArea;
          expect(tb.min[0]).toBeGreaterThanOrEqual(area.minX - 1e-3);
          expect(tb.max[0]).toBeLessThanOrEqual(area.maxX + 1e-3);
          expect(tb.min[1]).toBeGreaterThanOrEqual(area.minY - 1e-3);
          expect(tb.max[1]).toBeLessThanOrEqual(area.maxY + 1e-3);
          expect(tb.min[2]).toBeCloseTo(3.5, 4);
          expect(tb.max[2]).toBeCloseTo(5, 4);
          // The union's volume is the plate's plus the letters' (they only touch).
          expect(meshVolume(model.solid)).toBeCloseTo(meshVolume(model.base) + meshVolume(model.text), 0);
        }),
        { numRuns: 20, seed: 2026 },
      );
    });
  }
});

describe('buildKeychain with other sizes (options in mm)', () => {
  it('keeps solids closed and sized as asked for random plate sizes', () => {
    const fonts = [loadBuiltInFont(hb, 'bangers'), loadBuiltInFont(hb, 'pacifico')];
    fc.assert(
      fc.property(
        fc.record({
          width: fc.double({ min: 40, max: 90, noNaN: true }),
          height: fc.double({ min: 12, max: 30, noNaN: true }),
          baseThickness: fc.double({ min: 1.5, max: 5, noNaN: true }),
          textRelief: fc.double({ min: 0.4, max: 3, noNaN: true }),
          cornerRadius: fc.double({ min: 0, max: 5, noNaN: true }),
        }),
        fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 1, maxLength: 13 }),
        fc.integer({ min: 0, max: 1 }),
        (options, text, fontIndex) => {
          const model = buildKeychain({ text, font: valueAt(fonts, fontIndex), options });
          expectClosedSolid(model.solid);
          expect(Math.abs(model.dimensions.width - options.width)).toBeLessThanOrEqual(DIM_TOLERANCE_MM);
          expect(Math.abs(model.dimensions.height - options.height)).toBeLessThanOrEqual(DIM_TOLERANCE_MM);
          expect(Math.abs(model.dimensions.depth - options.baseThickness - options.textRelief)).toBeLessThanOrEqual(1e-4);
        },
      ),
      { numRuns: 15, seed: 7 },
    );
  });
});

describe('buildKeychain golden models', () => {
  it.each([
    ['A', 'bangers', 300, 380],
    ['Chaabi', 'bangers', 1100, 1300],
    ['BOB8', 'bangers', 1100, 1350],
    ['Mississippi12', 'pacifico', 2400, 2900],
  ] as const)('builds "%s" in %s with a plausible triangle count', (text, font, min, max) => {
    const model = build(text, font);
    expect(model.triangleCount).toBe(model.solid.triangles.length / 3);
    expect(model.triangleCount).toBeGreaterThanOrEqual(min);
    expect(model.triangleCount).toBeLessThanOrEqual(max);
    expectSpecDimensions(model);
    expectClosedSolid(model.solid);
  });

  it('scales the text to fill the text area while keeping its aspect', () => {
    const wide = build('Mississippi12', 'pacifico').layout;
    expect(wide.textBounds.minX).toBeCloseTo(wide.textArea.minX, 6);
    expect(wide.textBounds.maxX).toBeCloseTo(wide.textArea.maxX, 6);
    const tall = build('A').layout;
    expect(tall.textBounds.minY).toBeCloseTo(tall.textArea.minY, 6);
    expect(tall.textBounds.maxY).toBeCloseTo(tall.textArea.maxY, 6);
    // Centred horizontally in the area.
    expect((tall.textBounds.minX + tall.textBounds.maxX) / 2).toBeCloseTo((tall.textArea.minX + tall.textArea.maxX) / 2, 6);
  });

  it('leaves the key-ring hole empty and clear of every letter', () => {
    for (const font of BUILT_IN_FONTS) {
      const model = build('WWWWWWWWWWWWW', font);
      const { hole, textArea } = model.layout;
      expect(hole.diameter).toBe(4);
      expect(verticalLineHits(model.solid, hole.x + 0.0123, hole.y - 0.0311)).toEqual([]);
      expect(isInside(model.solid, hole.x, hole.y, 1.75)).toBe(false);
      // Solid plate next to the hole, and the text area starts past it.
      expect(isInside(model.solid, hole.x + hole.diameter, hole.y + 0.0137, 1.75)).toBe(true);
      expect(textArea.minX).toBeGreaterThan(hole.x + hole.diameter / 2);
      expect(meshBounds(model.text).min[0]).toBeGreaterThan(hole.x + hole.diameter / 2);
    }
  });

  it('keeps the counters of O, A, 8, B, a, e open', () => {
    const model = build('O');
    const tb = model.layout.textBounds;
    const cx = (tb.minX + tb.maxX) / 2 + 0.0123;
    const cy = (tb.minY + tb.maxY) / 2 + 0.0071;
    expect(isInside(model.text, cx, cy, 4.25)).toBe(false);
    expect(isInside(model.solid, cx, cy, 4.25)).toBe(false);
    expect(isInside(model.solid, cx, cy, 1.75)).toBe(true); // the plate is under the counter
    // A filled "O" would be its outer contour's area times the relief; the counter removes its own area.
    const outline = layoutTextOutline(loadBuiltInFont(hb, 'bangers'), 'O', model.layout.textArea);
    expect(outline.contours).toHaveLength(2);
    const [outer = 0, counter = 0] = outline.contours.map((c) => Math.abs(loopArea(c))).sort((a, b) => b - a);
    const filledVolume = outer * 1.5;
    expect(meshVolume(model.text)).toBeLessThan(0.9 * filledVolume);
    expect(meshVolume(model.text)).toBeCloseTo((outer - counter) * 1.5, 0);
    // Each counter is a handle of the letters' solid: χ = 2·components − 2·handles.
    expect(eulerCharacteristic(build('O').text)).toBe(0); // 1 component, 1 counter
    expect(eulerCharacteristic(build('B').text)).toBe(-2); // 1 component, 2 counters
    expect(eulerCharacteristic(build('BOB8').text)).toBe(2 * 4 - 2 * 7);
    expect(eulerCharacteristic(build('A').text)).toBe(0);
    expect(eulerCharacteristic(build('a', 'chewy').text)).toBe(0); // Bangers is all caps: test lowercase in Chewy
    expect(eulerCharacteristic(build('e', 'chewy').text)).toBe(0);
  });

  it('fills overlapping script strokes in Pacifico (NonZero, not EvenOdd)', () => {
    const font = loadBuiltInFont(hb, 'pacifico');
    const model = buildKeychain({ text: 'Mississippi12', font });
    const outline = layoutTextOutline(font, 'Mississippi12', model.layout.textArea);
    const tb = model.layout.textBounds;
    let overlapping = 0;
    let checked = 0;
    for (let x = tb.minX + 0.013; x < tb.maxX; x += 0.31) {
      for (let y = tb.minY + 0.017; y < tb.maxY; y += 0.29) {
        if (distanceToLoops(outline.contours, x, y) < 0.02) continue;
        const w = windingNumber(outline.contours, x, y);
        if (Math.abs(w) >= 2) overlapping++;
        expect(isInside(model.text, x, y, 4.25), `(${x}, ${y}) winding ${w}`).toBe(w !== 0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(overlapping).toBeGreaterThan(0); // the sample really covers overlapping strokes
  }, 120_000); // about 4,000 point-in-solid probes: seconds alone, a minute on a loaded 2-core machine

  it('accepts 20 characters when the Blender test page raises maxLength', () => {
    const model = buildKeychain({ text: 'ABCDEFGHIJ0123456789', font: loadBuiltInFont(hb, 'bangers'), options: { maxLength: 20 } });
    expectSpecDimensions(model);
    expectClosedSolid(model.solid);
  });
});

describe('buildKeychain errors', () => {
  const font = () => loadBuiltInFont(hb, 'bangers');
  const codeOf = (fn: () => unknown): string | undefined => {
    try {
      fn();
    } catch (error) {
      expect(error).toBeInstanceOf(GeometryError);
      return (error as GeometryError).code;
    }
    return undefined;
  };

  it('refuses an empty text', () => {
    expect(codeOf(() => buildKeychain({ text: '', font: font() }))).toBe('EMPTY_TEXT');
  });
  it('refuses a 14-character text', () => {
    expect(codeOf(() => buildKeychain({ text: 'ABCDEFGHIJKLMN', font: font() }))).toBe('TEXT_TOO_LONG');
  });
  it('refuses 21 characters even with maxLength 20, and a maxLength above 20', () => {
    const text = 'A'.repeat(21);
    expect(codeOf(() => buildKeychain({ text, font: font(), options: { maxLength: 20 } }))).toBe('TEXT_TOO_LONG');
    expect(codeOf(() => buildKeychain({ text, font: font(), options: { maxLength: 21 } }))).toBe('INVALID_OPTIONS');
  });
  it.each(['AB C', ' ', 'AB!', '#1', 'राजA', 'Aक'])('refuses %j (letters of one script and digits only)', (text) => {
    const error = (() => {
      try {
        buildKeychain({ text, font: font() });
      } catch (e) {
        return e as GeometryError;
      }
      return undefined;
    })();
    expect(error?.code).toBe('INVALID_CHARACTER');
    expect(error?.message).toMatch(/letters and digits|spaces|one script/);
  });
  it.each(['éclair', 'Ö8', 'Zoë'])('builds %j: Latin letters with diacritics the font has', (text) => {
    expectClosedSolid(buildKeychain({ text, font: font() }).solid);
  });
  it('counts letters (grapheme clusters), and at most 40 code points', () => {
    const rules = { maxLength: 13, validateCharacters: true };
    expect(() => validateKeychainText('क्षि'.repeat(10), rules)).not.toThrow(); // 10 letters, 40 code points
    expect(codeOf(() => validateKeychainText(`${'क्षि'.repeat(10)}क`, rules))).toBe('TEXT_TOO_LONG'); // 41 code points
    expect(codeOf(() => validateKeychainText('क'.repeat(14), rules))).toBe('TEXT_TOO_LONG'); // 14 letters
    expect(codeOf(() => validateKeychainText('Cafe\u0301', rules))).toBe('INVALID_CHARACTER'); // not NFC
  });
  it('refuses a character the font lacks (glyph 0, .notdef) when validation is off', () => {
    expect(font().faces[0]?.hb.nominalGlyph('中'.charCodeAt(0))).toBeUndefined();
    expect(codeOf(() => buildKeychain({ text: 'A中', font: font(), options: { validateCharacters: false } }))).toBe('MISSING_GLYPH');
  });
  it('builds a character the font has when validation is off', () => {
    const model = buildKeychain({ text: 'Café', font: font(), options: { validateCharacters: false } });
    expectClosedSolid(model.solid);
  });
  it('treats an undefined option as the default', () => {
    const model = buildKeychain({ text: 'A', font: font(), options: { width: undefined, maxLength: undefined } });
    expect(model.dimensions.width).toBeCloseTo(60, 4);
  });
  it('refuses options that leave no room for text', () => {
    expect(codeOf(() => buildKeychain({ text: 'A', font: font(), options: { width: 10 } }))).toBe('INVALID_OPTIONS');
    expect(codeOf(() => buildKeychain({ text: 'A', font: font(), options: { textRelief: 0 } }))).toBe('INVALID_OPTIONS');
  });
  it('refuses an unknown built-in font', () => {
    expect(codeOf(() => loadBuiltInFont(hb, 'comic-sans'))).toBe('INVALID_FONT');
  });
});
