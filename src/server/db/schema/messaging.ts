/**
 * WhatsApp consent, recorded (docs/product.md#whatsapp-updates,
 * docs/decisions/146-whatsapp-consent-log.md): every opt-in and opt-out is a row, never an
 * update, so the shop can show when, for which number and with which wording a customer agreed.
 * A number's current choice is its latest row.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const whatsappConsents = pgTable(
  'whatsapp_consents',
  {
    id: serial('id').primaryKey(),
    /** The 10-digit Indian mobile number (no +91). */
    phone: text('phone').notNull(),
    optedIn: boolean('opted_in').notNull(),
    /** The words the person agreed to (or "STOP" as they sent it). */
    wording: text('wording').notNull(),
    /** 'checkout', 'account', 'dealer_profile' or 'reply' (a STOP message). */
    source: text('source').notNull(),
    orderId: integer('order_id'),
    userId: text('user_id'),
    dealerId: integer('dealer_id'),
    /** Meta's id of the inbound message that opted out: a repeated webhook adds nothing. */
    sourceMessageId: text('source_message_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whatsapp_consents_phone_idx').on(t.phone, t.id)],
);

/**
 * A WhatsApp delivery status that arrived before the send stored Meta's message id
 * (docs/decisions/197-whatsapp-statuses-before-the-message-id.md): Meta may report `sent` while our
 * send is still writing the id. The highest status per id waits here; whichever of the webhook
 * and the send comes second applies it to the outbox row and deletes it. An id no message of ours
 * ever takes is purged after EARLY_STATUS_DAYS (services/maintenance/purge-expired-rows.ts).
 */
export const whatsappEarlyStatuses = pgTable(
  'whatsapp_early_statuses',
  {
    providerMessageId: text('provider_message_id').primaryKey(),
    status: text('status').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('whatsapp_early_statuses_status_check', sql`${t.status} in ('sent', 'delivered', 'read', 'failed')`),
    index('whatsapp_early_statuses_received_idx').on(t.receivedAt),
  ],
);
