import type { KeychainLettering } from '#shared/schemas/keychain-design';
import type { LayoutResponse } from '#shared/schemas/stl';
import type { Db } from '../../db/client';
import { runDesignTextTask } from './run-design-text-task';
import type { StlContext } from './stl-context';

/**
 * POST /api/designs/layout: the engine's own HarfBuzz shaping of a design's text in the exact
 * font file the print would use (docs/decisions/043-harfbuzz-shaping.md), run in the worker pool:
 * glyph ids, clusters and positions in font units. Only fonts shoppers are offered are shaped.
 * @throws AppError BAD_REQUEST for a font that is not offered or text the engine refuses (a
 * character the font lacks, a vowel sign with no letter); GATEWAY_UNAVAILABLE when the pool is saturated.
 */
export async function layoutDesignText(db: Db, stl: StlContext, design: KeychainLettering): Promise<LayoutResponse> {
  const result = await runDesignTextTask(db, stl, design, (input) => stl.pool().layout(input));
  return {
    clusters: result.clusters,
    glyphs: result.glyphs.map(({ glyphId, cluster, xAdvance, xOffset, yOffset }) => ({ glyphId, cluster, xAdvance, xOffset, yOffset })),
  };
}
