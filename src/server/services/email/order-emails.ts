/**
 * The shop's order e-mails: what each says, queued in the outbox inside the
 * transaction of the change it announces. Every customer-typed value is escaped in the HTML
 * part (docs/product.md#free-text); the plain-text part carries it as typed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { formatRupees } from '#shared/money';
import type { Db, Tx } from '../../db/client';
import { BUILT_IN_FONTS } from '#shared/catalog';
import { keychainStyle } from '#shared/keychain-style';
import { customizationOptions, dealers, orders, taxDocuments } from '../../db/schema/index';
import type { KeychainDesign } from '#shared/schemas/keychain-design';
import { escapeHtml } from './html';
import { shopSignature } from './shop-signature';
import { enqueueEmails, PUBLIC_URL_TOKEN, SHOP_ADDRESS, type OutboxMail } from './outbox';
import { countOf } from '#shared/plural';
import { queueWhatsAppMessage } from '../messaging/whatsapp-outbox';
import type { MessageLanguage } from '../messaging/templates';

/** Display names of the fonts by value (hidden ones too: an old order still names its font). */
export async function loadFontNames(tx: Db | Tx): Promise<Map<string, string>> {
  const rows = await tx
    .select({ value: customizationOptions.value, displayName: customizationOptions.displayName })
    .from(customizationOptions)
    .where(eq(customizationOptions.type, 'font'));
  return new Map([...BUILT_IN_FONTS.map((f) => [f.value, f.displayName] as const), ...rows.map((r) => [r.value, r.displayName] as const)]);
}

/**
 * One keychain as a customer reads it: its text and "Pacifico, Light Pink" (keychainStyle: the
 * catalogue's display names, never slugs or hex codes; docs/product.md#customization-options).
 */
export function describeKeychain(design: KeychainDesign, fontNames: ReadonlyMap<string, string>): { text: string; style: string } {
  return { text: design.customText, style: keychainStyle(design, fontNames) };
}

function keychainLines(keychains: KeychainDesign[], fontNames: ReadonlyMap<string, string>): { text: string; html: string } {
  const items = keychains.map((k) => describeKeychain(k, fontNames));
  return {
    text: items.map((k, i) => `${i + 1}. "${k.text}": ${k.style}`).join('\n'),
    html: `<ol>${items.map((k) => `<li><strong>${escapeHtml(k.text)}</strong>: ${escapeHtml(k.style)}</li>`).join('')}</ol>`,
  };
}

/** The tracking page of an order, absolute (PUBLIC_URL_TOKEN is resolved when the mail is sent). */
export function trackLink(orderId: number): string {
  return `${PUBLIC_URL_TOKEN}/track?order=${orderId}`;
}

export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;color:#111827">${body}</body></html>`;
}

/** The order fields the mails use. */
type OrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'customerName' | 'customerEmail' | 'customerPhone' | 'keychains' | 'totalPaise' | 'shippingAddress'
> &
  Partial<Pick<typeof orders.$inferSelect, 'couponCode' | 'couponDiscountPaise' | 'prepaidDiscountPaise'>>;

/**
 * The lines above "Total paid" of a discounted order (docs/product.md#promotions): the subtotal,
 * the coupon with its code, the prepaid discount; none for an order without discounts.
 */
export function discountLines(order: OrderRow): string[] {
  const coupon = order.couponDiscountPaise ?? 0;
  const prepaid = order.prepaidDiscountPaise ?? 0;
  if (coupon + prepaid === 0) return [];
  return [
    `Subtotal: ${formatRupees(order.totalPaise + coupon + prepaid)}`,
    ...(coupon > 0 ? [`${order.couponCode ? `Coupon ${order.couponCode}` : 'Coupon'}: −${formatRupees(coupon)}`] : []),
    ...(prepaid > 0 ? [`Prepaid discount: −${formatRupees(prepaid)}`] : []),
  ];
}

/** The dealer fields the mails use. */
export type DealerContact = Pick<typeof dealers.$inferSelect, 'email' | 'ownerName' | 'businessName'> & { phoneNumber?: string };

function addressText(order: OrderRow): string {
  const a = order.shippingAddress;
  return [a.street, a.addressLine2, `${a.city}, ${a.state} ${a.zipCode}`, a.country].filter(Boolean).join(', ');
}

