// The promised arrival day moves with a failed quality check (docs/product.md#promised-date,
// docs/decisions/118-promised-delivery-date.md): one mail and one timeline row per new day, the
// new day on /track, nothing for a pass. PGlite or TEST_DATABASE_URL.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { insertOrder, jsonHeaders, loginCookie } from '#tests/support/admin';
import { reasonText } from '../../services/email/delivery-date-email';
import { emailOutbox, orderEvents, orders, users } from '../../db/schema/index';

const YELLOW = { fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' };
const yellow = (text: string) => ({ customText: text, fontFamily: 'bangers', textColor: 'yellow', colorCombination: YELLOW });

// Paid Wed 25 Nov (India): printed by Thu 26 Nov, five days with the courier → Tue 1 Dec.
const PAID_AT = new Date('2026-11-25T04:30:00Z');
// The check on Fri 27 Nov: reprinted by Sat 28 Nov → Thu 3 Dec.
let clock = new Date('2026-11-27T06:00:00Z');

let t: TestApp;
let cookie: string;
let guest: number;
let member: number;
let passing: number;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  cookie = await loginCookie(t.app);
  const db = t.database.db;
  await db.update(orders).set({ orderStatus: 'delivered' }).where(ne(orders.orderStatus, 'delivered')); // earlier files' orders stay out of the queue
  await db.insert(users).values({ id: 'user-promise', email: 'meera@example.in' });
  const paid = { paymentStatus: 'completed', orderStatus: 'confirmed', createdAt: PAID_AT } as const;
  guest = await insertOrder(db, {
    ...paid,
    customerEmail: 'asha@example.in',
    keychains: [yellow('Asha'), yellow('Ravi'), yellow('Kiran')],
  });
  member = await insertOrder(db, { ...paid, userId: 'user-promise', customerEmail: 'meera@example.in', keychains: [yellow('Meera')] });
  passing = await insertOrder(db, { ...paid, keychains: [yellow('Jo')] });
  for (const orderId of [guest, member, passing])
    await db.insert(orderEvents).values({ orderId, type: 'paid', actor: 'system', createdAt: PAID_AT });
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...jsonHeaders, cookie }, payload: payload as object });

/** A plate of the given orders' next queued keychains, printed and checked with `failed` failing. */
async function plateChecked(
  orderIds: number[],
  failed: (keychains: { orderId: number; keychainIndex: number }[]) => unknown[],
  beforeCheck: () => Promise<unknown> = async () => undefined,
) {
  const created = await post('/api/admin/plates', { orderIds });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  expect((await post(`/api/admin/plates/${id}/start`)).statusCode).toBe(200);
  expect((await post(`/api/admin/plates/${id}/printed`)).statusCode).toBe(200);
  await beforeCheck();
  const checked = await post(`/api/admin/plates/${id}/check`, { failed: failed(created.json().keychains) });
  expect(checked.statusCode, checked.body).toBe(200);
}

const mailsTo = (orderId: number) =>
  t.database.db
    .select({ kind: emailOutbox.kind, to: emailOutbox.toAddress, subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'delivery_date_moved'), eq(emailOutbox.dedupeKey, `order:${orderId}:arrives:2026-12-03`)));
const moves = (orderId: number) =>
  t.database.db
    .select({ detail: orderEvents.detail })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'delivery_date_moved')));
const allMoveMails = async () =>
  (await t.database.db.select({ key: emailOutbox.dedupeKey }).from(emailOutbox).where(eq(emailOutbox.kind, 'delivery_date_moved'))).map(
    (m) => m.key,
  );
