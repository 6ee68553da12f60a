/**
 * Order updates on WhatsApp through the one outbox (docs/decisions/145, 146, 148): the consent
 * recorded at checkout, a paid order's one WhatsApp confirmation beside its e-mail, e-mail only
 * without consent, STOP, the webhook's signature, handshake, duplicates and reordering, statuses
 * that come before the message id is stored, an
 * outage that ends, the fallback to e-mail, the messages' language from the profile, and a staff
 * Resend of a failed message — on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { auditLog, emailOutbox, orders, whatsappConsents, whatsappEarlyStatuses } from '../../db/schema/index';
import { staffCookie } from '#tests/support/staff';
import { jsonHeaders, payAtTheBank, shopOrderBody, signedInCustomer, verifyAtTheShop } from '#tests/support/shop';
import { users } from '../../db/schema/index';
import { dealerToken, insertDealer } from '#tests/support/dealer';
import { queueDealerCreditReceipt } from '../email/order-emails';
import { loginCookie } from '#tests/support/admin';
import { WHATSAPP_CONSENT_WORDING } from '#shared/whatsapp';
import type { AdminMessage } from '#shared/schemas/messages';
import type { SimulatedPaymentProvider } from '../payments/simulated-gateway';
import { queueShipmentEmail } from '../email/shipment-emails';
import { deliverWhatsAppOutbox } from '../jobs/deliver-messages';
import { SimulatedMessagingProvider } from './simulated-messaging';
import { signWhatsAppWebhook } from './webhook-signature';
import { applyEarlyStatus } from './whatsapp-webhook';
import { isWhatsAppOptedIn, queueWhatsAppMessage, recordWhatsAppConsent } from './whatsapp-outbox';

let t: TestApp;
let provider: SimulatedMessagingProvider;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  provider = t.app.services.messaging as SimulatedMessagingProvider;
  admin = await loginCookie(t.app);
});
afterAll(async () => {
  await (t.app.services.payments as SimulatedPaymentProvider).webhooksDelivered();
  await provider.webhooksDelivered();
  await t.close();
});

let phoneSeq = 0;
/** A fresh mobile number per order, so consents never cross tests. */
function nextPhone(): string {
  phoneSeq += 1;
  return `9${String(process.pid % 10000).padStart(4, '0')}${String(phoneSeq).padStart(5, '0')}`;
}

/** Places and pays a shop order; answers its id and the 10-digit phone. */
async function paidOrder(extra: Record<string, unknown> = {}): Promise<{ id: number; phone: string }> {
  const phone = nextPhone();
  const order = await payAtTheBank(t.app, { body: shopOrderBody({ customerPhone: `+91 ${phone}`, ...extra }) });
  expect((await verifyAtTheShop(t.app, order)).statusCode).toBe(200);
  await (t.app.services.payments as SimulatedPaymentProvider).webhooksDelivered();
  return { id: order.id, phone };
}

const rowsOf = (orderId: number) =>
  t.app.services.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(emailOutbox.id);
