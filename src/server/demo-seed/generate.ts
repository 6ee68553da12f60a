/**
 * A year of a busy shop, generated in memory from a seeded random source (docs/product.md#demo-data):
 * shop orders from every state paid online, a few unpaid or failed, refunds with their credit
 * notes, a fifth of the direct orders cash on delivery (cod.ts), shipments, plates with their
 * quality checks and reprints, and dealers buying credits and spending them. Rows carry their ids
 * (from the given starts) so they insert in batches.
 */
import { quoteKeychains, dealerCreditsPrice } from '#shared/pricing';
import type { KeychainScript } from '#shared/keychain-scripts';
import type { KeychainDesign } from '#shared/schemas/keychain-design';
import type { DemoCatalogue, DemoRows } from './demo-rows';
import { DEMO_PLACES, FIRST_NAMES, LAST_NAMES, TEXTS_BY_SCRIPT } from './places';
import type { BusinessSettings } from '#shared/schemas/business-settings';
import { shopOrderInvoice } from './documents';
import { DemoPlates, statusByAge } from './plates';
import { buyCredits, openDemoDealers } from './dealers';
import { DEMO_COD_SHARE, demoCodOrder, demoCodTotal } from './cod';
import { paymentModeOf } from '../services/invoices/issue-tax-document';

const DAY = 86_400_000;

/** mulberry32: a small, fast, seeded generator (same seed, same data set). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Generates `orders` orders over the year before `now` (ids from `ids`), for `seller` and from
 * `catalogue`; `seed` fixes the random choices.
 */
