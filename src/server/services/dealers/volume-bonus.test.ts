/**
 * The dealer volume offer (docs/product.md#dealer-volume-bonus): the admin sets it per dealer, a
 * purchase of the size or more earns its extra credits as a 'volume_bonus' ledger row, exactly
 * once per purchase whatever repeats (verify, a retried webhook, a new event for the same capture).
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../../tests/setup/test-db';
import { VOLUME_BONUS_MESSAGES, volumeBonusCredits, volumeBonusOffer } from '#shared/dealer-volume-bonus';
import { withAdminApp } from '#tests/support/admin-app';
import { jsonHeaders } from '#tests/support/admin';
import { asDealerOf, dealerToken, expectLedgerExplains, insertDealer } from '#tests/support/dealer';
import { staffCookie } from '#tests/support/staff';
import { auditLog, dealers } from '../../db/schema/index';
import type { SimulatedPaymentProvider } from '../payments/simulated-gateway';
import { postRazorpayWebhook } from '#tests/support/shop';

let t: TestApp;
let cookie: string;
withAdminApp((app, session) => {
  t = app;
  cookie = session;
});

const setBonus = (dealerId: number, volumeBonus: object | null, session = cookie) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/dealers/${dealerId}/volume-bonus`,
    payload: { volumeBonus },
    headers: { ...jsonHeaders, cookie: session },
  });

let eventSeq = 0;
/** A Razorpay-signed `payment.captured` for a capture the gateway already reported, as a retry would send it. */
function redeliverCapture(capture: { paymentId: string; orderId: string; amount: number }, eventId = `evt_retry_${++eventSeq}`) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: { id: capture.paymentId, order_id: capture.orderId, amount: capture.amount, currency: 'INR', status: 'captured' },
      },
    },
  });
  return postRazorpayWebhook(t.app, body, { eventId, secret: t.config.simulatedSecret });
}

/** Buys `quantity` credits as the dealer through the simulated gateway; returns the purchase answer and the capture. */
async function buy(token: string, quantity: number) {
  const asDealer = (url: string, payload?: object) => asDealerOf(t.app, token, url, payload);
  const purchase = await asDealer('/api/dealer/purchase-credits', { quantity });
  expect(purchase.statusCode).toBe(200);
  const { transactionId } = purchase.json<{ transactionId: number }>();
  const pay = await asDealer('/api/dealer/create-payment-order', { transactionId });
  const bank = await t.app.inject({
    method: 'POST',
    url: '/api/payments/simulated/complete',
    payload: { providerOrderId: pay.json().orderId, outcome: 'success' },
    headers: jsonHeaders,
  });
  const fields = bank.json<{ razorpay_payment_id: string; razorpay_order_id: string }>();
  await (t.app.services.payments as SimulatedPaymentProvider).webhooksDelivered();
  return {
    purchase: purchase.json<{ credits: number; bonusCredits: number }>(),
    transactionId,
    fields,
    capture: { paymentId: fields.razorpay_payment_id, orderId: fields.razorpay_order_id, amount: pay.json<{ amount: number }>().amount },
    verify: () => asDealer('/api/dealer/verify-payment', { ...fields, transactionId }),
  };
}

async function dealerWithToken() {
  const d = await insertDealer(t.app.services.db, { pin: '482913', pepper: t.config.pinPepper });
  return { dealer: d, token: await dealerToken(t.app, d.phoneNumber, '482913') };
}

describe('volumeBonusCredits', () => {
  it.each([
    [150, 15],
    [100, 10],
    [105, 10],
    [99, 0],
    [1_000, 100],
  ])('%i credits at 10 %% from 100 earn %i free', (credits, bonus) => {
    expect(volumeBonusCredits(credits, { minCredits: 100, percent: 10 })).toBe(bonus);
  });

  it('earns nothing without an offer, and says the offer as the dealer reads it', () => {
    expect(volumeBonusCredits(5_000, null)).toBe(0);
    expect(volumeBonusOffer({ minCredits: 100, percent: 10 })).toBe('Buy 100 or more and get 10 % extra');
  });
});

