/**
 * The customer's parcel updates (docs/decisions/053-shipping-provider.md): shipped (courier,
 * AWB, tracking link), out for delivery, delivered and a failed delivery attempt. Queued in the
 * outbox inside the transaction that records the event; the dedupe key `order:{id}:{status}`
 * keeps it to one mail per status however many webhooks repeat it.
 */
import { eq } from 'drizzle-orm';
import { TRACKING_STATUS_LABELS, type TrackingStatus } from '#shared/schemas/shipping';
import type { Tx } from '../../db/client';
import { orders, shipments } from '../../db/schema/index';
import { escapeHtml } from './html';
import { describeKeychain, htmlPage, loadFontNames, trackLink } from './order-emails';
import { enqueueEmail, type OutboxMail } from './outbox';

/** The statuses the customer hears about, and the mail kind of each. */
const MAIL_KINDS: Partial<Record<TrackingStatus, OutboxMail['kind']>> = {
  shipped: 'shipment_shipped',
  out_for_delivery: 'shipment_out_for_delivery',
  delivered: 'shipment_delivered',
  failed_delivery: 'shipment_failed_delivery',
};

function headline(status: TrackingStatus, orderId: number): { subject: string; lead: string } {
  switch (status) {
    case 'shipped':
      return { subject: `Your Chaabi order #${orderId} has shipped`, lead: `Good news: order #${orderId} is on its way.` };
    case 'out_for_delivery':
      return { subject: `Your Chaabi order #${orderId} is out for delivery`, lead: `Order #${orderId} is out for delivery today.` };
    case 'delivered':
      return { subject: `Your Chaabi order #${orderId} was delivered`, lead: `Order #${orderId} was delivered. Enjoy your keychains!` };
    default:
      return {
        subject: `We could not deliver your Chaabi order #${orderId}`,
        lead: `The courier tried to deliver order #${orderId} but could not. They will try again; please keep your phone reachable.`,
      };
  }
}

/**
 * Queues the mail of `status` for the order (no mail for in-transit or returned-to-origin) at
 * `now` (the shop's clock). Answers whether a new mail was queued (false for a repeat or a status without a mail).
 */
export async function queueShipmentEmail(tx: Tx, options: { orderId: number; status: TrackingStatus; now: Date }): Promise<boolean> {
  const kind = MAIL_KINDS[options.status];
  if (!kind) return false;
  const [order] = await tx.select().from(orders).where(eq(orders.id, options.orderId));
  if (!order) return false;
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.orderId, order.id));
  const fontNames = await loadFontNames(tx);
  const items = order.keychains.map((k) => describeKeychain(k, fontNames));
  const { subject, lead } = headline(options.status, order.id);
  const link = trackLink(order.id);
  const parcel = shipment?.awb && shipment.courier ? `Courier: ${shipment.courier}, tracking number (AWB) ${shipment.awb}.` : '';
  const text = [
    `Hi ${order.customerName},`,
    '',
    lead,
    parcel,
    '',
    'In this parcel:',
    ...items.map((k, i) => `${i + 1}. "${k.text}": ${k.style}`),
    '',
    `Follow it here: ${link}`,
    `Status: ${TRACKING_STATUS_LABELS[options.status]}. — Chaabi`,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  const html = htmlPage(
    subject,
    `<p>Hi ${escapeHtml(order.customerName)},</p><p>${escapeHtml(lead)}</p>${parcel ? `<p>${escapeHtml(parcel)}</p>` : ''}<p>In this parcel:</p><ol>${items
      .map((k) => `<li><strong>${escapeHtml(k.text)}</strong>: ${escapeHtml(k.style)}</li>`)
      .join('')}</ol><p><a href="${link}">Track your order</a></p><p>— Chaabi</p>`,
  );
  return enqueueEmail(
    tx,
    { dedupeKey: `order:${order.id}:${options.status}`, kind, to: order.customerEmail, subject, text, html },
    options.now,
  );
}
