/**
 * WhatsApp consent, recorded (docs/product.md#whatsapp-updates,
 * docs/decisions/146-whatsapp-consent-log.md): every opt-in and opt-out is a row, never an
 * update, so the shop can show when, for which number and with which wording a customer agreed.
 * A number's current choice is its latest row.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
