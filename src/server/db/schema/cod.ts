/** Cash on delivery: its settings and each COD order's confirmation code (docs/product.md#cash-on-delivery). */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { updatedAtColumn } from './columns';

/**
 * The confirmation of one COD order: the hash of its 6-digit code, wrong tries (5 lock it),
 * resends (3 at most), and who confirmed it ('customer', 'staff:<name>' or 'whatsapp').
 */
export const codConfirmations = pgTable(
  'cod_confirmations',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    resends: integer('resends').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [check('cod_confirmations_counts_check', sql`${t.attempts} >= 0 and ${t.resends} >= 0`)],
);

/** The COD settings: one row (id 1); no row means the defaults (docs/product.md#cash-on-delivery). */
export const codSettings = pgTable(
  'cod_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(true),
    feePaise: integer('fee_paise').notNull().default(4000),
    limitPaise: integer('limit_paise').notNull().default(200000),
    autoCancelHours: integer('auto_cancel_hours').notNull().default(24),
    rtoLimit: integer('rto_limit').notNull().default(2),
    /** Above this total (paise) a COD order pays `advance_paise` online first; both null = no advance. */
    advanceAbovePaise: integer('advance_above_paise'),
    advancePaise: integer('advance_paise'),
    forwardShippingEstimatePaise: integer('forward_shipping_estimate_paise').notNull().default(6000),
    returnShippingEstimatePaise: integer('return_shipping_estimate_paise').notNull().default(6000),
    printCostPerKeychainPaise: integer('print_cost_per_keychain_paise').notNull().default(3000),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('cod_settings_single_row', sql`${t.id} = 1`),
    check(
      'cod_settings_amounts_check',
      sql`${t.feePaise} >= 0 and ${t.limitPaise} >= 0 and ${t.autoCancelHours} >= 1 and ${t.rtoLimit} >= 1 and ${t.forwardShippingEstimatePaise} >= 0 and ${t.returnShippingEstimatePaise} >= 0 and ${t.printCostPerKeychainPaise} >= 0`,
    ),
    check(
      'cod_settings_advance_check',
      sql`(${t.advanceAbovePaise} is null and ${t.advancePaise} is null) or (${t.advanceAbovePaise} >= 0 and ${t.advancePaise} >= 100)`,
    ),
  ],
);
