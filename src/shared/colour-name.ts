/** Plain names of colours for text that people read (e-mails): never a hex code. */

const PALETTE: readonly [string, number, number, number][] = [
  ['Black', 0, 0, 0],
  ['White', 255, 255, 255],
  ['Grey', 128, 128, 128],
  ['Red', 220, 38, 38],
  ['Orange', 249, 115, 22],
  ['Yellow', 250, 204, 21],
  ['Green', 22, 163, 74],
  ['Blue', 37, 99, 235],
  ['Navy', 30, 58, 138],
  ['Purple', 147, 51, 234],
  ['Pink', 236, 72, 153],
  ['Brown', 120, 53, 15],
];

/** The nearest plain colour name of a #RRGGBB value ("#1f1f1f" → "Black"); "" for anything else. */
export function colourName(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return '';
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((h) => parseInt(h, 16)) as [number, number, number];
  let best = PALETTE[0]!;
  let bestDistance = Infinity;
  for (const entry of PALETTE) {
    const d = (entry[1] - r) ** 2 + (entry[2] - g) ** 2 + (entry[3] - b) ** 2;
    if (d < bestDistance) [best, bestDistance] = [entry, d];
  }
  return best[0];
}