const deliver = (now = new Date()) => deliverWhatsAppOutbox(t.app.services.db, provider, { now, publicUrl: 'https://chaabi.example' });
const messagesOf = async (orderId: number): Promise<AdminMessage[]> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/messages?orderId=${orderId}`, headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: AdminMessage[] }>().data;
};
const postWebhook = (event: { rawBody: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', payload: event.rawBody, headers: event.headers });

describe('opt-in at checkout', () => {
  it('stores the consent with its time, number and wording', async () => {
    const { id, phone } = await paidOrder({ whatsappOptIn: true });
    const [consent] = await t.app.services.db.select().from(whatsappConsents).where(eq(whatsappConsents.orderId, id));
    expect(consent).toMatchObject({ phone, optedIn: true, wording: WHATSAPP_CONSENT_WORDING, source: 'checkout' });
    expect(consent!.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a whatsappOptIn that is not a boolean with a 400, placing nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: shopOrderBody({ whatsappOptIn: 'yes' }),
      headers: jsonHeaders,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBeTruthy();
  });
});

describe('a paid order', () => {
  it('sends one confirmation on WhatsApp and one e-mail, once across two racing instances', async () => {
    const { id, phone } = await paidOrder({ whatsappOptIn: true });
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.channel, r.kind])).toEqual([
      ['email', 'order_confirmation'],
      ['email', 'shop_new_order'],
      ['whatsapp', 'order_confirmation'],
    ]);
    await Promise.all([deliver(), deliver()]);
    await deliver();
    const sent = provider.sent.filter((m) => m.params[1] === String(id));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: `91${phone}`, template: 'order_confirmed', language: 'en' });
    expect(sent[0]!.params).toEqual(['Asha Verma', String(id), '3', '₹510', `https://chaabi.example/track?order=${id}`]);
    // The simulation reports sent, delivered, read through the signed webhook: the admin sees "read".
    await provider.webhooksDelivered();
    const whatsapp = (await messagesOf(id)).filter((m) => m.channel === 'whatsapp');
    expect(whatsapp).toEqual([
      expect.objectContaining({ to: `+91${phone}`, template: 'order_confirmed', status: 'read', orderId: id, fallbackEmailId: null }),
    ]);
    expect(whatsapp[0]!.body).toContain(`order #${id} is confirmed: 3 keychain(s), ₹510 paid`);
  });

  it('goes by e-mail only without the opt-in', async () => {
    const { id } = await paidOrder();
    expect((await rowsOf(id)).map((r) => r.channel)).toEqual(['email', 'email']);
  });

  it('reaches a Hindi-speaking customer in Hindi, the amount in Indian format', async () => {
    const { id } = await paidOrder({ whatsappOptIn: true, language: 'hi' });
    const [message] = (await rowsOf(id)).filter((r) => r.channel === 'whatsapp');
    expect(message).toMatchObject({ language: 'hi', template: 'order_confirmed' });
    expect(message!.textBody).toContain(`आपका Chaabi ऑर्डर #${id} कन्फ़र्म हो गया है`);
    expect(message!.textBody).toContain('₹510');
  });
});

describe('template parameters (Meta error 132000)', () => {
  it('sends a name typed with a run of spaces as one space each, and Meta would have refused it raw', async () => {
    const { id } = await paidOrder({ whatsappOptIn: true, customerName: 'Asha      Rani   Verma' });
    await deliver();
    const [sent] = provider.sent.filter((m) => m.params[1] === String(id));
    expect(sent!.params[0]).toBe('Asha Rani Verma');
    expect((await rowsOf(id)).find((r) => r.channel === 'whatsapp')).toMatchObject({ status: 'sent' });
  });

  it('collapses new lines, tabs and runs of spaces in every text parameter before sending', async () => {
    const phone = nextPhone();
    const now = new Date();
    await recordWhatsAppConsent(t.app.services.db, { phone, optedIn: true, wording: WHATSAPP_CONSENT_WORDING, source: 'account' }, now);
    const params = ['Asha\n\nVerma', '4\t2', 'Blue      Dart', 'AWB  \r\n 123', ' \u00A0https://x.example/t  '];
    const dedupeKey = `params-test:${phone}`;
    expect(
      await queueWhatsAppMessage(
        t.app.services.db,
        { dedupeKey, kind: 'shipment_shipped', phone, template: 'order_shipped', language: 'en', params },
        now,
      ),
    ).toBe(true);
    await deliver(now);
    const sent = provider.sent.find((m) => m.to === `91${phone}`);
    expect(sent!.params).toEqual(['Asha Verma', '4 2', 'Blue Dart', 'AWB 123', 'https://x.example/t']);
    const [row] = await t.app.services.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, dedupeKey));
    expect(row).toMatchObject({ status: 'sent', lastError: null });
  });

  it('the simulation refuses what Meta refuses: a new line, a tab, five spaces in a row', async () => {
    const send = (text: string) =>
      provider.sendTemplate({ to: '919876543210', template: 'order_delivered', language: 'en', params: [text, '1'] });
    for (const text of ['a\nb', 'a\tb', 'a     b']) await expect(send(text)).rejects.toMatchObject({ permanent: true, code: '132000' });
    await expect(send('a    b')).resolves.toMatchObject({ providerMessageId: expect.stringMatching(/^wamid\./) });
  });

  it('answers a 2,000-character name with the length limit, not "Customer name is required", and places nothing', async () => {
    const before = await t.app.services.db.$count(orders);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: shopOrderBody({ customerName: 'A'.repeat(2000) }),
      headers: jsonHeaders,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(body.issues).toContainEqual({ path: 'customerName', message: 'Use at most 120 characters' });
    expect(JSON.stringify(body)).not.toContain('Customer name is required');
    expect(await t.app.services.db.$count(orders)).toBe(before);
  });
});

