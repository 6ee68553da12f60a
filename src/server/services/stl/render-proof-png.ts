/**
 * Proof images: a PNG top view of a keychain in its two colours, drawn from the
 * outline its print mesh is built from (src/geometry keychainProofSvg) in the worker pool, and
 * rasterised here with sharp. Cached by design hash (engine version, font file SHA-256, text,
 * colours), so a design is drawn once per process however often it is shown.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DEFAULT_MIN_STROKE_MM, DEFAULT_PROOF_SVG_OPTIONS, normalizeHexColor } from '../../../geometry/index.js';
import { HEX_COLOR_MESSAGE } from '#shared/catalog';
import { MAX_ORDER_TEXT } from '#shared/keychain-text';
import type { DesignColours, KeychainLettering } from '#shared/schemas/keychain-design';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { resolveEngineFont } from './resolve-engine-font';
import type { ProofPng, StlContext } from './stl-context';

/** A keychain to draw: its lettering and the two colours of its colour combination (#rrggbb). */
export type ProofDesign = KeychainLettering & Pick<DesignColours, 'fontColor' | 'backgroundColor'>;

export type { ProofPng } from './stl-context';

const PROOF_CACHE_SIZE = 500;

/** The proof's cache key: everything that decides its pixels (hex SHA-256). */
export function proofDesignHash(parts: {
  cacheVersion: string;
  fontSha256: string;
  text: string;
  fontColor: string;
  backgroundColor: string;
}): string {
  return createHash('sha256')
    .update(
      [
        parts.cacheVersion,
        parts.fontSha256,
        parts.text,
        normalizeHexColor(parts.fontColor),
        normalizeHexColor(parts.backgroundColor),
        DEFAULT_MIN_STROKE_MM,
      ].join('\u0000'),
    )
    .digest('hex');
}

/**
 * Renders (or finds in the cache) the proof PNG of `design`, 1200 × 630 px. Any font option
 * with a file prints, hidden or not (an order's proof must still show after hiding a font);
 * callers that serve the public check the catalogue first.
 * @throws AppError BAD_REQUEST for a font without a buildable file, text or colours the engine
 * refuses; GATEWAY_UNAVAILABLE when the pool is saturated.
 */
export async function buildProofPng(db: Db, stl: StlContext, design: ProofDesign): Promise<ProofPng> {
  const font = await resolveEngineFont(db, stl.storage, { fontFamily: design.fontFamily });
  if (!font.ok) throw new AppError('BAD_REQUEST', font.message);
  let fontColor: string;
  let backgroundColor: string;
  try {
    fontColor = normalizeHexColor(design.fontColor);
    backgroundColor = normalizeHexColor(design.backgroundColor);
  } catch {
    throw new AppError('BAD_REQUEST', HEX_COLOR_MESSAGE);
  }
  const hash = proofDesignHash({
    cacheVersion: stl.cacheVersion,
    fontSha256: font.sha256,
    text: design.customText,
    fontColor,
    backgroundColor,
  });
  const cache = stl.proofs;
  const cached = cache.get(hash);
  if (cached) {
    // least recently used goes first: re-insert on a hit
    cache.delete(hash);
    cache.set(hash, cached);
    return cached;
  }
  const pending = (async (): Promise<ProofPng> => {
    const result = await stl.pool().proof({
      text: design.customText,
      font: font.value,
      ...(font.fontFile ? { fontFile: font.fontFile } : {}),
      colors: { fontColor, backgroundColor },
      maxLength: MAX_ORDER_TEXT,
      minStrokeMm: DEFAULT_MIN_STROKE_MM,
    });
    if (!result.ok) throw new AppError('BAD_REQUEST', result.message);
    return { png: await proofSvgToPng(result.svg, { palette: true }), hash };
  })();
  if (cache.size >= PROOF_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(hash, pending);
  pending.catch(() => cache.delete(hash)); // a refusal or a busy pool is not cached
  return pending;
}

/**
 * Rasterises a proof SVG made by keychainProofSvg to PNG (sharp/librsvg). `palette` quantises to
 * 256 colours: less than half the bytes (~23 KB instead of ~55 KB) for ~10× the time, worth it
 * for a cached image served many times, not for a batch's 50 proofs built once.
 */
export async function proofSvgToPng(svg: string, options: { palette?: boolean } = {}): Promise<Buffer> {
  const { widthPx, heightPx } = DEFAULT_PROOF_SVG_OPTIONS;
  // The SVG is ours (paths only, no text or links); the pixel limit still bounds the decoder.
  return sharp(Buffer.from(svg), { limitInputPixels: widthPx * heightPx * 4 })
    .png({ compressionLevel: 6, palette: options.palette ?? false })
    .toBuffer();
}

/** Draws the proof of a design through the app's print engine and its cache (composition-root.ts builds it). */
export type ProofRenderer = (design: ProofDesign) => Promise<ProofPng>;
