/** Users and sessions (spec §3 "User", "sessions"). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, check } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from './columns';

/** A postal address as stored in JSON columns. */
export interface AddressJson {
  street: string;
  addressLine2?: string;
  city: string;
  state: string;
  /** GST state code of `state` (docs/decisions/049-address-state-codes.md); null when an old row's state was not recognised. */
  stateCode?: string | null;
  zipCode: string;
  country: string;
}

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    phone: text('phone'),
    address: jsonb('address').$type<AddressJson>(),
    isProfileComplete: boolean('is_profile_complete').notNull().default(false),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    totalOrders: integer('total_orders').notNull().default(0),
    totalSpent: numeric('total_spent', { precision: 10, scale: 2 }).notNull().default('0'),
    customerStatus: text('customer_status').notNull().default('new'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [check('users_customer_status_check', sql`${t.customerStatus} in ('new', 'active', 'premium', 'vip')`)],
);

/** Server-side sessions for customers and the admin (spec §3, DESIGN.md §4). */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').$type<Record<string, unknown>>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);
