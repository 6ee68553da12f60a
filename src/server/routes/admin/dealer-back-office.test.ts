/** Dealer side of the back office: credit limits, lock-out and unlock, both histories. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type { TestApp } from '../../../../tests/setup/test-db';
import { adminAuditLog, dealerCreditTransactions, dealers } from '../../db/schema/index';
import { jsonHeaders } from '#tests/support/admin';
import { asDealerOf, dealerToken, expectLedgerExplains, insertDealer, orderBody } from '#tests/support/dealer';
import { withAdminApp } from '#tests/support/admin-app';

let ipSeq = 0;
const freshIp = () => `10.17.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const login = (phoneNumber: string, pin: string) =>
  t.app.inject({ method: 'POST', url: '/api/dealer/login', payload: { phoneNumber, pin }, headers: jsonHeaders, remoteAddress: freshIp() });
const asDealer = (token: string, url: string, payload?: object) => asDealerOf(t.app, token, url, payload);

let t: TestApp;
let cookie: string;
withAdminApp((app, session) => {
  t = app;
  cookie = session;
});

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: payload ? { ...jsonHeaders, cookie } : { cookie } });

async function balance(dealerId: number): Promise<number> {
  const [d] = await t.app.services.db.select({ credits: dealers.keychainCredits }).from(dealers).where(eq(dealers.id, dealerId));
  return d!.credits;
}

async function ledgerCount(dealerId: number): Promise<number> {
  return (await t.app.services.db.select().from(dealerCreditTransactions).where(eq(dealerCreditTransactions.dealerId, dealerId))).length;
}

describe('admin credit adjustments', () => {
  it.each([
    ['10.5', { credits: 10.5, reason: 'x' }],
    ['"10.5" as text', { credits: '10.5', reason: 'x' }],
    ['0', { credits: 0, reason: 'x' }],
    ['10,001', { credits: 10_001, reason: 'x' }],
    ['a negative number', { credits: -5, reason: 'x' }],
    ['true', { credits: true, reason: 'x' }],
    ['an empty string', { credits: '', reason: 'x' }],
    ['a missing amount', { reason: 'x' }],
  ])('refuses %s credits with a 400 and changes nothing', async (_label, body) => {
    const d = await insertDealer(t.app.services.db, { credits: 3 });
    for (const action of ['add', 'remove']) {
      const res = await admin('POST', `/api/admin/dealers/${action}-credits`, { dealerId: d.id, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Credits must be a whole number from 1 to 10,000' });
    }
    expect(await balance(d.id)).toBe(3);
    expect(await ledgerCount(d.id)).toBe(1);
  });

  it('refuses a missing or blank reason', async () => {
    const d = await insertDealer(t.app.services.db);
    for (const reason of [undefined, '', '   ']) {
      const res = await admin('POST', '/api/admin/dealers/add-credits', { dealerId: d.id, credits: 5, reason });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Reason is required');
    }
    expect(await balance(d.id)).toBe(0);
  });

  it('adds 10,000 and "25" as text, and removes down to exactly 0 but never below', async () => {
    const d = await insertDealer(t.app.services.db);
    expect(
      (await admin('POST', '/api/admin/dealers/add-credits', { dealerId: d.id, credits: 10_000, reason: 'Big order' })).statusCode,
    ).toBe(200);
    const text = await admin('POST', '/api/admin/dealers/add-credits', { dealerId: d.id, credits: '25', reason: 'Cash' });
    expect(text.json().dealer.keychainCredits).toBe(10_025);

    const beyond = await admin('POST', '/api/admin/dealers/remove-credits', { dealerId: d.id, credits: 10_000, reason: 'Oops' });
    expect(beyond.statusCode).toBe(200);
    const over = await admin('POST', '/api/admin/dealers/remove-credits', { dealerId: d.id, credits: 26, reason: 'Too many' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'CONFLICT', message: 'Cannot remove 26 credits: the balance is only 25' });
    expect(await balance(d.id)).toBe(25);

    const exact = await admin('POST', '/api/admin/dealers/remove-credits', { dealerId: d.id, credits: 25, reason: 'Refunded in cash' });
    expect(exact.json()).toMatchObject({
      dealer: { keychainCredits: 0 },
      transaction: { type: 'admin_adjustment', amount: -25, balanceAfter: 0, adminReason: 'Refunded in cash' },
    });
    expect((await admin('POST', '/api/admin/dealers/remove-credits', { dealerId: 999_999, credits: 1, reason: 'x' })).statusCode).toBe(404);
  });

  it('keeps the ledger in step when removals race each other', async () => {
    const d = await insertDealer(t.app.services.db, { credits: 10 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => admin('POST', '/api/admin/dealers/remove-credits', { dealerId: d.id, credits: 3, reason: 'race' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(await balance(d.id)).toBe(1);
    await expectLedgerExplains(t.app.services.db, d.id);
  });
});

describe('lock-out and unlock', () => {
  it('shows the lock to the admin, who unlocks it once; the audit log records it', async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: t.config.pinPepper });
    for (const pin of ['1111', '2222', '3333', '4444']) expect((await login(d.phoneNumber, pin)).statusCode).toBe(401);
    const locked = await login(d.phoneNumber, '4827');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, message: 'Too many wrong PINs. Try again in 1 minute.', retryAfter: 30 });

    const listed = (await admin('GET', '/api/admin/dealers')).json().data.find((x: { id: number }) => x.id === d.id);
    expect(listed.pinDisabled).toBe(false);
    expect(new Date(listed.pinLockedUntil).getTime()).toBeGreaterThan(Date.now());

    const unlocked = await admin('POST', `/api/admin/dealers/${d.id}/unlock`);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ id: d.id, pinLockedUntil: null, pinDisabled: false, hasPin: true });
    const audit = await t.app.services.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `dealer:${d.id}`));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'dealer.unlock',
      actor: 'staff:Owner',
      detail: { failedPinAttempts: 4, pinDisabledAt: null },
    });

    // Unlocking again changes nothing and records nothing.
    expect((await admin('POST', `/api/admin/dealers/${d.id}/unlock`)).statusCode).toBe(200);
    expect(
      await t.app.services.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.target, `dealer:${d.id}`)),
    ).toHaveLength(1);
    expect((await login(d.phoneNumber, '4827')).statusCode).toBe(200);
  });

  it('unlocks a disabled PIN, and a disabled dealer is told to contact the shop', async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: t.config.pinPepper });
    await t.app.services.db.update(dealers).set({ failedPinAttempts: 10, pinDisabledAt: new Date() }).where(eq(dealers.id, d.id));
    const refused = await login(d.phoneNumber, '4827');
    expect(refused.statusCode).toBe(423);
    expect(refused.json().message).toBe('Your account is disabled after too many wrong PINs. Please contact the shop to unlock it.');
    expect((await admin('POST', `/api/admin/dealers/${d.id}/unlock`)).json().pinDisabled).toBe(false);
    expect((await login(d.phoneNumber, '4827')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown dealer and 400 for a bad id', async () => {
    expect((await admin('POST', '/api/admin/dealers/999999/unlock')).statusCode).toBe(404);
    expect((await admin('POST', '/api/admin/dealers/abc/unlock')).statusCode).toBe(400);
  });
});

describe('dealer history', () => {
  it('shows a dealer their own ledger and orders, newest first, paginated, and the admin the same', async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: t.config.pinPepper, credits: 10 });
    const other = await insertDealer(t.app.services.db, { pin: '5931', pepper: t.config.pinPepper, credits: 5 });
    const token = await dealerToken(t.app, d.phoneNumber, '4827');
    const otherToken = await dealerToken(t.app, other.phoneNumber, '5931');
    const first = (await asDealer(token, '/api/dealer/create-order', orderBody(2))).json();
    const second = (await asDealer(token, '/api/dealer/create-order', orderBody(3))).json();
    await admin('POST', '/api/admin/dealers/remove-credits', { dealerId: d.id, credits: 1, reason: 'Sample returned' });
    const otherOrder = (await asDealer(otherToken, '/api/dealer/create-order', orderBody(1))).json();

    const ledger = (await asDealer(token, '/api/dealer/transactions')).json();
    expect(ledger.total).toBe(4);
    expect(ledger.entries.map((e: { type: string; credits: number; balanceAfter: number }) => [e.type, e.credits, e.balanceAfter])).toEqual(
      [
        ['admin_adjustment', -1, 4],
        ['order', -3, 5],
        ['order', -2, 8],
        ['admin_adjustment', 10, 10],
      ],
    );
    expect(ledger.entries[0].reason).toBe('Sample returned');
    expect(ledger.entries[1].orderId).toBe(second.orderId);

    const page2 = (await asDealer(token, '/api/dealer/transactions?page=2&pageSize=3')).json();
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.entries.map((e: { credits: number }) => e.credits)).toEqual([10]);

    const orders = (await asDealer(token, '/api/dealer/orders')).json();
    expect(orders.total).toBe(2);
    expect(orders.orders.map((o: { id: number }) => o.id)).toEqual([second.orderId, first.orderId]);
    expect(orders.orders[0]).toMatchObject({ quantity: 3, orderStatus: 'confirmed', paymentStatus: 'completed', city: 'Kolkata' });
    expect(orders.orders[0].texts).toEqual(['Ravi0', 'Ravi1', 'Ravi2']);
    expect((await asDealer(otherToken, '/api/dealer/orders')).json().orders.map((o: { id: number }) => o.id)).toEqual([otherOrder.orderId]);

    const csv = await asDealer(token, '/api/dealer/transactions.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse<Record<string, string>>(csv.body, { columns: true, bom: true });
    expect(rows.map((r) => [r.Entry, r.Credits, r['Balance after'], r['Order ID']])).toEqual([
      ['Admin adjustment', '-1', '4', ''],
      ['Order', '-3', '5', String(second.orderId)],
      ['Order', '-2', '8', String(first.orderId)],
      ['Admin adjustment', '10', '10', ''],
    ]);
    const otherRows = parse<Record<string, string>>((await asDealer(otherToken, '/api/dealer/transactions.csv')).body, {
      columns: true,
      bom: true,
    });
    expect(otherRows.map((r) => r['Order ID'])).toEqual([String(otherOrder.orderId), '']);
    expect((await asDealer(token, '/api/admin/dealers/1/ledger.csv')).statusCode).toBe(401);

    expect((await admin('GET', `/api/admin/dealers/${d.id}/ledger`)).json()).toEqual(ledger);
    expect((await admin('GET', `/api/admin/dealers/${d.id}/orders`)).json()).toEqual(orders);
    expect((await admin('GET', '/api/admin/dealers/999999/ledger')).statusCode).toBe(404);
  });

  it('refuses the history without a token, with a bad token and with bad pages', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dealer/transactions' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/dealer/transactions.csv' })).statusCode).toBe(401);
    expect((await asDealer('forged', '/api/dealer/orders')).statusCode).toBe(401);
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: t.config.pinPepper });
    const token = await dealerToken(t.app, d.phoneNumber, '4827');
    for (const query of ['page=0', 'pageSize=101', 'page=abc']) {
      expect((await asDealer(token, `/api/dealer/transactions?${query}`)).statusCode, query).toBe(400);
    }
    expect((await asDealer(token, '/api/dealer/transactions?dealerId=1')).json().total).toBe(0);
  });
});
