// Verified by the slicer (issue 12): every built-in font's two-colour 3MF loads in PrusaSlicer
// as ONE object of 60 × 20 × 5 mm whose text keeps its height and prints on the second
// filament. Needs Debian's prusa-slicer (CI installs it); skipped with a message otherwise.
import { assert, beforeAll, describe, expect, it } from 'vitest';
import { hasPrusaSlicer, PRUSA_SLICER_MISSING, sliceFile } from '../../tests/support/prusa-slicer.js';
import { BUILT_IN_FONTS, buildKeychain, initGeometry, to3mf, toStl } from './index.js';
import { loadBuiltInFont } from './node-fonts.js';

const TEXTS = { short: 'Jo', long: 'Mississippi12', digits: '2024' } as const;

if (!hasPrusaSlicer) console.warn(PRUSA_SLICER_MISSING);

describe.skipIf(!hasPrusaSlicer)('PrusaSlicer reads our print files', () => {
  beforeAll(async () => {
    await initGeometry();
  });

  for (const font of BUILT_IN_FONTS) {
    for (const [kind, text] of Object.entries(TEXTS)) {
      it(`slices ${font} "${text}" (${kind}) as one 60 × 20 × 5 mm object with the text on filament 2`, async () => {
        const model = buildKeychain({ text, font: loadBuiltInFont(font) });
        const result = await sliceFile('keychain.3mf', to3mf(model));
        expect(result.objects).toHaveLength(1);
        const [object] = result.objects;
        assert.isDefined(object);
        expect(object.sizeX).toBeCloseTo(60, 1);
        expect(object.sizeY).toBeCloseTo(20, 1);
        expect(object.sizeZ).toBeCloseTo(5, 1);
        expect(object.minZ).toBeCloseTo(0, 3);
        expect(object.manifold).toBe(true);
        // 0.2 mm layers after a 0.35 mm first layer: the last one prints at 4.95 mm.
        expect(result.layerZs.at(-1)).toBeGreaterThan(4.9);
        expect(result.layerZs.at(-1)).toBeLessThanOrEqual(5.001);
        // The text's filament starts only above the plate's 3.5 mm top.
        expect(result.toolChanges).toContain('T1');
        expect(result.firstT1Z).toBeGreaterThan(3.5);
        expect(result.firstT1Z).toBeLessThan(3.8);
      });
    }
  }

  it('slices the one-colour STL of the same keychain as one part to the full 5 mm', async () => {
    const model = buildKeychain({ text: TEXTS.long, font: loadBuiltInFont('bangers') });
    const result = await sliceFile('keychain.stl', toStl(model));
    expect(result.objects).toHaveLength(1);
    expect(result.objects[0]?.sizeZ).toBeCloseTo(5, 1);
    expect(result.layerZs.at(-1)).toBeGreaterThan(4.9);
    expect(result.toolChanges).not.toContain('T1');
  });
});
