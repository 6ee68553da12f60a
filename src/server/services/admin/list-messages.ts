/**
 * Every message the shop sent, from the one outbox (docs/decisions/145-one-outbox-for-every-channel.md):
 * e-mails and WhatsApp messages, newest first, for the Messages tab and each order card.
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AdminMessage } from '#shared/schemas/messages';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { resolveLinks, resolveRecipient } from '../email/outbox';

/** A row's status as the admin reads it: a WhatsApp message Meta accepted shows its delivery state. */
function shownStatus(row: typeof emailOutbox.$inferSelect): string {
  return row.channel === 'whatsapp' && row.status === 'sent' && row.deliveryStatus ? row.deliveryStatus : row.status;
}

/**
 * Up to `limit` messages, newest first; only order `orderId`'s, or one channel's, when given.
 * `shopEmail` resolves the shop's own alerts, `publicUrl` the links in the bodies.
 */
export async function listMessages(
  db: Db,
  options: { orderId?: number; channel?: 'email' | 'whatsapp'; limit: number; shopEmail: string; publicUrl: string },
): Promise<AdminMessage[]> {
  const filters: SQL[] = [];
  if (options.orderId !== undefined) filters.push(eq(emailOutbox.orderId, options.orderId));
  if (options.channel) filters.push(eq(emailOutbox.channel, options.channel));
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
    body: resolveLinks(row.textBody, options.publicUrl),
    status,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    error: row.lastError,
    fallbackEmailId: status === 'failed' && row.fallbackKey ? (fallbackEmailId ?? null) : null,
    resentFromId: row.resentFromId,
  };
}