const tracked = async (orderId: number, contact: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/track?order=${orderId}&contact=${encodeURIComponent(contact)}` })).json()
    .expectedDelivery as string;

describe('the promised arrival day and quality check', () => {
  it('promises the first day from the payment, with nothing stored or sent', async () => {
    expect(await tracked(guest, 'asha@example.in')).toBe('2026-12-01');
    expect(await allMoveMails()).toEqual([]);
  });

  it('a failed keychain that pushes the day later: one mail with the new day and why, one timeline row, /track moves', async () => {
    // Asha and Meera's own keychain fail; Ravi, Kiran and Jo pass.
    await plateChecked([guest, member, passing], (ks) => ks.filter((k) => k.keychainIndex === 0 && k.orderId !== passing));
    const [mail, ...more] = await mailsTo(guest);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'asha@example.in', subject: `Your Chaabi order #${guest} now arrives by Thu 3 Dec` });
    expect(mail!.text).toContain(`Order #${guest} will now arrive by Thu 3 Dec instead of Tue 1 Dec.`);
    expect(mail!.text).toContain('One of your keychains did not pass our quality check and is being printed again.');
    expect(mail!.text).toContain(`Follow your order with its number and your e-mail: {{publicUrl}}/track?order=${guest}`);
    expect(mail!.text).toContain('Questions? Write to');
    const detail = 'Arrives by Thu 3 Dec (was Tue 1 Dec): 1 keychain failed quality check, printing again; customer e-mailed';
    expect(await moves(guest)).toEqual([{ detail }]);
    const timeline = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${guest}/timeline`, headers: { cookie } });
    expect(timeline.json()).toContainEqual(expect.objectContaining({ kind: 'status', from: null, to: null, detail }));
    expect(await tracked(guest, 'asha@example.in')).toBe('2026-12-03');
    // A signed-in customer is sent to My Account.
    const [memberMail] = await mailsTo(member);
    expect(memberMail!.text).toContain('Follow your order in My Account › Orders: {{publicUrl}}/account');
  });

  it('a pass moves nothing and sends nothing', async () => {
    expect(await moves(passing)).toEqual([]);
    expect(await tracked(passing, (await t.database.db.select().from(orders).where(eq(orders.id, passing)))[0]!.customerEmail)).toBe(
      '2026-12-01',
    );
    expect((await allMoveMails()).sort()).toEqual([`order:${guest}:arrives:2026-12-03`, `order:${member}:arrives:2026-12-03`].sort());
  });

  it('a second failure giving the same day sends no second mail and writes no second row', async () => {
    clock = new Date('2026-11-27T09:00:00Z'); // later the same Friday
    cookie = await loginCookie(t.app); // a session of the new time
    await plateChecked([guest], (ks) => ks); // Asha's reprint fails again
    expect(await mailsTo(guest)).toHaveLength(1);
    expect(await moves(guest)).toHaveLength(1);
  });

  it('a later failure that pushes the day again tells the customer again', async () => {
    clock = new Date('2026-11-28T06:00:00Z'); // Saturday: reprinted by Monday 30 Nov → Sat 5 Dec
    cookie = await loginCookie(t.app);
    await plateChecked([guest], (ks) => ks);
    const [mail] = await t.database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order:${guest}:arrives:2026-12-05`));
    expect(mail!.text).toContain('instead of Thu 3 Dec');
    expect(await moves(guest)).toHaveLength(2);
    expect(await tracked(guest, 'asha@example.in')).toBe('2026-12-05');
  });

  it('an order cancelled while its plate printed gets no mail and no move', async () => {
    const db = t.database.db;
    const stopped = await insertOrder(db, {
      paymentStatus: 'completed',
      orderStatus: 'confirmed',
      createdAt: PAID_AT,
      keychains: [yellow('Zed')],
    });
    await plateChecked(
      [stopped],
      (ks) => ks,
      () => db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, stopped)),
    );
    expect(await moves(stopped)).toEqual([]);
    expect((await allMoveMails()).filter((key) => key.startsWith(`order:${stopped}:`))).toEqual([]);
  });
});

describe('why the day moved, in plain words', () => {
  it('counts the keychains that are printed again', () => {
    expect(reasonText({ kind: 'quality_check_failed', keychains: 1 })).toBe(
      'One of your keychains did not pass our quality check and is being printed again.',
    );
    expect(reasonText({ kind: 'quality_check_failed', keychains: 2 })).toBe(
      '2 keychains in your order did not pass our quality check and are being printed again.',
    );
  });
});
