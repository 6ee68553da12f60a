/**
 * The dashboard's tallies per India day (docs/decisions/186-dashboard-tallies-per-india-day.md):
 * written by PostgreSQL triggers on payments, refunds, orders and tax documents in the same
 * transaction as the money movement (src/server/db/sql/dashboard-tallies.sql, docs/architecture.md
 * "Dashboard tallies"; cash on delivery since decision 195),
 * read by GET /api/admin/dashboard instead of every order of the range. No server code writes them.
 */
import { bigint, boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Money received, orders and keychains by India day and way of paying (dashboard-sales.ts SalesChannel.method). */
export const dashboardSalesDays = pgTable(
  'dashboard_sales_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    /** Paise received that day. */
    paidPaise: bigint('paid_paise', { mode: 'number' }).notNull().default(0),
    /** Orders first paid that day in this way, and their keychains (orders.quantity). */
    orders: integer('orders').notNull().default(0),
    keychains: integer('keychains').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.method] })],
);

/** Keychains of the orders first paid that day, by font and colour option value ('' when absent). */
export const dashboardKeychainDays = pgTable(
  'dashboard_keychain_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    font: text('font').notNull(),
    colour: text('colour').notNull(),
    keychains: integer('keychains').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.font, t.colour] })],
);

/** Refunds paid out (processed) by India day. */
export const dashboardRefundDays = pgTable('dashboard_refund_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  refundsPaise: bigint('refunds_paise', { mode: 'number' }).notNull().default(0),
  refunds: integer('refunds').notNull().default(0),
});

/** Output tax of the tax documents issued by India day and kind (invoice, credit_note), as issued (positive). */
export const dashboardGstDays = pgTable(
  'dashboard_gst_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    documents: integer('documents').notNull().default(0),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull().default(0),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull().default(0),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull().default(0),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind] })],
);

/**
 * A customer who paid, told apart by e-mail (lower case), and when the first of their orders
 * that is paid (payment_status completed or refunded) was placed: null when none is.
 */
export const dashboardCustomers = pgTable('dashboard_customers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstPaidPlacedAt: timestamp('first_paid_placed_at', { withTimezone: true }),
});

/**
 * A customer's orders first paid on an India day: how many, when the earliest of them was
 * placed, and whether that is no later than the customer's first paid order (then the customer
 * is new in any range holding this day), and their previous day and previous newcomer day, so a
 * range counts each customer once, on their first day in it, without grouping.
 */
export const dashboardCustomerDays = pgTable(
  'dashboard_customer_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => dashboardCustomers.id, { onDelete: 'cascade' }),
    orders: integer('orders').notNull().default(0),
    firstPlacedAt: timestamp('first_placed_at', { withTimezone: true }).notNull(),
    newcomer: boolean('newcomer').notNull().default(false),
    /** The customer's previous day with a row, and previous newcomer day: a range counts a customer on their first day in it. */
    previousDay: date('previous_day', { mode: 'string' }),
    previousNewcomerDay: date('previous_newcomer_day', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.day, t.customerId] }), index('dashboard_customer_days_customer_idx').on(t.customerId)],
);
