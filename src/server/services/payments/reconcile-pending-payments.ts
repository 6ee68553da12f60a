import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/index';
import { askGatewayInTurn, FIRST_CHECK_AFTER_MS, nextCheck } from '../../lib/check-delay';
import { flagPaymentMismatch } from './flag-payment';
import { markPaid } from './mark-paid';
import type { PaymentProvider } from './provider';
import { recordPaymentFailure } from './record-payment-failure';

/** How often the reconcile-payments job runs (ms): with the 1-minute first check, an abandoned capture settles within 2 minutes. */
export const RECONCILE_INTERVAL_MS = 30 * 1000;
/** Payments older than this are no longer asked about (ms). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/** What one reconciliation pass did. */
export interface ReconcileSummary {
  checked: number;
  captured: number;
  failed: number;
  flagged: number;
  /** True when the gateway was unreachable and the pass stopped early. */
  gatewayUnavailable: boolean;
}

/**
 * Asks the gateway about payments still open (status 'created', or 'failed' that a UPI retry
 * may yet capture, never flagged) that are due: first FIRST_CHECK_AFTER_MS after they were
 * opened, then with back-off (next_check_at, check_attempts: 1, 2, 4, 8 … minutes), until
 * GIVE_UP_AFTER_MS. Rows are claimed in one short transaction with `FOR UPDATE SKIP LOCKED`
 * that moves next_check_at forward before the gateway is asked, so two instances never check
 * the same payment at once. A captured gateway payment of the stored amount and currency goes
 * through markPaid (a no-op if verify or the webhook got there first); another amount flags it;
 * a 'created' row whose attempts all failed records the failure. Stops at the first
 * GATEWAY_UNAVAILABLE (that row is asked again at its next check). `now` is the shop's clock
 * (composition-root.ts): it decides what is due and dates what the pass records.
 */
export async function reconcilePendingPayments(
  db: Db,
  provider: PaymentProvider,
  options: { now: Date; limit?: number; log?: FastifyBaseLogger },
): Promise<ReconcileSummary> {
  const { now } = options;
  const due = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: payments.id,
        providerOrderId: payments.providerOrderId,
        status: payments.status,
        checkAttempts: payments.checkAttempts,
      })
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider.name),
          inArray(payments.status, ['created', 'failed']),
          isNull(payments.flagReason),
          gt(payments.createdAt, new Date(now.getTime() - GIVE_UP_AFTER_MS)),
          or(
            and(isNull(payments.nextCheckAt), lte(payments.createdAt, new Date(now.getTime() - FIRST_CHECK_AFTER_MS))),
            lte(payments.nextCheckAt, now),
          ),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(options.limit ?? 100)
      .for('update', { skipLocked: true });
    for (const row of rows) await tx.update(payments).set(nextCheck(row.checkAttempts, now)).where(eq(payments.id, row.id));
    return rows;
  });

  const summary: ReconcileSummary = { checked: 0, captured: 0, failed: 0, flagged: 0, gatewayUnavailable: false };
  const pass = await askGatewayInTurn(
    due,
    (row) => provider.fetchOrderPayments(row.providerOrderId),
    async (row, attempts) => {
      const captured = attempts.find((p) => p.status === 'captured');
      if (captured) {
        const flagged = await flagPaymentMismatch(db, {
          providerOrderId: row.providerOrderId,
          providerPaymentId: captured.id,
          amountPaise: captured.amount,
          currency: captured.currency,
          source: 'reconcile',
          now,
          log: options.log,
        });
        if (flagged) {
          summary.flagged += 1;
          return;
        }
        const result = await markPaid(db, {
          providerOrderId: row.providerOrderId,
          providerPaymentId: captured.id,
          source: 'reconcile',
          now,
        });
        if (result.outcome === 'captured') summary.captured += 1;
        return;
      }
      const stillOpen = attempts.some((p) => p.status === 'created' || p.status === 'authorized');
      const lastFailure = attempts.filter((p) => p.status === 'failed').at(-1);
      if (row.status === 'created' && lastFailure && !stillOpen) {
        await recordPaymentFailure(db, {
          providerOrderId: row.providerOrderId,
          providerPaymentId: lastFailure.id,
          reason: lastFailure.errorDescription,
          source: 'reconcile',
          now,
        });
        summary.failed += 1;
      }
    },
  );
  summary.checked = pass.checked;
  summary.gatewayUnavailable = pass.gatewayUnavailable;
  return summary;
}
