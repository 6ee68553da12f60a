/**
 * The dealers' credit ledger (docs/product.md#dealers-and-ledger; docs/decisions/060-dealer-credit-ledger.md).
 * Its own file because it points at both dealers and orders, and orders point at dealers: kept
 * beside the dealers it would make the two schema files import each other.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { dealers } from './dealers';
import { orders } from './orders';
import { updatedAtColumn } from './columns';

/**
 * The append-only credit ledger. A row that changes the balance carries `balance_after`;
 * a purchase intent waiting for payment has payment_status 'pending' and no balance_after.
 * `payment_id` is UNIQUE so a payment credits once (docs/decisions/060-dealer-credit-ledger.md).
 */
export const dealerCreditTransactions = pgTable(
  'dealer_credit_transactions',
  {
    id: serial('id').primaryKey(),
    /** Null once the dealer is deleted: the ledger outlives the account. */
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    productType: text('product_type').notNull().default('keychain'),
    /** Credits, signed: + earned, − used. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after'),
    description: text('description'),
    /**
     * On a purchase intent: the free credits of the dealer's volume offer promised when it was
     * started (docs/product.md#dealer-volume-bonus), written as a 'volume_bonus' row once paid.
     */
    bonusCredits: integer('bonus_credits'),
    /** Paise paid, for purchases. */
    paymentAmountPaise: integer('payment_amount_paise'),
    razorpayOrderId: text('razorpay_order_id'),
    razorpayPaymentId: text('razorpay_payment_id'),
    paymentId: text('payment_id').unique(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    failureReason: text('failure_reason'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    adminUserId: text('admin_user_id'),
    adminReason: text('admin_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('dealer_credit_transactions_balance_check', sql`${t.balanceAfter} is null or ${t.balanceAfter} >= 0`),
    check('dealer_credit_transactions_bonus_check', sql`${t.bonusCredits} is null or ${t.bonusCredits} >= 0`),
    index('dealer_credit_transactions_dealer_idx').on(t.dealerId, t.createdAt),
  ],
);
