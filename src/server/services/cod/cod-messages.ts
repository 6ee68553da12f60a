/**
 * The messages of a COD order (docs/product.md#cash-on-delivery): its confirmation code and its
 * cancellation when it was not confirmed in time. The code goes by e-mail always and on WhatsApp
 * too when the number opted in, both through the one outbox, in the transaction that made the code
 * (docs/decisions/172-cod-code-by-whatsapp-and-e-mail.md).
 */
import { formatRupees } from '#shared/money';
import type { Tx } from '../../db/client';
import type { orders } from '../../db/schema/index';
import { escapeHtml } from '../email/html';
import { htmlPage, trackLink } from '../email/order-emails';
import { enqueueEmails, PUBLIC_URL_TOKEN } from '../email/outbox';
import { shopSignature } from '../email/shop-signature';
import { queueWhatsAppMessage } from '../messaging/whatsapp-outbox';
import type { MessageLanguage } from '../messaging/templates';

type OrderRow = typeof orders.$inferSelect;

/** Order Confirmed of `orderId`, where the placing browser types the code. */
export function codConfirmLink(orderId: number): string {
  return `${PUBLIC_URL_TOKEN}/checkout?confirmed=${orderId}`;
}

/**
 * Queues the code message number `sendNo` (0 first, 1-3 resends) of `order`: an e-mail, and the
 * cod_confirmation_code WhatsApp template (Confirm / Cancel buttons) when the number opted in.
 */
export async function queueCodCodeMessages(tx: Tx, order: OrderRow, code: string, sendNo: number, now: Date): Promise<void> {
  const amount = formatRupees(order.codCollectPaise);
  const subject = `Confirm your cash on delivery order #${order.id}: code ${code}`;
  const signature = await shopSignature(tx);
  const link = codConfirmLink(order.id);
  const emailKey = `order:${order.id}:cod-code:${sendNo}`;
  await enqueueEmails(
    tx,
    [
      {
        dedupeKey: emailKey,
        kind: 'cod_confirmation_code',
        to: order.customerEmail,
        orderId: order.id,
        subject,
        text: [
          `Hi ${order.customerName},`,
          '',
          `Please confirm your cash on delivery order #${order.id}. We print it only once you confirm.`,
          '',
          `Your confirmation code: ${code}`,
          `Enter it on the order page: ${link}`,
          '',
          `To pay on delivery: ${amount}`,
          '',
          'Did not place this order? Ignore this message and it will be cancelled.',
          '',
          ...signature.text,
        ].join('\n'),
        html: htmlPage(
          subject,
          `<p>Hi ${escapeHtml(order.customerName)},</p><p>Please confirm your cash on delivery order <strong>#${order.id}</strong>. We print it only once you confirm.</p><p>Your confirmation code: <strong style="font-size:20px;letter-spacing:3px">${code}</strong><br><a href="${link}">Enter it on the order page</a></p><p>To pay on delivery: <strong>${escapeHtml(amount)}</strong></p><p>Did not place this order? Ignore this message and it will be cancelled.</p>${signature.html}`,
        ),
      },
    ],
    now,
  );
  await queueWhatsAppMessage(
    tx,
    {
      dedupeKey: `order:${order.id}:cod-code:${sendNo}:whatsapp`,
      kind: 'cod_confirmation_code',
      phone: order.customerPhone,
      template: 'cod_confirmation_code',
      language: order.language as MessageLanguage,
      params: [order.customerName, String(order.id), amount, code],
      orderId: order.id,
      fallbackKey: emailKey,
    },
    now,
  );
}

/**
 * Queues the e-mail saying `order` was cancelled because it was not confirmed within `hours`, and
 * the cod_order_cancelled WhatsApp template beside it when the number opted in (queueWhatsAppMessage
 * checks the consent), both through the one outbox (docs/decisions/145-one-outbox-for-every-channel.md),
 * once each (their dedupe keys); the WhatsApp row names the e-mail as its fallback.
 */
export async function queueCodCancelledMessage(tx: Tx, order: OrderRow, hours: number, now: Date): Promise<void> {
  const subject = `Your cash on delivery order #${order.id} was cancelled`;
  const emailKey = `order:${order.id}:cod-cancelled`;
  const signature = await shopSignature(tx);
  const text = `Your cash on delivery order #${order.id} was not confirmed within ${hours} hours, so we cancelled it and printed nothing. You can order again any time.`;
  await enqueueEmails(
    tx,
    [
      {
        dedupeKey: emailKey,
        kind: 'cod_order_cancelled',
        to: order.customerEmail,
        orderId: order.id,
        subject,
        text: [`Hi ${order.customerName},`, '', text, `Order details: ${trackLink(order.id)}`, '', ...signature.text].join('\n'),
        html: htmlPage(subject, `<p>Hi ${escapeHtml(order.customerName)},</p><p>${escapeHtml(text)}</p>${signature.html}`),
      },
    ],
    now,
  );
  await queueWhatsAppMessage(
    tx,
    {
      dedupeKey: `order:${order.id}:cod-cancelled:whatsapp`,
      kind: 'cod_order_cancelled',
      phone: order.customerPhone,
      template: 'cod_order_cancelled',
      language: order.language as MessageLanguage,
      params: [order.customerName, String(order.id), String(hours)],
      orderId: order.id,
      fallbackKey: emailKey,
    },
    now,
  );
}
