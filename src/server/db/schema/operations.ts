/** Operational tables: idempotency keys for retried requests, and the admin audit log. */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency-Key records (IETF httpapi draft, Stripe's semantics): one row per caller and
 * key, holding a hash of the request and, once done, the stored response. Kept 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent the key: `dealer:<id>`, `user:<id>`, `order:<id>` or `anon:<address>`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Method, route and SHA-256 of the body; the same key with another hash is a 422. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request runs; then its status and body. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

/** What the admin did that is not an order status change (unlock a dealer, issue a setup code…). */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    /** What it was done to, e.g. `dealer:12`. */
    target: text('target').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    actor: text('actor').notNull().default('admin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_target_idx').on(t.target, t.createdAt)],
);
