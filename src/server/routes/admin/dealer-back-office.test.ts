/** Issue 17, dealer side of the back office: credit limits, lock-out and unlock, both histories. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { dealerCreditTransactions, dealers } from '../../db/schema/index';
import { jsonHeaders, loginCookie } from './test-helpers';
import { insertDealer } from '../dealer/test-helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t.close();
});

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: payload ? { ...jsonHeaders, cookie } : { cookie } });

async function balance(dealerId: number): Promise<number> {
  const [d] = await t.app.db.select({ credits: dealers.keychainCredits }).from(dealers).where(eq(dealers.id, dealerId));
  return d!.credits;
}

async function ledgerCount(dealerId: number): Promise<number> {
  return (await t.app.db.select().from(dealerCreditTransactions).where(eq(dealerCreditTransactions.dealerId, dealerId))).length;
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
    const d = await insertDealer(t.app.db, { credits: 3 });
    for (const action of ['add', 'remove']) {
      const res = await admin('POST', `/api/admin/dealers/${action}-credits`, { dealerId: d.id, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Credits must be a whole number from 1 to 10,000' });
    }
    expect(await balance(d.id)).toBe(3);
    expect(await ledgerCount(d.id)).toBe(1);
  });

  it('refuses a missing or blank reason', async () => {
    const d = await insertDealer(t.app.db);
    for (const reason of [undefined, '', '   ']) {
      const res = await admin('POST', '/api/admin/dealers/add-credits', { dealerId: d.id, credits: 5, reason });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Reason is required');
    }
    expect(await balance(d.id)).toBe(0);
  });

  it('adds 10,000 and "25" as text, and removes down to exactly 0 but never below', async () => {
    const d = await insertDealer(t.app.db);
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
    const d = await insertDealer(t.app.db, { credits: 10 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => admin('POST', '/api/admin/dealers/remove-credits', { dealerId: d.id, credits: 3, reason: 'race' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(await balance(d.id)).toBe(1);
    const rows = await t.app.db
      .select()
      .from(dealerCreditTransactions)
      .where(eq(dealerCreditTransactions.dealerId, d.id))
      .orderBy(asc(dealerCreditTransactions.id));
    let running = 0;
    for (const row of rows) {
      running += row.amount;
      expect(row.balanceAfter).toBe(running);
    }
  });
});
