/**
 * The batch zip's third step: build plates. Keychains are grouped by colour combination in
 * batch order and laid out on the bed, as many plates per group as needed; each plate 3MF
 * carries the filament change (plate filament first, one M600 at the first text-only layer:
 * docs/print-room.md) and is named after its filaments.
 */
import type { Zippable } from 'fflate';
import { DEFAULT_KEYCHAIN_OPTIONS, buildPlateTo3mf, layoutBuildPlates, type BedOptions, type PlateItem } from '../../../geometry/index.js';
import { AppError } from '../../lib/app-error';
import type { PrintRoomLayers } from './print-room-layers';
import { safeName, type BuiltKeychain } from './build-order-print-files';
import type { BatchKeychain } from './print-batch-build';

/** The colour group key of a keychain: `fbbf24-on-000000`. */
export function colourKey(colours: { fontColor: string; backgroundColor: string }): string {
  return `${colours.fontColor.replace('#', '').toLowerCase()}-on-${colours.backgroundColor.replace('#', '').toLowerCase()}`;
}

/** "Light Pink PLA on Black PLA": a colour group as the print room names it. */
export function filamentPairName(k: Pick<BuiltKeychain, 'filaments'>): string {
  return `${k.filaments.text} on ${k.filaments.plate}`;
}

/** One plate of a colour group. */
export interface BatchPlate {
  /** Path inside the zip: `plates/…3mf`. */
  path: string;
  members: readonly BatchKeychain[];
}

/** One colour combination's keychains and plates. */
export interface BatchPlateGroup {
  key: string;
  displayName: string;
  /** "Light Pink PLA on Black PLA". */
  filamentName: string;
  first: BuiltKeychain;
  keychains: number;
  plates: BatchPlate[];
}

/**
 * Lays out the built keychains of `entries` on plates of `bed`, one colour combination per
 * plate, and writes each plate's 3MF with the filament change for `print`'s layers.
 * @throws AppError BAD_REQUEST when a keychain does not fit the bed.
 */
export function buildBatchPlates(
  entries: readonly BatchKeychain[],
  bed: BedOptions,
  print: PrintRoomLayers,
): { plates: Zippable; plateNames: Map<BuiltKeychain, string>; groups: BatchPlateGroup[] } {
  const byColour = new Map<string, BatchKeychain[]>();
  for (const entry of entries) {
    if (!entry.k.files?.meshes) continue;
    const key = colourKey(entry.k.colours);
    byColour.set(key, [...(byColour.get(key) ?? []), entry]);
  }
  const footprint = { widthMm: DEFAULT_KEYCHAIN_OPTIONS.width, depthMm: DEFAULT_KEYCHAIN_OPTIONS.height };
  const plates: Zippable = {};
  const plateNames = new Map<BuiltKeychain, string>();
  const groups: BatchPlateGroup[] = [];
  for (const [key, items] of byColour) {
    const first = items[0]!.k;
    let layout;
    try {
      layout = layoutBuildPlates(items.length, footprint, bed);
    } catch (error) {
      throw new AppError('BAD_REQUEST', (error as Error).message, { cause: error });
    }
    const filamentName = filamentPairName(first);
    const group: BatchPlateGroup = {
      key,
      displayName: first.colours.displayName,
      filamentName,
      first,
      keychains: items.length,
      plates: [],
    };
    let start = 0;
    for (const [p, slots] of layout.entries()) {
      const members = items.slice(start, start + slots.length);
      start += slots.length;
      const name = `${safeName(filamentName.replace(/ /g, '-'))}-${key}-plate-${p + 1}-of-${layout.length}.3mf`;
      const plateItems: PlateItem[] = members.map(({ order, design, k }) => ({
        name: `#${order.id}-${k.index + 1} ${design.customText}`,
        parts: [
          { name: 'base', mesh: k.files!.meshes!.base, color: k.colours.backgroundColor, extruder: 1 },
          { name: 'text', mesh: k.files!.meshes!.text, color: k.colours.fontColor, extruder: 2 },
        ],
      }));
      const title = `${filamentName} plate ${p + 1} of ${layout.length}`;
      plates[name] = [
        buildPlateTo3mf(plateItems, slots, title, 1, {
          ...print,
          plate: { color: first.colours.backgroundColor, name: first.filaments.plate },
          text: { color: first.colours.fontColor, name: first.filaments.text },
          bed,
        }),
        { level: 0 },
      ];
      const path = `plates/${name}`;
      for (const { k } of members) plateNames.set(k, path);
      group.plates.push({ path, members });
    }
    groups.push(group);
  }
  return { plates, plateNames, groups };
}
