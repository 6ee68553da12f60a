import { MAX_ORDER_TEXT } from '#shared/keychain-text';
import type { KeychainLettering } from '#shared/schemas/keychain-design';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { resolveEngineFont, type EngineFont, type FindOfferedFont } from './resolve-engine-font';
import type { StlContext } from './stl-context';

/** What an engine task on a design's text is given: the text, the exact font the print would use and the order's letter cap. */
export interface DesignTextInput {
  text: string;
  /** The font option's value. */
  font: string;
  /** The uploaded font file's bytes and SHA-256; absent for a built-in font. */
  fontFile?: { bytes: Uint8Array; sha256: string };
  maxLength: number;
}

/**
 * Runs `task` in the worker pool on a design's text, in the exact font file the print would use
 * (only fonts shoppers are offered) and at the checkout's letter cap (MAX_ORDER_TEXT): what the
 * printability check and the layout route share. `task` gets the input and the resolved font
 * (its SHA-256 keys caches) and answers the engine's result or refusal.
 * @throws AppError BAD_REQUEST (path fontFamily) for a font that is not offered, BAD_REQUEST (path
 * customText) for text the engine refuses; GATEWAY_UNAVAILABLE when the pool is saturated.
 * `findOffered` looks the font up in the caller's cache of offered fonts instead of `db`.
 */
export async function runDesignTextTask<R extends { ok: true } | { ok: false; message: string }>(
  db: Db,
  stl: StlContext,
  design: KeychainLettering,
  task: (input: DesignTextInput, font: EngineFont) => Promise<R>,
  findOffered?: FindOfferedFont,
): Promise<Extract<R, { ok: true }>> {
  const font = await resolveEngineFont(db, stl.storage, {
    fontFamily: design.fontFamily,
    offeredOnly: true,
    ...(findOffered ? { findOffered } : {}),
  });
  if (!font.ok) {
    const message = `Font "${design.fontFamily}" is not available`;
    throw new AppError('BAD_REQUEST', message, { issues: [{ path: 'fontFamily', message }] });
  }
  let result: R;
  try {
    const input: DesignTextInput = {
      text: design.customText,
      font: font.value,
      ...(font.fontFile ? { fontFile: font.fontFile } : {}),
      maxLength: MAX_ORDER_TEXT,
    };
    result = await task(input, font);
  } catch (error) {
    throw new AppError('GATEWAY_UNAVAILABLE', 'The print checker is busy. Please try again in a moment.', {
      headers: { 'Retry-After': '5' },
      cause: error,
    });
  }
  if (!result.ok) throw new AppError('BAD_REQUEST', result.message, { issues: [{ path: 'customText', message: result.message }] });
  return result as Extract<R, { ok: true }>;
}
