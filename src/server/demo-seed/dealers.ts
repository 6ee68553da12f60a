/**
 * The demo data set's dealers (docs/decisions/060-dealer-credit-ledger.md): a dealer short of
 * credits buys 100-500 as the shop records a purchase: the intent, the captured payment, the
 * ledger row that moves the balance, and the invoice for the credits.
 */
import { dealerCreditsPrice } from '#shared/pricing';
import type { DraftDocument } from './documents';
import type { DemoRows } from './demo-rows';
import { FIRST_NAMES, LAST_NAMES, type DEMO_PLACES } from './places';

/** A dealer's running figures while the year is generated. */
export interface DemoDealer {
  balance: number;
  earned: number;
  used: number;
  paid: number;
  orders: number;
  place: (typeof DEMO_PLACES)[number];
  name: string;
}

/**
 * Adds `count` dealers to `rows` (ids from `ids.dealer`, each in a city `place` picks, all created
 * at `createdAt`) and returns their running figures by id, every one at zero.
 */
export function openDemoDealers(ctx: {
  rows: DemoRows;
  ids: { dealer: number };
  count: number;
  createdAt: Date;
  place: () => (typeof DEMO_PLACES)[number];
  pick: <T>(list: readonly T[]) => T;
}): Map<number, DemoDealer> {
  const { rows, ids, pick } = ctx;
  const dealers = new Map<number, DemoDealer>();
  for (let i = 0; i < ctx.count; i++) {
    const id = ids.dealer++;
    const p = ctx.place();
    const name = `${pick(LAST_NAMES)} Gifts ${id}`;
    dealers.set(id, { balance: 0, earned: 0, used: 0, paid: 0, orders: 0, place: p, name });
    rows.dealers.push({
      id,
      businessName: name,
      ownerName: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      phoneNumber: `8${String(100_000_000 + id).slice(-9)}`,
      email: `dealer${id}@example.in`,
      businessAddress: { street: `${id} Market Road`, city: p.city, state: p.state, stateCode: p.code, zipCode: p.pin, country: 'India' },
      createdAt: ctx.createdAt,
    });
  }
  return dealers;
}

/** Records dealer `dealerId` buying credits at `at`, billed to `buyer`; updates `dealer`. */
export function buyCredits(
  ctx: { rows: DemoRows; ids: { ledger: number; payment: number }; rnd: () => number; hsnCode: string },
  dealerId: number,
  dealer: DemoDealer,
  at: Date,
  buyer: DraftDocument['buyer'],
): void {
  const credits = (1 + Math.floor(ctx.rnd() * 5)) * 100;
  const intentId = ctx.ids.ledger++;
  const paymentId = ctx.ids.payment++;
  const price = dealerCreditsPrice(credits);
  dealer.balance += credits;
  dealer.earned += credits;
  dealer.paid += price;
  ctx.rows.ledger.push({
    id: intentId,
    dealerId,
    type: 'purchase_intent',
    amount: credits,
    paymentAmountPaise: price,
    paymentStatus: 'completed',
    createdAt: at,
  });
  ctx.rows.payments.push({
    id: paymentId,
    provider: 'simulated',
    providerOrderId: `demo_credits_${paymentId}`,
    purpose: 'dealer_credits',
    creditTransactionId: intentId,
    amountPaise: price,
    status: 'captured',
    providerPaymentId: `demo_pay_${paymentId}`,
    capturedAt: at,
    createdAt: at,
  });
  ctx.rows.ledger.push({
    id: ctx.ids.ledger++,
    dealerId,
    type: 'purchase',
    amount: credits,
    balanceAfter: dealer.balance,
    paymentAmountPaise: price,
    paymentId: `payment:${paymentId}`,
    paymentStatus: 'completed',
    createdAt: at,
  });
  ctx.rows.documents.push({
    kind: 'invoice',
    issuedAt: at,
    buyer,
    lines: [{ description: 'Keychain credits', hsnCode: ctx.hsnCode, quantity: credits, pricePaise: price }],
    reference: `Keychain credits, purchase #${intentId}`,
    reason: null,
    orderId: null,
    creditTransactionId: intentId,
    dealerId,
    refundId: null,
    against: null,
  });
}
