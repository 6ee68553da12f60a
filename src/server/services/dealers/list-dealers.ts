/**
 * The admin Dealers tab's list (docs/product.md#admin-dealers), paged on the server with a cursor
 * and a total (docs/decisions/181-admin-lists-page-with-a-cursor.md).
 */
import { and, count, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminDealersPage } from '#shared/schemas/dealer-admin';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/index';
import { decodePageCursor, encodePageCursor } from '../../lib/page-cursor';
import { toDealer } from './to-dealer';

/** `text` as a LIKE pattern matching it anywhere, its own % _ \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The dealers `q` finds: part of the business or owner name, phone, e-mail or city, any case. */
function dealerSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containing(text);
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
  const after = options.cursor ? decodePageCursor(options.cursor) : undefined;
  const afterCursor = after ? sql`(${dealers.createdAt}, ${dealers.id}) < (${after.at}::timestamptz, ${after.id})` : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ dealer: dealers, cursorAt: sql<string>`${dealers.createdAt}::text` })
      .from(dealers)
      .where(and(search, afterCursor))
      .orderBy(desc(dealers.createdAt), desc(dealers.id))
      // One more than the page: whether a next page exists.
      .limit(options.limit + 1),
    db.select({ n: count() }).from(dealers).where(search),
  ]);
  const page = rows.slice(0, options.limit);
  const last = page[page.length - 1];
  return {
    data: page.map((row) => toDealer(row.dealer)),
    total: Number(total!.n),
    nextCursor: rows.length > options.limit && last ? encodePageCursor({ at: last.cursorAt, id: last.dealer.id }) : null,
  };
}
