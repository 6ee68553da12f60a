/**
 * Refunds of paid shop orders through the payment provider (docs/product.md#refunds): one row
 * per refund asked for, tracked until the provider confirms it.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { payments } from './payments';
import { updatedAtColumn } from './columns';

/**
 * A refund: `pending` from the moment it is asked for (its amount is then reserved against the
 * order's refundable balance, under the order's row lock) until the provider reports it
 * `processed` or `failed`. Amounts in paise.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The captured payment refunded (its provider payment id is the one the provider refunds). */
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    /** The provider's refund id (`rfnd_…`) once it answered or reported. */
    providerRefundId: text('provider_refund_id').unique(),
    failureReason: text('failure_reason'),
    /** Who asked: `admin` (the staff session). */
    requestedBy: text('requested_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Reconciliation: when to ask the provider next about a pending refund, and how often it was asked. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checkAttempts: integer('check_attempts').notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    index('refunds_order_id_idx').on(t.orderId),
    index('refunds_status_next_check_idx').on(t.status, t.nextCheckAt),
    index('refunds_processed_at_idx')
      .on(t.processedAt)
      .where(sql`${t.status} = 'processed'`),
  ],
);
