import { eq, sql } from 'drizzle-orm';
import { DEALER_MESSAGES, removalBeyondBalanceMessage } from '#shared/schemas/dealer';
import { type AddCreditsResponse } from '#shared/schemas/dealer-admin';
import type { Db } from '../../db/client';
import { dealerCreditTransactions, dealers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { toDealer, toLedgerEntry } from './to-dealer';
import { countOf } from '#shared/plural';

/** One admin adjustment: `credits` (1..10,000, checked by the route's schema) added or removed. */
export interface CreditAdjustment {
  dealerId: number;
  credits: number;
  direction: 'add' | 'remove';
  reason: string;
  adminUserId: string;
  now: Date;
}

/**
 * Writes an admin credit adjustment (docs/product.md#admin-inputs): locks the dealer row first
 * (SELECT … FOR UPDATE), so a parallel dealer order or purchase waits and every ledger row's
 * balance_after follows the one before it; refuses a removal beyond the balance; then moves
 * the balance and writes its 'admin_adjustment' ledger row in the same transaction.
 * total_credits_earned moves with it (a removal undoes an earlier grant), never below 0.
 * @throws AppError NOT_FOUND, CONFLICT when a removal would take the balance below 0.
 */
export async function adjustDealerCredits(db: Db, options: CreditAdjustment): Promise<AddCreditsResponse> {
  const { credits, now } = options;
  const delta = options.direction === 'add' ? credits : -credits;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ balance: dealers.keychainCredits })
      .from(dealers)
      .where(eq(dealers.id, options.dealerId))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND', DEALER_MESSAGES.dealerNotFound);
    if (locked.balance + delta < 0) throw new AppError('CONFLICT', removalBeyondBalanceMessage(credits, locked.balance));
    const [row] = await tx
      .update(dealers)
      .set({
        keychainCredits: sql`${dealers.keychainCredits} + ${delta}`,
        totalCreditsEarned: sql`greatest(${dealers.totalCreditsEarned} + ${delta}, 0)`,
      })
      .where(eq(dealers.id, options.dealerId))
      .returning();
    const [entry] = await tx
      .insert(dealerCreditTransactions)
      .values({
        dealerId: row!.id,
        type: 'admin_adjustment',
        amount: delta,
        balanceAfter: row!.keychainCredits,
        description: delta > 0 ? `Admin added ${countOf(credits, 'credit')}` : `Admin removed ${countOf(credits, 'credit')}`,
        paymentStatus: 'completed',
        adminUserId: options.adminUserId,
        adminReason: options.reason,
        createdAt: now,
      })
      .returning();
    return { success: true, dealer: toDealer(row!), transaction: toLedgerEntry(entry!) };
  });
}
