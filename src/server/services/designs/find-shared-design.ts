import { eq } from 'drizzle-orm';
import { DESIGN_MESSAGES, type SharedDesignResponse } from '#shared/schemas/designs';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { hashShareToken } from './share-token';

/**
 * The design behind a share token: text, font and colours only — never the owner's name,
 * e-mail, account id or the design's id. Unknown or revoked tokens are 404.
 */
export async function findSharedDesign(db: Db, options: { token: string }): Promise<SharedDesignResponse> {
  if (!/^[A-Za-z0-9_-]{22,100}$/.test(options.token)) throw new AppError('NOT_FOUND', DESIGN_MESSAGES.shareNotFound);
  const [row] = await db
    .select({
      customText: designs.customText,
      fontFamily: designs.fontFamily,
      textColor: designs.textColor,
      colorCombination: designs.colorCombination,
    })
    .from(designs)
    .where(eq(designs.shareTokenHash, hashShareToken(options.token)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', DESIGN_MESSAGES.shareNotFound);
  return {
    customText: row.customText,
    fontFamily: row.fontFamily,
    textColor: row.textColor,
    ...(row.colorCombination ? { colorCombination: row.colorCombination } : {}),
  };
}
