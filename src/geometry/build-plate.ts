// Build plates for batch printing: keychains of one colour
// combination laid out in a grid on the printer's bed, as many plates as needed, so one
// filament change prints a whole plate. Pure arithmetic on footprints, mm; the 3MF writer
// places each keychain with a build-item transform, so the meshes are never copied or moved.
import { valueAt } from './indexed';
import { GeometryError } from './errors.js';
import { objectsTo3mf, type ColoredPart, type ThreeMfObject } from './threemf.js';
import type { ColourChangePrint } from './colour-change.js';
import type { RectMm } from './outline.js';
import type { TriangleMesh } from './mesh.js';

/** A print bed and the gap kept between keychains, mm. */
export interface BedOptions {
  /** Usable bed size along X, mm. */
  widthMm: number;
  /** Usable bed size along Y, mm. */
  depthMm: number;
  /** Clear gap between neighbouring keychains, mm. */
  spacingMm: number;
}

/** The shop's printer: 250 × 210 mm bed (Prusa MK4 class), 5 mm between keychains. */
export const DEFAULT_BED: Readonly<BedOptions> = Object.freeze({ widthMm: 250, depthMm: 210, spacingMm: 5 });

/** A keychain's footprint on the bed before any turn: [0, widthMm] × [0, depthMm], mm. */
export interface FootprintMm {
  widthMm: number;
  depthMm: number;
}

/** How many keychains one plate holds, in which grid and orientation. */
export interface PlateGrid {
  columns: number;
  rows: number;
  /** Keychains per plate: columns × rows. */
  perPlate: number;
  /** True when each keychain is turned a quarter turn (its long side along Y). */
  quarterTurn: boolean;
}

/** Where one keychain goes on its plate. */
export interface PlateSlot {
  /** Translation of the keychain's local origin after the optional quarter turn, mm (the 3MF item offset). */
  offset: { x: number; y: number };
  quarterTurn: boolean;
  /** The footprint it covers on the bed, mm. */
  footprint: RectMm;
}

function checkPositive(name: string, value: number, allowZero = false): void {
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    throw new GeometryError('INVALID_OPTIONS', `Option ${name} must be a positive number of mm, got ${String(value)}.`);
  }
}

function gridFor(w: number, d: number, bed: BedOptions): { columns: number; rows: number } {
  const columns = Math.floor((bed.widthMm + bed.spacingMm) / (w + bed.spacingMm) + 1e-9);
  const rows = Math.floor((bed.depthMm + bed.spacingMm) / (d + bed.spacingMm) + 1e-9);
  return { columns, rows };
}

/**
 * The densest grid of `item` on `bed`: as laid out, or turned a quarter turn (a 60 × 20 mm
 * keychain fits 3 × 8 = 24 as laid out and 10 × 3 = 30 turned on 250 × 210 mm).
 * @throws GeometryError INVALID_OPTIONS for non-positive sizes, or when one keychain does not fit the bed.
 */
export function plateGrid(item: FootprintMm, bed: BedOptions = DEFAULT_BED): PlateGrid {
  checkPositive('item widthMm', item.widthMm);
  checkPositive('item depthMm', item.depthMm);
  checkPositive('bed widthMm', bed.widthMm);
  checkPositive('bed depthMm', bed.depthMm);
  checkPositive('bed spacingMm', bed.spacingMm, true);
  const flat = gridFor(item.widthMm, item.depthMm, bed);
  const turned = gridFor(item.depthMm, item.widthMm, bed);
  const flatCount = flat.columns * flat.rows;
  const turnedCount = turned.columns * turned.rows;
  if (flatCount === 0 && turnedCount === 0) {
    throw new GeometryError(
      'INVALID_OPTIONS',
      `A ${item.widthMm} × ${item.depthMm} mm keychain does not fit a ${bed.widthMm} × ${bed.depthMm} mm bed.`,
    );
  }
  return turnedCount > flatCount
    ? { ...turned, perPlate: turnedCount, quarterTurn: true }
    : { ...flat, perPlate: flatCount, quarterTurn: false };
}

