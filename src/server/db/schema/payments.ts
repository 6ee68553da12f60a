/**
 * Payments: one row per provider order, and the provider's events
 * (docs/decisions/066-one-payment-pipeline.md).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { dealerCreditTransactions } from './dealer-ledger';
import { updatedAtColumn } from './columns';

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    purpose: text('purpose').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** Dealer credit transaction this payment buys credits for (dealer issue). */
    creditTransactionId: integer('credit_transaction_id').references(() => dealerCreditTransactions.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').notNull().default('created'),
    providerPaymentId: text('provider_payment_id'),
    failureReason: text('failure_reason'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** Set when the gateway reported something we must not act on (amount or currency mismatch): never paid, shown to the admin. */
    flagReason: text('flag_reason'),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    /** Reconciliation: when to ask the gateway next, and how often it was asked (back-off). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checkAttempts: integer('check_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('payments_purpose_check', sql`${t.purpose} in ('order', 'dealer_credits')`),
    check('payments_status_check', sql`${t.status} in ('created', 'captured', 'failed')`),
    check('payments_amount_check', sql`${t.amountPaise} > 0`),
    index('payments_order_id_idx').on(t.orderId),
    index('payments_credit_transaction_id_idx').on(t.creditTransactionId),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_status_next_check_idx').on(t.status, t.nextCheckAt),
    // The dashboard's money received per day (docs/decisions/155-dashboard-figures-and-indexes.md): read from the index alone.
    index('payments_order_captured_idx')
      .on(t.capturedAt, t.orderId, t.amountPaise)
      .where(sql`${t.status} = 'captured' and ${t.purpose} = 'order'`),
  ],
);

/** Webhook events, keyed by the provider's event id so a redelivery is recognised. */
export const paymentEvents = pgTable('payment_events', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull().unique(),
  eventType: text('event_type').notNull(),
  payload: jsonb('payload').$type<unknown>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
