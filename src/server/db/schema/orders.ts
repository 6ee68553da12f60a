/** Orders and their status history (docs/product.md#orders, docs/product.md#order-status). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { KeychainDesign } from '#shared/schemas/keychain-design';
import type { AddressJson } from './users';
import { users } from './users';
import { keychainModels } from './catalog';
import { dealers } from './dealers';
import { updatedAtColumn } from './columns';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    dealerId: integer('dealer_id').references((): AnyPgColumn => dealers.id, { onDelete: 'set null' }),
    orderType: text('order_type').notNull().default('direct'),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    modelId: integer('model_id').references(() => keychainModels.id),
    keychains: jsonb('keychains').$type<KeychainDesign[]>().notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** The server's total in paise (docs/product.md#money); the API shows it as the rupee string `totalPrice`. */
    totalPaise: integer('total_paise').notNull(),
    /** The coupon code the order used (upper case), null without one (docs/product.md#promotions). */
    couponCode: text('coupon_code'),
    /** Paise the coupon took off the tier price. */
    couponDiscountPaise: integer('coupon_discount_paise').notNull().default(0),
    /** Paise the prepaid discount took off (docs/product.md#prepaid-discount). */
    prepaidDiscountPaise: integer('prepaid_discount_paise').notNull().default(0),
    status: text('status').notNull().default('pending'),
    shippingAddress: jsonb('shipping_address').$type<AddressJson>().notNull(),
    specialInstructions: text('special_instructions'),
    razorpayOrderId: text('razorpay_order_id'),
    paymentId: text('payment_id'),
    /**
     * 'online' or 'cod' (docs/product.md#cash-on-delivery). Online: pending → completed / failed /
     * refunded; COD: cod_pending → cod_collected → completed when the remittance is matched.
     */
    paymentMethod: text('payment_method').notNull().default('online'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    paymentError: text('payment_error'),
    orderStatus: text('order_status').notNull().default('pending'),
    /** The COD fee in paise, part of total_paise and of the taxable value (CGST Act s.15(2)(c)). */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /** Paise of a COD order paid online before it is confirmed (the optional advance). */
    codAdvancePaise: integer('cod_advance_paise').notNull().default(0),
    /** Cash the courier collects: total_paise − cod_advance_paise for COD, 0 for online. */
    codCollectPaise: integer('cod_collect_paise').notNull().default(0),
    /** When the customer (or staff, or a WhatsApp reply) confirmed a COD order. */
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true }),
    /** Cash the courier said it collected at delivery (paise); a figure other than cod_collect_paise is a mismatch. */
    codCollectedPaise: integer('cod_collected_paise'),
    codCollectedAt: timestamp('cod_collected_at', { withTimezone: true }),
    /** When the courier's remittance of this order's cash was matched, and the bank transfer's UTR. */
    codRemittedAt: timestamp('cod_remitted_at', { withTimezone: true }),
    codUtr: text('cod_utr'),
    /**
     * Cash the courier's remittances matched to this order so far (paise): below cod_collect_paise
     * the order stays open with the shortfall shown; it is `completed` only once the sum reaches
     * the amount due (docs/decisions/218-cod-shortfall-stays-open.md).
     */
    codRemittedPaise: integer('cod_remitted_paise').notNull().default(0),
    /** The estimated loss of a return to origin (paise): printing plus both shipping legs (cod_settings). */
    rtoLossPaise: integer('rto_loss_paise'),
    /**
     * The arrival day (YYYY-MM-DD, India) the customer was last told, once it moved from the
     * first promise; null while the first promise (payment day plus print and transit days)
     * stands (docs/decisions/118-promised-delivery-date.md).
     */
    promisedDelivery: text('promised_delivery'),
    /** The language of the customer's messages, 'en' or 'hi' (docs/product.md#whatsapp-updates). */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('orders_language_check', sql`${t.language} in ('en', 'hi')`),
    check('orders_quantity_check', sql`${t.quantity} >= 1`),
    check('orders_total_paise_check', sql`${t.totalPaise} >= 0`),
    check('orders_discounts_check', sql`${t.couponDiscountPaise} >= 0 and ${t.prepaidDiscountPaise} >= 0`),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('pending', 'completed', 'failed', 'refunded', 'cod_pending', 'cod_collected')`,
    ),
    check(
      'orders_order_status_check',
      sql`${t.orderStatus} in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded', 'returning', 'returned')`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('online', 'cod')`),
    check('orders_cod_amounts_check', sql`${t.codFeePaise} >= 0 and ${t.codAdvancePaise} >= 0 and ${t.codCollectPaise} >= 0`),
    check('orders_cod_remitted_paise_check', sql`${t.codRemittedPaise} >= 0`),
    // The Orders tab's pages, newest first, continued after a (created_at, id) cursor, with a
    // status filter or without (docs/decisions/180-back-office-plans-at-100000-orders.md).
    index('orders_created_id_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.orderStatus, t.createdAt, t.id),
    index('orders_user_id_idx').on(t.userId),
    index('orders_dealer_id_idx').on(t.dealerId),
    // A phone's returns to origin (docs/product.md#cash-on-delivery: RTOs per phone).
    index('orders_customer_phone_idx').on(t.customerPhone),
    // The dashboard (docs/decisions/155-dashboard-figures-and-indexes.md): keychains of an order
    // without its row and a customer's first paid order.
    index('orders_id_quantity_idx').on(t.id, t.quantity),
    index('orders_paid_customer_idx')
      .on(sql`lower(${t.customerEmail})`, t.createdAt)
      .where(sql`${t.paymentStatus} in ('completed', 'refunded')`),
    // A COD order whose cash is collected and not yet remitted is paid too for the dashboard's
    // new customers (docs/decisions/195-dashboard-counts-cash-on-delivery.md); few rows.
    index('orders_cod_collected_customer_idx')
      .on(sql`lower(${t.customerEmail})`, t.createdAt)
      .where(sql`${t.paymentStatus} = 'cod_collected'`),
    // Every order of one customer, whatever its payment: the dashboard's tally takes an order off
    // a day (a payment taken back, a customer changed) by looking up the customer's other orders
    // (dashboard_count_order, drizzle/0036), which without it read every order.
    index('orders_customer_email_lower_idx').on(sql`lower(${t.customerEmail})`),
    // The Orders tab's stat cards, read from this index alone (never the wide order rows).
    index('orders_figures_idx').on(t.orderType, t.paymentStatus, t.orderStatus, t.totalPaise, t.quantity),
    // Search by name, e-mail and phone digits anywhere in them (pg_trgm; ILIKE '%…%').
    index('orders_customer_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    index('orders_customer_email_trgm_idx').using('gin', t.customerEmail.op('gin_trgm_ops')),
    index('orders_phone_digits_trgm_idx').using('gin', sql`regexp_replace(${t.customerPhone}, '[^0-9]', '', 'g') gin_trgm_ops`),
  ],
);

/** Every status change of an order: who, when, from, to (docs/product.md#order-status). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    actor: text('actor').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_id_idx').on(t.orderId)],
);
