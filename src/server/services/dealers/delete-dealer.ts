import { eq } from 'drizzle-orm';
import { DEALER_MESSAGES } from '#shared/schemas/dealer';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/**
 * Deletes a dealer (docs/product.md#admin-inputs; the typed-name check is the client's). Its
 * tokens go with it; its orders and ledger rows stay, with dealer_id set null (the ledger
 * outlives the account). @throws AppError NOT_FOUND.
 */
export async function deleteDealer(db: Db, dealerId: number): Promise<{ success: true }> {
  const deleted = await db.delete(dealers).where(eq(dealers.id, dealerId)).returning({ id: dealers.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', DEALER_MESSAGES.dealerNotFound);
  return { success: true };
}