describe("the messages' language", () => {
  /** A signed-in customer whose profile language is `language`; answers the session cookie. */
  async function customerSpeaking(language: string): Promise<string> {
    const { userId, cookie } = await signedInCustomer(t.app, t.app.services.db);
    await t.app.services.db.update(users).set({ preferredLanguage: language }).where(eq(users.id, userId));
    return cookie;
  }
  const orderAs = async (cookie: string | undefined, extra: Record<string, unknown> = {}) => {
    const phone = nextPhone();
    const body = shopOrderBody({ customerPhone: `+91 ${phone}`, whatsappOptIn: true, ...extra });
    const order = await payAtTheBank(t.app, { body, ...(cookie ? { cookie } : {}) });
    expect((await verifyAtTheShop(t.app, order)).statusCode).toBe(200);
    await (t.app.services.payments as SimulatedPaymentProvider).webhooksDelivered();
    const [row] = await t.app.services.db.select({ language: orders.language }).from(orders).where(eq(orders.id, order.id));
    const [message] = (await rowsOf(order.id)).filter((r) => r.channel === 'whatsapp');
    return { orderLanguage: row!.language, message: message! };
  };

  it("takes the signed-in customer's profile language when the checkout sends none", async () => {
    const { orderLanguage, message } = await orderAs(await customerSpeaking('hi'));
    expect(orderLanguage).toBe('hi');
    expect(message).toMatchObject({ language: 'hi', template: 'order_confirmed' });
    expect(message.textBody).toContain('कन्फ़र्म');
  });

  it("prefers the checkout's language to the profile's", async () => {
    const { orderLanguage, message } = await orderAs(await customerSpeaking('hi'), { language: 'en' });
    expect(orderLanguage).toBe('en');
    expect(message.language).toBe('en');
  });

  it('is English for a guest, and for a profile language no template is written in', async () => {
    expect((await orderAs(undefined)).orderLanguage).toBe('en');
    expect((await orderAs(await customerSpeaking('fr'))).message.language).toBe('en');
  });
});

describe('STOP', () => {
  it('opts the number out (any case, once per inbound message): nothing more is sent on WhatsApp', async () => {
    const { id, phone } = await paidOrder({ whatsappOptIn: true });
    const stop = provider.inboundEvent(`91${phone}`, { text: 'stop' });
    expect((await postWebhook(stop)).json()).toMatchObject({ optOuts: 1 });
    expect((await postWebhook(stop)).json()).toMatchObject({ optOuts: 0 });
    const consents = await t.app.services.db.select().from(whatsappConsents).where(eq(whatsappConsents.phone, phone));
    expect(consents.map((c) => [c.optedIn, c.source])).toEqual([
      [true, 'checkout'],
      [false, 'reply'],
    ]);
    await t.app.services.db.transaction((tx) => queueShipmentEmail(tx, { orderId: id, status: 'delivered', now: new Date() }));
    const rows = await rowsOf(id);
    expect(rows.filter((r) => r.kind === 'shipment_delivered').map((r) => r.channel)).toEqual(['email']);
  });
});

