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
import { queueWhatsAppMessage } from '../messaging/whatsapp-outbox';
import type { MessageLanguage, TemplateName } from '../messaging/templates';

/** The statuses the customer hears about, and the mail kind of each. */
const MAIL_KINDS: Partial<Record<TrackingStatus, OutboxMail['kind']>> = {
  shipped: 'shipment_shipped',
  out_for_delivery: 'shipment_out_for_delivery',
  delivered: 'shipment_delivered',
  failed_delivery: 'shipment_failed_delivery',
};

/** The WhatsApp template of each status the customer hears about (services/messaging/templates/). */
const TEMPLATES: Partial<Record<TrackingStatus, TemplateName>> = {
  shipped: 'order_shipped',
  out_for_delivery: 'order_out_for_delivery',
  delivered: 'order_delivered',
  failed_delivery: 'delivery_failed',
};

/** The template's parameters in order (services/messaging/templates/<name>.en.json). */
function templateParams(
  template: TemplateName,
  order: { id: number; customerName: string },
  parcel: { courier: string; awb: string; link: string },
): string[] {
  const start = [order.customerName, String(order.id)];
  if (template === 'order_shipped') return [...start, parcel.courier, parcel.awb, parcel.link];
  if (template === 'order_delivered') return start;
  return [...start, parcel.link];
}

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
 * `now` (the shop's clock), and its WhatsApp message when the number opted in. Answers whether a new mail was queued (false for a repeat or a status without a mail).
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
  const dedupeKey = `order:${order.id}:${options.status}`;
  const queued = await enqueueEmail(tx, { dedupeKey, kind, to: order.customerEmail, subject, text, html, orderId: order.id }, options.now);
  const template = TEMPLATES[options.status];
  if (template) {
    const parcelParams = { courier: shipment?.courier ?? '-', awb: shipment?.awb ?? '-', link };
    await queueWhatsAppMessage(
      tx,
      {
        dedupeKey: `${dedupeKey}:whatsapp`,
        kind,
        phone: order.customerPhone,
        template,
        language: order.language as MessageLanguage,
        params: templateParams(template, order, parcelParams),
        orderId: order.id,
        fallbackKey: dedupeKey,
      },
      options.now,
    );
  }
  return queued;
}
