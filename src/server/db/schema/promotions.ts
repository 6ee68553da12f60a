/**
 * Promotions: coupon codes, their reserved and used uses, and the prepaid discount setting
 * (docs/product.md#promotions, docs/decisions/150-promotion-uses-reserved-under-a-row-lock.md).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { updatedAtColumn } from './columns';

/** A coupon code and its rules; `value` is a whole percent (1-100) or paise. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    /** Upper case A-Z and 0-9, unique (codes are matched case-insensitively by normalising). */
    code: text('code').notNull(),
    /** 'percentage' or 'fixed'. */
    type: text('type').notNull(),
    /** A whole percent for 'percentage', paise for 'fixed'. */
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise'),
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    appliesTo: text('applies_to').notNull().default('shop'),
    /** 'active', 'paused' or 'ended' (ended is final). */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('promotions_code_idx').on(t.code),
    check('promotions_code_check', sql`${t.code} ~ '^[A-Z0-9]{3,20}$'`),
    check('promotions_type_check', sql`${t.type} in ('percentage', 'fixed')`),
    check('promotions_value_check', sql`${t.value} >= 1 and (${t.type} <> 'percentage' or ${t.value} <= 100)`),
    check('promotions_status_check', sql`${t.status} in ('active', 'paused', 'ended')`),
    check('promotions_applies_to_check', sql`${t.appliesTo} in ('shop')`),
    check('promotions_usage_limit_check', sql`${t.usageLimit} is null or ${t.usageLimit} >= 1`),
    check('promotions_per_customer_limit_check', sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} >= 1`),
  ],
);

/**
 * One use of a promotion by one order: 'reserved' when the order is placed, 'used' once paid,
 * 'released' when its payment failed or the order was cancelled or abandoned. Reserved and used
 * rows count against the limits. The customer is kept as the order named them: e-mail (lower
 * case), the 10 mobile digits and the account, any of which makes two uses the same customer's.
 */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    userId: text('user_id'),
    /** Paise the code took off the order. */
    discountPaise: integer('discount_paise').notNull(),
    status: text('status').notNull().default('reserved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('promotion_redemptions_order_idx').on(t.orderId),
    index('promotion_redemptions_promotion_idx').on(t.promotionId, t.status),
    check('promotion_redemptions_status_check', sql`${t.status} in ('reserved', 'used', 'released')`),
    check('promotion_redemptions_discount_check', sql`${t.discountPaise} >= 0`),
  ],
);

/**
 * The prepaid discount setting (one row, id 1): off when the row is missing or `type` is null;
 * a whole percent or paise off orders paid online (docs/product.md#prepaid-discount).
 */
export const prepaidDiscountSettings = pgTable(
  'prepaid_discount_settings',
  {
    id: integer('id').primaryKey().default(1),
    type: text('type'),
    value: integer('value').notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('prepaid_discount_settings_single_row', sql`${t.id} = 1`),
    check('prepaid_discount_settings_type_check', sql`${t.type} is null or ${t.type} in ('percentage', 'fixed')`),
    check('prepaid_discount_settings_value_check', sql`${t.value} >= 0 and (${t.type} is distinct from 'percentage' or ${t.value} <= 100)`),
  ],
);