describe('opt-out words beyond STOP (docs/whatsapp-templates.md#replies)', () => {
  /** A number opted in from its account, then sent `text` through the signed webhook; answers whether it is still opted in. */
  async function optedInAfter(text: string): Promise<boolean> {
    const phone = nextPhone();
    await recordWhatsAppConsent(
      t.app.services.db,
      { phone, optedIn: true, wording: WHATSAPP_CONSENT_WORDING, source: 'account' },
      new Date(),
    );
    expect(await isWhatsAppOptedIn(t.app.services.db, phone)).toBe(true);
    expect((await postWebhook(provider.inboundEvent(`91${phone}`, { text }))).statusCode).toBe(200);
    return isWhatsAppOptedIn(t.app.services.db, phone);
  }

  const words = ['STOP', 'बंद', 'बंद करो', 'रोको', 'unsubscribe', 'stop messages'];
  const variants = (word: string): string[] => [
    word,
    word.toUpperCase(),
    word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    `  ${word}  `,
    `\t${word}\t`,
    `\u00A0${word.replace(' ', '\u00A0\u00A0')}\u00A0`,
    word.replace(' ', '   \t '),
    `${word}.`,
    `${word}!!`,
    `${word} ।`,
    `${word}।`,
    `\u200B${word}\uFEFF`,
    word.normalize('NFD'),
  ];
  const cases = [...new Set(words.flatMap(variants))];

  it.each(cases)('opts the number out for %j', async (text) => {
    expect(await optedInAfter(text)).toBe(false);
  });

  it.each([
    "please don't stop my order",
    'stop sending the wrong colour, I asked for red',
    'बंद मत करो',
    'why did it stop?',
    'stopped',
    'unsubscribed',
  ])('keeps the number opted in for a sentence that merely contains a word: %j', async (text) => {
    expect(await optedInAfter(text)).toBe(true);
  });
});

