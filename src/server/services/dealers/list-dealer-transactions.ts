import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DealerTransactionsPage } from '#shared/schemas/dealer-admin';
import type { Db } from '../../db/client';
import { dealerCreditTransactions } from '../../db/schema/index';
import { decodePageCursor, encodePageCursor } from '../../lib/page-cursor';
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
  const after = options.cursor ? decodePageCursor(options.cursor) : undefined;
  const mine = eq(dealerCreditTransactions.dealerId, options.dealerId);
  const afterCursor = after
    ? sql`(${dealerCreditTransactions.createdAt}, ${dealerCreditTransactions.id}) < (${after.at}::timestamptz, ${after.id})`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: dealerCreditTransactions, cursorAt: sql<string>`${dealerCreditTransactions.createdAt}::text` })
      .from(dealerCreditTransactions)
      .where(and(mine, afterCursor))
      .orderBy(desc(dealerCreditTransactions.createdAt), desc(dealerCreditTransactions.id))
      .limit(options.limit + 1),
    db.select({ n: count() }).from(dealerCreditTransactions).where(mine),
  ]);
  const page = rows.slice(0, options.limit);
  const last = page[page.length - 1];
  return {
    data: page.map((r) => toLedgerEntry(r.row)),
    total: Number(total!.n),
    nextCursor: rows.length > options.limit && last ? encodePageCursor({ at: last.cursorAt, id: last.row.id }) : null,
  };
}
