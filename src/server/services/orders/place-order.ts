/**
 * Placing a shop order (docs/product.md#checkout-flow, POST /api/orders): `placeOrder`, in steps:
 * 1. `checkBeforeStoring`: outside any transaction, the courier serves the PIN code, cash on
 *    delivery is on and collected there, and every keychain is checked against the catalogue and
 *    measured for printing;
 * 2. `priceInTransaction`: a coupon claimed under its promotion's lock, the price recomputed from
 *    the tier table with the prepaid discount or the COD fee, a COD order's eligibility and advance;
 * 3. `insertOrder`: the order row, both statuses pending whatever the client sent;
 * 4. `recordWithOrder`: in the same transaction the coupon's use, the WhatsApp consent, and a COD
 *    order's confirmation code (cod/cod-confirmation.ts);
 * 5. `placedOrderOf`: the answer to the browser.
 */
import type { FastifyBaseLogger } from 'fastify';
import { codAdvanceSplit, priceOrder } from '#shared/pricing';
import { decimalToPaise, paiseToDecimal } from '#shared/money';
import { CreateOrderRequest } from '#shared/schemas/order';
import { postalAddress } from '#shared/schemas/contact';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { resolveKeychainDesigns } from '../catalog/resolve-keychain-designs';
import type { PrintabilityChecker } from '../stl/printability-guard';
import type { OptionsCache } from '../catalog/list-customization-options';
import { assertServiceable } from '../shipping/check-serviceability';
import type { ShippingProvider } from '../shipping/provider';
import { claimPromotion, recordRedemption, ruleOf, type PromotionRow } from '../promotions/claim-promotion';
import { getPrepaidDiscount, prepaidRule } from '../promotions/prepaid-discount';
import { recordWhatsAppConsent } from '../messaging/whatsapp-outbox';
import { messageLanguageFor } from '../messaging/message-language';
import { WHATSAPP_CONSENT_WORDING } from '#shared/whatsapp';
import { getCodSettings } from '../settings/cod-settings';
import { assertCodEligible, assertCodPin, refuseCod } from '../cod/check-cod-eligibility';
import { startCodConfirmation } from '../cod/cod-confirmation';

/** A placed order as returned to the browser. */
export interface PlacedOrder {
  id: number;
  /** The server's total as the API's rupee string ("510.00", docs/product.md#money). */
  totalPrice: string;
  couponCode: string | null;
  /** Paise. */
  couponDiscountPaise: number;
  /** Paise. */
  prepaidDiscountPaise: number;
  quantity: number;
  paymentStatus: string;
  orderStatus: string;
  paymentMethod: 'online' | 'cod';
  /** Paise. */
  codFeePaise: number;
  /** Paise. */
  codAdvancePaise: number;
  /** Paise. */
  codCollectPaise: number;
}

/**
 * Places a shop order (docs/product.md#checkout-flow, docs/product.md#customer-calls POST
 * /api/orders). The price is recomputed from the tier table (docs/product.md#pricing-tiers) for the
 * number of keychains; a client total that disagrees is ignored and logged. Both statuses start as
 * pending whatever the client sent. Each keychain keeps its own text, font and colours, checked
 * against the catalogue and stored as the catalogue has them (resolveKeychainDesigns), and measured
 * by `printability` (required: no order skips the measurement). With `shipping`, a PIN code the
 * courier does not serve is refused first (assertServiceable). The order is dated `now`, the
 * shop's clock (composition-root.ts). A `couponCode` is claimed under the promotion's lock and its
 * use reserved in the order's own transaction; the prepaid discount applies (all orders are paid
 * online today) (docs/product.md#promotions, priceOrder). `whatsappOptIn: true` records the
 * number's consent to WhatsApp updates with the order; the messages' language is `language`, else
the signed-in customer's profile language, else English (docs/product.md#whatsapp-updates).
 * @throws AppError BAD_REQUEST for a font or colour combination the shop does not offer, a
 * design too thin to print, an unserviceable PIN code (on `shippingAddress.zipCode`), or a code
 * refused (on `couponCode`, naming the rule: claimPromotion).
 */