describe('the webhook', () => {
  it('answers the verification handshake for the verify token and 403 for another', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${provider.verifyToken}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ message: string }>().message).toMatch(/verify token/);
  });

  it('refuses an unsigned or forged body with 401 and changes nothing', async () => {
    const { phone } = await paidOrder({ whatsappOptIn: true });
    const stop = provider.inboundEvent(`91${phone}`, { text: 'STOP' });
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', payload: stop.rawBody, headers: jsonHeaders });
    expect(unsigned.statusCode).toBe(401);
    const forged = await postWebhook({
      rawBody: stop.rawBody,
      headers: { ...stop.headers, 'x-hub-signature-256': signWhatsAppWebhook('not-the-secret', stop.rawBody) },
    });
    expect(forged.statusCode).toBe(401);
    const consents = await t.app.services.db.select().from(whatsappConsents).where(eq(whatsappConsents.phone, phone));
    expect(consents.map((c) => c.optedIn)).toEqual([true]);
  });

  it('applies statuses that arrive out of order or twice without moving backwards, and ignores unknown fields', async () => {
    const quiet = new SimulatedMessagingProvider({ secret: provider.appSecret });
    const { id, phone } = await paidOrder({ whatsappOptIn: true });
    await deliverWhatsAppOutbox(t.app.services.db, quiet, { now: new Date(), publicUrl: 'https://chaabi.example' });
    const messageId = quiet.sent.at(-1)!.id;
    for (const status of ['read', 'delivered', 'sent', 'read'] as const) {
      expect((await postWebhook(quiet.statusEvent(messageId, status, `91${phone}`))).statusCode).toBe(200);
    }
    const [row] = (await rowsOf(id)).filter((r) => r.channel === 'whatsapp');
    expect(row!.deliveryStatus).toBe('read');
    const odd = JSON.stringify({
      object: 'whatsapp_business_account',
      surprise: { nested: [1, 2] },
      entry: [{ changes: [{ value: { novel: true } }] }],
    });
    const res = await postWebhook({
      rawBody: odd,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWhatsAppWebhook(provider.appSecret, odd) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusesApplied: 0, optOuts: 0 });
  });

  it('holds a status that comes before the send stored the message id, and applies it once the id is stored', async () => {
    // Meta answers the send and reports "delivered" before our send has written the id: the
    // webhook is posted from inside sendTemplate, before it returns (docs/decisions/197).
    const quick = new SimulatedMessagingProvider({ secret: provider.appSecret });
    const early: unknown[] = [];
    const send = quick.sendTemplate.bind(quick);
    quick.sendTemplate = async (message) => {
      const sent = await send(message);
      for (const status of ['read', 'sent'] as const) {
        early.push((await postWebhook(quick.statusEvent(sent.providerMessageId, status, message.to))).json());
      }
      return sent;
    };
    const { id, phone } = await paidOrder({ whatsappOptIn: true });
    await deliverWhatsAppOutbox(t.app.services.db, quick, { now: new Date(), publicUrl: 'https://chaabi.example' });
    expect(early).toEqual([expect.objectContaining({ statusesHeld: 1, statusesApplied: 0 }), expect.objectContaining({ statusesHeld: 1 })]);
    const [row] = (await rowsOf(id)).filter((r) => r.channel === 'whatsapp');
    // The higher of the two held statuses, applied once the id was stored; nothing left held.
    expect(row).toMatchObject({ status: 'sent', deliveryStatus: 'read' });
    const messageId = row!.providerMessageId!;
    const held = await t.app.services.db.select().from(whatsappEarlyStatuses).where(eq(whatsappEarlyStatuses.providerMessageId, messageId));
    expect(held).toEqual([]);
    // A late "delivered" cannot move it back.
    expect((await postWebhook(quick.statusEvent(messageId, 'delivered', `91${phone}`))).json()).toMatchObject({
      statusesApplied: 0,
      statusesHeld: 0,
      ignored: 1,
    });
    expect((await rowsOf(id)).find((r) => r.channel === 'whatsapp')!.deliveryStatus).toBe('read');
  });

  it('keeps a held status until a message takes its id, then applies it forwards only', async () => {
    const db = t.app.services.db;
    const { id } = await paidOrder({ whatsappOptIn: true });
    const [row] = (await rowsOf(id)).filter((r) => r.channel === 'whatsapp');
    const messageId = `wamid.held-${id}`;
    const receivedAt = new Date('2026-11-28T06:30:00Z');
    await db.insert(whatsappEarlyStatuses).values({ providerMessageId: messageId, status: 'delivered', receivedAt });
    expect(await applyEarlyStatus(db, messageId)).toBe(false);
    expect(await db.select().from(whatsappEarlyStatuses).where(eq(whatsappEarlyStatuses.providerMessageId, messageId))).toHaveLength(1);
    await db.update(emailOutbox).set({ providerMessageId: messageId }).where(eq(emailOutbox.id, row!.id));
    expect(await applyEarlyStatus(db, messageId)).toBe(true);
    const [after] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
    expect(after).toMatchObject({ deliveryStatus: 'delivered', deliveryUpdatedAt: receivedAt });
    // A held status below the row's is dropped without moving it back.
    await db.update(emailOutbox).set({ deliveryStatus: 'read' }).where(eq(emailOutbox.id, row!.id));
    await db.insert(whatsappEarlyStatuses).values({ providerMessageId: messageId, status: 'sent', receivedAt });
    expect(await applyEarlyStatus(db, messageId)).toBe(false);
    expect(await db.select().from(whatsappEarlyStatuses).where(eq(whatsappEarlyStatuses.providerMessageId, messageId))).toEqual([]);
    expect((await db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id)))[0]!.deliveryStatus).toBe('read');
  });

  it('refuses a body over the webhook limit with 413', async () => {
    const big = JSON.stringify({ entry: [], pad: 'x'.repeat(1_048_576) });
    const res = await postWebhook({
      rawBody: big,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWhatsAppWebhook(provider.appSecret, big) },
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('faults', () => {
  it('keeps messages while the provider is down and sends each once when it returns', async () => {
    const { id } = await paidOrder({ whatsappOptIn: true });
    const start = new Date();
    provider.fault = 'down';
    try {
      expect((await deliver(start)).retrying).toBeGreaterThanOrEqual(1);
      // Still down an hour later: waiting, never lost.
      await deliver(new Date(start.getTime() + 30 * 60_000));
    } finally {
      provider.fault = null;
    }
    const [waiting] = (await rowsOf(id)).filter((r) => r.channel === 'whatsapp');
    expect(waiting).toMatchObject({ status: 'queued' });
    await deliver(new Date(start.getTime() + 3 * 60 * 60_000));
    await deliver(new Date(start.getTime() + 4 * 60 * 60_000));
    expect(provider.sent.filter((m) => m.params[1] === String(id))).toHaveLength(1);
  });

  it('falls back to e-mail when the number is not on WhatsApp, and shows it', async () => {
    const { id } = await paidOrder({ whatsappOptIn: true });
    provider.fault = 'not_on_whatsapp';
    try {
      expect((await deliver()).failed).toBeGreaterThanOrEqual(1);
    } finally {
      provider.fault = null;
    }
    const messages = await messagesOf(id);
    const email = messages.find((m) => m.channel === 'email' && m.template === 'order_confirmation')!;
    const whatsapp = messages.find((m) => m.channel === 'whatsapp')!;
    expect(whatsapp).toMatchObject({ status: 'failed', fallbackEmailId: email.id });
    expect(whatsapp.error).toMatch(/not on WhatsApp/);
  });
});

describe('GET /api/admin/messages', () => {
  it('lists every channel newest first, one order with ?orderId, and refuses a bad filter with 400', async () => {
    const { id } = await paidOrder({ whatsappOptIn: true });
    const messages = await messagesOf(id);
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'email', 'whatsapp']);
    for (const m of messages)
      expect(Object.keys(m)).toEqual(expect.arrayContaining(['id', 'channel', 'to', 'template', 'body', 'status', 'orderId', 'createdAt']));
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: { cookie: admin } });
    const ids = all.json<{ data: AdminMessage[] }>().data.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/messages?orderId=abc', headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/messages' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps WhatsApp messages out of the e-mail outbox', async () => {
    const { id } = await paidOrder({ whatsappOptIn: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?pageSize=100', headers: { cookie: admin } });
    const subjects = res.json<{ mails: { subject: string }[] }>().mails.map((m) => m.subject);
    expect(subjects).not.toContain('order_confirmed');
    const whatsappRows = await t.app.services.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.channel, 'whatsapp'), like(emailOutbox.dedupeKey, `order:${id}:%`)));
    expect(whatsappRows).toHaveLength(1);
  });
});

