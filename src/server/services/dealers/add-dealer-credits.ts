import { and, eq, gte, sql } from 'drizzle-orm';
import { DEALER_MESSAGES, type AddCreditsResponse } from '#shared/schemas/dealer';
import type { Db } from '../../db/client';
import { dealerCreditTransactions, dealers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { getDealerOrThrow } from './get-dealer-or-throw';
import { toDealer, toLedgerEntry } from './to-dealer';

/**
 * The admin adds (or, negative, corrects) credits with a reason (spec §5): one conditional
 * UPDATE that can never take the balance below 0, and its ledger row ('admin_adjustment',
 * admin_reason, balance_after) in the same transaction. total_credits_earned moves by the
 * same amount (a correction undoes an earlier grant), never below 0.
 * @throws AppError NOT_FOUND, CONFLICT 'Credits cannot go below 0'.
 */
export async function addDealerCredits(
  db: Db,
  options: { dealerId: number; credits: number; reason: string; adminUserId: string; now: Date },
): Promise<AddCreditsResponse> {
  const { credits, now } = options;
  return db.transaction(async (tx) => {
    // The guarded UPDATE locks the dealer row before the ledger row takes its id, so ledger ids
    // follow the order in which the balance changes (issue 11: balance_after in id order).
    const [row] = await tx
      .update(dealers)
      .set({
        keychainCredits: sql`${dealers.keychainCredits} + ${credits}`,
        totalCreditsEarned: sql`greatest(${dealers.totalCreditsEarned} + ${credits}, 0)`,
        updatedAt: now,
      })
      .where(and(eq(dealers.id, options.dealerId), gte(dealers.keychainCredits, Math.max(0, -credits))))
      .returning();
    if (!row) {
      await getDealerOrThrow(tx, options.dealerId);
      throw new AppError('CONFLICT', DEALER_MESSAGES.creditsBelowZero);
    }
    const [entry] = await tx
      .insert(dealerCreditTransactions)
      .values({
        dealerId: row.id,
        type: 'admin_adjustment',
        amount: credits,
        balanceAfter: row.keychainCredits,
        description: credits > 0 ? `Admin added ${credits} credits` : `Admin removed ${-credits} credits`,
        paymentStatus: 'completed',
        adminUserId: options.adminUserId,
        adminReason: options.reason,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { success: true, dealer: toDealer(row), transaction: toLedgerEntry(entry!) };
  });
}
