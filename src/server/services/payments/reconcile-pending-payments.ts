import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { markPaid } from './mark-paid';
import type { PaymentProvider } from './provider';
import { recordPaymentFailure } from './record-payment-failure';

/** How often the reconciler runs (ms). */
export const RECONCILE_INTERVAL_MS = 5 * 60 * 1000;

/** What one reconciliation pass did. */
export interface ReconcileSummary {
  checked: number;
  captured: number;
  failed: number;
  /** True when the gateway was unreachable and the pass stopped early. */
  gatewayUnavailable: boolean;
}

/**
 * Asks the gateway about payments still open (status 'created', or 'failed' that a UPI retry
 * may yet capture) that are older than `olderThanMs` (default 15 min) and younger than
 * `maxAgeMs` (default 2 days), oldest first, at most `limit` per pass. A captured gateway
 * payment goes through markPaid (a no-op if verify or the webhook got there first); a
 * 'created' row whose attempts all failed records the failure. Stops at the first
 * GATEWAY_UNAVAILABLE and reports it.
 */
export async function reconcilePendingPayments(
  db: Db,
  provider: PaymentProvider,
  options: { olderThanMs?: number; maxAgeMs?: number; limit?: number; now?: Date } = {},
): Promise<ReconcileSummary> {
  const now = options.now ?? new Date();
  const olderThanMs = options.olderThanMs ?? 15 * 60 * 1000;
  const maxAgeMs = options.maxAgeMs ?? 2 * 24 * 60 * 60 * 1000;
  const open = await db
    .select({ providerOrderId: payments.providerOrderId, status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider.name),
        inArray(payments.status, ['created', 'failed']),
        lt(payments.createdAt, new Date(now.getTime() - olderThanMs)),
        gt(payments.createdAt, new Date(now.getTime() - maxAgeMs)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(options.limit ?? 100);

  const summary: ReconcileSummary = { checked: 0, captured: 0, failed: 0, gatewayUnavailable: false };
  for (const row of open) {
    let attempts;
    try {
      attempts = await provider.fetchOrderPayments(row.providerOrderId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'GATEWAY_UNAVAILABLE') {
        summary.gatewayUnavailable = true;
        break;
      }
      throw error;
    }
    summary.checked += 1;
    const captured = attempts.find((p) => p.status === 'captured');
    if (captured) {
      const result = await markPaid(db, { providerOrderId: row.providerOrderId, providerPaymentId: captured.id, source: 'reconcile' });
      if (result.outcome === 'captured') summary.captured += 1;
      continue;
    }
    const stillOpen = attempts.some((p) => p.status === 'created' || p.status === 'authorized');
    const lastFailure = attempts.filter((p) => p.status === 'failed').at(-1);
    if (row.status === 'created' && lastFailure && !stillOpen) {
      await recordPaymentFailure(db, {
        providerOrderId: row.providerOrderId,
        providerPaymentId: lastFailure.id,
        reason: lastFailure.errorDescription,
        source: 'reconcile',
      });
      summary.failed += 1;
    }
  }
  return summary;
}

/** The running reconcilers of each database, stopped by the payment routes' onClose hook. */
const running = new WeakMap<Db, Set<() => void>>();

/**
 * Runs reconcilePendingPayments every 5 minutes on the app's database and gateway (timer
 * unref'd; one pass at a time). Returns a stop function; closing the app stops it too.
 */
export function startPaymentReconciler(app: FastifyInstance, intervalMs = RECONCILE_INTERVAL_MS): () => void {
  let busy = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (busy || stopped) return;
    busy = true;
    reconcilePendingPayments(app.db, app.payments)
      .then((summary) => {
        if (summary.gatewayUnavailable) app.log.warn(summary, 'payment reconciliation: gateway unavailable');
        else if (summary.captured || summary.failed) app.log.info(summary, 'payment reconciliation');
      })
      .catch((error: unknown) => {
        if (!stopped) app.log.error({ err: error }, 'payment reconciliation failed');
      })
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  const stop = (): void => {
    stopped = true;
    clearInterval(timer);
    running.get(app.db)?.delete(stop);
  };
  let set = running.get(app.db);
  if (!set) running.set(app.db, (set = new Set()));
  set.add(stop);
  return stop;
}

/** Stops every reconciler started on this database (called when the app closes). */
export function stopPaymentReconcilers(db: Db): void {
  for (const stop of [...(running.get(db) ?? [])]) stop();
}
