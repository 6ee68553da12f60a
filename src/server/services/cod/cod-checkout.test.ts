/**
 * Cash on delivery at checkout (docs/product.md#cash-on-delivery): the eligibility refusals, the
 * fee in the total and the invoice's taxable value, the 6-digit confirmation (lock-out, resend,
 * replay, another browser's order), staff and WhatsApp confirmation, auto-cancel, and the print
 * queue only after confirmation — on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/setup/test-db';
import { capabilityCookie, jsonHeaders, shopOrderBody } from '#tests/support/shop';
import { loginCookie } from '#tests/support/admin';
import { staffCookie } from '#tests/support/staff';
import { asDealerOf, dealerToken, insertDealer, orderBody as dealerOrderBody } from '#tests/support/dealer';
import { latestCodCode } from '#tests/support/cod';
import { COD_MESSAGES } from '#shared/schemas/cod';
import type { PrintQueueResponse } from '#shared/schemas/print';
import type { LightMyRequestResponse } from 'fastify';
import { codConfirmations, emailOutbox, orderEvents, orders, promotionRedemptions, promotions } from '../../db/schema/index';
import { DEFAULT_COD_SETTINGS, saveCodSettings } from '../settings/cod-settings';
import { setPrepaidDiscount } from '../promotions/prepaid-discount';
import { cancelUnconfirmedCodOrders, confirmCodWithCode } from './cod-confirmation';
import { issueOrderInvoice } from '../invoices/issue-tax-document';
import { taxDocuments } from '../../db/schema/index';
import { SimulatedMessagingProvider } from '../messaging/simulated-messaging';
import { deliverWhatsAppOutbox } from '../jobs/deliver-messages';
import { BusinessSettingsRequest } from '#shared/schemas/business-settings';
import { updateBusinessSettings } from '../settings/business-settings';
import { BENGALURU_SELLER } from '#tests/factories/business';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginCookie(t.app);
});
afterAll(async () => {
  await (t.app.services.messaging as SimulatedMessagingProvider | undefined)?.webhooksDelivered();
  await t.close();
});

let seq = 0;
/** A fresh mobile per order so RTO counts and consents never cross tests. */
function nextPhone(): string {
  seq += 1;
  return `8${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(5, '0')}`;
}

function place(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const body = shopOrderBody({ customerPhone: `+91 ${nextPhone()}`, paymentMethod: 'cod', ...overrides });
  return t.app.inject({ method: 'POST', url: '/api/orders', payload: body, headers: { ...jsonHeaders, ...headers } });
}

/** Places a COD order; answers its id, the browser's cookie and the code read from the e-mail in the outbox. */
async function codOrder(overrides: Record<string, unknown> = {}): Promise<{ id: number; cookie: string; code: string }> {
  const res = await place(overrides);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ id: number }>().id;
  return { id, cookie: capabilityCookie(res)!, code: await latestCode(id) };
}

/** The newest code e-mailed for `orderId` (the outbox is what the customer reads). */
const latestCode = (orderId: number) => latestCodCode(t.app.services.db, orderId);

