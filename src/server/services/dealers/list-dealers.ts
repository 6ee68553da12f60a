/**
 * The admin Dealers tab's list (docs/product.md#admin-dealers), paged on the server with a cursor
 * and a total (docs/decisions/181-admin-lists-page-with-a-cursor.md).
 */
import { and, count, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminDealersPage } from '#shared/schemas/dealer-admin';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/index';
import { containingPattern } from '../../lib/like-pattern';
import { keysetPage } from '../../lib/page-cursor';
import { toDealer } from './to-dealer';

/** The dealers `q` finds: part of the business or owner name, phone, e-mail or city, any case. */
function dealerSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containingPattern(text);
  return or(
    ilike(dealers.businessName, pattern),
    ilike(dealers.ownerName, pattern),
    ilike(dealers.phoneNumber, pattern),
    ilike(dealers.email, pattern),
    ilike(sql`${dealers.businessAddress}->>'city'`, pattern),
  );
}

/**
 * One page of dealers, newest first: `limit` (1..100) dealers after `cursor` (the previous page's
 * `nextCursor`: its last dealer's created_at to the microsecond and id, read by
 * dealers_created_id_idx), only those `q` finds when given, and how many `q` finds in all.
 * @throws AppError BAD_REQUEST for a cursor this server did not make.
 */
export async function listDealers(db: Db, options: { limit: number; cursor?: string; q?: string }): Promise<AdminDealersPage> {
  const search = dealerSearch(options.q);
  const paging = keysetPage({ createdAt: dealers.createdAt, id: dealers.id }, options);
  const [rows, [total]] = await Promise.all([
    db
      .select({ dealer: dealers, cursorAt: paging.cursorAt })
      .from(dealers)
      .where(and(search, paging.after))
      .orderBy(...paging.orderBy)
      .limit(paging.limit),
    db.select({ n: count() }).from(dealers).where(search),
  ]);
  const { page, nextCursor } = paging.cut(rows, (row) => row.dealer.id);
  return { data: page.map((row) => toDealer(row.dealer)), total: Number(total!.n), nextCursor };
}
