/**
 * The customer's refund mail (docs/product.md#refunds): how much, for which order, and when it
 * reaches their account, with the credit note attached. Queued in the outbox inside the
 * transaction that records the refund as processed; the dedupe key `refund:{id}:processed`
 * keeps it to one mail per refund however often the provider repeats itself.
 */
import { eq } from 'drizzle-orm';
import { formatRupees } from '#shared/money';
import { REFUND_EXPECTED_DAYS } from '#shared/schemas/refund';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { escapeHtml } from '../email/html';
import { htmlPage, trackLink } from '../email/order-emails';
import { enqueueEmail } from '../email/outbox';

/**
 * Queues the mail saying refund `refundId` of `amountPaise` for `orderId` was processed, at `now`
 * (the shop's clock); `creditNoteId` is attached when there is one. `fullyRefunded` says whether
 * nothing of the order's payment remains. Answers whether a new mail was queued.
 */
export async function queueRefundEmail(
  tx: Tx,
  options: { orderId: number; refundId: number; amountPaise: number; fullyRefunded: boolean; creditNoteId: number | null; now: Date },
): Promise<boolean> {
  const [order] = await tx
    .select({ id: orders.id, customerName: orders.customerName, customerEmail: orders.customerEmail })
    .from(orders)
    .where(eq(orders.id, options.orderId));
  if (!order) return false;
  const amount = formatRupees(options.amountPaise);
  const subject = `Your refund of ${amount} for Chaabi order #${order.id}`;
  const lead = `We have refunded ${amount} for order #${order.id}${options.fullyRefunded ? ' (the whole payment)' : ''}.`;
  const when = `It goes back to the card, UPI account or wallet you paid with and usually reaches it within ${REFUND_EXPECTED_DAYS}.`;
  const link = trackLink(order.id);
  const text = [
    `Hi ${order.customerName},`,
    '',
    lead,
    when,
    options.creditNoteId === null ? '' : 'The credit note is attached.',
    '',
    `Your order: ${link}`,
    'Questions? Just reply to this mail. — Chaabi',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  const html = htmlPage(
    subject,
    `<p>Hi ${escapeHtml(order.customerName)},</p><p>${escapeHtml(lead)}</p><p>${escapeHtml(when)}</p>${
      options.creditNoteId === null ? '' : '<p>The credit note is attached.</p>'
    }<p><a href="${link}">Your order</a></p><p>Questions? Just reply to this mail. — Chaabi</p>`,
  );
  return enqueueEmail(
    tx,
    {
      dedupeKey: `refund:${options.refundId}:processed`,
      kind: 'refund_processed',
      to: order.customerEmail,
      subject,
      text,
      html,
      ...(options.creditNoteId === null ? {} : { attachments: [{ kind: 'tax-document' as const, documentId: options.creditNoteId }] }),
    },
    options.now,
  );
}
