/** The customer registry (docs/product.md#users-and-registry): one row per signed-in customer. */
import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** Paise; bigint like users.total_spent_paise, which it mirrors. */
    lifetimeValuePaise: bigint('lifetime_value_paise', { mode: 'number' }).notNull().default(0),
    /** Paise, rounded to the nearest paisa. */
    averageOrderValuePaise: integer('average_order_value_paise').notNull().default(0),
    notes: text('notes'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [check('customer_registry_values_check', sql`${t.lifetimeValuePaise} >= 0 and ${t.averageOrderValuePaise} >= 0`)],
);