const confirm = (id: number, code: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/cod-confirmation`,
    payload: { code },
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
  });
const orderRow = async (id: number) => (await t.app.services.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const eventsOf = (id: number) => t.app.services.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function printQueueOrderIds(): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/print-queue', headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  return res.json<PrintQueueResponse>().groups.flatMap((g) => g.orders.map((o) => o.id));
}

function message(res: LightMyRequestResponse): string {
  return res.json<{ message: string }>().message;
}

describe('placing a COD order', () => {
  it('stores it pending, cod_pending, with the ₹40 fee in the total and the cash to collect, and no prepaid discount', async () => {
    const res = await place();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'cod_pending',
      orderStatus: 'pending',
      totalPrice: '550.00',
      codFeePaise: 4000,
      codCollectPaise: 55_000,
      prepaidDiscountPaise: 0,
    });
    const row = await orderRow(res.json<{ id: number }>().id);
    expect(row).toMatchObject({ paymentMethod: 'cod', totalPaise: 55_000, codFeePaise: 4000, codCollectPaise: 55_000 });
  });

  it('is online by default, without a fee', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: shopOrderBody(), headers: jsonHeaders });
    expect(res.json()).toMatchObject({ paymentMethod: 'online', paymentStatus: 'pending', codFeePaise: 0, totalPrice: '510.00' });
  });

  it('refuses a payment at the gateway for a COD order', async () => {
    const { id, cookie } = await codOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: { orderId: id },
      headers: { ...jsonHeaders, cookie },
    });
    expect(res.statusCode).toBe(409);
    expect((await orderRow(id)).paymentStatus).toBe('cod_pending');
  });

  it('puts the fee in the invoice as a taxed line, so the taxable value includes it (CGST Act s.15(2)(c))', async () => {
    await updateBusinessSettings(t.app.services.db, { settings: BusinessSettingsRequest.parse(BENGALURU_SELLER) });
    const { id } = await codOrder();
    const invoice = await t.app.services.db.transaction((tx) => issueOrderInvoice(tx, { orderId: id, now: new Date(), at: 'dispatch' }));
    const [doc] = await t.app.services.db.select().from(taxDocuments).where(eq(taxDocuments.id, invoice!.id));
    const content = doc!.content as {
      lines: { description: string; gross: number; taxable: number }[];
      totals: { taxable: number; cgst: number; sgst: number; igst: number };
    };
    const fee = content.lines.find((l) => l.description === 'Cash on delivery fee')!;
    expect(fee.gross).toBe(4000);
    // 18 % GST inside ₹40: ₹33.90 taxable.
    expect(fee.taxable).toBe(3390);
    expect(content.lines.reduce((sum, l) => sum + l.gross, 0)).toBe(55_000);
    const { taxable, cgst, sgst, igst } = content.totals;
    expect(taxable + cgst + sgst + igst).toBe(55_000);
  });
});

describe("the checkout price is the server's (POST /api/orders/quote equals the stored total)", () => {
  it('with the prepaid discount on: online and COD, with and without a code', async () => {
    const db = t.app.services.db;
    await setPrepaidDiscount(db, { type: 'fixed', value: 2_500 });
    const code = `QUOTE${process.pid % 10000}`;
    await db.insert(promotions).values({ code, type: 'percentage', value: 10, createdAt: new Date() });
    try {
      for (const paymentMethod of ['online', 'cod'] as const) {
        for (const couponCode of [undefined, code]) {
          const quoted = await t.app.inject({
            method: 'POST',
            url: '/api/orders/quote',
            payload: { quantity: 3, paymentMethod, ...(couponCode ? { couponCode } : {}) },
            headers: jsonHeaders,
          });
          expect(quoted.statusCode).toBe(200);
          const quote = quoted.json<{ totalPaise: number; onlineSavingPaise: number; codFeePaise: number }>();
          expect(quote.onlineSavingPaise).toBe(2_500);
          expect(quote.codFeePaise).toBe(paymentMethod === 'cod' ? 4_000 : 0);
          const placed = await place({ paymentMethod, ...(couponCode ? { couponCode } : {}) });
          expect(placed.statusCode, placed.body).toBe(201);
          expect((await orderRow(placed.json<{ id: number }>().id)).totalPaise).toBe(quote.totalPaise);
        }
      }
    } finally {
      await setPrepaidDiscount(db, { type: null, value: 0 });
    }
  });
});

describe('COD refusals, before anything is stored', () => {
  const count = async () => (await t.app.services.db.select({ id: orders.id }).from(orders)).length;

  it('refuses a total over the limit, naming it', async () => {
    await saveCodSettings(t.app.services.db, { ...DEFAULT_COD_SETTINGS, limitPaise: 50_000 });
    const before = await count();
    const res = await place();
    await saveCodSettings(t.app.services.db, DEFAULT_COD_SETTINGS);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(COD_MESSAGES.overLimit(50_000));
    expect(message(res)).toContain('₹500');
    expect(await count()).toBe(before);
  });

  it('refuses a PIN where the courier does not collect cash (194101 Leh)', async () => {
    const before = await count();
    const res = await place({
      shippingAddress: { street: '1 Main Bazaar', city: 'Leh', state: 'Ladakh', zipCode: '194101', country: 'India' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(message(res)).toBe(COD_MESSAGES.pinNotServed);
    expect(await count()).toBe(before);
    const online = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: shopOrderBody({
        shippingAddress: { street: '1 Main Bazaar', city: 'Leh', state: 'Ladakh', zipCode: '194101', country: 'India' },
      }),
      headers: jsonHeaders,
    });
    expect(online.statusCode).toBe(201);
  });

  it('refuses a phone with 2 returned orders, and takes it with 1', async () => {
    const phone = nextPhone();
    const { id: first } = await codOrder({ customerPhone: `+91 ${phone}` });
    await t.app.services.db.update(orders).set({ orderStatus: 'returned' }).where(eq(orders.id, first));
    const once = await place({ customerPhone: phone });
    expect(once.statusCode).toBe(201);
    await t.app.services.db.update(orders).set({ orderStatus: 'returned' }).where(eq(orders.id, once.json<{ id: number }>().id));
    const before = await count();
    const res = await place({ customerPhone: `+91 ${phone}` });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(COD_MESSAGES.rtoLimit);
    expect(await count()).toBe(before);
  });

  it('refuses COD when the shop turned it off', async () => {
    await saveCodSettings(t.app.services.db, { ...DEFAULT_COD_SETTINGS, enabled: false });
    const res = await place();
    await saveCodSettings(t.app.services.db, DEFAULT_COD_SETTINGS);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(COD_MESSAGES.disabled);
  });

  it('refuses cash on delivery for a dealer order (dealers pay with credits), storing nothing', async () => {
    const dealer = await insertDealer(t.database.db, { pin: '482913', pepper: t.config.pinPepper, credits: 5 });
    const token = await dealerToken(t.app, dealer.phoneNumber, '482913');
    const before = await count();
    const res = await asDealerOf(t.app, token, '/api/dealer/create-order', { ...dealerOrderBody(1), paymentMethod: 'cod' });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(COD_MESSAGES.dealer);
    expect(await count()).toBe(before);
  });

  it('refuses a payment method that is neither online nor cod', async () => {
    const res = await place({ paymentMethod: 'cheque' });
    expect(res.statusCode).toBe(400);
  });
});

describe('confirming with the code', () => {
  it('keeps the order out of the print queue until the code confirms it, then one timeline row', async () => {
    const { id, cookie, code } = await codOrder();
    expect(await printQueueOrderIds()).not.toContain(id);
    const res = await confirm(id, code, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ orderId: id, orderStatus: 'confirmed' });
    const row = await orderRow(id);
    expect(row.orderStatus).toBe('confirmed');
    expect(row.paymentStatus).toBe('cod_pending');
    expect(row.codConfirmedAt).toBeInstanceOf(Date);
    expect(await printQueueOrderIds()).toContain(id);
    const events = await eventsOf(id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([['pending', 'confirmed', 'customer']]);
    // The same code again is a replay: 400, nothing changes.
    const replay = await confirm(id, code, cookie);
    expect(replay.statusCode).toBe(400);
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it("answers 404 for another browser's order, and nothing changes", async () => {
    const { id, code } = await codOrder();
    const other = await codOrder();
    const res = await confirm(id, code, other.cookie);
    expect(res.statusCode).toBe(404);
    expect((await confirm(id, code)).statusCode).toBe(404);
    expect((await orderRow(id)).orderStatus).toBe('pending');
  });

  it('answers 400 for a wrong code and locks after 5 (429), even for the right code; staff can still confirm', async () => {
    const { id, cookie, code } = await codOrder();
    for (let i = 0; i < 4; i += 1) {
      const res = await confirm(id, wrongCodeFor(code), cookie);
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(COD_MESSAGES.wrongCode);
    }
    expect((await confirm(id, wrongCodeFor(code), cookie)).statusCode).toBe(429);
    const locked = await confirm(id, code, cookie);
    expect(locked.statusCode).toBe(429);
    expect(message(locked)).toBe(COD_MESSAGES.locked);
    expect((await orderRow(id)).orderStatus).toBe('pending');
    const staff = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/cod-confirmation`, headers: { cookie: admin } });
    expect(staff.statusCode, staff.body).toBe(200);
    expect((await orderRow(id)).orderStatus).toBe('confirmed');
    const [event] = await eventsOf(id);
    expect(event!.actor).toMatch(/^staff:/);
    const [confirmation] = await t.app.services.db.select().from(codConfirmations).where(eq(codConfirmations.orderId, id));
    expect(confirmation!.confirmedBy).toBe(event!.actor);
    expect(await printQueueOrderIds()).toContain(id);
  });

  it('refuses a malformed code with a 400 on code', async () => {
    const { id, cookie } = await codOrder();
    const res = await confirm(id, '12ab', cookie);
    expect(res.statusCode).toBe(400);
  });

  it('confirms once when two requests race (compare-and-set): one 200, one timeline row', async () => {
    const { id, cookie, code } = await codOrder();
    const answers = await Promise.all([confirm(id, code, cookie), confirm(id, code, cookie)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it('refuses an expired code (after the auto-cancel hours) with a 400, changing nothing', async () => {
    const { id, code } = await codOrder();
    const later = new Date(Date.now() + 25 * 3_600_000);
    await expect(confirmCodWithCode(t.app.services.db, { orderId: id, code, now: later })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: COD_MESSAGES.expired,
    });
    expect((await orderRow(id)).orderStatus).toBe('pending');
  });
});

describe('resend', () => {
  it('sends a new code at most 3 times; the old code stops working', async () => {
    const { id, cookie, code: first } = await codOrder();
    const resend = () => t.app.inject({ method: 'POST', url: `/api/orders/${id}/cod-confirmation/resend`, headers: { cookie } });
    const lefts: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await resend();
      expect(res.statusCode).toBe(200);
      lefts.push(res.json<{ resendsLeft: number }>().resendsLeft);
    }
    expect(lefts).toEqual([2, 1, 0]);
    const fourth = await resend();
    expect(fourth.statusCode).toBe(429);
    expect(message(fourth)).toBe(COD_MESSAGES.resendLimit);
    const latest = await latestCode(id);
    if (latest !== first) expect((await confirm(id, first, cookie)).statusCode).toBe(400);
    expect((await confirm(id, latest, cookie)).statusCode).toBe(200);
  });
});