/**
 * Lays out `count` keychains of footprint `item` on as many plates as needed (row by row from
 * the front left, the grid centred on the bed), `spacingMm` apart. Returns one slot list per
 * plate; plates are full except the last.
 * @throws GeometryError INVALID_OPTIONS (see plateGrid; count must be a whole number ≥ 0).
 */
export function layoutBuildPlates(count: number, item: FootprintMm, bed: BedOptions = DEFAULT_BED): PlateSlot[][] {
  if (!Number.isInteger(count) || count < 0) throw new GeometryError('INVALID_OPTIONS', `count must be a whole number, got ${count}.`);
  const grid = plateGrid(item, bed);
  const w = grid.quarterTurn ? item.depthMm : item.widthMm;
  const d = grid.quarterTurn ? item.widthMm : item.depthMm;
  const gridWidth = grid.columns * w + (grid.columns - 1) * bed.spacingMm;
  const gridDepth = grid.rows * d + (grid.rows - 1) * bed.spacingMm;
  const x0 = (bed.widthMm - gridWidth) / 2;
  const y0 = (bed.depthMm - gridDepth) / 2;
  const plates: PlateSlot[][] = [];
  for (let i = 0; i < count; i++) {
    const k = i % grid.perPlate;
    if (k === 0) plates.push([]);
    const minX = x0 + (k % grid.columns) * (w + bed.spacingMm);
    const minY = y0 + Math.floor(k / grid.columns) * (d + bed.spacingMm);
    plates.at(-1)!.push({
      // A quarter turn maps [0, W] × [0, D] to [−D, 0] × [0, W]: shift right by the turned width.
      offset: { x: grid.quarterTurn ? minX + w : minX, y: minY },
      quarterTurn: grid.quarterTurn,
      footprint: { minX, minY, maxX: minX + w, maxY: minY + d },
    });
  }
  return plates;
}

/** One keychain of a plate: its name and its coloured parts (plate and text), in its own coordinates. */
export interface PlateItem {
  name: string;
  parts: readonly ColoredPart[];
}

/**
 * One build plate as a 3MF: one object per keychain (two parts each, plate on extruder 1 and
 * text on extruder 2, as the single-keychain 3MF), placed by `slots`; `level` as objectsTo3mf;
 * `print` adds the filament change for single-extruder printers (colour-change.ts).
 * @throws GeometryError INVALID_OPTIONS when items and slots differ in number; INVALID_COLOR.
 */
export function buildPlateTo3mf(
  items: readonly PlateItem[],
  slots: readonly PlateSlot[],
  title = 'Chaabi build plate',
  level: 1 | 6 = 6,
  print?: ColourChangePrint,
): Uint8Array {
  if (items.length !== slots.length) {
    throw new GeometryError('INVALID_OPTIONS', `${items.length} keychains for ${slots.length} plate slots.`);
  }
  // The placement is written into the vertices, not into build-item transforms: PrusaSlicer 2.5
  // applies the first object's transform to the later objects' second volume when a file it did
  // not write splits objects into volumes (measured; decision 025).
  const objects: ThreeMfObject[] = items.map((item, i) => ({
    name: item.name,
    parts: item.parts.map((part) => ({ ...part, mesh: placeMesh(part.mesh, slots[i]!) })),
  }));
  return objectsTo3mf(objects, title, level, print);
}

/** A copy of `mesh` turned and moved as `slot` says (local (x, y) → (−y, x) when turned, then offset), mm. */
export function placeMesh(mesh: TriangleMesh, slot: Pick<PlateSlot, 'offset' | 'quarterTurn'>): TriangleMesh {
  const v = mesh.vertices;
  const out = new Float32Array(v.length);
  const { x: ox, y: oy } = slot.offset;
  for (let i = 0; i < v.length; i += 3) {
    const x = valueAt(v, i);
    const y = valueAt(v, i + 1);
    out[i] = (slot.quarterTurn ? -y : x) + ox;
    out[i + 1] = (slot.quarterTurn ? x : y) + oy;
    out[i + 2] = valueAt(v, i + 2);
  }
  return { vertices: out, triangles: mesh.triangles };
}
