// The filament change of a two-colour keychain printed on a single-extruder printer: the
// plate colour prints first, the printer pauses (G-code M600) at the first layer that holds
// only text, and the text colour prints from there. PrusaSlicer reads the pause from
// Metadata/Prusa_Slicer_custom_gcode_per_print_z.xml and its settings from
// Metadata/Slic3r_PE.config inside the 3MF (the files it writes itself), so
// `prusa-slicer -g plate.3mf` needs no profile (docs/print-room.md).
import { GeometryError } from './errors.js';
import { normalizeHexColor } from './colors.js';

/** The slicer's layer heights, mm. */
export interface SlicerLayers {
  /** Height of every layer after the first, mm. */
  layerHeightMm: number;
  /** Height of the first layer, mm. */
  firstLayerHeightMm: number;
}

/** The print room's default layers: 0.2 mm, first layer 0.2 mm (docs/print-room.md). */
export const DEFAULT_SLICER_LAYERS: Readonly<SlicerLayers> = Object.freeze({ layerHeightMm: 0.2, firstLayerHeightMm: 0.2 });

/** One filament: its colour (#RGB or #RRGGBB) and the name the print room calls it ("Black PLA"). */
export interface Filament {
  color: string;
  name: string;
}

/** What a 3MF needs to slice into a one-pause, two-colour print. */
export interface ColourChangePrint {
  layers: SlicerLayers;
  /** print_z of the first text-only layer, mm (see colourChangeZ). */
  changeZMm: number;
  /** Loaded first: the plate's filament. */
  plate: Filament;
  /** Loaded at the pause: the text's filament. */
  text: Filament;
  /** The bed the plate was laid out for, mm; sets PrusaSlicer's bed and the gap its arrangement keeps. */
  bed?: { widthMm: number; depthMm: number; spacingMm: number };
}

const EPSILON_MM = 1e-6;

function checkLayers(layers: SlicerLayers): void {
  for (const [name, value] of Object.entries(layers)) {
    if (!Number.isFinite(value) || value < 0.05 || value > 1) {
      throw new GeometryError('INVALID_OPTIONS', `${name} must be between 0.05 and 1 mm, got ${String(value)}.`);
    }
  }
}

/** Rounds a height to 0.1 µm so 0.2 + 18 × 0.2 prints as 3.8, not 3.8000000000000003. */
function roundMm(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

/**
 * The print_z (top of the layer, mm) of the first layer that holds only what lies above
 * `topMm`: layers print at first, first + h, first + 2h…, and PrusaSlicer cuts each layer at
 * its middle, so a layer whose middle is at or below the plate's top still prints the plate
 * (measured with PrusaSlicer 2.5: with 0.2 mm layers the layer at 3.6 mm is the 3.5 mm plate's
 * top skin, and the text alone starts at 3.8 mm). The colour change goes at this height.
 * @throws GeometryError INVALID_OPTIONS for layer heights outside 0.05-1 mm or a negative top.
 */
export function colourChangeZ(topMm: number, layers: SlicerLayers = DEFAULT_SLICER_LAYERS): number {
  checkLayers(layers);
  if (!Number.isFinite(topMm) || topMm < 0)
    throw new GeometryError('INVALID_OPTIONS', `The plate's top must be ≥ 0 mm, got ${String(topMm)}.`);
  const first = layers.firstLayerHeightMm;
  const h = layers.layerHeightMm;
  if (first / 2 > topMm + EPSILON_MM) return roundMm(first);
  // Smallest n ≥ 1 with (first + n·h) − h/2 > top.
  const n = Math.max(1, Math.floor((topMm - first + h / 2) / h + EPSILON_MM) + 1);
  return roundMm(first + n * h);
}

/** Millimetres as PrusaSlicer writes them: up to 4 decimals, no trailing zeros. */
export function formatMm(value: number): string {
  return String(roundMm(value));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A config string value as PrusaSlicer quotes it (backslash and double quote escaped); control characters dropped. */
function quoted(text: string): string {
  return `"${text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * Metadata/Prusa_Slicer_custom_gcode_per_print_z.xml: one ColorChange (type 0) at `changeZMm`
 * to the text's colour, single-extruder mode (PrusaSlicer's own format, src/libslic3r/Format/3mf.cpp).
 * @throws GeometryError INVALID_COLOR.
 */
export function prusaColourChangeXml(print: ColourChangePrint): string {
  const color = normalizeHexColor(print.text.color).toUpperCase();
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<custom_gcodes_per_print_z>',
    `<code print_z="${formatMm(print.changeZMm)}" type="0" extruder="1" color="${color}" extra="${escapeXml(print.text.name)}" gcode="M600"/>`,
    '<mode value="SingleExtruder"/>',
    '</custom_gcodes_per_print_z>',
    '',
  ].join('\n');
}

/**
 * Metadata/Slic3r_PE.config: only the settings the colour change depends on (layer heights,
 * the first filament's colour and name, M600 as the colour-change G-code, PLA's density for
 * the gram estimate, and the bed the plate was laid out for); everything else stays the
 * slicer's own default or the operator's profile.
 * @throws GeometryError INVALID_COLOR.
 */
export function prusaProjectConfig(print: ColourChangePrint): string {
  const plateColor = normalizeHexColor(print.plate.color).toUpperCase();
  normalizeHexColor(print.text.color);
  const lines = [
    '; Chaabi print settings for a two-colour keychain plate (docs/print-room.md)',
    `; layer_height = ${formatMm(print.layers.layerHeightMm)}`,
    `; first_layer_height = ${formatMm(print.layers.firstLayerHeightMm)}`,
    `; filament_colour = ${plateColor}`,
    `; extruder_colour = ${plateColor}`,
    `; filament_notes = ${quoted(`${print.plate.name}, then ${print.text.name} from Z ${formatMm(print.changeZMm)} mm`)}`,
    '; filament_type = PLA',
    '; filament_density = 1.24',
    '; color_change_gcode = M600',
  ];
  if (print.bed) {
    const { widthMm: w, depthMm: d, spacingMm } = print.bed;
    lines.push(`; bed_shape = 0x0,${formatMm(w)}x0,${formatMm(w)}x${formatMm(d)},0x${formatMm(d)}`);
    // The gap PrusaSlicer's arrangement keeps: ours, so a full plate still fits when it re-arranges.
    lines.push(`; duplicate_distance = ${formatMm(spacingMm)}`);
  }
  return `${lines.join('\n')}\n`;
}