export async function placeOrder(
  db: Db,
  input: z.output<typeof CreateOrderRequest>,
  context: {
    printability: PrintabilityChecker;
    optionsCache: OptionsCache;
    now: Date;
    userId?: string | null;
    log?: FastifyBaseLogger;
    shipping?: ShippingProvider;
  },
): Promise<PlacedOrder> {
  const keychains = await checkBeforeStoring(db, input, context);
  const customer = { email: input.customerEmail, phone: input.customerPhone, userId: context.userId ?? null };
  return db.transaction(async (tx) => {
    const priced = await priceInTransaction(tx, input, { quantity: keychains.length, customer, now: context.now, log: context.log });
    const order = await insertOrder(tx, input, { keychains, priced, userId: context.userId ?? null, now: context.now });
    await recordWithOrder(tx, input, { order, priced, customer, userId: context.userId ?? null, now: context.now });
    return placedOrderOf(order);
  });
}

type PlaceContext = Parameters<typeof placeOrder>[2];
type OrderInput = z.output<typeof CreateOrderRequest>;
type Customer = { email: string; phone: string; userId: string | null };
type OrderRow = typeof orders.$inferSelect;
type Keychains = Awaited<ReturnType<typeof resolveKeychainDesigns>>;

/**
 * Step 1, before anything is stored (the courier is asked outside the transaction): answers the
 * keychains as the catalogue has them (resolveKeychainDesigns).
 * @throws AppError BAD_REQUEST for an unserviceable PIN code, cash on delivery off or not collected
 * at the PIN, or a font, colour or design the shop does not offer or cannot print.
 */
async function checkBeforeStoring(db: Db, input: OrderInput, context: PlaceContext): Promise<Keychains> {
  if (context.shipping) await assertServiceable(context.shipping, { pin: input.shippingAddress.zipCode, log: context.log });
  if (input.paymentMethod === 'cod') {
    if (!(await getCodSettings(db)).enabled) refuseCod('disabled');
    if (context.shipping) await assertCodPin(context.shipping, input.shippingAddress.zipCode);
  }
  return resolveKeychainDesigns(db, {
    keychains: input.keychains,
    printability: context.printability,
    optionsCache: context.optionsCache,
  });
}

/**
 * Step 2: the claimed coupon (if any), the server's price (priceOrder) and a COD order's advance
 * split, amounts in paise; a client total that disagrees is logged and ignored.
 * @throws AppError BAD_REQUEST for a refused code (claimPromotion) or a COD order not eligible.
 */
async function priceInTransaction(
  tx: Tx,
  input: OrderInput,
  context: { quantity: number; customer: Customer; now: Date; log?: FastifyBaseLogger },
) {
  const { quantity, customer } = context;
  const tierTotalPaise = priceOrder({ quantity, paymentMethod: 'online' }).tierTotalPaise;
  let promotion: PromotionRow | null = null;
  if (input.couponCode) promotion = await claimPromotion(tx, { code: input.couponCode, customer, tierTotalPaise, now: context.now });
  const cod = input.paymentMethod === 'cod';
  const codSettings = cod ? await getCodSettings(tx) : null;
  const price = priceOrder({
    quantity,
    coupon: promotion ? ruleOf(promotion) : null,
    prepaid: prepaidRule(await getPrepaidDiscount(tx)),
    paymentMethod: input.paymentMethod,
    codFeePaise: codSettings?.feePaise ?? 0,
  });
  if (codSettings) {
    await assertCodEligible(tx, { settings: codSettings, totalPaise: price.totalPaise, phone: input.customerPhone });
  }
  const split = codSettings ? codAdvanceSplit(price.totalPaise, codSettings) : { advancePaise: 0, collectPaise: 0 };
  warnOnClaimedTotal(input.totalPrice, price.totalPaise, quantity, context.log);
  return { promotion, price, split, cod };
}

