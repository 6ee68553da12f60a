import { desc, eq } from 'drizzle-orm';
import type { LedgerEntry } from '#shared/schemas/dealer';
import type { Db } from '../../db/client';
import { dealerCreditTransactions } from '../../db/schema/index';
import { getDealerOrThrow } from './get-dealer-or-throw';
import { toLedgerEntry } from './to-dealer';

/** A dealer's ledger, newest first (admin). @throws AppError NOT_FOUND. */
export async function listDealerTransactions(db: Db, dealerId: number): Promise<LedgerEntry[]> {
  await getDealerOrThrow(db, dealerId);
  const rows = await db
    .select()
    .from(dealerCreditTransactions)
    .where(eq(dealerCreditTransactions.dealerId, dealerId))
    .orderBy(desc(dealerCreditTransactions.createdAt), desc(dealerCreditTransactions.id));
  return rows.map(toLedgerEntry);
}
