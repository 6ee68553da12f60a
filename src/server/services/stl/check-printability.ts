import { DEFAULT_MIN_STROKE_MM } from '../../../geometry/index.js';
import { MAX_ORDER_TEXT } from '#shared/keychain-text';
import type { PrintabilityResponse } from '#shared/schemas/stl';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { resolveEngineFont } from './resolve-engine-font';
import type { StlContext } from './stl-context';
import type { AssessTaskResult } from './geometry-worker';
import type { KeychainLettering } from '#shared/schemas/keychain-design';

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
 * POST /api/designs/printability and the order-time guard (issue 12): measures the design's
 * thinnest stroke and letter height at print scale in the worker pool, with the exact font file
 * the print would use, once per font file and text (cached). Only fonts shoppers are offered are measured.
 * @throws AppError BAD_REQUEST for a font that is not offered or text the engine refuses;
 * GATEWAY_UNAVAILABLE when the pool is saturated.
 */
export async function checkPrintability(db: Db, stl: StlContext, design: KeychainLettering): Promise<PrintabilityResponse> {
  const font = await resolveEngineFont(db, stl.storage, { fontFamily: design.fontFamily, offeredOnly: true });
  if (!font.ok) {
    throw new AppError('BAD_REQUEST', `Font "${design.fontFamily}" is not available`, {
      issues: [{ path: 'fontFamily', message: `Font "${design.fontFamily}" is not available` }],
    });
  }
  let result;
  try {
    result = await cachedAssess(stl, `${font.sha256}|${DEFAULT_MIN_STROKE_MM}|${design.customText}`, () =>
      stl.pool().assess({
        text: design.customText,
        font: font.value,
        ...(font.fontFile ? { fontFile: font.fontFile } : {}),
        maxLength: MAX_ORDER_TEXT,
        minStrokeMm: DEFAULT_MIN_STROKE_MM,
      }),
    );
  } catch (error) {
    throw new AppError('GATEWAY_UNAVAILABLE', 'The print checker is busy. Please try again in a moment.', {
      headers: { 'Retry-After': '5' },
      cause: error,
    });
  }
  if (!result.ok) throw new AppError('BAD_REQUEST', result.message, { issues: [{ path: 'customText', message: result.message }] });
  return {
    printable: result.printable,
    minStrokeMm: result.minStrokeMm,
    letterHeightMm: result.letterHeightMm,
    thickenMm: result.thickenMm,
    warnings: result.warnings,
  };
}
