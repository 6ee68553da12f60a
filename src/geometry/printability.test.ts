import * as hb from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_MIN_STROKE_MM,
  MAX_THICKEN_MM,
  THIN_TEXT_MESSAGE,
  assessPrintability,
  buildKeychain,
  checkClosed,
  initGeometry,
  meshVolume,
  printThickening,
} from './index.js';
import { loadBuiltInFont } from './node-fonts.js';

beforeAll(async () => {
  await initGeometry();
});

describe('assessPrintability', () => {
  it('passes a short bold text untouched, with its strokes and letter height at print scale', () => {
    const report = assessPrintability({ text: 'Jo', font: loadBuiltInFont(hb, 'bangers') });
    expect(report).toMatchObject({ printable: true, thickenMm: 0, warnings: [], requiredStrokeMm: DEFAULT_MIN_STROKE_MM });
    expect(report.minStrokeMm).toBeGreaterThan(1.5);
    // Two letters fill the 16 mm-high text area: capitals are most of it.
    expect(report.letterHeightMm).toBeGreaterThan(10);
    expect(report.letterHeightMm).toBeLessThanOrEqual(16);
  });

  it('measures thinner strokes and smaller letters for longer text in the same font', () => {
    const font = loadBuiltInFont(hb, 'chewy');
    const short = assessPrintability({ text: 'Kiran', font });
    const long = assessPrintability({ text: 'Mississippi12', font });
    expect(long.minStrokeMm).toBeLessThan(short.minStrokeMm);
    expect(long.letterHeightMm).toBeLessThan(short.letterHeightMm);
  });

  it('refuses thirteen Ms in Pacifico, whose strokes no thickening can save', () => {
    const report = assessPrintability({ text: 'MMMMMMMMMMMMM', font: loadBuiltInFont(hb, 'pacifico') });
    expect(report.printable).toBe(false);
    expect(report.minStrokeMm).toBeLessThan(DEFAULT_MIN_STROKE_MM - 2 * MAX_THICKEN_MM);
    expect(report.warnings).toEqual([THIN_TEXT_MESSAGE]);
    expect(THIN_TEXT_MESSAGE).toBe('Letters too thin to print at this length: shorten the text or pick a bolder font');
  });

  it('thickens strokes just below the minimum, and the thickened build is a closed 60 × 20 × 5 mm solid', () => {
    const font = loadBuiltInFont(hb, 'bangers');
    const report = assessPrintability({ text: 'WWWWWWWWWWWWW', font });
    expect(report.printable).toBe(true);
    expect(report.minStrokeMm).toBeLessThan(DEFAULT_MIN_STROKE_MM);
    expect(report.thickenMm).toBeGreaterThan(0);
    expect(report.thickenMm).toBeLessThanOrEqual(MAX_THICKEN_MM);
    const plain = buildKeychain({ text: 'WWWWWWWWWWWWW', font });
    const thick = buildKeychain({ text: 'WWWWWWWWWWWWW', font, options: { strokeOffsetMm: report.thickenMm } });
    expect(checkClosed(thick.solid).closed).toBe(true);
    expect(thick.dimensions.width).toBeCloseTo(60, 1);
    expect(thick.dimensions.height).toBeCloseTo(20, 1);
    expect(thick.dimensions.depth).toBeCloseTo(5, 1);
    expect(meshVolume(thick.text)).toBeGreaterThan(meshVolume(plain.text));
  });

  it('honours a stricter minimum: what prints at 0.8 mm may not at 1.2 mm', () => {
    const font = loadBuiltInFont(hb, 'knewave');
    expect(assessPrintability({ text: 'Mississippi12', font }).printable).toBe(true);
    expect(assessPrintability({ text: 'Mississippi12', font, minStrokeMm: 1.6 }).printable).toBe(false);
  });

  it('refuses a stroke offset beyond the cap', () => {
    expect(() => buildKeychain({ text: 'A', font: loadBuiltInFont(hb, 'bangers'), options: { strokeOffsetMm: 0.5 } })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
  });
});

describe('printThickening', () => {
  it("makes assessPrintability's decision: untouched, thickened by the same amount, or refused", () => {
    const cases: [string, Parameters<typeof loadBuiltInFont>[1]][] = [
      ['Jo', 'bangers'],
      ['Mississippi12', 'chewy'],
      ['WWWWWWWWWWWWW', 'bangers'],
      ['MMMMMMMMMMMMM', 'pacifico'],
    ];
    const seen = new Set<string>();
    for (const [text, name] of cases) {
      const font = loadBuiltInFont(hb, name);
      const full = assessPrintability({ text, font });
      const fast = printThickening({ text, font });
      expect(fast, `${text} in ${name}`).toEqual({ printable: full.printable, thickenMm: full.thickenMm, warnings: full.warnings });
      seen.add(!full.printable ? 'refused' : full.thickenMm > 0 ? 'thickened' : 'untouched');
    }
    expect([...seen].sort()).toEqual(['refused', 'thickened', 'untouched']);
  });
});
