/**
 * Asks the provider about refunds still pending (docs/product.md#refunds): its webhook may be
 * lost, so the reconcile-payments job also reads due refunds back and settles them through
 * settleRefund (a no-op when the webhook got there first).
 */
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/schema/index';
import { askGatewayInTurn, nextCheck } from '../../lib/check-delay';
import type { RefundGateway } from './refund-gateway';
import { settleRefund } from './settle-refund';

/** What one pass did. */
export interface RefundReconcileSummary {
  checked: number;
  processed: number;
  failed: number;
  /** True when the provider was unreachable and the pass stopped early. */
  gatewayUnavailable: boolean;
}

/**
 * Reads back pending refunds that the provider answered (they have its refund id) and that are
 * due (next_check_at ≤ `now`, the shop's clock), claimed with `FOR UPDATE SKIP LOCKED` and
 * moved forward with back-off (1, 2, 4 … minutes, at most an hour) before the provider is asked,
 * so two instances never ask about one refund at once. Stops at the first GATEWAY_UNAVAILABLE.
 */
export async function reconcilePendingRefunds(
  db: Db,
  provider: RefundGateway,
  options: { now: Date; limit?: number },
): Promise<RefundReconcileSummary> {
  const { now } = options;
  const due = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: refunds.id,
        providerRefundId: refunds.providerRefundId,
        providerPaymentId: payments.providerPaymentId,
        checkAttempts: refunds.checkAttempts,
      })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(eq(refunds.status, 'pending'), isNotNull(refunds.providerRefundId), lte(refunds.nextCheckAt, now)))
      .orderBy(asc(refunds.nextCheckAt))
      .limit(options.limit ?? 100)
      .for('update', { of: refunds, skipLocked: true });
    for (const row of rows) await tx.update(refunds).set(nextCheck(row.checkAttempts, now)).where(eq(refunds.id, row.id));
    return rows;
  });
  const summary: RefundReconcileSummary = { checked: 0, processed: 0, failed: 0, gatewayUnavailable: false };
  // Only refunds the provider answered (its refund id) of a captured payment can be asked about.
  const askable = due.flatMap((row) =>
    row.providerRefundId && row.providerPaymentId
      ? [{ id: row.id, providerRefundId: row.providerRefundId, providerPaymentId: row.providerPaymentId }]
      : [],
  );
  const pass = await askGatewayInTurn(
    askable,
    (row) => provider.fetchRefund(row.providerPaymentId, row.providerRefundId),
    async (row, refund) => {
      if (refund.status === 'pending') return;
      const status = refund.status;
      const settled = await db.transaction((tx) =>
        settleRefund(tx, {
          refundId: row.id,
          outcome: status === 'processed' ? { status } : { status, reason: 'The payment provider failed the refund' },
          source: 'reconcile',
          now,
        }),
      );
      if (settled) summary[status] += 1;
    },
  );
  summary.checked = pass.checked;
  summary.gatewayUnavailable = pass.gatewayUnavailable;
  return summary;
}
