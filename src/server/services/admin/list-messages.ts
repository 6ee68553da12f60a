/**
 * Every message the shop sent, from the one outbox (docs/decisions/145-one-outbox-for-every-channel.md):
 * e-mails and WhatsApp messages, newest first, for the Messages tab and each order card.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminMessage } from '#shared/schemas/messages';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { bodyForAdmin, resolveRecipient } from '../email/outbox';

/** A row's status as the admin reads it: a WhatsApp message Meta accepted shows its delivery state. */
function shownStatus(row: typeof emailOutbox.$inferSelect): string {
  return row.channel === 'whatsapp' && row.status === 'sent' && row.deliveryStatus ? row.deliveryStatus : row.status;
}

/** The filters of the Messages list: one order's, or one channel's. */
function messageFilters(options: { orderId?: number; channel?: 'email' | 'whatsapp' }): SQL[] {
  const filters: SQL[] = [];
  if (options.orderId !== undefined) filters.push(eq(emailOutbox.orderId, options.orderId));
  if (options.channel) filters.push(eq(emailOutbox.channel, options.channel));
  return filters;
}

/** How many messages match the filters (the Messages tab's total). */
export async function countMessages(db: Db, options: { orderId?: number; channel?: 'email' | 'whatsapp' }): Promise<number> {
  const filters = messageFilters(options);
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(filters.length > 0 ? and(...filters) : undefined);
  return Number(row?.n ?? 0);
}

/**
 * Up to `limit` messages, newest first; only order `orderId`'s, or one channel's, when given;
 * only those after message `before` (the previous page's last) when given — compared by the
 * row's own (created_at, id), so no message is skipped or repeated while new ones arrive
 * (docs/decisions/181-admin-lists-page-with-a-cursor.md).
 * `shopEmail` resolves the shop's own alerts, `publicUrl` the links in the bodies.
 */
export async function listMessages(
  db: Db,
  options: { orderId?: number; channel?: 'email' | 'whatsapp'; before?: number; limit: number; shopEmail: string; publicUrl: string },
): Promise<AdminMessage[]> {
  const filters = messageFilters(options);
  if (options.before !== undefined) {
    filters.push(
      sql`(${emailOutbox.createdAt}, ${emailOutbox.id}) < (select b.created_at, b.id from email_outbox b where b.id = ${options.before})`,
    );
  }
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(options.limit);
  const fallbackKeys = rows.filter((row) => row.fallbackKey && shownStatus(row) === 'failed').map((row) => row.fallbackKey!);
  const fallbacks =
    fallbackKeys.length > 0
      ? await db
          .select({ id: emailOutbox.id, dedupeKey: emailOutbox.dedupeKey })
          .from(emailOutbox)
          .where(inArray(emailOutbox.dedupeKey, fallbackKeys))
      : [];
  const fallbackIds = new Map(fallbacks.map((row) => [row.dedupeKey, row.id]));
  return rows.map((row) => adminMessageOf(row, options, row.fallbackKey ? fallbackIds.get(row.fallbackKey) : undefined));
}

/**
 * One outbox row as the admin reads it; `fallbackEmailId` is the id of the e-mail with its news
 * (shown only when the row failed). `shopEmail` and `publicUrl` as for listMessages.
 */
export function adminMessageOf(
  row: typeof emailOutbox.$inferSelect,
  options: { shopEmail: string; publicUrl: string },
  fallbackEmailId?: number,
): AdminMessage {
  const status = shownStatus(row);
  return {
    id: row.id,
    channel: row.channel === 'whatsapp' ? 'whatsapp' : 'email',
    to: row.channel === 'whatsapp' ? `+${row.toAddress}` : resolveRecipient(row.toAddress, options.shopEmail),
    template: row.template ?? row.kind,
    body: bodyForAdmin(row.textBody, options.publicUrl),
    status,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    error: row.lastError,
    fallbackEmailId: status === 'failed' && row.fallbackKey ? (fallbackEmailId ?? null) : null,
    resentFromId: row.resentFromId,
  };
}
