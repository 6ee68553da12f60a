import * as hb from 'harfbuzzjs';
import { strFromU8, unzipSync } from 'fflate';
import { assert, beforeAll, describe, expect, it } from 'vitest';
import {
  GeometryError,
  buildKeychain,
  checkClosed,
  initGeometry,
  meshToStl,
  parseStl,
  stlByteLength,
  to3mf,
  toStl,
  toThreeMfColor,
  type KeychainModel,
} from './index.js';
import { valueAt } from './indexed.js';
import { loadBuiltInFont } from './node-fonts.js';

let model: KeychainModel;

/** The text of one file in a zip; fails the test when the file is missing. */
function zipText(files: Record<string, Uint8Array>, name: string): string {
  const file = files[name];
  assert.isDefined(file, `${name} in the 3MF`);
  return strFromU8(file);
}

beforeAll(async () => {
  await initGeometry();
  model = buildKeychain({ text: 'Chaabi', font: loadBuiltInFont(hb, 'bangers') });
});

describe('toStl', () => {
  it('writes 84 + 50 n bytes with the triangle count in the header', () => {
    const stl = toStl(model);
    const n = model.triangleCount;
    expect(stl.byteLength).toBe(84 + 50 * n);
    expect(stlByteLength(n)).toBe(stl.byteLength);
    const view = new DataView(stl.buffer, stl.byteOffset, stl.byteLength);
    expect(view.getUint32(80, true)).toBe(n);
    // Binary STL must not start with "solid" or some readers take it for ASCII.
    expect(new TextDecoder().decode(stl.subarray(0, 5))).not.toBe('solid');
  });

  it('parses back to the same triangles with unit outward normals', () => {
    const stl = toStl(model);
    const parsed = parseStl(stl);
    const n = model.triangleCount;
    expect(parsed.triangles.length).toBe(3 * n);
    const { vertices: v, triangles: t } = model.solid;
    for (let i = 0; i < n; i += 97) {
      for (let k = 0; k < 3; k++) {
        for (let c = 0; c < 3; c++) {
          expect(parsed.vertices[i * 9 + k * 3 + c]).toBe(v[valueAt(t, i * 3 + k) * 3 + c]);
        }
      }
      const len = Math.hypot(valueAt(parsed.normals, i * 3), valueAt(parsed.normals, i * 3 + 1), valueAt(parsed.normals, i * 3 + 2));
      expect(len).toBeCloseTo(1, 5);
    }
    // Bottom faces point down, top faces up.
    let down = 0;
    let up = 0;
    for (let i = 0; i < n; i++) {
      const zs = [parsed.vertices[i * 9 + 2], parsed.vertices[i * 9 + 5], parsed.vertices[i * 9 + 8]];
      if (zs.every((z) => z === 0)) {
        expect(parsed.normals[i * 3 + 2]).toBeCloseTo(-1, 5);
        down++;
      }
      if (zs.every((z) => z === 5)) {
        expect(parsed.normals[i * 3 + 2]).toBeCloseTo(1, 5);
        up++;
      }
    }
    expect(down).toBeGreaterThan(0);
    expect(up).toBeGreaterThan(0);
  });

  it('writes an empty mesh as a bare 84-byte file', () => {
    const stl = meshToStl({ vertices: new Float32Array(0), triangles: new Uint32Array(0) });
    expect(stl.byteLength).toBe(84);
  });
});

interface ParsedObject {
  id: string;
  pid: string | undefined;
  pindex: string | undefined;
  vertices: number;
  triangles: number;
  maxIndex: number;
  /** Colour index (p1) of each triangle, in order. */
  triangleColors: number[];
}

function parseModelXml(xml: string): { unit: string | undefined; colors: string[]; objects: ParsedObject[]; items: string[] } {
  const unit = /<model[^>]*\sunit="([^"]+)"/.exec(xml)?.[1];
  const group = /<m:colorgroup id="(\d+)">([\s\S]*?)<\/m:colorgroup>/.exec(xml);
  const colors = [...(group?.[2] ?? '').matchAll(/<m:color color="([^"]+)"\/>/g)].map((m) => m[1] ?? '');
  const objects = [...xml.matchAll(/<object ([^>]*)>([\s\S]*?)<\/object>/g)].map((m) => {
    const [, attributes = '', body = ''] = m;
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
    const indices = [...body.matchAll(/v[123]="(\d+)"/g)].map((x) => Number(x[1]));
    return {
      id: attr('id') ?? '',
      pid: attr('pid'),
      pindex: attr('pindex'),
      vertices: (body.match(/<vertex /g) ?? []).length,
      triangles: (body.match(/<triangle /g) ?? []).length,
      maxIndex: Math.max(...indices),
      triangleColors: [...body.matchAll(/<triangle [^>]*\bp1="(\d+)"/g)].map((x) => Number(x[1])),
    };
  });
  const items = [...xml.matchAll(/<item objectid="(\d+)"[^>]*\/>/g)].map((m) => m[1] ?? '');
  expect(group?.[1]).toBeDefined();
  return { unit, colors, objects, items };
}