export function generateDemo(options: {
  orders: number;
  now: Date;
  seed: number;
  seller: BusinessSettings;
  catalogue: DemoCatalogue;
  ids: { order: number; payment: number; refund: number; shipment: number; dealer: number; ledger: number; plate: number };
}): DemoRows {
  const rnd = random(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const weightTotal = DEMO_PLACES.reduce((s, p) => s + p.weight, 0);
  const place = () => {
    let r = rnd() * weightTotal;
    for (const p of DEMO_PLACES) if ((r -= p.weight) < 0) return p;
    return DEMO_PLACES[0]!;
  };
  const ids = { ...options.ids };
  const rows: DemoRows = {
    orders: [],
    payments: [],
    refunds: [],
    shipments: [],
    dealers: [],
    ledger: [],
    plates: [],
    plateKeychains: [],
    documents: [],
  };
  const now = options.now.getTime();
  const yearStart = now - 365 * DAY;
  const fontsByScript = new Map<string, DemoCatalogue['fonts']>();
  for (const f of options.catalogue.fonts) fontsByScript.set(f.script, [...(fontsByScript.get(f.script) ?? []), f]);
  const latin = fontsByScript.get('Latn') ?? options.catalogue.fonts;

  // Dealers, one per 2,500 orders (at least 5), in the bigger cities.
  const dealerCount = Math.max(5, Math.round(options.orders / 2500));
  const dealerState = openDemoDealers({ rows, ids, count: dealerCount, createdAt: new Date(yearStart - 30 * DAY), place, pick });
  const dealerIds = [...dealerState.keys()];
  const plates = new DemoPlates(rows, ids, rnd);
  const buyers = Math.max(1, Math.round(options.orders * 0.55));
  const ship = (orderId: number, bookedAt: Date, trackingStatus: string) => {
    const shipmentId = ids.shipment++;
    rows.shipments.push({
      id: shipmentId,
      orderId,
      provider: 'manual',
      state: 'created',
      awb: `DEMO${String(shipmentId).padStart(9, '0')}`,
      courier: 'Delhivery',
      trackingStatus,
      createdAt: bookedAt,
    });
  };
  const times = Array.from({ length: options.orders }, () => yearStart + Math.pow(rnd(), 0.8) * 365 * DAY).sort((a, b) => a - b);

  for (const placedMs of times) {
    const orderId = ids.order++;
    const placedAt = new Date(placedMs);
    const dealerId = rnd() < 0.1 ? pick(dealerIds) : null;
    const quantity = dealerId ? 5 + Math.floor(rnd() * 46) : rnd() < 0.45 ? 1 : rnd() < 0.4 ? 2 : 3 + Math.floor(rnd() * 8);
    const buyer = Math.floor(Math.pow(rnd(), 1.6) * buyers);
    const dealer = dealerId ? dealerState.get(dealerId)! : null;
    const where = dealer ? dealer.place : DEMO_PLACES[buyer % DEMO_PLACES.length]!;
    const colour = pick(options.catalogue.colours);
    const script: KeychainScript = rnd() < 0.7 ? 'Latn' : pick(Object.keys(TEXTS_BY_SCRIPT) as KeychainScript[]);
    const font = pick(fontsByScript.get(script) ?? latin);
    const texts = TEXTS_BY_SCRIPT[fontsByScript.has(script) ? script : 'Latn'];
    const keychains: KeychainDesign[] = Array.from({ length: quantity }, () => ({
      customText: pick(texts),
      fontFamily: font.value,
      textColor: colour.value,
      colorCombination: { fontColor: colour.fontColor, backgroundColor: colour.backgroundColor, displayName: colour.displayName },
    }));
    const name = dealer ? dealer.name : `${FIRST_NAMES[buyer % FIRST_NAMES.length]} ${LAST_NAMES[(buyer >> 3) % LAST_NAMES.length]}`;
    const address = {
      street: `${(buyer % 300) + 1} Main Road`,
      city: where.city,
      state: where.state,
      stateCode: where.code,
      zipCode: where.pin,
      country: 'India',
    };
    const tier = dealer ? dealerCreditsPrice(quantity) : quoteKeychains(quantity).total;
    const codTotal = dealer ? null : demoCodTotal(tier);
    const cod = codTotal !== null && rnd() < DEMO_COD_SHARE ? demoCodOrder(orderId, placedMs, now, codTotal, quantity, rnd) : null;
    const total = cod ? cod.columns.codCollectPaise : tier;
    const roll = rnd();
    const paid = dealer !== null || roll >= 0.04;
    const paidAt = new Date(placedMs + (1 + Math.floor(rnd() * 10)) * 60_000);
    const age = (now - paidAt.getTime()) / DAY;
    let orderStatus = statusByAge(paid, roll, age);
    let paymentStatus = paid ? 'completed' : roll < 0.02 ? 'failed' : 'pending';
    const order = {
      id: orderId,
      dealerId,
      orderType: dealer ? 'dealer' : 'direct',
      customerEmail: dealer ? `dealer${dealerId}@example.in` : `buyer${buyer}@example.in`,
      customerName: name,
      customerPhone: dealer ? rows.dealers[dealerId! - options.ids.dealer]!.phoneNumber : `9${String(100_000_000 + buyer).slice(-9)}`,
      keychains,
      quantity,
      totalPaise: total,
      shippingAddress: address,
      createdAt: placedAt,
    };
    const buyerParty = {
      name,
      address: `${address.street}, ${address.city} ${address.zipCode}, India`,
      stateCode: where.code,
      stateName: where.state,
      gstin: null,
      email: null,
      phone: null,
    };

    const describe = (k: KeychainDesign) => `Keychain '${k.customText}' — ${font.displayName}, ${colour.displayName}`;

    if (cod) {
      rows.orders.push({
        ...order,
        ...cod.columns,
        orderStatus: cod.orderStatus,
        paymentStatus: cod.paymentStatus,
        status: cod.orderStatus,
      });
      if (cod.confirmedAt && cod.orderStatus !== 'confirmed') plates.placeOrder(orderId, quantity, colour, cod.confirmedAt);
      if (cod.shippedAt) {
        // A COD order's invoice is issued at dispatch (docs/product.md#cod-invoice), and cancelled
        // by a credit note when the parcel comes back (#cod-rto).
        const invoice = shopOrderInvoice(orderId, cod.shippedAt, buyerParty, keychains, describe, options.seller.hsnCode, {
          total,
          codFee: cod.columns.codFeePaise,
          paymentMode: paymentModeOf({ paymentMethod: 'cod', codAdvancePaise: 0, codCollectPaise: total }),
        });
        rows.documents.push(invoice);
        if (cod.returnedAt) {
          rows.documents.push({
            ...invoice,
            kind: 'credit_note',
            issuedAt: cod.returnedAt,
            reason: 'Returned to origin: not delivered, no cash collected',
            against: invoice,
          });
        }
        ship(orderId, cod.shippedAt, cod.trackingStatus!);
      }
      continue;
    }

    if (dealer) {
      if (dealer.balance < quantity)
        buyCredits({ rows, ids, rnd, hsnCode: options.seller.hsnCode }, dealerId!, dealer, new Date(placedMs - 3_600_000), {
          ...buyerParty,
          name: dealer.name,
        });
      dealer.balance -= quantity;
      dealer.used += quantity;
      dealer.orders += 1;
      rows.ledger.push({
        id: ids.ledger++,
        dealerId,
        type: 'order',
        amount: -quantity,
        balanceAfter: dealer.balance,
        paymentStatus: 'completed',
        orderId,
        createdAt: placedAt,
      });
    } else if (paymentStatus !== 'pending' || roll < 0.03) {
      const paymentId = ids.payment++;
      rows.payments.push({
        id: paymentId,
        provider: 'simulated',
        providerOrderId: `demo_order_${paymentId}`,
        purpose: 'order',
        orderId,
        amountPaise: total,
        status: paid ? 'captured' : 'failed',
        providerPaymentId: paid ? `demo_pay_${paymentId}` : null,
        capturedAt: paid ? paidAt : null,
        failureReason: paid ? null : 'Card declined',
        createdAt: placedAt,
      });
      if (paid) {
        const invoice = shopOrderInvoice(orderId, paidAt, buyerParty, keychains, describe, options.seller.hsnCode, {
          total,
          codFee: 0,
          paymentMode: 'Paid online',
        });
        rows.documents.push(invoice);
        const refundAt = paidAt.getTime() + (1 + Math.floor(rnd() * 9)) * DAY;
        if (rnd() < 0.02 && refundAt < now) {
          const full = rnd() < 0.5;
          const amount = full ? total : Math.max(100, Math.round(total * 0.3));
          const refundId = ids.refund++;
          rows.refunds.push({
            id: refundId,
            orderId,
            paymentId,
            amountPaise: amount,
            reason: full ? 'Cancelled before printing' : 'One keychain arrived broken',
            status: 'processed',
            providerRefundId: `demo_rfnd_${refundId}`,
            requestedBy: 'admin',
            createdAt: new Date(refundAt - 60_000),
            processedAt: new Date(refundAt),
          });
          rows.documents.push({
            ...invoice,
            kind: 'credit_note',
            issuedAt: new Date(refundAt),
            creditedLines: [
              { description: `Refund of order #${orderId}`, hsnCode: options.seller.hsnCode, quantity: 1, pricePaise: amount },
            ],
            reason: 'Refund',
            refundId,
            against: invoice,
          });
          if (full) {
            orderStatus = 'refunded';
            paymentStatus = 'refunded';
          }
        }
      }
    }
    rows.orders.push({ ...order, orderStatus, paymentStatus, status: orderStatus });

    if (['processing', 'shipped', 'delivered'].includes(orderStatus)) plates.placeOrder(orderId, quantity, colour, paidAt);
    if (orderStatus === 'shipped' || orderStatus === 'delivered') {
      ship(orderId, new Date(paidAt.getTime() + 1.5 * DAY), orderStatus === 'delivered' ? 'delivered' : 'in_transit');
    }
  }
  for (const d of rows.dealers) {
    const s = dealerState.get(d.id!)!;
    Object.assign(d, {
      keychainCredits: s.balance,
      totalCreditsEarned: s.earned,
      totalCreditsUsed: s.used,
      totalPurchasesPaise: s.paid,
      totalOrders: s.orders,
    });
  }
  return rows;
}
