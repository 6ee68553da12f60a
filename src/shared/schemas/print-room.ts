/** Print room settings contracts: the layers plates are sliced at (docs/print-room.md). */
import { z } from 'zod';

/** Thinnest and thickest layer the print room accepts, mm (a 0.4 mm nozzle prints 0.05-0.6 mm). */
export const MIN_LAYER_HEIGHT_MM = 0.05;
export const MAX_LAYER_HEIGHT_MM = 0.6;

const layerHeight = (label: string) =>
  z
    .number({ error: `${label} must be a number of mm` })
    .min(MIN_LAYER_HEIGHT_MM, `${label} must be between ${MIN_LAYER_HEIGHT_MM} and ${MAX_LAYER_HEIGHT_MM} mm`)
    .max(MAX_LAYER_HEIGHT_MM, `${label} must be between ${MIN_LAYER_HEIGHT_MM} and ${MAX_LAYER_HEIGHT_MM} mm`)
    .refine((mm) => Math.abs(mm * 1000 - Math.round(mm * 1000)) < 1e-6, `${label} must be a whole number of µm (e.g. 0.2)`);

/** PUT /api/admin/settings/print-room body. */
export const PrintRoomSettingsRequest = z.object({
  layerHeightMm: layerHeight('Layer height'),
  firstLayerHeightMm: layerHeight('First layer height'),
});
export type PrintRoomSettingsRequest = z.infer<typeof PrintRoomSettingsRequest>;

/** GET/PUT /api/admin/settings/print-room answer: the settings and the colour change they give. */
export const PrintRoomSettingsResponse = PrintRoomSettingsRequest.extend({
  /** Where the filament changes on the 3.5 mm plate at these layers, mm (what the slicer does). */
  colourChangeZMm: z.number(),
  updatedAt: z.string().nullable(),
});
export type PrintRoomSettingsResponse = z.infer<typeof PrintRoomSettingsResponse>;
