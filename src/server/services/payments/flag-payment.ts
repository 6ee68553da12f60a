import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { payments } from '../../db/schema/index';
import { logSecurityEvent } from '../../lib/security-log';

/**
 * Compares what the gateway says was paid (amount in paise, currency) with the stored payments
 * row of that provider order. A difference (or a missing amount or currency) flags the row:
 * payments.flag_reason/flagged_at are set, which markPaid refuses forever, the admin sees the
 * flag on the order, and a security event is logged. Returns true when the payment is (now or
 * already) flagged; false when it matches or the provider order is not ours. `now` (the shop's
 * clock) dates the flag.
 */
export async function flagPaymentMismatch(
  db: Db | Tx,
  options: {
    providerOrderId: string;
    providerPaymentId: string;
    amountPaise: number | undefined;
    currency: string | undefined;
    source: 'webhook' | 'reconcile';
    now: Date;
    log?: FastifyBaseLogger;
    /** The webhook sender's address, for the security log (none for reconciliation). */
    ip?: string;
  },
): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id, amountPaise: payments.amountPaise, currency: payments.currency, flagReason: payments.flagReason })
    .from(payments)
    .where(eq(payments.providerOrderId, options.providerOrderId));
  if (!row) return false;
  if (row.flagReason) return true;
  if (options.amountPaise === row.amountPaise && options.currency?.toUpperCase() === row.currency.toUpperCase()) return false;
  const reason =
    `Gateway reported ${options.amountPaise ?? 'no amount'} ${options.currency ?? 'no currency'} (paise) for payment ${options.providerPaymentId}; expected ${row.amountPaise} ${row.currency}`.slice(
      0,
      500,
    );
  await db
    .update(payments)
    .set({ flagReason: reason, flaggedAt: options.now, nextCheckAt: null })
    .where(and(eq(payments.id, row.id), isNull(payments.flagReason)));
  if (options.log) {
    logSecurityEvent(options.log, 'webhook_amount_mismatch', options.ip, {
      paymentId: row.id,
      providerOrderId: options.providerOrderId,
      source: options.source,
      reason,
    });
  }
  return true;
}
