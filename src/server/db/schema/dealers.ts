/**
 * Wholesale dealers, their tokens and login throttle; their credit ledger is dealer-ledger.ts (docs/product.md#dealers-and-ledger;
 * docs/decisions/060-dealer-credit-ledger.md). The spec's dealer_otp_sessions table is not kept:
 * onboarding is by a one-time setup code on the dealer row instead (docs/decisions/016).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { AddressJson } from './users';
import { updatedAtColumn } from './columns';

export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    businessName: text('business_name').notNull(),
    ownerName: text('owner_name').notNull(),
    /** 10 digits, no +91 (docs/product.md#limits). */
    phoneNumber: varchar('phone_number', { length: 10 }).notNull().unique(),
    /**
     * argon2id(HMAC-SHA256(PIN_PEPPER, pin)); null until the dealer sets a PIN
     * (docs/product.md#dealer-screens first-time setup).
     */
    pinHash: text('pin_hash'),
    email: text('email').notNull(),
    businessAddress: jsonb('business_address').$type<AddressJson>().notNull(),
    /** The dealer's GSTIN when registered (B2B invoices, CGST Rules rule 46(e)); null otherwise. */
    gstin: varchar('gstin', { length: 15 }),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Balance; only ever changed together with a ledger row
     * (docs/decisions/060-dealer-credit-ledger.md).
     */
    keychainCredits: integer('keychain_credits').notNull().default(0),
    totalCreditsEarned: integer('total_credits_earned').notNull().default(0),
    totalCreditsUsed: integer('total_credits_used').notNull().default(0),
    /** Paise paid for credits, over the dealer's life (bigint, a running sum). */
    totalPurchasesPaise: bigint('total_purchases_paise', { mode: 'number' }).notNull().default(0),
    totalOrders: integer('total_orders').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastPurchaseAt: timestamp('last_purchase_at', { withTimezone: true }),
    adminNotes: text('admin_notes'),
    /**
     * The dealer's volume offer (docs/product.md#dealer-volume-bonus): a purchase of at least
     * this many credits earns `volume_bonus_percent` % extra, free. Both null: no offer.
     */
    volumeBonusMinCredits: integer('volume_bonus_min_credits'),
    /** Whole percent of the credits bought given free (1-100), rounded down. */
    volumeBonusPercent: integer('volume_bonus_percent'),
    /**
     * Consecutive wrong PINs; reset by a right PIN or an admin PIN reset
     * (docs/decisions/014-dealer-pin-security.md).
     */
    failedPinAttempts: integer('failed_pin_attempts').notNull().default(0),
    /** No PIN is checked before this time (growing delays from the 4th failure). */
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    /** Set at the 10th consecutive failure; only an admin PIN reset clears it. */
    pinDisabledAt: timestamp('pin_disabled_at', { withTimezone: true }),
    /** SHA-256 of the one-time setup code the admin hands over for the first PIN. */
    setupCodeHash: text('setup_code_hash'),
    /** The setup code is refused after this time (72 h after it was issued). */
    setupCodeExpiresAt: timestamp('setup_code_expires_at', { withTimezone: true }),
    /** Wrong setup codes since it was issued; the code is burnt at the 5th. */
    setupCodeAttempts: integer('setup_code_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('dealers_keychain_credits_check', sql`${t.keychainCredits} >= 0`),
    check('dealers_phone_number_check', sql`${t.phoneNumber} ~ '^[0-9]{10}$'`),
    check(
      'dealers_volume_bonus_check',
      sql`(${t.volumeBonusMinCredits} is null and ${t.volumeBonusPercent} is null) or (${t.volumeBonusMinCredits} >= 1 and ${t.volumeBonusPercent} between 1 and 100)`,
    ),
    // The Dealers tab's keyset pages, newest first (docs/decisions/181-admin-lists-page-with-a-cursor.md).
    index('dealers_created_id_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Dealer bearer tokens: random, stored as SHA-256, expiring, revocable (docs/product.md#security).
 */
export const dealerTokens = pgTable(
  'dealer_tokens',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('dealer_tokens_dealer_idx').on(t.dealerId)],
);

/**
 * Login throttle counters shared by every instance (per IP, per PIN value): keys are opaque
 * (an IP, or an HMAC of a PIN), windows fixed (docs/decisions/014-dealer-pin-security.md).
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