describe('PUT /api/admin/dealers/:dealerId/volume-bonus', () => {
  it('sets, shows and ends a dealer’s offer, with an audit row saying before and after', async () => {
    const { dealer, token } = await dealerWithToken();
    const set = await setBonus(dealer.id, { minCredits: 100, percent: 10 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: dealer.id, volumeBonus: { minCredits: 100, percent: 10 } });
    const profile = await asDealerOf(t.app, token, '/api/dealer/profile');
    expect(profile.json().dealer.volumeBonus).toEqual({ minCredits: 100, percent: 10 });
    const [audit] = await t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dealer.volume_bonus'), eq(auditLog.recordId, String(dealer.id))));
    expect(audit).toMatchObject({ before: null, after: { minCredits: 100, percent: 10 } });
    expect((await setBonus(dealer.id, null)).json().volumeBonus).toBeNull();
    expect((await asDealerOf(t.app, token, '/api/dealer/profile')).json().dealer.volumeBonus).toBeNull();
  });

  it.each<[string, object, string]>([
    ['a size under the minimum purchase', { minCredits: 5, percent: 10 }, VOLUME_BONUS_MESSAGES.minCredits],
    ['a zero percent', { minCredits: 100, percent: 0 }, VOLUME_BONUS_MESSAGES.percent],
    ['a percent over 100', { minCredits: 100, percent: 150 }, VOLUME_BONUS_MESSAGES.percent],
    ['a fraction', { minCredits: 100, percent: 2.5 }, VOLUME_BONUS_MESSAGES.percent],
  ])('refuses %s with a 400 and changes nothing', async (_, body, message) => {
    const { dealer } = await dealerWithToken();
    const res = await setBonus(dealer.id, body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    const [row] = await t.app.services.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(row).toMatchObject({ volumeBonusMinCredits: null, volumeBonusPercent: null });
  });

  it('answers 404 for an unknown dealer and 403 to a support session', async () => {
    expect((await setBonus(2_000_000, { minCredits: 100, percent: 10 })).statusCode).toBe(404);
    const { dealer } = await dealerWithToken();
    const support = await staffCookie(t.app, t.app.services.db, 'support');
    expect((await setBonus(dealer.id, { minCredits: 100, percent: 10 }, support)).statusCode).toBe(403);
  });
});

describe('the bonus in the ledger', () => {
  it('adds 10 % extra on 150 credits as its own entry, once, whatever the webhook and verify repeat', async () => {
    const { dealer, token } = await dealerWithToken();
    await setBonus(dealer.id, { minCredits: 100, percent: 10 });
    const paid = await buy(token, 150);
    expect(paid.purchase).toMatchObject({ credits: 150, bonusCredits: 15 });

    // The same event again, a new event for the same capture, the browser's verify: nothing more.
    const replayed = await redeliverCapture(paid.capture, 'evt_same_retry');
    expect(replayed.statusCode).toBe(200);
    expect((await redeliverCapture(paid.capture, 'evt_same_retry')).statusCode).toBe(200);
    expect((await redeliverCapture(paid.capture)).statusCode).toBe(200);
    expect((await paid.verify()).json()).toMatchObject({ success: true, credits: 150, balance: 165 });

    const rows = await expectLedgerExplains(t.app.services.db, dealer.id);
    expect(rows.map((r) => [r.type, r.amount, r.balanceAfter])).toEqual([
      ['purchase', 150, 150],
      ['volume_bonus', 15, 165],
    ]);
    const [d] = await t.app.services.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(d).toMatchObject({ keychainCredits: 165, totalCreditsEarned: 165, totalPurchasesPaise: 150 * 13_000 });

    // The dealer's ledger list shows it with its own kind, not as a payment.
    const list = await asDealerOf(t.app, token, '/api/dealer/transactions?page=1&pageSize=10');
    expect(list.json().entries[0]).toMatchObject({
      type: 'volume_bonus',
      credits: 15,
      balanceAfter: 165,
      paymentId: null,
      invoiceId: null,
    });
    expect(list.json().entries[0].description).toContain('15 free credits on 150 bought');
    expect(list.json().entries[1]).toMatchObject({ type: 'purchase', credits: 150 });
  });

  it('gives nothing below the size, and nothing to a dealer without an offer', async () => {
    const { dealer, token } = await dealerWithToken();
    await setBonus(dealer.id, { minCredits: 100, percent: 10 });
    expect((await buy(token, 99)).purchase.bonusCredits).toBe(0);
    const other = await dealerWithToken();
    expect((await buy(other.token, 500)).purchase.bonusCredits).toBe(0);
    for (const id of [dealer.id, other.dealer.id]) {
      expect((await expectLedgerExplains(t.app.services.db, id)).map((r) => r.type)).toEqual(['purchase']);
    }
  });

  it('keeps the bonus promised when the purchase started, even if the offer ends before the payment', async () => {
    const { dealer, token } = await dealerWithToken();
    await setBonus(dealer.id, { minCredits: 100, percent: 20 });
    const asDealer = (url: string, payload?: object) => asDealerOf(t.app, token, url, payload);
    const { transactionId, bonusCredits } = (await asDealer('/api/dealer/purchase-credits', { quantity: 100 })).json();
    expect(bonusCredits).toBe(20);
    await setBonus(dealer.id, null);
    const pay = await asDealer('/api/dealer/create-payment-order', { transactionId });
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/complete',
      payload: { providerOrderId: pay.json().orderId, outcome: 'success' },
      headers: jsonHeaders,
    });
    await (t.app.services.payments as SimulatedPaymentProvider).webhooksDelivered();
    expect((await expectLedgerExplains(t.app.services.db, dealer.id)).map((r) => [r.type, r.amount])).toEqual([
      ['purchase', 100],
      ['volume_bonus', 20],
    ]);
  });
});