/** Step 3: the order's row, dated `now` (the shop's clock), both statuses pending. */
async function insertOrder(
  tx: Tx,
  input: OrderInput,
  context: { keychains: Keychains; priced: Awaited<ReturnType<typeof priceInTransaction>>; userId: string | null; now: Date },
): Promise<OrderRow> {
  const { promotion, price, split, cod } = context.priced;
  // Creation is not a status change, so no order_events row
  // (those record who changed a status and when, docs/product.md#order-status).
  const [order] = await tx
    .insert(orders)
    .values({
      userId: context.userId,
      orderType: 'direct',
      customerEmail: input.customerEmail,
      customerName: input.customerName,
      customerPhone: input.customerPhone,
      modelId: input.modelId,
      keychains: context.keychains,
      quantity: context.keychains.length,
      totalPaise: price.totalPaise,
      couponCode: promotion?.code ?? null,
      couponDiscountPaise: price.couponDiscountPaise,
      prepaidDiscountPaise: price.prepaidDiscountPaise,
      shippingAddress: postalAddress(input.shippingAddress),
      language: await messageLanguageFor(tx, { chosen: input.language, userId: context.userId }),
      paymentMethod: input.paymentMethod,
      paymentStatus: cod ? 'cod_pending' : 'pending',
      orderStatus: 'pending',
      codFeePaise: price.codFeePaise,
      // Above the settings' threshold an advance is paid online first; the courier collects the rest (docs/product.md#cash-on-delivery).
      codAdvancePaise: split.advancePaise,
      codCollectPaise: split.collectPaise,
      createdAt: context.now,
    })
    .returning();
  return order!;
}

/** Step 4: the coupon's redemption, the WhatsApp consent (when opted in) and a COD order's confirmation code, in the order's transaction. */
async function recordWithOrder(
  tx: Tx,
  input: OrderInput,
  context: {
    order: OrderRow;
    priced: Awaited<ReturnType<typeof priceInTransaction>>;
    customer: Customer;
    userId: string | null;
    now: Date;
  },
): Promise<void> {
  const { order, priced } = context;
  if (priced.promotion) {
    await recordRedemption(tx, {
      promotionId: priced.promotion.id,
      orderId: order.id,
      customer: context.customer,
      discountPaise: priced.price.couponDiscountPaise,
      now: context.now,
    });
  }
  if (input.whatsappOptIn === true) {
    const consent = { phone: input.customerPhone, optedIn: true, wording: WHATSAPP_CONSENT_WORDING, source: 'checkout' as const };
    await recordWhatsAppConsent(tx, { ...consent, orderId: order.id, ...(context.userId ? { userId: context.userId } : {}) }, context.now);
  }
  // A COD order waits for its code before anything is printed (docs/product.md#cash-on-delivery).
  if (priced.cod) await startCodConfirmation(tx, order, context.now);
}

/** Step 5: the placed order as the browser gets it (the total as the API's rupee string). */
function placedOrderOf(order: OrderRow): PlacedOrder {
  return {
    id: order.id,
    totalPrice: paiseToDecimal(order.totalPaise),
    couponCode: order.couponCode,
    couponDiscountPaise: order.couponDiscountPaise,
    prepaidDiscountPaise: order.prepaidDiscountPaise,
    quantity: order.quantity,
    paymentStatus: order.paymentStatus,
    orderStatus: order.orderStatus,
    paymentMethod: order.paymentMethod === 'cod' ? 'cod' : 'online',
    codFeePaise: order.codFeePaise,
    codAdvancePaise: order.codAdvancePaise,
    codCollectPaise: order.codCollectPaise,
  };
}

/** Logs a client total that disagrees with the server's (the server's price stands). */
function warnOnClaimedTotal(
  claimedTotal: string | number | undefined,
  serverTotalPaise: number,
  quantity: number,
  log?: FastifyBaseLogger,
): void {
  if (claimedTotal === undefined) return;
  let claimed: number | null = null;
  try {
    claimed = decimalToPaise(claimedTotal);
  } catch {
    claimed = null;
  }
  if (claimed !== serverTotalPaise) log?.warn({ claimedTotal, serverTotalPaise, quantity }, 'client total ignored');
}
