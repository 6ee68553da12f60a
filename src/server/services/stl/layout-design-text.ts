import { MAX_ORDER_TEXT } from '#shared/keychain-text';
import type { LayoutResponse } from '#shared/schemas/stl';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { resolveEngineFont } from './resolve-engine-font';
import type { StlContext } from './stl-context';

/**
 * POST /api/designs/layout: the engine's own HarfBuzz shaping of a design's text in the exact
 * font file the print would use (docs/decisions/043-harfbuzz-shaping.md), run in the worker pool:
 * glyph ids, clusters and positions in font units. Only fonts shoppers are offered are shaped.
 * @throws AppError BAD_REQUEST for a font that is not offered or text the engine refuses (a
 * character the font lacks, a vowel sign with no letter); GATEWAY_UNAVAILABLE when the pool is saturated.
 */
export async function layoutDesignText(
  db: Db,
  stl: StlContext,
  design: { customText: string; fontFamily: string },
): Promise<LayoutResponse> {
  const font = await resolveEngineFont(db, stl.storage, { fontFamily: design.fontFamily, offeredOnly: true });
  if (!font.ok) {
    const message = `Font "${design.fontFamily}" is not available`;
    throw new AppError('BAD_REQUEST', message, { issues: [{ path: 'fontFamily', message }] });
  }
  let result;
  try {
    result = await stl.pool().layout({
      text: design.customText,
      font: font.value,
      ...(font.fontFile ? { fontFile: font.fontFile } : {}),
      maxLength: MAX_ORDER_TEXT,
    });
  } catch (error) {
    throw new AppError('GATEWAY_UNAVAILABLE', 'The print checker is busy. Please try again in a moment.', {
      headers: { 'Retry-After': '5' },
      cause: error,
    });
  }
  if (!result.ok) throw new AppError('BAD_REQUEST', result.message, { issues: [{ path: 'customText', message: result.message }] });
  return {
    clusters: result.clusters,
    glyphs: result.glyphs.map(({ glyphId, cluster, xAdvance, xOffset, yOffset }) => ({ glyphId, cluster, xAdvance, xOffset, yOffset })),
  };
}