describe('to3mf', () => {
  const colors = { fontColor: '#fbbf24', backgroundColor: '#000000' };

  it("packs the parts the 3MF core spec requires, plus PrusaSlicer's volume config", () => {
    const files = unzipSync(to3mf(model, colors));
    expect(Object.keys(files).sort()).toEqual([
      '3D/3dmodel.model',
      'Metadata/Slic3r_PE_model.config',
      '[Content_Types].xml',
      '_rels/.rels',
    ]);
    const types = zipText(files, '[Content_Types].xml');
    expect(types).toContain('Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"');
    expect(types).toContain('Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"');
    const rels = zipText(files, '_rels/.rels');
    expect(rels).toContain('Target="/3D/3dmodel.model"');
    expect(rels).toContain('Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"');
  });

  it('holds ONE object in millimetres: the plate then the text, each triangle in its colour', () => {
    const xml = zipText(unzipSync(to3mf(model, colors)), '3D/3dmodel.model');
    expect(xml).toContain('xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02"');
    expect(xml).toContain('xmlns:m="http://schemas.microsoft.com/3dmanufacturing/material/2015/02"');
    const parsed = parseModelXml(xml);
    expect(parsed.unit).toBe('millimeter');
    expect(parsed.colors).toEqual(['#000000FF', '#FBBF24FF']);
    expect(parsed.objects).toHaveLength(1);
    const [object] = parsed.objects;
    assert.isDefined(object);
    const baseTriangles = model.base.triangles.length / 3;
    const textTriangles = model.text.triangles.length / 3;
    expect(object.vertices).toBe((model.base.vertices.length + model.text.vertices.length) / 3);
    expect(object.triangles).toBe(baseTriangles + textTriangles);
    expect(object.maxIndex).toBeLessThan(object.vertices);
    expect(object.triangleColors).toEqual([...Array<number>(baseTriangles).fill(0), ...Array<number>(textTriangles).fill(1)]);
    expect(parsed.items).toEqual([object.id]);
    expect(checkClosed(model.base).closed && checkClosed(model.text).closed).toBe(true);
  });

  it('tells PrusaSlicer the object has two parts, plate on extruder 1 and text on extruder 2', () => {
    const files = unzipSync(to3mf(model, colors));
    const objectId = /<object id="(\d+)"/.exec(zipText(files, '3D/3dmodel.model'))?.[1];
    const config = zipText(files, 'Metadata/Slic3r_PE_model.config');
    expect([...config.matchAll(/<object id="(\d+)"/g)].map((m) => m[1])).toEqual([objectId]);
    const volumes = [...config.matchAll(/<volume firstid="(\d+)" lastid="(\d+)">([\s\S]*?)<\/volume>/g)].map(
      ([, first, last, body = '']) => ({
        first: Number(first),
        last: Number(last),
        name: /key="name" value="([^"]*)"/.exec(body)?.[1],
        extruder: /key="extruder" value="(\d+)"/.exec(body)?.[1],
      }),
    );
    const baseTriangles = model.base.triangles.length / 3;
    const textTriangles = model.text.triangles.length / 3;
    expect(volumes).toEqual([
      { first: 0, last: baseTriangles - 1, name: 'base', extruder: '1' },
      { first: baseTriangles, last: baseTriangles + textTriangles - 1, name: 'text', extruder: '2' },
    ]);
  });

  it('uses the colours the model was built with when none are passed', () => {
    const blue = buildKeychain({
      text: 'A',
      font: loadBuiltInFont(hb, 'chewy'),
      colors: { fontColor: '#FFF', backgroundColor: '1D4ED8' },
    });
    expect(blue.colors).toEqual({ fontColor: '#ffffff', backgroundColor: '#1d4ed8' });
    const xml = zipText(unzipSync(to3mf(blue)), '3D/3dmodel.model');
    expect(parseModelXml(xml).colors).toEqual(['#1D4ED8FF', '#FFFFFFFF']);
    expect(model.colors).toEqual({ fontColor: '#fbbf24', backgroundColor: '#000000' }); // spec §9 default
  });

  it('refuses a build with a colour that is not hex', () => {
    expect(() =>
      buildKeychain({ text: 'A', font: loadBuiltInFont(hb, 'chewy'), colors: { fontColor: 'red', backgroundColor: '#000' } }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_COLOR' }));
  });

  it('normalises #RGB colours and refuses non-hex ones', () => {
    expect(toThreeMfColor('#fff')).toBe('#FFFFFFFF');
    expect(toThreeMfColor('FBBF24')).toBe('#FBBF24FF');
    expect(() => to3mf(model, { fontColor: 'yellow', backgroundColor: '#000' })).toThrow(GeometryError);
  });
});
