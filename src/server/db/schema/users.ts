/** Users and sessions (docs/product.md#users-and-registry, docs/product.md#media). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, check } from 'drizzle-orm/pg-core';
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
    /** Paise paid over all orders; bigint: a lifetime sum may pass int4's ₹2.1 crore (docs/decisions/123-money-in-paise-in-the-database.md). */
    totalSpentPaise: bigint('total_spent_paise', { mode: 'number' }).notNull().default(0),
    customerStatus: text('customer_status').notNull().default('new'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('users_customer_status_check', sql`${t.customerStatus} in ('new', 'active', 'premium', 'vip')`),
    // The customer registry's keyset pages, newest first (docs/decisions/181-admin-lists-page-with-a-cursor.md).
    index('users_created_id_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Server-side sessions for customers and the admin (docs/product.md#media,
 * docs/product.md#admin-auth).
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').$type<Record<string, unknown>>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);
