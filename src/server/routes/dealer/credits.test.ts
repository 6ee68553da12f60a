/**
 * Dealer credits: admin Dealers tab calls, purchases through the simulated gateway, create-order
 * (docs/product.md#dealer-flows, docs/product.md#admin-inputs, docs/product.md#customer-calls,
 * docs/product.md#dealer-messages).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../../tests/setup/test-db';
import { dealerCreditTransactions, dealers, orders } from '../../db/schema/index';
import { jsonHeaders } from '#tests/support/admin';
import { postJson } from '#tests/support/http';
import { asDealerOf, dealerToken, expectLedgerExplains, insertDealer, orderBody } from '#tests/support/dealer';
import { withAdminApp } from '#tests/support/admin-app';

let t: TestApp;
let cookie: string;
withAdminApp((app, session) => {
  t = app;
  cookie = session;
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: payload ? { ...jsonHeaders, cookie } : { cookie } });
const asDealer = (token: string, url: string, payload?: object) => asDealerOf(t.app, token, url, payload);

const newDealer = {
  businessName: 'Keyring Corner',
  ownerName: 'Meera Shah',
  phoneNumber: '9812345670',
  email: 'meera@example.in',
  businessAddress: { street: '5 FC Road', city: 'Pune', state: 'Maharashtra', zipCode: '411004' },
  adminNotes: 'Met at the trade fair',
};

describe('admin dealers', () => {
  it('creates, lists, edits, credits and deletes a dealer', async () => {
    const created = await admin('POST', '/api/admin/dealers', newDealer);
    expect(created.statusCode).toBe(201);
    const dealer = created.json();
    expect(dealer).toMatchObject({
      businessName: 'Keyring Corner',
      businessAddress: { country: 'India' },
      keychainCredits: 0,
      totalPurchases: '0.00',
      hasPin: false,
      pinDisabled: false,
      isActive: true,
    });
    expect(JSON.stringify(dealer)).not.toMatch(/pin_?hash/i);

    const dup = await admin('POST', '/api/admin/dealers', newDealer);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A dealer with this phone number already exists');

    const list = await admin('GET', '/api/admin/dealers');
    expect(list.json().data.map((d: { id: number }) => d.id)).toContain(dealer.id);

    const edited = await admin('PUT', `/api/admin/dealers/${dealer.id}`, {
      dealerId: dealer.id,
      updates: { ownerName: 'Meera S.', isActive: false },
    });
    expect(edited.json()).toMatchObject({ ownerName: 'Meera S.', isActive: false });

    const added = await admin('POST', '/api/admin/dealers/add-credits', { dealerId: dealer.id, credits: 25, reason: 'Opening balance' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      success: true,
      dealer: { keychainCredits: 25, totalCreditsEarned: 25 },
      transaction: { type: 'admin_adjustment', amount: 25, balanceAfter: 25, adminReason: 'Opening balance' },
    });
    const corrected = await admin('POST', '/api/admin/dealers/remove-credits', { dealerId: dealer.id, credits: 5, reason: 'Typo' });
    expect(corrected.json().dealer.keychainCredits).toBe(20);
    const below = await admin('POST', '/api/admin/dealers/remove-credits', { dealerId: dealer.id, credits: 21, reason: 'Too much' });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe('Cannot remove 21 credits: the balance is only 20');
    await expectLedgerExplains(t.app.services.db, dealer.id);

    const ledger = await admin('GET', `/api/admin/dealers/${dealer.id}/transactions`);
    expect(ledger.json().data.map((e: { amount: number }) => e.amount)).toEqual([-5, 25]);

    expect((await admin('DELETE', `/api/admin/dealers/${dealer.id}`)).json()).toEqual({ success: true });
    expect((await admin('DELETE', `/api/admin/dealers/${dealer.id}`)).statusCode).toBe(404);
    expect((await admin('GET', `/api/admin/dealers/${dealer.id}/transactions`)).statusCode).toBe(404);
  });

  it.each([
    [{ ...newDealer, phoneNumber: '98123' }, 'Phone number must be exactly 10 digits'],
    [{ ...newDealer, businessName: ' ' }, 'Business name is required'],
    [{ ...newDealer, email: 'nope' }, 'Please enter a valid email address'],
    [{ ...newDealer, businessAddress: { ...newDealer.businessAddress, city: '' } }, 'City is required'],
  ])('refuses an invalid dealer (%#)', async (body, message) => {
    const res = await admin('POST', '/api/admin/dealers', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses add-credits without a reason or with zero', async () => {
    const d = await insertDealer(t.app.services.db);
    expect((await admin('POST', '/api/admin/dealers/add-credits', { dealerId: d.id, credits: 5, reason: '' })).json().message).toBe(
      'Reason is required',
    );
    expect((await admin('POST', '/api/admin/dealers/add-credits', { dealerId: d.id, credits: 0, reason: 'x' })).json().message).toBe(
      'Credits must be a whole number from 1 to 10,000',
    );
    expect((await admin('POST', '/api/admin/dealers/add-credits', { dealerId: 999999, credits: 5, reason: 'x' })).statusCode).toBe(404);
  });

  it('every admin dealer route answers 401 without the session', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/dealers'],
      ['POST', '/api/admin/dealers'],
      ['PUT', '/api/admin/dealers/1'],
      ['DELETE', '/api/admin/dealers/1'],
      ['POST', '/api/admin/dealers/add-credits'],
      ['POST', '/api/admin/dealers/remove-credits'],
      ['POST', '/api/admin/dealers/1/unlock'],
      ['GET', '/api/admin/dealers/1/orders'],
      ['GET', '/api/admin/dealers/1/ledger'],
      ['POST', '/api/admin/dealers/reset-pin'],
      ['GET', '/api/admin/dealers/1/transactions'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('create-order', () => {
  it('debits one credit per keychain, writes the order and the ledger row; the admin sees the dealer name', async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: t.config.pinPepper, credits: 5 });
    const token = await dealerToken(t.app, d.phoneNumber, '4827');
    const res = await asDealer(token, '/api/dealer/create-order', orderBody(3));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ creditsDeducted: 3, balance: 2 });
    const [order] = await t.app.services.db.select().from(orders).where(eq(orders.id, body.orderId));
    expect(order).toMatchObject({
      dealerId: d.id,
      orderType: 'dealer',
      quantity: 3,
      totalPaise: 39_000,
      paymentStatus: 'completed',
      customerPhone: '+91 9876543210',
    });
    await expectLedgerExplains(t.app.services.db, d.id);
    const profile = await asDealer(token, '/api/dealer/profile');
    expect(profile.json().dealer).toMatchObject({ keychainCredits: 2, totalCreditsUsed: 3, totalOrders: 1 });

    const list = await admin('GET', `/api/admin/orders?q=${body.orderId}`);
    expect(list.json().orders.find((o: { id: number }) => o.id === body.orderId)).toMatchObject({
      id: body.orderId,
      dealerId: d.id,
      dealerName: d.businessName,
      orderType: 'dealer',
    });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${body.orderId}`,
      payload: { orderStatus: 'shipped' },
      headers: { ...jsonHeaders, cookie },
    });
    expect(patched.json()).toMatchObject({ orderStatus: 'shipped', dealerName: d.businessName });

    const short = await asDealer(token, '/api/dealer/create-order', orderBody(3));
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('You need 3 credits but only have 2');
  });

  it('answers the spec messages for missing customer details and no keychains', async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: t.config.pinPepper, credits: 5 });
    const token = await dealerToken(t.app, d.phoneNumber, '4827');
    const noName = await asDealer(token, '/api/dealer/create-order', { ...orderBody(1), customerName: '' });
    expect(noName.json().message).toBe('Please fill in all required customer details');
    const noCity = await asDealer(token, '/api/dealer/create-order', {
      ...orderBody(1),
      shippingAddress: { street: 'x', city: '', state: 'y', zipCode: '700016' },
    });
    expect(noCity.json().message).toBe('Please fill in all required customer details');
    const none = await asDealer(token, '/api/dealer/create-order', { ...orderBody(1), keychains: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please add at least one keychain with text');
    const long = await asDealer(token, '/api/dealer/create-order', {
      ...orderBody(1),
      keychains: [{ customText: 'A'.repeat(14), fontFamily: 'bangers', textColor: 'yellow' }],
    });
    expect(long.json().message).toBe('Text must be 13 letters or less');
  });

  it('never answers a 5xx to garbage', async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: t.config.pinPepper, credits: 1 });
    const token = await dealerToken(t.app, d.phoneNumber, '4827');
    const urls = [
      '/api/dealer/create-order',
      '/api/dealer/purchase-credits',
      '/api/dealer/create-payment-order',
      '/api/dealer/verify-payment',
      '/api/dealer/payment-failed',
      '/api/dealer/login',
      '/api/dealer/setup-pin',
      '/api/dealer/check-phone',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), fc.jsonValue(), async (url, value) => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(value),
          headers: { ...jsonHeaders, authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
  });
});

describe('credit purchase', () => {
  it('buys 10 credits through the simulated gateway once, whatever repeats', async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: t.config.pinPepper });
    const token = await dealerToken(t.app, d.phoneNumber, '4827');
    const small = await asDealer(token, '/api/dealer/purchase-credits', { quantity: 9, amount: 1170 });
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe('Minimum purchase is 10 credits');
    const purchase = await asDealer(token, '/api/dealer/purchase-credits', { quantity: 10, amount: 1 });
    expect(purchase.json()).toMatchObject({ success: true, amount: 1300, credits: 10 });
    const { transactionId } = purchase.json();

    const pay = await asDealer(token, '/api/dealer/create-payment-order', { transactionId });
    expect(pay.json()).toMatchObject({ success: true, amount: 130000, currency: 'INR', provider: 'simulated' });
    const again = await asDealer(token, '/api/dealer/create-payment-order', { transactionId });
    expect(again.json().orderId).toBe(pay.json().orderId);

    const bank = await postJson(t.app, '/api/payments/simulated/complete', { providerOrderId: pay.json().orderId, outcome: 'success' });
    const fields = bank.json();
    const forged = await asDealer(token, '/api/dealer/verify-payment', { ...fields, razorpay_signature: 'f'.repeat(64), transactionId });
    expect(forged.statusCode).toBe(400);
    for (let i = 0; i < 3; i++) {
      const verified = await asDealer(token, '/api/dealer/verify-payment', { ...fields, transactionId });
      expect(verified.json()).toEqual({ success: true, message: 'Credits added successfully', credits: 10, balance: 10 });
    }
    const profile = (await asDealer(token, '/api/dealer/profile')).json().dealer;
    expect(profile).toMatchObject({ keychainCredits: 10, totalCreditsEarned: 10, totalPurchases: '1300.00' });
    expect(profile.lastPurchaseAt).not.toBeNull();
    await expectLedgerExplains(t.app.services.db, d.id);
    expect((await asDealer(token, '/api/dealer/create-payment-order', { transactionId })).statusCode).toBe(409);
  });

  it("records a failed payment and refuses another dealer's transaction", async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: t.config.pinPepper });
    const other = await insertDealer(t.app.services.db, { pin: '4827', pepper: t.config.pinPepper });
    const token = await dealerToken(t.app, d.phoneNumber, '4827');
    const otherToken = await dealerToken(t.app, other.phoneNumber, '4827');
    const { transactionId } = (await asDealer(token, '/api/dealer/purchase-credits', { quantity: 12 })).json();
    expect((await asDealer(otherToken, '/api/dealer/create-payment-order', { transactionId })).statusCode).toBe(404);
    expect((await asDealer(otherToken, '/api/dealer/payment-failed', { transactionId, error: 'x' })).statusCode).toBe(404);
    expect((await asDealer(token, '/api/dealer/payment-failed', { transactionId, error: 'Card declined' })).json()).toEqual({
      success: true,
    });
    const [intent] = await t.app.services.db.select().from(dealerCreditTransactions).where(eq(dealerCreditTransactions.id, transactionId));
    expect(intent).toMatchObject({ paymentStatus: 'failed', failureReason: 'Card declined', balanceAfter: null });
    const [row] = await t.app.services.db.select().from(dealers).where(eq(dealers.id, d.id));
    expect(row!.keychainCredits).toBe(0);
  });
});
