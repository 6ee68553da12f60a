import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { designColours, listColourRows } from './design-colors';
import { buildProofPng, type ProofPng } from './render-proof-png';
import type { StlContext } from './stl-context';

/**
 * The proof of keychain `keychain` (1-based) of an order as it was stored (the admin's order
 * detail): its font even when hidden since, its stored catalogue colours.
 * @throws AppError NOT_FOUND for an unknown order or keychain; BAD_REQUEST when the font has no
 * buildable file (as the print files would say).
 */
export async function getOrderKeychainProof(db: Db, stl: StlContext, options: { orderId: number; keychain: number }): Promise<ProofPng> {
  const [order] = await db.select({ keychains: orders.keychains }).from(orders).where(eq(orders.id, options.orderId));
  const design = order?.keychains[options.keychain - 1];
  if (!order || !design) throw new AppError('NOT_FOUND', `Order #${options.orderId} has no keychain ${options.keychain}`);
  const colours = designColours(design, await listColourRows(db));
  return buildProofPng(db, stl, {
    customText: design.customText,
    fontFamily: design.fontFamily,
    fontColor: colours.fontColor,
    backgroundColor: colours.backgroundColor,
  });
}
