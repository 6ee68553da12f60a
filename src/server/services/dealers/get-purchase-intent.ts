import { and, eq } from 'drizzle-orm';
import { DEALER_MESSAGES } from '#shared/schemas/dealer';
import type { Db, Tx } from '../../db/client';
import { dealerCreditTransactions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** The dealer's own purchase intent `transactionId`, or AppError NOT_FOUND 'Transaction not found'. */
export async function getPurchaseIntentOrThrow(
  db: Db | Tx,
  dealerId: number,
  transactionId: number,
): Promise<typeof dealerCreditTransactions.$inferSelect> {
  const [intent] = await db
    .select()
    .from(dealerCreditTransactions)
    .where(
      and(
        eq(dealerCreditTransactions.id, transactionId),
        eq(dealerCreditTransactions.dealerId, dealerId),
        eq(dealerCreditTransactions.type, 'purchase_intent'),
      ),
    );
  if (!intent) throw new AppError('NOT_FOUND', DEALER_MESSAGES.transactionNotFound);
  return intent;
}
