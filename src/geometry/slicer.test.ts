// Verified by the slicer: every built-in font's two-colour 3MF loads in PrusaSlicer
// as ONE object of 60 × 20 × 5 mm whose text keeps its height and prints on the second
// filament, and a name in each of India's nine scripts slices as a manifold STL and on one
// plate. Needs Debian's prusa-slicer (CI installs it); skipped with a message otherwise.
import * as hb from 'harfbuzzjs';
import { assert, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { decompress } from 'woff2-encoder';
import {
  hasPrusaSlicer,
  PRUSA_SLICER_MISSING,
  sliceFile,
  sliceWithoutProfile,
  type SlicerObjectInfo,
} from '../../tests/support/prusa-slicer.js';
import {
  BUILT_IN_FONTS,
  DEFAULT_BED,
  assessPrintability,
  buildKeychain,
  checkClosed,
  DEFAULT_KEYCHAIN_OPTIONS,
  DEFAULT_SLICER_LAYERS,
  buildPlateTo3mf,
  colourChangeZ,
  initGeometry,
  layoutBuildPlates,
  loadFont,
  to3mf,
  toStl,
  verifyManifold,
  type BuiltInFontName,
  type ColourChangePrint,
  type KeychainModel,
  type SlicerLayers,
} from './index.js';
import { loadBuiltInFont } from './node-fonts.js';
import corpus from '../../tests/fixtures/indic-names.json';

const TEXTS = { short: 'Jo', long: 'Mississippi12', digits: '2024' } as const;

if (!hasPrusaSlicer) console.warn(PRUSA_SLICER_MISSING);

/** A build plate's print file: each model a two-part object (black plate, yellow text) named by its number from `firstNumber`. */
function yellowPlate3mf(
  models: readonly KeychainModel[],
  slots: ReturnType<typeof layoutBuildPlates>[number],
  firstNumber = 1,
): Uint8Array {
  return buildPlateTo3mf(
    models.map((model, i) => ({
      name: `${firstNumber + i}`,
      parts: [
        { name: 'base', mesh: model.base, color: '#000000' },
        { name: 'text', mesh: model.text, color: '#fbbf24' },
      ],
    })),
    slots,
  );
}

/** A sliced object is one manifold keychain of 60 × 20 × 5 mm; `turned` a quarter turn on a build plate (20 along X, 60 along Y). */
function expectKeychainObject(object: SlicerObjectInfo | undefined, options: { turned?: boolean; label?: string } = {}): void {
  assert.isDefined(object);
  const [x, y] = options.turned ? [20, 60] : [60, 20];
  expect(object.manifold, options.label).toBe(true);
  expect(object.sizeX, options.label).toBeCloseTo(x, 1);
  expect(object.sizeY, options.label).toBeCloseTo(y, 1);
  expect(object.sizeZ, options.label).toBeCloseTo(5, 1);
}

describe.skipIf(!hasPrusaSlicer)('PrusaSlicer reads our print files', () => {
  beforeAll(async () => {
    await initGeometry();
  });

  for (const font of BUILT_IN_FONTS) {
    for (const [kind, text] of Object.entries(TEXTS)) {
      it(`slices ${font} "${text}" (${kind}) as one 60 × 20 × 5 mm object with the text on filament 2`, async () => {
        const model = buildKeychain({ text, font: loadBuiltInFont(hb, font) });
        const result = await sliceFile('keychain.3mf', to3mf(model));
        expect(result.objects).toHaveLength(1);
        expectKeychainObject(result.objects[0]);
        expect(result.objects[0]!.minZ).toBeCloseTo(0, 3);
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
    const model = buildKeychain({ text: TEXTS.long, font: loadBuiltInFont(hb, 'bangers') });
    const result = await sliceFile('keychain.stl', toStl(model));
    expect(result.objects).toHaveLength(1);
    expect(result.objects[0]?.sizeZ).toBeCloseTo(5, 1);
    expect(result.layerZs.at(-1)).toBeGreaterThan(4.9);
    expect(result.toolChanges).not.toContain('T1');
  });

  /** The checks every two-colour keychain must pass: one object of 60 × 20 × 5 mm, text on filament 2 above the plate. */
  function expectOneTwoColourKeychain(result: Awaited<ReturnType<typeof sliceFile>>) {
    expect(result.objects).toHaveLength(1);
    expectKeychainObject(result.objects[0]);
    expect(result.layerZs.at(-1)).toBeGreaterThan(4.9);
    expect(result.firstT1Z).toBeGreaterThan(3.5);
    expect(result.firstT1Z).toBeLessThan(3.8);
  }

  it('slices a keychain in an uploaded TrueType font (a WOFF2 decoded as the upload path stores it)', async () => {
    const woff2 = fs.readFileSync(path.resolve('node_modules/@fontsource/knewave/files/knewave-latin-400-normal.woff2'));
    const ttf = await decompress(woff2);
    expect(Array.from(ttf.subarray(0, 4))).toEqual([0, 1, 0, 0]);
    const font = loadFont(hb, ttf.buffer.slice(ttf.byteOffset, ttf.byteOffset + ttf.byteLength) as ArrayBuffer);
    expectOneTwoColourKeychain(await sliceFile('uploaded.3mf', to3mf(buildKeychain({ text: 'Kiran2024', font }))));
  });

  it('slices a text the printability guard thickened (13 Ws in Bangers) with its letters intact', async () => {
    const font = loadBuiltInFont(hb, 'bangers');
    const text = 'WWWWWWWWWWWWW';
    const report = assessPrintability({ text, font });
    expect(report.printable).toBe(true);
    expect(report.thickenMm).toBeGreaterThan(0);
    const thick = buildKeychain({ text, font, options: { strokeOffsetMm: report.thickenMm } });
    const result = await sliceFile('thickened.3mf', to3mf(thick));
    expectOneTwoColourKeychain(result);
  }, 60_000);

  it('slices a build plate: four keychains turned side by side, each one two-part object on the 250 × 210 mm bed', async () => {
    const font = loadBuiltInFont(hb, 'chewy');
    const models: KeychainModel[] = ['Asha', 'Ravi', 'Kiran', 'Meera'].map((text) => buildKeychain({ text, font }));
    const [slots] = layoutBuildPlates(models.length, { widthMm: 60, depthMm: 20 }, DEFAULT_BED);
    const result = await sliceFile('plate.3mf', yellowPlate3mf(models, slots!), { bed: DEFAULT_BED });
    expect(result.objects).toHaveLength(4);
    for (const [i, object] of result.objects.entries()) {
      // turned a quarter turn, exactly on its footprint
      expectKeychainObject(object, { turned: true });
      expect(object.minX).toBeCloseTo(slots![i]!.footprint.minX, 1);
    }
    expect(result.layerZs.at(-1)).toBeGreaterThan(4.9);
    // one filament change for the whole plate, above the plates' 3.5 mm top
    expect(result.toolChanges.filter((t) => t === 'T1')).toHaveLength(1);
    expect(result.firstT1Z).toBeGreaterThan(3.5);
    expect(result.firstT1Z).toBeLessThan(3.8);
  }, 120_000);
});

/**
 * One corpus name per Indian script, each with a conjunct or a two-part vowel (the shapes that
 * move or stack glyphs): tests/fixtures/indic-names.json, docs/decisions/044-fonts-per-script.md.
 */
const INDIC_SLICED = ['क्षितिज', 'கௌசல்யா', 'లక్ష్మి', 'সৌমিত্র', 'ક્ષિતિજ', 'ಶ್ವೇತಾ', 'പൊന്നമ്മ', 'ਗੁਰਪ੍ਰੀਤ', 'କ୍ଷିତିଜ'].map((name) => {
  const entry = corpus.names.find((n) => n.name === name);
  if (!entry) throw new Error(`${name} is not in the corpus`);
  return { ...entry, font: entry.font as BuiltInFontName };
});

describe.skipIf(!hasPrusaSlicer)('PrusaSlicer slices names in India’s scripts', () => {
  beforeAll(async () => {
    await initGeometry();
  });

  it('takes one name of each of the nine scripts, each with a conjunct or a two-part vowel', () => {
    expect(new Set(INDIC_SLICED.map((n) => n.script))).toEqual(
      new Set(['Deva', 'Taml', 'Telu', 'Beng', 'Gujr', 'Knda', 'Mlym', 'Guru', 'Orya']),
    );
    for (const { feature } of INDIC_SLICED) expect(feature).toMatch(/conjunct|two-part|subjoined|KSSA|geminate/);
  });

  for (const { name, script, font, feature } of INDIC_SLICED) {
    it(`slices the STL of ${script} "${name}" (${feature}) in ${font}: manifold, one 60 × 20 × 5 mm part, no slicer errors`, async () => {
      const model = buildKeychain({ text: name, font: loadBuiltInFont(hb, font) });
      expect(checkClosed(model.solid).closed).toBe(true);
      expect(verifyManifold(model.solid).status).toBe('NoError');
      const result = await sliceFile('keychain.stl', toStl(model));
      expect(result.problems).toEqual([]);
      expect(result.objects).toHaveLength(1);
      expectKeychainObject(result.objects[0]);
      // The letters reach the top: the last layer prints at the keychain's full 5 mm.
      expect(result.layerZs.at(-1)).toBeGreaterThan(4.9);
    }, 60_000);
  }

  it('would notice a broken mesh: an STL missing ten triangles is reported not manifold, with its open edges', async () => {
    const stl = toStl(buildKeychain({ text: INDIC_SLICED[0]!.name, font: loadBuiltInFont(hb, INDIC_SLICED[0]!.font) }));
    // Binary STL: 80-byte header, uint32 count, 50 bytes per triangle.
    const count = new DataView(stl.buffer, stl.byteOffset).getUint32(80, true);
    const broken = stl.slice(0, 84 + 50 * (count - 10));
    new DataView(broken.buffer).setUint32(80, count - 10, true);
    const result = await sliceFile('broken.stl', broken);
    expect(result.objects[0]).toMatchObject({ manifold: false });
    expect(result.problems).toEqual(expect.arrayContaining([expect.stringMatching(/^open_edges = \d+/)]));
  }, 60_000);

  it('slices one build plate of all nine names as nine manifold two-colour objects, changing filament once', async () => {
    const models = INDIC_SLICED.map(({ name, font }) => buildKeychain({ text: name, font: loadBuiltInFont(hb, font) }));
    const plates = layoutBuildPlates(models.length, { widthMm: 60, depthMm: 20 }, DEFAULT_BED);
    expect(plates).toHaveLength(1);
    const slots = plates[0]!;
    const result = await sliceFile('plate.3mf', yellowPlate3mf(models, slots), { bed: DEFAULT_BED });
    expect(result.problems).toEqual([]);
    expect(result.objects).toHaveLength(9);
    for (const [i, object] of result.objects.entries()) {
      expectKeychainObject(object, { turned: true, label: INDIC_SLICED[i]!.name });
      expect(object.minX).toBeCloseTo(slots[i]!.footprint.minX, 1);
    }
    expect(result.toolChanges.filter((t) => t === 'T1')).toHaveLength(1);
    expect(result.firstT1Z).toBeGreaterThan(3.5);
    expect(result.firstT1Z).toBeLessThan(3.8);
  }, 120_000);

  it('slices the ten Odia corpus names on one build plate, each a manifold 60 × 20 × 5 mm object', async () => {
    const odia = corpus.names.filter((n) => n.script === 'Orya');
    expect(odia).toHaveLength(10);
    const models = odia.map(({ name, font }) => buildKeychain({ text: name, font: loadBuiltInFont(hb, font as BuiltInFontName) }));
    const plates = layoutBuildPlates(models.length, { widthMm: 60, depthMm: 20 }, DEFAULT_BED);
    expect(plates).toHaveLength(1);
    const result = await sliceFile('odia.3mf', yellowPlate3mf(models, plates[0]!), { bed: DEFAULT_BED });
    expect(result.problems).toEqual([]);
    expect(result.objects).toHaveLength(10);
    for (const [i, object] of result.objects.entries()) expectKeychainObject(object, { turned: true, label: odia[i]!.name });
  }, 300_000);

  it('slices the 80 corpus names of the first eight scripts (Odia has its own plate above), on as few build plates as the bed holds, each a manifold 60 × 20 × 5 mm object', async () => {
    const names = corpus.names.filter((n) => n.script !== 'Orya');
    expect(names).toHaveLength(80);
    const models = names.map(({ name, font }) => buildKeychain({ text: name, font: loadBuiltInFont(hb, font as BuiltInFontName) }));
    const plates = layoutBuildPlates(models.length, { widthMm: 60, depthMm: 20 }, DEFAULT_BED);
    let first = 0;
    for (const slots of plates) {
      const onPlate = models.slice(first, first + slots.length);
      const result = await sliceFile(`corpus-${first}.3mf`, yellowPlate3mf(onPlate, slots, first + 1), { bed: DEFAULT_BED });
      expect(result.problems).toEqual([]);
      expect(result.objects).toHaveLength(onPlate.length);
      for (const [i, object] of result.objects.entries()) expectKeychainObject(object, { turned: true, label: names[first + i]!.name });
      first += slots.length;
    }
    expect(first).toBe(80);
  }, 600_000); // ten plates through PrusaSlicer: minutes on a busy 2-core machine
});

describe.skipIf(!hasPrusaSlicer)('prusa-slicer -g with no profile changes filament once, at the text', () => {
  beforeAll(async () => {
    await initGeometry();
  });

  const top = DEFAULT_KEYCHAIN_OPTIONS.baseThickness;
  const pinkOnBlack = (layers: SlicerLayers): ColourChangePrint => ({
    layers,
    changeZMm: colourChangeZ(top, layers),
    plate: { color: '#1f1f1f', name: 'Black PLA' },
    text: { color: '#f9a8d4', name: 'Light Pink PLA' },
    bed: DEFAULT_BED,
  });

  /** One M600 at `changeZ`; the layer below it is the plate's top skin, the layer at it only text inside the plates. */
  function expectOneChangeAtTheText(result: Awaited<ReturnType<typeof sliceWithoutProfile>>, changeZ: number) {
    expect(result.m600Zs).toEqual([changeZ]);
    expect(result.toolChanges.filter((t) => t !== 'T0')).toEqual([]);
    expect(result.filamentColour).toBe('#1F1F1F');
    const below = result.layers.get(result.layerZs[result.layerZs.indexOf(changeZ) - 1]!);
    const at = result.layers.get(changeZ);
    assert.isDefined(below);
    assert.isDefined(at);
    expect(below.types).toContain('Top solid infill');
    // The text sits ≥ 2 mm inside each keychain's outline: its layer covers less of the bed.
    expect(at.minX).toBeGreaterThan(below.minX + 1.5);
    expect(at.maxX).toBeLessThan(below.maxX - 1.5);
    expect(Math.max(...result.layerZs)).toBeGreaterThan(4.8);
  }

  it('slices a four-keychain plate at the default 0.2 mm layers: M600 at 3.8 mm, black first', async () => {
    const font = loadBuiltInFont(hb, 'chewy');
    const models = ['Asha', 'Ravi', 'Kiran', 'Meera'].map((text) => buildKeychain({ text, font }));
    const [slots] = layoutBuildPlates(models.length, { widthMm: 60, depthMm: 20 }, DEFAULT_BED);
    const print = pinkOnBlack(DEFAULT_SLICER_LAYERS);
    expect(print.changeZMm).toBe(3.8);
    const plate = buildPlateTo3mf(
      models.map((model, i) => ({
        name: `${i + 1}`,
        parts: [
          { name: 'base', mesh: model.base, color: '#1f1f1f', extruder: 1 },
          { name: 'text', mesh: model.text, color: '#f9a8d4', extruder: 2 },
        ],
      })),
      slots!,
      'Light Pink PLA on Black PLA plate 1 of 1',
      1,
      print,
    );
    const result = await sliceWithoutProfile('plate.3mf', plate);
    expectOneChangeAtTheText(result, 3.8);
    expect(result.filamentNotes).toBe('"Black PLA, then Light Pink PLA from Z 3.8 mm"');
    // PLA's density is in the file, so the slicer's gram estimate is real.
    expect(result.filamentGrams).toBeGreaterThan(1);
    expect(result.estimatedSeconds).toBeGreaterThan(60);
  }, 120_000);

  it('slices one keychain 3MF at 0.15 mm layers after a 0.3 mm first layer: M600 where colourChangeZ says', async () => {
    const layers = { layerHeightMm: 0.15, firstLayerHeightMm: 0.3 };
    const model = buildKeychain({ text: 'Mississippi12', font: loadBuiltInFont(hb, 'bangers') });
    const print = pinkOnBlack(layers);
    expect(print.changeZMm).toBe(3.6);
    const result = await sliceWithoutProfile(
      'keychain.3mf',
      to3mf(model, { fontColor: '#f9a8d4', backgroundColor: '#1f1f1f' }, 'k', print),
    );
    expectOneChangeAtTheText(result, 3.6);
  }, 120_000);
});
