/**
 * Staff accounts, their second factors, invites, sign-in throttling and the audit log
 * (docs/product.md#staff-roles, docs/decisions/165-staff-accounts-and-roles.md).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { updatedAtColumn } from './columns';

/** A named staff member. `passwordHash` is null until their invite is accepted. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    /** argon2id (OWASP Password Storage Cheat Sheet parameters), null until the invite is accepted. */
    passwordHash: text('password_hash'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Bumped to end every session of this person at once, on every instance (role change, disable, password). */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    /** The TOTP secret (base32), sealed with SESSION_SECRET; null until enrolled. */
    totpSecretSealed: text('totp_secret_sealed'),
    /** When the TOTP enrolment was confirmed with a first code; a secret without it is not a second factor yet. */
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The RFC 6238 time step of the last accepted code: a code of that step or earlier is refused (each code once). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * Wrong second-factor codes in a row (sign-in and re-authentication); a correct password does
     * not clear it, a correct code does (docs/product.md#staff-sign-in).
     */
    mfaFailures: integer('mfa_failures').notNull().default(0),
    /** No code is checked before this (lockUntilSql of mfaFailures). */
    mfaLockedUntil: timestamp('mfa_locked_until', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('staff_email_unique').on(t.email),
    check('staff_role_check', sql`${t.role} in ('owner', 'manager', 'support', 'print_room', 'accountant')`),
  ],
);

/** One-time invite (and password-reset) links: only the SHA-256 of the token is kept. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('staff_invites_token_hash_unique').on(t.tokenHash)],
);

/** The ten one-time recovery codes of a person (SHA-256 of each; a used one keeps `usedAt`). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/** WebAuthn credentials (passkeys) of a person. */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** base64url credential id. */
    credentialId: text('credential_id').notNull(),
    /** base64url COSE public key. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('staff_passkeys_credential_unique').on(t.credentialId), index('staff_passkeys_staff_idx').on(t.staffId)],
);

/**
 * Failed sign-ins per lower-cased e-mail, whether or not a staff member has it, so the answer and
 * its delay are the same for an unknown address (docs/product.md#staff-sign-in).
 */
export const staffSignInFailures = pgTable('staff_sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: updatedAtColumn(),
});

/**
 * Failed sign-ins per lower-cased e-mail and client address (docs/product.md#staff-sign-in,
 * docs/decisions/204-staff-lock-outs-per-address.md): each attempt is counted here before the
 * password is checked; `lastFailureAt` lets failures older than a day stop counting.
 */
export const staffSignInAddressFailures = pgTable(
  'staff_sign_in_address_failures',
  {
    email: text('email').notNull(),
    /** The client address as Fastify resolves it (TRUST_PROXY). */
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] }), index('staff_sign_in_address_failures_last_idx').on(t.lastFailureAt)],
);

/**
 * The append-only audit log: every admin write, sign-in and failed sign-in. A trigger refuses
 * UPDATE and DELETE (migration 0023), so nothing in it can be changed through the app, except
 * that a row of repeated refusals may grow its `count` and `last_at` and nothing else
 * (docs/decisions/214-audit-log-coalesces-repeated-refusals.md).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: integer('staff_id'),
    /** Kept as text so the row still says who after the person's e-mail changes. */
    staffEmail: text('staff_email'),
    role: text('role'),
    /** e.g. `order.status`, `settings.business`, `staff.invite`, `sign_in`, `sign_in.failed`, or `PATCH /api/admin/orders/:id`. */
    action: text('action').notNull(),
    recordType: text('record_type'),
    recordId: text('record_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** HTTP status of the answer. */
    status: integer('status'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Money the write moved, in paise (a refund, a remittance), when it moved any. */
    amountPaise: bigint('amount_paise', { mode: 'number' }),
    /** Dealer credits the write added (positive) or removed (negative), when it changed any. */
    credits: integer('credits'),
    /** How many identical refusals within a minute of `at` this row stands for (1 for any other row). */
    count: integer('count').notNull().default(1),
    /** The last of those refusals (`at` for any other row). */
    lastAt: timestamp('last_at', { withTimezone: true }),
    /**
     * On a refusal row still counting repeats: who, what and which status (`staffId|status|action`);
     * unique, so two instances counting at once meet on one row. Cleared when its minute is over.
     */
    openKey: text('open_key'),
  },
  (t) => [
    uniqueIndex('audit_log_open_key_unique')
      .on(t.openKey)
      .where(sql`${t.openKey} is not null`),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_record_idx').on(t.recordType, t.recordId),
  ],
);
