import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SLICER_LAYERS, colourChangeZ, prusaColourChangeXml, prusaProjectConfig, type ColourChangePrint } from './colour-change.js';
import { objectsTo3mf } from './threemf.js';
import { GeometryError } from './errors.js';

const PRINT: ColourChangePrint = {
  layers: DEFAULT_SLICER_LAYERS,
  changeZMm: 3.8,
  plate: { color: '#1f1f1f', name: 'Black PLA' },
  text: { color: '#f9a8d4', name: 'Light Pink PLA' },
};

describe('colourChangeZ', () => {
  it.each([
    // [first layer, layer, change Z]: the first layer whose middle lies above the 3.5 mm plate
    [0.2, 0.2, 3.8], // 3.6 mm is cut at 3.5 mm: still the plate's top skin
    [0.35, 0.2, 3.75], // PrusaSlicer's MK3 0.2 mm profile
    [0.2, 0.3, 3.8], // PrusaSlicer's default settings (the layer at 3.5 mm is the plate's)
    [0.25, 0.25, 3.75],
    [0.3, 0.15, 3.6],
  ])('first layer %f mm, layers %f mm: the text starts at %f mm', (first, layer, z) => {
    expect(colourChangeZ(3.5, { firstLayerHeightMm: first, layerHeightMm: layer })).toBe(z);
  });

  it('is the first layer itself when its middle is already above the top', () => {
    expect(colourChangeZ(0.05, { firstLayerHeightMm: 0.2, layerHeightMm: 0.2 })).toBe(0.2);
  });

  it('refuses layer heights outside 0.05-1 mm and a negative top', () => {
    expect(() => colourChangeZ(3.5, { firstLayerHeightMm: 0, layerHeightMm: 0.2 })).toThrow(GeometryError);
    expect(() => colourChangeZ(3.5, { firstLayerHeightMm: 0.2, layerHeightMm: 1.5 })).toThrow(GeometryError);
    expect(() => colourChangeZ(-1)).toThrow(GeometryError);
  });
});

describe('PrusaSlicer colour-change metadata', () => {
  it('writes one ColorChange to the text colour in single-extruder mode, named after its filament', () => {
    const xml = prusaColourChangeXml(PRINT);
    expect(xml).toContain('<code print_z="3.8" type="0" extruder="1" color="#F9A8D4" extra="Light Pink PLA" gcode="M600"/>');
    expect(xml).toContain('<mode value="SingleExtruder"/>');
    expect(xml.match(/<code /g)).toHaveLength(1);
  });

  it('starts with the plate filament and names both filaments in the settings', () => {
    const config = prusaProjectConfig({ ...PRINT, bed: { widthMm: 250, depthMm: 210, spacingMm: 5 } });
    expect(config).toContain('; filament_colour = #1F1F1F\n');
    expect(config).toContain('; layer_height = 0.2\n');
    expect(config).toContain('; first_layer_height = 0.2\n');
    expect(config).toContain('; color_change_gcode = M600\n');
    expect(config).toContain('; filament_notes = "Black PLA, then Light Pink PLA from Z 3.8 mm"\n');
    expect(config).toContain('; bed_shape = 0x0,250x0,250x210,0x210\n');
    expect(config).toContain('; duplicate_distance = 5\n');
  });

  it('keeps a filament name on one line with its quotes escaped', () => {
    const config = prusaProjectConfig({ ...PRINT, plate: { color: '#000', name: 'Jet "Black"\nPLA' } });
    expect(config).toContain('; filament_notes = "Jet \\"Black\\" PLA, then');
    expect(config.split('\n').every((line) => line === '' || line.startsWith('; '))).toBe(true);
  });

  it('is in the 3MF only when asked for', () => {
    const mesh = { vertices: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]), triangles: new Uint32Array([0, 1, 2]) };
    const objects = [{ name: 'k', parts: [{ name: 'base', mesh, color: '#000' }] }];
    expect(Object.keys(unzipSync(objectsTo3mf(objects)))).not.toContain('Metadata/Slic3r_PE.config');
    const files = unzipSync(objectsTo3mf(objects, 't', 6, PRINT));
    expect(strFromU8(files['Metadata/Prusa_Slicer_custom_gcode_per_print_z.xml']!)).toContain('print_z="3.8"');
    expect(strFromU8(files['Metadata/Slic3r_PE.config']!)).toContain('filament_colour = #1F1F1F');
  });
});