describe('the My Account toggle', () => {
  it('opts the profile phone in and out, recorded each time; a STOP shows as off; signed out is 401', async () => {
    const { userId, cookie } = await signedInCustomer(t.app, t.app.services.db);
    const put = (optedIn: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/account/whatsapp', payload: { optedIn }, headers: { ...jsonHeaders, cookie } });
    const noPhone = await put(true);
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json<{ message: string }>().message).toMatch(/mobile number/);
    const phone = nextPhone();
    await t.app.services.db.update(users).set({ phone }).where(eq(users.id, userId));
    expect((await put('yes')).statusCode).toBe(400);
    expect((await put(true)).json()).toEqual({ phone, optedIn: true, language: 'en' });
    const get = () => t.app.inject({ method: 'GET', url: '/api/account/whatsapp', headers: { cookie } });
    expect((await get()).json()).toEqual({ phone, optedIn: true, language: 'en' });
    await postWebhook(provider.inboundEvent(`91${phone}`, { text: 'Stop' }));
    expect((await get()).json()).toEqual({ phone, optedIn: false, language: 'en' });
    expect((await put(true)).json()).toEqual({ phone, optedIn: true, language: 'en' });
    expect((await put(false)).json()).toEqual({ phone, optedIn: false, language: 'en' });
    const rows = await t.app.services.db
      .select()
      .from(whatsappConsents)
      .where(eq(whatsappConsents.phone, phone))
      .orderBy(whatsappConsents.id);
    expect(rows.map((r) => [r.source, r.optedIn])).toEqual([
      ['account', true],
      ['reply', false],
      ['account', true],
      ['account', false],
    ]);
    expect(rows[0]).toMatchObject({ userId, wording: WHATSAPP_CONSENT_WORDING });
    expect((await t.app.inject({ method: 'GET', url: '/api/account/whatsapp' })).statusCode).toBe(401);
  });

  it("saves the updates' language (en or hi), refusing any other and saving nothing then", async () => {
    const { userId, cookie } = await signedInCustomer(t.app, t.app.services.db);
    const phone = nextPhone();
    await t.app.services.db.update(users).set({ phone }).where(eq(users.id, userId));
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/account/whatsapp', payload, headers: { ...jsonHeaders, cookie } });
    const stored = async () =>
      (await t.app.services.db.select({ l: users.preferredLanguage }).from(users).where(eq(users.id, userId)))[0]!.l;
    const refused = await put({ optedIn: true, language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toContainEqual({
      path: 'language',
      message: 'Choose a language for your updates: English (en) or Hindi (hi)',
    });
    expect((await put({})).statusCode).toBe(400);
    expect(await stored()).toBe('en');
    expect((await put({ optedIn: true, language: 'hi' })).json()).toEqual({ phone, optedIn: true, language: 'hi' });
    expect(await stored()).toBe('hi');
    // The language alone leaves the opt-in as it was, and GET answers both.
    expect((await put({ language: 'en' })).json()).toEqual({ phone, optedIn: true, language: 'en' });
    expect((await put({ language: 'hi' })).statusCode).toBe(200);
    const get = await t.app.inject({ method: 'GET', url: '/api/account/whatsapp', headers: { cookie } });
    expect(get.json()).toEqual({ phone, optedIn: true, language: 'hi' });
    const consents = await t.app.services.db.select().from(whatsappConsents).where(eq(whatsappConsents.phone, phone));
    expect(consents.map((c) => c.optedIn)).toEqual([true]);
  });

  it('sends the confirmation of a signed-in customer who chose Hindi in My Account in the Hindi template', async () => {
    const { userId, cookie } = await signedInCustomer(t.app, t.app.services.db);
    const phone = nextPhone();
    await t.app.services.db.update(users).set({ phone }).where(eq(users.id, userId));
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/whatsapp',
      payload: { optedIn: true, language: 'hi' },
      headers: { ...jsonHeaders, cookie },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const order = await payAtTheBank(t.app, { body: shopOrderBody({ customerPhone: `+91 ${phone}` }), cookie });
    expect((await verifyAtTheShop(t.app, order)).statusCode).toBe(200);
    const [message] = (await rowsOf(order.id)).filter((r) => r.channel === 'whatsapp');
    expect(message).toMatchObject({ template: 'order_confirmed', language: 'hi' });
    expect(message!.textBody).toContain(`आपका Chaabi ऑर्डर #${order.id} कन्फ़र्म हो गया है`);
  });
});

describe('the dealer profile toggle', () => {
  it("opts the dealer's mobile in; a credit receipt then goes on WhatsApp as well as by e-mail", async () => {
    const dealer = await insertDealer(t.app.services.db, { pin: '4826', pepper: t.config.pinPepper, phoneNumber: nextPhone() });
    const token = await dealerToken(t.app, dealer.phoneNumber, '4826');
    const headers = { ...jsonHeaders, authorization: `Bearer ${token}` };
    const get = () => t.app.inject({ method: 'GET', url: '/api/dealer/whatsapp', headers });
    expect((await get()).json()).toEqual({ phone: dealer.phoneNumber, optedIn: false });
    const put = await t.app.inject({ method: 'PUT', url: '/api/dealer/whatsapp', payload: { optedIn: true }, headers });
    expect(put.json()).toEqual({ phone: dealer.phoneNumber, optedIn: true });
    const [consent] = await t.app.services.db.select().from(whatsappConsents).where(eq(whatsappConsents.dealerId, dealer.id));
    expect(consent).toMatchObject({ source: 'dealer_profile', optedIn: true, wording: WHATSAPP_CONSENT_WORDING });
    const ledgerId = 900_000 + dealer.id;
    await t.app.services.db.transaction((tx) =>
      queueDealerCreditReceipt(tx, {
        dealer,
        ledgerId,
        credits: 50,
        amountPaise: 600_000,
        balance: 75,
        providerPaymentId: 'pay_x',
        now: new Date(),
      }),
    );
    const rows = await t.app.services.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `credits:${ledgerId}:%`));
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'whatsapp']);
    expect(rows.find((r) => r.channel === 'whatsapp')!.templateParams).toEqual(['Asha Rao', '50', '₹6,000', '75']);
    expect((await t.app.inject({ method: 'GET', url: '/api/dealer/whatsapp' })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/messages/:id/resend', () => {
  /** A paid, opted-in order whose WhatsApp confirmation failed (not on WhatsApp); answers it and the failed message. */
  async function failedConfirmation(): Promise<{ id: number; phone: string; failed: AdminMessage }> {
    const { id, phone } = await paidOrder({ whatsappOptIn: true });
    provider.fault = 'not_on_whatsapp';
    try {
      await deliver();
    } finally {
      provider.fault = null;
    }
    const failed = (await messagesOf(id)).find((m) => m.channel === 'whatsapp')!;
    expect(failed.status).toBe('failed');
    return { id, phone, failed };
  }
  const resend = (messageId: number | string, cookie = admin) =>
    t.app.inject({ method: 'POST', url: `/api/admin/messages/${messageId}/resend`, headers: { cookie } });

  it('queues a new message naming the failed one, leaves the failed one as it was, sends it and audits it', async () => {
    const { id, failed } = await failedConfirmation();
    const [before] = await t.app.services.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed.id));
    const res = await resend(failed.id);
    expect(res.statusCode).toBe(201);
    const copy = res.json<{ data: AdminMessage }>().data;
    expect(copy).toMatchObject({
      channel: 'whatsapp',
      to: failed.to,
      template: 'order_confirmed',
      status: 'queued',
      orderId: id,
      resentFromId: failed.id,
    });
    expect(copy.id).not.toBe(failed.id);
    expect(copy.body).toBe(failed.body);
    const [after] = await t.app.services.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed.id));
    expect(after).toEqual(before);
    await deliver();
    const sent = provider.sent.filter((m) => m.params[1] === String(id));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.template).toBe('order_confirmed');
    const listed = await messagesOf(id);
    expect(listed.find((m) => m.id === failed.id)).toMatchObject({ status: 'failed', resentFromId: null });
    expect(listed.find((m) => m.id === copy.id)!.resentFromId).toBe(failed.id);
    const audit = await t.app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message.resend'), eq(auditLog.recordId, String(failed.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ recordType: 'messages', status: 201, after: expect.objectContaining({ id: copy.id }) });
  });

  it('resends a message once: a second Resend of it is a 409 naming the new one', async () => {
    const { failed } = await failedConfirmation();
    const first = (await resend(failed.id)).json<{ data: AdminMessage }>().data;
    const again = await resend(failed.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(`Message ${failed.id} was already resent as message ${first.id}`);
  });

  it('refuses a number that opted out (STOP) with a 400 saying so, queuing nothing', async () => {
    const { id, phone, failed } = await failedConfirmation();
    await postWebhook(provider.inboundEvent(`91${phone}`, { text: 'STOP' }));
    const res = await resend(failed.id);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^\+91\d{10} has opted out of WhatsApp updates/);
    expect((await rowsOf(id)).filter((r) => r.channel === 'whatsapp')).toHaveLength(1);
  });

  it('refuses a message that has not failed (400), an unknown one (404) and a bad id (400)', async () => {
    const { id } = await paidOrder({ whatsappOptIn: true });
    const queued = (await rowsOf(id)).find((r) => r.channel === 'whatsapp')!;
    const notFailed = await resend(queued.id);
    expect(notFailed.statusCode).toBe(400);
    expect(notFailed.json<{ message: string }>().message).toMatch(/only a failed message can be resent/);
    expect((await resend(2_000_000_000)).statusCode).toBe(404);
    expect((await resend('abc')).statusCode).toBe(400);
  });

  it('resends a failed e-mail too, with its attachments, as a new e-mail', async () => {
    const { id } = await paidOrder();
    const [mail] = (await rowsOf(id)).filter((r) => r.kind === 'order_confirmation');
    await t.app.services.db.update(emailOutbox).set({ status: 'failed', lastError: 'SMTP 550' }).where(eq(emailOutbox.id, mail!.id));
    const res = await resend(mail!.id);
    expect(res.statusCode).toBe(201);
    const copy = res.json<{ data: AdminMessage }>().data;
    expect(copy).toMatchObject({ channel: 'email', to: mail!.toAddress, template: 'order_confirmation', status: 'queued' });
    const [row] = await t.app.services.db.select().from(emailOutbox).where(eq(emailOutbox.id, copy.id));
    expect(row).toMatchObject({ subject: mail!.subject, htmlBody: mail!.htmlBody, attachments: mail!.attachments, resentFromId: mail!.id });
  });

  it('is for support, managers and the owner: the print room and the accountant get 403', async () => {
    const { failed } = await failedConfirmation();
    const db = t.app.services.db;
    expect((await resend(failed.id, await staffCookie(t.app, db, 'print_room'))).statusCode).toBe(403);
    expect((await resend(failed.id, await staffCookie(t.app, db, 'accountant'))).statusCode).toBe(403);
    expect((await resend(failed.id, await staffCookie(t.app, db, 'support'))).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/messages/${failed.id}/resend` })).statusCode).toBe(401);
  });
});