describe('WhatsApp Confirm and Cancel buttons', () => {
  const provider = () => t.app.services.messaging as SimulatedMessagingProvider;
  async function optedInOrder(): Promise<{ id: number; phone: string }> {
    const phone = nextPhone();
    const res = await place({ customerPhone: `+91 ${phone}`, whatsappOptIn: true });
    expect(res.statusCode).toBe(201);
    return { id: res.json<{ id: number }>().id, phone };
  }
  const postWebhook = (event: { rawBody: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', payload: event.rawBody, headers: event.headers });

  it('queues the code template on WhatsApp beside the e-mail for an opted-in number, e-mail only otherwise', async () => {
    const { id } = await optedInOrder();
    const rows = await t.app.services.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, id));
    expect(rows.map((r) => [r.channel, r.template ?? null]).sort()).toEqual([
      ['email', null],
      ['whatsapp', 'cod_confirmation_code'],
    ]);
    const { id: plain } = await codOrder();
    const plainRows = await t.app.services.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, plain));
    expect(plainRows.map((r) => r.channel)).toEqual(['email']);
  });

  it("Confirm from the order's number confirms it once; from another number changes nothing", async () => {
    const { id, phone } = await optedInOrder();
    await deliverWhatsAppOutbox(t.app.services.db, provider(), { now: new Date(), publicUrl: 'http://127.0.0.1' });
    const stranger = await postWebhook(provider().inboundEvent(`91${nextPhone()}`, { button: 'CONFIRM' }));
    expect(stranger.json()).toMatchObject({ codReplies: 0 });
    expect((await orderRow(id)).orderStatus).toBe('pending');
    const event = provider().inboundEvent(`91${phone}`, { button: 'CONFIRM' });
    expect((await postWebhook(event)).json()).toMatchObject({ codReplies: 1 });
    expect((await postWebhook(event)).json()).toMatchObject({ codReplies: 0 });
    expect((await orderRow(id)).orderStatus).toBe('confirmed');
    expect(await eventsOf(id)).toHaveLength(1);
    expect(await printQueueOrderIds()).toContain(id);
  });

  it('Cancel cancels it and it never reaches the print queue', async () => {
    const { id, phone } = await optedInOrder();
    expect((await postWebhook(provider().inboundEvent(`91${phone}`, { button: 'CANCEL' }))).json()).toMatchObject({ codReplies: 1 });
    expect((await orderRow(id)).orderStatus).toBe('cancelled');
    expect(await printQueueOrderIds()).not.toContain(id);
  });
});

