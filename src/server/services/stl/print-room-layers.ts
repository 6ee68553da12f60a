/**
 * The print room's layers as the print engine takes them (docs/decisions/041): read from the
 * settings by the print room (print-room/print-room-settings.ts getPrintRoomLayers) and passed in,
 * so the engine never reads the print room's tables.
 */
import type { SlicerLayers } from '../../../geometry/index.js';

/** The layers and the colour change height the print files are made for. */
export interface PrintRoomLayers {
  layers: SlicerLayers;
  /** print_z of the first text-only layer of the 3.5 mm plate, mm. */
  changeZMm: number;
}
