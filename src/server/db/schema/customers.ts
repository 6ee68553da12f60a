/** The customer registry (spec §3 "customer_registry"): one row per signed-in customer. */
import { sql } from 'drizzle-orm';
import { check, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { updatedAtColumn } from './columns';

export const customerRegistry = pgTable(
  'customer_registry',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerType: text('customer_type').notNull().default('individual'),
    registrationSource: text('registration_source').notNull().default('website'),
    firstPurchaseAt: timestamp('first_purchase_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /** Rupees. */
    lifetimeValue: numeric('lifetime_value', { precision: 10, scale: 2 }).notNull().default('0'),
    /** Rupees. */
    averageOrderValue: numeric('average_order_value', { precision: 10, scale: 2 }).notNull().default('0'),
    notes: text('notes'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [check('customer_registry_values_check', sql`${t.lifetimeValue} >= 0 and ${t.averageOrderValue} >= 0`)],
);
