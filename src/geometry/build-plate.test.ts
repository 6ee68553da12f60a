import * as hb from 'harfbuzzjs';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_BED,
  GeometryError,
  buildKeychain,
  buildPlateTo3mf,
  initGeometry,
  layoutBuildPlates,
  plateGrid,
  type RectMm,
} from './index.js';
import { loadBuiltInFont } from './node-fonts.js';

const KEYCHAIN = { widthMm: 60, depthMm: 20 };

function overlaps(a: RectMm, b: RectMm, gap: number): boolean {
  return a.minX < b.maxX + gap - 1e-9 && b.minX < a.maxX + gap - 1e-9 && a.minY < b.maxY + gap - 1e-9 && b.minY < a.maxY + gap - 1e-9;
}

describe('plateGrid', () => {
  it('turns 60 × 20 mm keychains a quarter turn on the 250 × 210 mm bed: 10 × 3 = 30 instead of 3 × 8 = 24', () => {
    expect(plateGrid(KEYCHAIN)).toEqual({ columns: 10, rows: 3, perPlate: 30, quarterTurn: true });
    expect(plateGrid(KEYCHAIN, { widthMm: 210, depthMm: 250, spacingMm: 5 })).toEqual({
      columns: 3,
      rows: 10,
      perPlate: 30,
      quarterTurn: false,
    });
  });

  it('counts the spacing only between keychains (exact fit at the edge)', () => {
    // 4 × 60 + 3 × 5 = 255: four fit a 255 mm bed, not a 254.9 mm one
    expect(plateGrid({ widthMm: 60, depthMm: 200 }, { widthMm: 255, depthMm: 200, spacingMm: 5 }).columns).toBe(4);
    expect(plateGrid({ widthMm: 60, depthMm: 200 }, { widthMm: 254.9, depthMm: 200, spacingMm: 5 }).columns).toBe(3);
  });

  it('refuses a keychain larger than the bed, and non-positive sizes', () => {
    expect(() => plateGrid({ widthMm: 300, depthMm: 300 })).toThrow(GeometryError);
    expect(() => plateGrid(KEYCHAIN, { widthMm: 0, depthMm: 210, spacingMm: 5 })).toThrow(/bed widthMm/);
    expect(() => plateGrid(KEYCHAIN, { widthMm: 250, depthMm: 210, spacingMm: -1 })).toThrow(/spacingMm/);
    expect(() => layoutBuildPlates(1.5, KEYCHAIN)).toThrow(/whole number/);
  });
});

describe('layoutBuildPlates', () => {
  it('fills plates of 30 and puts the rest on the last: 50 → 30 + 20, 0 → none', () => {
    expect(layoutBuildPlates(50, KEYCHAIN).map((p) => p.length)).toEqual([30, 20]);
    expect(layoutBuildPlates(30, KEYCHAIN).map((p) => p.length)).toEqual([30]);
    expect(layoutBuildPlates(0, KEYCHAIN)).toEqual([]);
  });

  it('keeps every keychain on the bed and at least 5 mm from every other', () => {
    for (const bed of [DEFAULT_BED, { widthMm: 180, depthMm: 180, spacingMm: 3 }]) {
      const [plate] = layoutBuildPlates(plateGrid(KEYCHAIN, bed).perPlate, KEYCHAIN, bed);
      for (const [i, slot] of plate!.entries()) {
        const f = slot.footprint;
        expect(f.minX).toBeGreaterThanOrEqual(0);
        expect(f.minY).toBeGreaterThanOrEqual(0);
        expect(f.maxX).toBeLessThanOrEqual(bed.widthMm + 1e-9);
        expect(f.maxY).toBeLessThanOrEqual(bed.depthMm + 1e-9);
        for (const other of plate!.slice(i + 1)) expect(overlaps(f, other.footprint, bed.spacingMm)).toBe(false);
      }
    }
  });

  it('maps the turned keychain exactly onto its footprint (offset = footprint corner + turned width)', () => {
    const [first] = layoutBuildPlates(1, KEYCHAIN)[0]!;
    expect(first!.quarterTurn).toBe(true);
    // local (x, y) → (−y + ox, x + oy): the local corners (0, 0) and (60, 20) land on the footprint's corners
    const corner = (x: number, y: number) => [-y + first!.offset.x, x + first!.offset.y];
    expect(corner(0, 0)).toEqual([first!.footprint.maxX, first!.footprint.minY]);
    expect(corner(60, 20)).toEqual([first!.footprint.minX, first!.footprint.maxY]);
    expect(first!.footprint.maxX - first!.footprint.minX).toBe(20);
  });
});

describe('buildPlateTo3mf', () => {
  beforeAll(async () => {
    await initGeometry();
  });

  it('writes one two-part object per keychain, turned and moved onto its footprint', () => {
    const font = loadBuiltInFont(hb, 'bangers');
    const texts = ['Asha', 'Ravi', 'Kiran'];
    const items = texts.map((text) => {
      const model = buildKeychain({ text, font });
      return {
        name: text,
        parts: [
          { name: 'base', mesh: model.base, color: '#000000' },
          { name: 'text', mesh: model.text, color: '#fbbf24' },
        ],
      };
    });
    const [slots] = layoutBuildPlates(items.length, KEYCHAIN);
    const files = unzipSync(buildPlateTo3mf(items, slots!, 'Yellow plate 1'));
    const model = strFromU8(files['3D/3dmodel.model']!);
    expect(model.match(/<object /g)).toHaveLength(3);
    // Placement is in the vertices (decision 025): no build-item transforms, each object inside its footprint
    expect(model).not.toContain('transform=');
    const objects = [...model.matchAll(/<object [^>]*>(.*?)<\/object>/gs)].map((m) => m[1]!);
    for (const [i, xml] of objects.entries()) {
      const xs = [...xml.matchAll(/<vertex x="([^"]+)" y="([^"]+)"/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
      const f = slots![i]!.footprint;
      expect(Math.min(...xs.map((p) => p[0]))).toBeCloseTo(f.minX, 4);
      expect(Math.max(...xs.map((p) => p[0]))).toBeCloseTo(f.maxX, 4);
      expect(Math.min(...xs.map((p) => p[1]))).toBeCloseTo(f.minY, 4);
      expect(Math.max(...xs.map((p) => p[1]))).toBeCloseTo(f.maxY, 4);
    }
    const config = strFromU8(files['Metadata/Slic3r_PE_model.config']!);
    expect(config.match(/<object /g)).toHaveLength(3);
    expect(config.match(/key="extruder" value="1"/g)).toHaveLength(3);
    expect(config.match(/key="extruder" value="2"/g)).toHaveLength(3);
    expect(() => buildPlateTo3mf(items, slots!.slice(1))).toThrow(/3 keychains for 2 plate slots/);
  });
});
