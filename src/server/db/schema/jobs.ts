/**
 * Background jobs' bookkeeping and the e-mail outbox (docs/decisions/024). Both job
 * runners (pg-boss on PostgreSQL, timers on PGlite) write the same rows, so the admin sees one
 * picture whichever runs.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per job name: when it last ran, succeeded and failed, and how often. */
export const jobStatus = pgTable('job_status', {
  name: text('name').primaryKey(),
  /** 'pg-boss' or 'in-process': which runner ran it last. */
  runner: text('runner'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastDurationMs: integer('last_duration_ms'),
  /** What the last successful run reported (counts), for the admin. */
  lastResult: jsonb('last_result').$type<Record<string, unknown>>(),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});

/** Each failed attempt of a job, kept 30 days (purged by the purge job). */
export const jobFailures = pgTable(
  'job_failures',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** 1 for the first try, 2 for the first retry… */
    attempt: integer('attempt').notNull(),
    message: text('message').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_failures_name_idx').on(t.name, t.failedAt)],
);

/** A file an outbox mail carries, resolved when the mail is sent (so a proof image is rendered once, late). */
export type OutboxAttachmentRef = { kind: 'order-proofs'; orderId: number } | { kind: 'tax-document'; documentId: number };

/**
 * Mail waiting to be sent (transactional outbox): written in the same transaction as the state
 * change it announces, delivered by the deliver-emails job. `dedupe_key` makes a second write
 * of the same announcement a no-op; `status` moves queued → sending → sent (or back to queued
 * with a later `next_attempt_at`, or failed after the last attempt).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    /** e.g. `order-paid:12:customer`: one mail per announcement, whoever writes it. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachmentRef[]>().notNull().default([]),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** 'email' or 'whatsapp' (docs/decisions/145-one-outbox-for-every-channel.md): one outbox for every channel. */
    channel: text('channel').notNull().default('email'),
    /** The order the message is about, when it is about one (the admin's order card lists them). */
    orderId: integer('order_id'),
    /** WhatsApp: the approved template's name and language (services/messaging/templates/). */
    template: text('template'),
    language: text('language'),
    /** WhatsApp: the template's body parameters in order ({{1}}, {{2}} …), PUBLIC_URL_TOKEN resolved when sent. */
    templateParams: jsonb('template_params').$type<string[]>(),
    /** WhatsApp: the dedupe key of the e-mail that carries the same news (the fallback when WhatsApp fails). */
    fallbackKey: text('fallback_key'),
    /** WhatsApp: Meta's message id (`wamid…`), set once the provider accepted the message. */
    providerMessageId: text('provider_message_id').unique(),
    /** WhatsApp: the last delivery state Meta reported (sent, delivered, read, failed); never moves backwards. */
    deliveryStatus: text('delivery_status'),
    deliveryUpdatedAt: timestamp('delivery_updated_at', { withTimezone: true }),
    /** A staff resend: the failed message this row sends again (the old row is never changed; docs/decisions/179-resend-a-failed-message.md). */
    resentFromId: integer('resent_from_id'),
    /**
     * A staff invite or password mail: its link's token sealed (lib/secret-box.ts) while the mail
     * waits; the bodies hold STAFF_LINK_TOKEN in its place. Cleared once the mail is sent or
     * failed (docs/decisions/202-staff-link-tokens-sealed-in-the-outbox.md).
     */
    sealedLinkToken: text('sealed_link_token'),
  },
  (t) => [
    check('email_outbox_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    check('email_outbox_channel_check', sql`${t.channel} in ('email', 'whatsapp')`),
    check('email_outbox_delivery_status_check', sql`${t.deliveryStatus} in ('sent', 'delivered', 'read', 'failed')`),
    index('email_outbox_order_idx').on(t.orderId),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
  ],
);
