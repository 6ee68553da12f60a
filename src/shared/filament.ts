// Filament names: the print room loads spools by name ("Light Pink PLA"), not by hex code.
// Each colour combination names the filament of its text and of its plate; a combination
// without names (an older row, or a new one left blank) takes the nearest named colour of
// FILAMENT_PALETTE, as the migration that introduced the names did (docs/print-room.md).
import { z } from 'zod';
import { freeText } from './free-text';

/** At most this many characters in a filament name. */
export const MAX_FILAMENT_NAME = 40;

/** Named spool colours, #rrggbb; the default names are the nearest of these plus " PLA". */
export const FILAMENT_PALETTE: readonly { name: string; hex: string }[] = [
  { name: 'Black', hex: '#000000' },
  { name: 'White', hex: '#ffffff' },
  { name: 'Grey', hex: '#808080' },
  { name: 'Red', hex: '#dc2626' },
  { name: 'Orange', hex: '#fb923c' },
  { name: 'Yellow', hex: '#fbbf24' },
  { name: 'Green', hex: '#4ade80' },
  { name: 'Dark Green', hex: '#052e16' },
  { name: 'Light Blue', hex: '#7dd3fc' },
  { name: 'Blue', hex: '#2563eb' },
  { name: 'Navy', hex: '#0f172a' },
  { name: 'Light Pink', hex: '#f9a8d4' },
  { name: 'Purple', hex: '#9333ea' },
  { name: 'Brown', hex: '#78350f' },
];

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * The default filament name of a colour: the nearest palette colour plus " PLA", e.g. '#1f1f1f'
 * → 'Black PLA'. Nearest by RGB distance plus four times the squared difference in chroma
 * (max − min channel), so a dark neutral grey stays black rather than becoming a dark green or
 * navy that is as close in plain RGB. `hex` is #rrggbb; anything else gives 'PLA'.
 */
export function defaultFilamentName(hex: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return 'PLA';
  const [r, g, b] = rgb(hex);
  let best = FILAMENT_PALETTE[0]!;
  let bestDistance = Infinity;
  for (const entry of FILAMENT_PALETTE) {
    const [pr, pg, pb] = rgb(entry.hex);
    const chroma = Math.max(r, g, b) - Math.min(r, g, b) - (Math.max(pr, pg, pb) - Math.min(pr, pg, pb));
    const distance = (r - pr) ** 2 + (g - pg) ** 2 + (b - pb) ** 2 + 4 * chroma ** 2;
    if (distance < bestDistance) [best, bestDistance] = [entry, distance];
  }
  return `${best.name} PLA`;
}

/** A filament name field: free text (shared/free-text.ts rules) of 1-40 characters, trimmed. */
export function filamentName(label: string) {
  return freeText(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(MAX_FILAMENT_NAME, `${label} must be at most ${MAX_FILAMENT_NAME} characters`),
  );
}
