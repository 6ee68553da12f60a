/**
 * The simulated payment gateway's own books (offline default, docs/architecture.md). It stands in
 * for Razorpay's servers, so it keeps its orders and payments apart from ours: reconciliation asks
 * it about payments exactly as it would ask Razorpay. Never read by our payment rules directly.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Gateway orders (`order_sim_…`); amounts in paise. */
export const simulatedGatewayOrders = pgTable('simulated_gateway_orders', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull().default('INR'),
  receipt: text('receipt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Gateway payment attempts (`pay_sim_…`) against a gateway order; amounts in paise. */
export const simulatedGatewayPayments = pgTable(
  'simulated_gateway_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => simulatedGatewayOrders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    errorDescription: text('error_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('simulated_gateway_payments_status_check', sql`${t.status} in ('captured', 'failed')`),
    index('simulated_gateway_payments_order_id_idx').on(t.orderId),
  ],
);

/** Gateway refunds (`rfnd_sim_…`) of a captured simulated payment; amounts in paise. */
export const simulatedGatewayRefunds = pgTable(
  'simulated_gateway_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => simulatedGatewayPayments.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull(),
    receipt: text('receipt'),
    notes: jsonb('notes').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('simulated_gateway_refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
    index('simulated_gateway_refunds_payment_id_idx').on(t.paymentId),
  ],
);