describe('auto-cancel', () => {
  it('cancels unconfirmed COD orders after the set hours, e-mails the customer, releases the coupon use, and leaves confirmed ones', async () => {
    const code = `COD${process.pid % 10000}X`;
    await t.app.services.db.insert(promotions).values({ code, type: 'fixed', value: 1000, createdAt: new Date() });
    const open = await codOrder({ couponCode: code });
    const done = await codOrder();
    expect((await confirm(done.id, done.code, done.cookie)).statusCode).toBe(200);
    const db = t.app.services.db;
    expect(await cancelUnconfirmedCodOrders(db, new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(await cancelUnconfirmedCodOrders(db, later)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(open.id)).orderStatus).toBe('cancelled');
    expect((await orderRow(done.id)).orderStatus).toBe('confirmed');
    const [use] = await db.select().from(promotionRedemptions).where(eq(promotionRedemptions.orderId, open.id));
    expect(use!.status).toBe('released');
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, open.id), eq(emailOutbox.kind, 'cod_order_cancelled')));
    expect(mails).toHaveLength(1);
    // A second run (another instance, or the next tick) changes nothing.
    expect(await cancelUnconfirmedCodOrders(db, later)).toBe(0);
    const events = (await eventsOf(open.id)).filter((e) => e.toStatus === 'cancelled');
    expect(events).toHaveLength(1);
    // The code of a cancelled order is refused: 400.
    expect((await confirm(open.id, open.code, open.cookie)).statusCode).toBe(400);
  });
});