/** The shop's alert about a new order to print (paid shop order or dealer order). */
function shopAlert(order: OrderRow, source: string, fontNames: ReadonlyMap<string, string>): OutboxMail {
  const total = formatRupees(order.totalPaise);
  const lines = keychainLines(order.keychains, fontNames);
  const subject = `New order #${order.id}: ${countOf(order.keychains.length, 'keychain')}, ${total}`;
  const who = `${order.customerName} <${order.customerEmail}>, ${order.customerPhone}`;
  const discounts = discountLines(order).slice(1).join(', ');
  const totalText = discounts ? `${total} (${discounts})` : total;
  return {
    dedupeKey: `order:${order.id}:shop`,
    kind: 'shop_new_order',
    to: SHOP_ADDRESS,
    orderId: order.id,
    subject,
    text: [`${source}: order #${order.id}, total ${totalText}.`, `Customer: ${who}`, `Ship to: ${addressText(order)}`, '', lines.text].join(
      '\n',
    ),
    html: htmlPage(
      subject,
      `<p>${escapeHtml(source)}: order #${order.id}, total <strong>${escapeHtml(total)}</strong>${discounts ? ` (${escapeHtml(discounts)})` : ''}.</p><p>Customer: ${escapeHtml(who)}<br>Ship to: ${escapeHtml(addressText(order))}</p>${lines.html}`,
    ),
  };
}

/**
 * A shop order was paid (called once per order by markPaid's effect, inside its transaction):
 * queues the customer's confirmation (order number, keychains, total in ₹, proof images when
 * they exist) and the shop's new-order alert, queued at `now` (the shop's clock). The dedupe keys
 * keep it to one of each however often it is called.
 */
export async function queueOrderPaidEmails(tx: Tx, orderId: number, now: Date): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const total = formatRupees(order.totalPaise);
  const fontNames = await loadFontNames(tx);
  const lines = keychainLines(order.keychains, fontNames);
  const subject = `Your Chaabi order #${order.id} is confirmed`;
  // The invoice was issued earlier in this transaction (docs/decisions/050-invoice-numbering.md).
  const [invoice] = await tx
    .select({ id: taxDocuments.id, number: taxDocuments.number, title: sql<string>`${taxDocuments.content}->>'title'` })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, order.id), eq(taxDocuments.kind, 'invoice')));
  // My Account lists only a signed-in shopper's orders; a guest follows the order's tracking link.
  const whereElse = order.userId ? 'from My Account › Orders' : `with your order number and e-mail on ${trackLink(order.id)}`;
  const invoiceText = invoice
    ? `Your ${invoice.title.toLowerCase()} ${invoice.number} is attached as a PDF; you can also download it from the order confirmation page, and follow the order ${whereElse}.`
    : '';
  const signature = await shopSignature(tx);
  const confirmation: OutboxMail = {
    dedupeKey: `order:${order.id}:customer`,
    kind: 'order_confirmation',
    to: order.customerEmail,
    orderId: order.id,
    subject,
    text: [
      `Hi ${order.customerName},`,
      '',
      `Thank you! We received your payment for order #${order.id}.`,
      '',
      'Your keychains:',
      lines.text,
      '',
      ...discountLines(order),
      `Total paid: ${total}`,
      `Shipping to: ${addressText(order)}`,
      ...(invoiceText ? ['', invoiceText] : []),
      '',
      'We will let you know when it ships.',
      `Track your order: ${trackLink(order.id)}`,
      '',
      ...signature.text,
    ].join('\n'),
    html: htmlPage(
      subject,
      `<p>Hi ${escapeHtml(order.customerName)},</p><p>Thank you! We received your payment for order <strong>#${order.id}</strong>.</p><p>Your keychains:</p>${lines.html}<p>${discountLines(
        order,
      )
        .map((line) => `${escapeHtml(line)}<br>`)
        .join(
          '',
        )}Total paid: <strong>${escapeHtml(total)}</strong><br>Shipping to: ${escapeHtml(addressText(order))}</p>${invoiceText ? `<p>${escapeHtml(invoiceText)}</p>` : ''}<p>We will let you know when it ships.</p><p><a href="${trackLink(order.id)}">Track your order</a></p>${signature.html}`,
    ),
    attachments: [
      { kind: 'order-proofs', orderId: order.id },
      ...(invoice ? [{ kind: 'tax-document' as const, documentId: invoice.id }] : []),
    ],
  };
  await enqueueEmails(tx, [confirmation, shopAlert(order, 'Paid online', fontNames)], now);
  // The same news on WhatsApp when the number opted in (docs/product.md#whatsapp-updates).
  await queueWhatsAppMessage(
    tx,
    {
      dedupeKey: `order:${order.id}:customer:whatsapp`,
      kind: 'order_confirmation',
      phone: order.customerPhone,
      template: 'order_confirmed',
      language: order.language as MessageLanguage,
      params: [order.customerName, String(order.id), String(order.keychains.length), total, trackLink(order.id)],
      orderId: order.id,
      fallbackKey: confirmation.dedupeKey,
    },
    now,
  );
}

/**
 * A dealer placed an order with credits (inside its transaction, while the dealer row is
 * locked: no query but the one INSERT): the dealer's receipt and the shop's alert, queued at
 * `now` (the shop's clock).
 */
