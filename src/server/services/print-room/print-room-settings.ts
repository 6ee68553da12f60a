/**
 * The print room's settings (one row; docs/print-room.md): the layer heights plates are sliced
 * at, from which the colour change height follows (geometry colourChangeZ). Without a row the
 * defaults hold: 0.2 mm layers after a 0.2 mm first layer.
 */
import { sql } from 'drizzle-orm';
import type { PrintRoomSettingsRequest, PrintRoomSettingsResponse } from '#shared/schemas/print-room';
import { DEFAULT_KEYCHAIN_OPTIONS, DEFAULT_SLICER_LAYERS, colourChangeZ, type SlicerLayers } from '../../../geometry/index.js';
import type { Db } from '../../db/client';
import { printRoomSettings } from '../../db/schema/index';
import type { PrintRoomLayers } from '../stl/print-room-layers';

function toResponse(layers: SlicerLayers, updatedAt: Date | null): PrintRoomSettingsResponse {
  return {
    ...layers,
    colourChangeZMm: colourChangeZ(DEFAULT_KEYCHAIN_OPTIONS.baseThickness, layers),
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

/** Reads the settings (the defaults when none were saved). */
export async function getPrintRoomSettings(db: Db): Promise<PrintRoomSettingsResponse> {
  const [row] = await db.select().from(printRoomSettings);
  if (!row) return toResponse(DEFAULT_SLICER_LAYERS, null);
  return toResponse({ layerHeightMm: row.layerHeightUm / 1000, firstLayerHeightMm: row.firstLayerHeightUm / 1000 }, row.updatedAt);
}

/** The layers and change height print files are built with now. */
export async function getPrintRoomLayers(db: Db): Promise<PrintRoomLayers> {
  const settings = await getPrintRoomSettings(db);
  return {
    layers: { layerHeightMm: settings.layerHeightMm, firstLayerHeightMm: settings.firstLayerHeightMm },
    changeZMm: settings.colourChangeZMm,
  };
}

/**
 * Saves the settings (an upsert of the one row) and returns them with their colour change height;
 * `updatedAt` is the database's time (docs/decisions/039-updated-at-by-the-schema.md).
 */
export async function updatePrintRoomSettings(db: Db, options: { settings: PrintRoomSettingsRequest }): Promise<PrintRoomSettingsResponse> {
  const values = {
    id: 1,
    layerHeightUm: Math.round(options.settings.layerHeightMm * 1000),
    firstLayerHeightUm: Math.round(options.settings.firstLayerHeightMm * 1000),
  };
  await db
    .insert(printRoomSettings)
    .values(values)
    .onConflictDoUpdate({
      target: printRoomSettings.id,
      set: {
        layerHeightUm: sql`excluded.layer_height_um`,
        firstLayerHeightUm: sql`excluded.first_layer_height_um`,
      },
    });
  return getPrintRoomSettings(db);
}
