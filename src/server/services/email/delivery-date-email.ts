/**
 * The customer's mail when the promised arrival day moves later (docs/product.md#promised-date):
 * the new day, the day it replaces, and why in plain words. Queued in the outbox inside the
 * transaction that moves the promise; the dedupe key `order:{id}:arrives:{day}` keeps it to one
 * mail per new day, however many events lead to the same day.
 */
import { countOf } from '#shared/plural';
import { arrivalLabel } from '#shared/schemas/shipping';
import type { Tx } from '../../db/client';
import type { orders } from '../../db/schema/index';
import { escapeHtml } from './html';
import { htmlPage, trackLink } from './order-emails';
import { enqueueEmail, PUBLIC_URL_TOKEN } from './outbox';
import { shopSignature } from './shop-signature';

/** Why a promised arrival day moved, in the customer's words (shipping/promised-delivery.ts moves it). */
export type DateMoveReason = { kind: 'quality_check_failed'; keychains: number };

/** "one of your keychains did not pass…" / "2 of your keychains did not pass…". */
export function reasonText(reason: DateMoveReason): string {
  const which = reason.keychains === 1 ? 'One of your keychains' : `${countOf(reason.keychains, 'keychain')} in your order`;
  const verb = reason.keychains === 1 ? 'did not pass our quality check and is' : 'did not pass our quality check and are';
  return `${which} ${verb} being printed again.`;
}

/** "Fri 4 Dec" for a YYYY-MM-DD day. */
function day(isoDate: string): string {
  return arrivalLabel(isoDate).replace(/^Arrives by /, '');
}

/**
 * Queues the mail telling `order`'s customer the arrival day moved from `before` to `after`
 * (YYYY-MM-DD) because of `reason`, at `now` (the shop's clock). A signed-in customer is sent to
 * My Account, a guest to the order's tracking page. Answers whether a new mail was queued.
 */
export async function queueDeliveryDateEmail(
  tx: Tx,
  options: {
    order: Pick<typeof orders.$inferSelect, 'id' | 'userId' | 'customerName' | 'customerEmail'>;
    before: string;
    after: string;
    reason: DateMoveReason;
    now: Date;
  },
): Promise<boolean> {
  const { order } = options;
  const subject = `Your Chaabi order #${order.id} now arrives by ${day(options.after)}`;
  const lead = `Order #${order.id} will now arrive by ${day(options.after)} instead of ${day(options.before)}.`;
  const why = `${reasonText(options.reason)} We are sorry for the wait.`;
  // My Account lists only a signed-in shopper's orders; a guest follows the order's tracking link.
  const link = order.userId ? `${PUBLIC_URL_TOKEN}/account` : trackLink(order.id);
  const follow = order.userId ? 'Follow your order in My Account › Orders' : 'Follow your order with its number and your e-mail';
  const signature = await shopSignature(tx);
  const text = [`Hi ${order.customerName},`, '', lead, why, '', `${follow}: ${link}`, '', ...signature.text].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hi ${escapeHtml(order.customerName)},</p><p>${escapeHtml(lead)}</p><p>${escapeHtml(why)}</p><p><a href="${link}">${escapeHtml(follow)}</a></p>${signature.html}`,
  );
  return enqueueEmail(
    tx,
    { dedupeKey: `order:${order.id}:arrives:${options.after}`, kind: 'delivery_date_moved', to: order.customerEmail, subject, text, html },
    options.now,
  );
}
