import { DEFAULT_MIN_STROKE_MM } from '../../../geometry/index.js';
import type { PrintabilityResponse } from '#shared/schemas/stl';
import type { Db } from '../../db/client';
import { runDesignTextTask } from './run-design-text-task';
import type { StlContext } from './stl-context';
import type { AssessTaskResult } from './geometry-worker';
import type { KeychainLettering } from '#shared/schemas/keychain-design';
import type { FindOfferedFont } from './resolve-engine-font';

const MEASURED_CACHE_SIZE = 2_000;

/** Measurements by font SHA-256 and text, kept on the print engine: a design measures the same every time, and orders repeat designs. */
function cachedAssess(stl: StlContext, key: string, run: () => Promise<AssessTaskResult>): Promise<AssessTaskResult> {
  const cache = stl.measured;
  let result = cache.get(key);
  if (!result) {
    if (cache.size >= MEASURED_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    result = run();
    cache.set(key, result);
    result.catch(() => cache.delete(key)); // a busy pool is not a verdict
  }
  return result;
}

/**
 * POST /api/designs/printability and the order-time guard: measures the design's
 * thinnest stroke and letter height at print scale in the worker pool, with the exact font file
 * the print would use, once per font file and text (cached). Only fonts shoppers are offered are measured;
 * `findOffered` (the composition root's, over the options cache) finds them without a query per design.
 * @throws AppError BAD_REQUEST for a font that is not offered or text the engine refuses;
 * GATEWAY_UNAVAILABLE when the pool is saturated.
 */
export async function checkPrintability(
  db: Db,
  stl: StlContext,
  design: KeychainLettering,
  findOffered?: FindOfferedFont,
): Promise<PrintabilityResponse> {
  const result = await runDesignTextTask(
    db,
    stl,
    design,
    (input, font) =>
      cachedAssess(stl, `${font.sha256}|${DEFAULT_MIN_STROKE_MM}|${input.text}`, () =>
        stl.pool().assess({ ...input, minStrokeMm: DEFAULT_MIN_STROKE_MM }),
      ),
    findOffered,
  );
  return {
    printable: result.printable,
    minStrokeMm: result.minStrokeMm,
    letterHeightMm: result.letterHeightMm,
    thickenMm: result.thickenMm,
    warnings: result.warnings,
  };
}