export async function queueDealerOrderEmails(
  tx: Tx,
  options: {
    order: OrderRow;
    dealer: DealerContact;
    creditsDeducted: number;
    balance: number;
    fontNames?: ReadonlyMap<string, string>;
    now: Date;
  },
): Promise<void> {
  const { order, dealer } = options;
  const fontNames = options.fontNames ?? new Map(BUILT_IN_FONTS.map((f) => [f.value, f.displayName] as const));
  const lines = keychainLines(order.keychains, fontNames);
  const subject = `Order #${order.id} placed: ${countOf(options.creditsDeducted, 'credit')} used`;
  const receipt: OutboxMail = {
    dedupeKey: `order:${order.id}:dealer`,
    kind: 'dealer_order_receipt',
    to: dealer.email,
    orderId: order.id,
    subject,
    text: [
      `Hi ${dealer.ownerName},`,
      '',
      `Order #${order.id} for ${order.customerName} is placed.`,
      lines.text,
      '',
      `Credits used: ${options.creditsDeducted}. Credits left: ${options.balance}.`,
      `Shipping to: ${addressText(order)}`,
      '— Chaabi',
    ].join('\n'),
    html: htmlPage(
      subject,
      `<p>Hi ${escapeHtml(dealer.ownerName)},</p><p>Order <strong>#${order.id}</strong> for ${escapeHtml(order.customerName)} is placed.</p>${lines.html}<p>Credits used: <strong>${options.creditsDeducted}</strong>. Credits left: <strong>${options.balance}</strong>.<br>Shipping to: ${escapeHtml(addressText(order))}</p><p>— Chaabi</p>`,
    ),
  };
  await enqueueEmails(tx, [receipt, shopAlert(order, `Dealer order (${dealer.businessName})`, fontNames)], options.now);
}

/**
 * A dealer's credit purchase was paid (inside markPaid's transaction, once per payment): the
 * receipt, queued at `now`, and on WhatsApp too when the dealer's number opted in.
 */
export async function queueDealerCreditReceipt(
  tx: Tx,
  options: {
    dealer: DealerContact;
    ledgerId: number;
    credits: number;
    /** Free credits of the dealer's volume offer added with them (docs/product.md#dealer-volume-bonus). */
    bonusCredits?: number;
    amountPaise: number;
    balance: number;
    providerPaymentId: string;
    /** The purchase's tax invoice, attached as PDF. */
    invoice?: { id: number; number: string } | null;
    now: Date;
  },
): Promise<void> {
  const { dealer, invoice } = options;
  const amount = formatRupees(options.amountPaise);
  const invoiceText = invoice ? `Tax invoice ${invoice.number} is attached; it is also under History in the dealer portal.` : '';
  const subject = `Receipt: ${options.credits} keychain credits, ${amount}`;
  const bonusText = options.bonusCredits ? `Your volume offer added ${countOf(options.bonusCredits, 'free credit')}.` : '';
  await enqueueEmails(
    tx,
    [
      {
        dedupeKey: `credits:${options.ledgerId}:dealer`,
        kind: 'dealer_credit_receipt',
        to: dealer.email,
        subject,
        text: [
          `Hi ${dealer.ownerName},`,
          '',
          `We received ${amount} for ${options.credits} keychain credits (payment ${options.providerPaymentId}).`,
          ...(bonusText ? [bonusText] : []),
          `Your balance is now ${countOf(options.balance, 'credit')}.`,
          ...(invoiceText ? [invoiceText] : []),
          '— Chaabi',
        ].join('\n'),
        html: htmlPage(
          subject,
          `<p>Hi ${escapeHtml(dealer.ownerName)},</p><p>We received <strong>${escapeHtml(amount)}</strong> for <strong>${options.credits}</strong> keychain credits (payment ${escapeHtml(options.providerPaymentId)}).</p>${bonusText ? `<p>${escapeHtml(bonusText)}</p>` : ''}<p>Your balance is now <strong>${escapeHtml(countOf(options.balance, 'credit'))}</strong>.</p>${invoiceText ? `<p>${escapeHtml(invoiceText)}</p>` : ''}<p>— Chaabi</p>`,
        ),
        ...(invoice ? { attachments: [{ kind: 'tax-document' as const, documentId: invoice.id }] } : {}),
      },
    ],
    options.now,
  );
  if (dealer.phoneNumber) {
    await queueWhatsAppMessage(
      tx,
      {
        dedupeKey: `credits:${options.ledgerId}:dealer:whatsapp`,
        kind: 'dealer_credit_receipt',
        phone: dealer.phoneNumber,
        template: 'dealer_credit_receipt',
        language: 'en',
        params: [dealer.ownerName, String(options.credits), amount, String(options.balance)],
        fallbackKey: `credits:${options.ledgerId}:dealer`,
      },
      options.now,
    );
  }
}
