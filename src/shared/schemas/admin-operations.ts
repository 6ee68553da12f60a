/**
 * Admin views of the shop's background work (issue 16): jobs (GET /api/admin/jobs) and the
 * e-mail outbox (GET /api/admin/outbox, GET /api/admin/outbox/:id).
 */
import { z } from 'zod';

/** One failed attempt of a job. */
export const JobFailure = z.object({ attempt: z.number().int(), message: z.string(), failedAt: z.string() });

/** A background job: schedule, last run, last success, failures. Times are ISO 8601, durations ms. */
export const AdminJob = z.object({
  name: z.string(),
  intervalSeconds: z.number().nullable(),
  runner: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastDurationMs: z.number().int().nullable(),
  lastResult: z.record(z.string(), z.unknown()).nullable(),
  runs: z.number().int(),
  failures: z.number().int(),
  recentFailures: z.array(JobFailure),
});
export type AdminJob = z.infer<typeof AdminJob>;

/** GET /api/admin/jobs: the jobs, and which runner this instance uses (`none` when it runs none). */
export const AdminJobsResponse = z.object({ runner: z.string(), smtpConfigured: z.boolean(), jobs: z.array(AdminJob) });
export type AdminJobsResponse = z.infer<typeof AdminJobsResponse>;

/** An outbox mail in the list. */
export const OutboxMailSummary = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sending', 'sent', 'failed']).or(z.string()),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type OutboxMailSummary = z.infer<typeof OutboxMailSummary>;

/** GET /api/admin/outbox?page=&pageSize= */
export const OutboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const OutboxListResponse = z.object({ mails: z.array(OutboxMailSummary), total: z.number().int(), smtpConfigured: z.boolean() });
export type OutboxListResponse = z.infer<typeof OutboxListResponse>;

/** GET /api/admin/outbox/:id: one mail with its plain-text and HTML bodies (shown as text, never rendered). */
export const OutboxMailParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const OutboxMailResponse = OutboxMailSummary.extend({
  text: z.string(),
  html: z.string(),
  /** Files added when the mail is sent: an order's proof images, or an issued invoice's PDF. */
  attachments: z.array(
    z.union([
      z.object({ kind: z.literal('order-proofs'), orderId: z.number().int() }),
      z.object({ kind: z.literal('tax-document'), documentId: z.number().int() }),
    ]),
  ),
});
export type OutboxMailResponse = z.infer<typeof OutboxMailResponse>;
