import { and, count, eq } from 'drizzle-orm';
import type { DealerTransactionsPage } from '#shared/schemas/dealer-admin';
import type { Db } from '../../db/client';
import { dealerCreditTransactions } from '../../db/schema/index';
import { keysetPage } from '../../lib/page-cursor';
import { getDealerOrThrow } from './get-dealer-or-throw';
import { toLedgerEntry } from './to-dealer';

/**
 * One page of every ledger row of dealer `dealerId` (pending and failed purchases too), newest
 * first (admin): `limit` rows after `cursor`, and the dealer's row count
 * (docs/decisions/181-admin-lists-page-with-a-cursor.md).
 * @throws AppError NOT_FOUND for no such dealer; BAD_REQUEST for a cursor this server did not make.
 */
export async function listDealerTransactions(
  db: Db,
  options: { dealerId: number; limit: number; cursor?: string },
): Promise<DealerTransactionsPage> {
  await getDealerOrThrow(db, options.dealerId);
  const mine = eq(dealerCreditTransactions.dealerId, options.dealerId);
  const paging = keysetPage({ createdAt: dealerCreditTransactions.createdAt, id: dealerCreditTransactions.id }, options);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: dealerCreditTransactions, cursorAt: paging.cursorAt })
      .from(dealerCreditTransactions)
      .where(and(mine, paging.after))
      .orderBy(...paging.orderBy)
      .limit(paging.limit),
    db.select({ n: count() }).from(dealerCreditTransactions).where(mine),
  ]);
  const { page, nextCursor } = paging.cut(rows, (r) => r.row.id);
  return { data: page.map((r) => toLedgerEntry(r.row)), total: Number(total!.n), nextCursor };
}
