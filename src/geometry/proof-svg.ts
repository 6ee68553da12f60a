// Proof images: the keychain's top view drawn from the very loops its mesh was built
// from, so customer, admin and printer see the printed outline, not a browser font rendering.
// Pure string building; the server rasterises the SVG to PNG.
import { valueAt } from './indexed';
import { normalizeKeychainColors, type KeychainColors } from './colors.js';
import type { ContourMm, RectMm } from './outline.js';

/** Size of the proof image in pixels; the default suits an og:image card (1200 × 630). */
export interface ProofSvgOptions {
  widthPx: number;
  heightPx: number;
  /** Page colour around the keychain. */
  pageColor: string;
}

/** 1200 × 630 px on a light grey page: an og:image, an e-mail picture and the admin's view alike. */
export const DEFAULT_PROOF_SVG_OPTIONS: Readonly<ProofSvgOptions> = Object.freeze({ widthPx: 1200, heightPx: 630, pageColor: '#f3f4f6' });

/** The keychain's top view: plate loops (outline and hole) and letter loops, mm, Y up. */
export interface ProofOutline {
  plate: readonly ContourMm[];
  letters: readonly ContourMm[];
}

function bounds(loops: readonly ContourMm[]): RectMm {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const loop of loops) {
    for (let i = 0; i < loop.length; i += 2) {
      const x = valueAt(loop, i);
      const y = valueAt(loop, i + 1);
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return { minX, minY, maxX, maxY };
}

/** Mixes a #rrggbb colour toward black (amount < 0) or white (amount > 0), 0..1. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel);
  return `#${((1 << 24) | (r! << 16) | (g! << 8) | b!).toString(16).slice(1)}`;
}

/** Perceived brightness 0..255 (ITU-R BT.601 weights). */
function luma(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
}

/** SVG path data of loops scaled by `scale` px/mm with Y flipped into the box's pixel frame. */
function pathData(loops: readonly ContourMm[], box: RectMm, scale: number, left: number, top: number): string {
  const parts: string[] = [];
  for (const loop of loops) {
    if (loop.length < 6) continue;
    for (let i = 0; i < loop.length; i += 2) {
      const x = left + (valueAt(loop, i) - box.minX) * scale;
      const y = top + (box.maxY - valueAt(loop, i + 1)) * scale;
      parts.push(`${i === 0 ? 'M' : 'L'}${x.toFixed(2)} ${y.toFixed(2)}`);
    }
    parts.push('Z');
  }
  return parts.join('');
}

/**
 * The proof's SVG: the plate in `backgroundColor` with its hole cut out, the letters in
 * `fontColor` with a slight shadow for the 1.5 mm relief, centred on the page at the largest
 * scale that leaves a 6 % border. Loops are filled with the non-zero rule, as the mesh was built.
 * @throws GeometryError INVALID_COLOR.
 */
export function keychainProofSvg(outline: ProofOutline, colors: KeychainColors, options: Partial<ProofSvgOptions> = {}): string {
  const o = { ...DEFAULT_PROOF_SVG_OPTIONS, ...options };
  const { fontColor, backgroundColor } = normalizeKeychainColors(colors);
  const page = normalizeKeychainColors({ fontColor: o.pageColor, backgroundColor: o.pageColor }).fontColor;
  const box = bounds(outline.plate);
  const widthMm = box.maxX - box.minX;
  const heightMm = box.maxY - box.minY;
  const scale = Math.min((o.widthPx * 0.88) / widthMm, (o.heightPx * 0.88) / heightMm);
  const left = (o.widthPx - widthMm * scale) / 2;
  const top = (o.heightPx - heightMm * scale) / 2;
  const plate = pathData(outline.plate, box, scale, left, top);
  const letters = pathData(outline.letters, box, scale, left, top);
  const edge = luma(backgroundColor) < 60 ? shade(backgroundColor, 0.35) : shade(backgroundColor, -0.3);
  const shadowOffset = (0.35 * scale).toFixed(2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${o.widthPx}" height="${o.heightPx}" viewBox="0 0 ${o.widthPx} ${o.heightPx}">`,
    `<rect width="100%" height="100%" fill="${page}"/>`,
    `<path d="${plate}" fill="${backgroundColor}" fill-rule="nonzero" stroke="${edge}" stroke-width="${(0.25 * scale).toFixed(2)}" stroke-linejoin="round"/>`,
    `<path d="${letters}" fill="${shade(fontColor, -0.45)}" fill-rule="nonzero" transform="translate(${shadowOffset} ${shadowOffset})"/>`,
    `<path d="${letters}" fill="${fontColor}" fill-rule="nonzero"/>`,
    '</svg>',
  ].join('');
}