describe('the auto-cancel message on WhatsApp', () => {
  it('goes beside the e-mail, in the order language, when the number opted in; e-mail only otherwise; once', async () => {
    const opted = await codOrder({ customerPhone: `+91 ${nextPhone()}`, whatsappOptIn: true });
    const hindi = await codOrder({ customerPhone: `+91 ${nextPhone()}`, whatsappOptIn: true });
    const plain = await codOrder();
    const db = t.app.services.db;
    await db.update(orders).set({ language: 'hi' }).where(eq(orders.id, hindi.id));
    const later = new Date(Date.now() + 25 * 3_600_000);
    await cancelUnconfirmedCodOrders(db, later);
    await cancelUnconfirmedCodOrders(db, later);
    const cancelMessages = async (id: number) =>
      db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.orderId, id), eq(emailOutbox.kind, 'cod_order_cancelled')));
    const rows = await cancelMessages(opted.id);
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'whatsapp']);
    const email = rows.find((r) => r.channel === 'email')!;
    const whatsapp = rows.find((r) => r.channel === 'whatsapp')!;
    const name = (await orderRow(opted.id)).customerName;
    expect(whatsapp).toMatchObject({
      template: 'cod_order_cancelled',
      language: 'en',
      templateParams: [name, String(opted.id), '24'],
      fallbackKey: email.dedupeKey,
    });
    expect(whatsapp.textBody).toContain(`your cash-on-delivery order #${opted.id} was not confirmed within 24 hours`);
    const hi = (await cancelMessages(hindi.id)).find((r) => r.channel === 'whatsapp')!;
    expect(hi).toMatchObject({ template: 'cod_order_cancelled', language: 'hi' });
    expect(hi.textBody).toContain(`ऑर्डर #${hindi.id} की पुष्टि 24 घंटों में नहीं हुई`);
    expect((await cancelMessages(plain.id)).map((r) => r.channel)).toEqual(['email']);
  });
});

describe('GET/PUT /api/admin/cod/settings', () => {
  it('lets the owner and a manager read and save them, refuses support, and refuses bad input with a 400 changing nothing', async () => {
    const db = t.app.services.db;
    const manager = await staffCookie(t.app, db, 'manager');
    const support = await staffCookie(t.app, db, 'support');
    const get = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/admin/cod/settings', headers: { cookie } });
    const put = (cookie: string, body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/cod/settings', payload: body, headers: { ...jsonHeaders, cookie } });
    expect((await get(admin)).json()).toMatchObject({ settings: { feePaise: 4000, limitPaise: 200_000 } });
    expect((await get(support)).statusCode).toBe(403);
    const saved = await put(manager, { ...DEFAULT_COD_SETTINGS, feePaise: 5000 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ settings: { feePaise: 5000 } });
    expect((await put(support, DEFAULT_COD_SETTINGS)).statusCode).toBe(403);
    const bad = await put(admin, { ...DEFAULT_COD_SETTINGS, feePaise: -1, advanceAbovePaise: 100_000 });
    expect(bad.statusCode).toBe(400);
    expect((await get(admin)).json()).toMatchObject({ settings: { feePaise: 5000 } });
    // The quote and the order use the saved fee.
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      payload: { quantity: 3, paymentMethod: 'cod' },
      headers: jsonHeaders,
    });
    expect(quoted.json()).toMatchObject({ codFeePaise: 5000, totalPaise: 56_000, cod: { enabled: true, feePaise: 5000 } });
    await saveCodSettings(db, DEFAULT_COD_SETTINGS);
  });
});
