/**
 * Order e-mails through a real SMTP conversation: `smtp-server` receives,
 * `mailparser` reads what arrived. A paid order gives exactly one confirmation and one shop
 * alert even when the webhook and verify both arrive and two delivery passes race; a server
 * that is down leaves the mail queued and it goes out on a later attempt; customer text is
 * escaped in the HTML part.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, like } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { emailOutbox, jobStatus } from '../../db/schema/index';
import { dealerToken, grantCredits, insertDealer, orderBody } from '#tests/support/dealer';
import { jsonHeaders, payAtTheBank, placeShopOrder, shopOrderBody, signedInCustomer, verifyAtTheShop } from '#tests/support/shop';
import { BusinessSettingsRequest } from '#shared/schemas/business-settings';
import { updateBusinessSettings } from '../settings/business-settings';
import { runJobAttempt } from '../jobs/job-bookkeeping';
import { jobContextOf } from '../jobs/start-jobs';
import { SHOP_JOBS } from '../jobs/shop-jobs';
import { pdfCurveOperators, pdfText } from '#tests/support/pdf';
import type { SimulatedPaymentProvider } from '../payments/simulated-gateway';
import { deliverOutbox, emailRetryDelayMs } from '../jobs/deliver-outbox';
import type { Mailer } from './provider';
import { createSmtpMailer } from './smtp-mailer';
import { freePort } from '#tests/support/free-port';

const SHOP = 'orders@chaabi.example';

/** A local SMTP server that keeps every parsed message. */
async function startSmtp(port = 0): Promise<{ port: number; received: ParsedMail[]; close(): Promise<void> }> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as net.AddressInfo;
  return { port: address.port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const deliverEmails = SHOP_JOBS.find((j) => j.name === 'deliver-emails')!;

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let mailer: Mailer;
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_EMAIL: SHOP, SMTP_URL: 'smtp://127.0.0.1:2525' } });
  smtp = await startSmtp();
  mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`);
});
afterAll(async () => {
  await (t.app.services.payments as SimulatedPaymentProvider).webhooksDelivered();
  mailer.close();
  await smtp.close();
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...jsonHeaders, ...headers } });
const deliver = (m: Mailer, now = new Date()) =>
  deliverOutbox(t.app.services.db, m, {
    from: t.config.mailFrom,
    shopEmail: SHOP,
    now,
    proofs: t.app.services.proofs,
    pdfFonts: t.app.services.pdfFonts,
    publicUrl: 'https://chaabi.example',
    sealKey: t.config.sessionSecret,
  });

describe('a paid shop order', () => {
  it('sends exactly one confirmation with the total and keychains, and one shop alert, when webhook and verify both arrive', async () => {
    const order = await payAtTheBank(t.app, {
      body: shopOrderBody({ customerEmail: 'mail-test@example.in', customerName: 'Asha <b>Verma</b>' }),
    });
    expect((await verifyAtTheShop(t.app, order)).statusCode).toBe(200);
    await (t.app.services.payments as SimulatedPaymentProvider).webhooksDelivered();

    // Two passes racing (two instances): SKIP LOCKED hands each mail to one of them.
    await Promise.all([deliver(mailer), deliver(mailer)]);
    await deliver(mailer);
    const forOrder = smtp.received.filter((m) => m.subject?.includes(`#${order.id}`));
    const customer = forOrder.filter((m) => m.to && 'text' in m.to && m.to.text === 'mail-test@example.in');
    const shop = forOrder.filter((m) => m.to && 'text' in m.to && m.to.text === SHOP);
    expect(customer).toHaveLength(1);
    expect(shop).toHaveLength(1);
    expect(customer[0]!.subject).toBe(`Your Chaabi order #${order.id} is confirmed`);
    expect(customer[0]!.text).toContain('Total paid: ₹510');
    // Display names, never slugs or hex codes, and an absolute link to /track.
    expect(customer[0]!.text).toContain('"Asha": Bangers, Yellow');
    expect(customer[0]!.text).toContain('"Meera": Chewy, Orange');
    expect(customer[0]!.text).not.toMatch(/#[0-9a-f]{6}|\bbangers\b/);
    expect(customer[0]!.text).toContain(`Track your order: https://chaabi.example/track?order=${order.id}`);
    expect(customer[0]!.html).toContain('Asha &lt;b&gt;Verma&lt;/b&gt;');
    expect(customer[0]!.html).not.toContain('<b>Verma</b>');
    expect(customer[0]!.from?.text).toContain(SHOP);
    // One proof image per keychain, drawn by the print engine: real PNGs.
    const proofs = customer[0]!.attachments.filter((a) => a.contentType === 'image/png');
    expect(proofs.map((a) => a.filename)).toEqual(['keychain-1-asha.png', 'keychain-2-ravi.png', 'keychain-3-meera.png']);
    for (const proof of proofs) expect(proof.content.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The invoice issued with the capture rides along as a PDF, named after its number.
    expect(customer[0]!.text).toMatch(/Your (tax invoice|bill of supply) CH\/\d\d-\d\d\/\d{6} is attached/);
    const invoice = customer[0]!.attachments.filter((a) => a.contentType === 'application/pdf');
    expect(invoice.map((a) => a.filename)).toEqual([expect.stringMatching(/^CH-\d\d-\d\d-\d{6}\.pdf$/)]);
    expect(invoice[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(shop[0]!.subject).toBe(`New order #${order.id}: 3 keychains, ₹510`);
    // A guest has no My Account: the mail points at the order's tracking page instead.
    expect(customer[0]!.text).not.toContain('My Account');
    expect(customer[0]!.text).toContain(
      `follow the order with your order number and e-mail on https://chaabi.example/track?order=${order.id}`,
    );

    const rows = await t.app.services.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `order:${order.id}:%`));
    expect(rows.map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['order_confirmation', 'sent', 1],
      ['shop_new_order', 'sent', 1],
    ]);
  });

  it('carries a Devanagari name, address and a Tamil keychain unchanged (UTF-8) in both parts, and the invoice draws them', async () => {
    const order = await placeShopOrder(
      t.app,
      {},
      shopOrderBody({
        customerEmail: 'indic-mail@example.in',
        customerName: 'रवि कुमार',
        keychains: [{ customText: 'கமலா', fontFamily: 'baloo-thambi-2', textColor: 'yellow' }],
        shippingAddress: { street: '12 शिवाजी नगर', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' },
      }),
    );
    const pay = await post('/api/payments/create-order', { orderId: order.id }, { cookie: order.cookie });
    const bank = await post('/api/payments/simulated/complete', { providerOrderId: pay.json().orderId, outcome: 'success' });
    await post('/api/payments/verify', { orderId: order.id, ...bank.json() }, { cookie: order.cookie });
    await (t.app.services.payments as SimulatedPaymentProvider).webhooksDelivered();
    await deliver(mailer);

    const forOrder = smtp.received.filter((m) => m.subject?.includes(`#${order.id}`));
    const customer = forOrder.find((m) => m.to && 'text' in m.to && m.to.text === 'indic-mail@example.in')!;
    const shop = forOrder.find((m) => m.to && 'text' in m.to && m.to.text === SHOP)!;
    for (const part of [customer.text, customer.html, shop.text, shop.html]) {
      expect(part).toContain('रवि कुमार');
      expect(part).toContain('12 शिवाजी नगर');
      expect(part).toContain('கமலா');
      expect(part).not.toMatch(/[?\uFFFD]{2}|&#/);
    }
    expect(customer.text).toContain('Hi रवि कुमार,');
    expect(customer.text).toContain('"கமலா": Baloo Thambi 2, Yellow');
    // The attached invoice draws them as shaped outlines, never "?".
    const invoice = customer.attachments.find((a) => a.contentType === 'application/pdf')!;
    expect(await pdfText(invoice.content)).not.toMatch(/[?\uFFFD]/);
    expect((await pdfCurveOperators(invoice.content))[0]).toBeGreaterThan(20);
  });

  it("signs with the seller's e-mail, phone and WhatsApp link from the business settings; a signed-in shopper reads My Account", async () => {
    await updateBusinessSettings(t.app.services.db, {
      settings: BusinessSettingsRequest.parse({
        legalName: 'Kolam Prints LLP',
        tradeName: 'Kolam Keys',
        address: '3 Anna Salai, Chennai 600002',
        stateCode: '33',
        email: 'hello@kolam.example',
        phone: '9444012345',
        grievanceOfficer: { name: 'Devi', designation: 'Grievance Officer', email: 'devi@kolam.example', phone: '9444012346' },
      }),
    });
    const customer = await signedInCustomer(t.app, t.app.services.db);
    const order = await payAtTheBank(t.app, { body: shopOrderBody({ customerEmail: 'signed-in@example.in' }), cookie: customer.cookie });
    expect((await verifyAtTheShop(t.app, order)).statusCode).toBe(200);
    await (t.app.services.payments as SimulatedPaymentProvider).webhooksDelivered();
    await deliver(mailer);
    const mail = smtp.received.find(
      (m) => m.subject?.includes(`#${order.id}`) && m.to && 'text' in m.to && m.to.text === 'signed-in@example.in',
    )!;
    expect(mail.text).toContain(
      'Questions? Write to hello@kolam.example or message us on WhatsApp at +91 94440 12345: https://wa.me/919444012345',
    );
    expect(mail.text).toContain('— Kolam Keys');
    expect(mail.text).not.toMatch(/support@chaabi\.in|98765/);
    expect(mail.html).toContain('href="https://wa.me/919444012345"');
    expect(mail.text).toContain('follow the order from My Account › Orders');
  });

  it('queues nothing for an order that is never paid', async () => {
    const order = await placeShopOrder(t.app);
    const rows = await t.app.services.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `order:${order.id}:%`));
    expect(rows).toHaveLength(0);
  });
});

describe('dealer receipts', () => {
  it('a dealer order gives the dealer a receipt and the shop an alert; a credit purchase paid twice gives one receipt', async () => {
    const dealer = await insertDealer(t.database.db, { pin: '482913', pepper: t.config.pinPepper });
    await grantCredits(t.database.db, dealer.id, 5);
    const auth = { authorization: `Bearer ${await dealerToken(t.app, dealer.phoneNumber, '482913')}` };
    const placed = await post('/api/dealer/create-order', orderBody(2), auth);
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().orderId as number;

    const { transactionId } = (await post('/api/dealer/purchase-credits', { quantity: 10 }, auth)).json();
    const pay = await post('/api/dealer/create-payment-order', { transactionId }, auth);
    const bank = await post('/api/payments/simulated/complete', { providerOrderId: pay.json().orderId, outcome: 'success' });
    await post('/api/dealer/verify-payment', { ...bank.json(), transactionId }, auth);
    await (t.app.services.payments as SimulatedPaymentProvider).webhooksDelivered();

    const mine = (await t.app.services.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id))).filter(
      (r) => r.toAddress === dealer.email || r.dedupeKey.startsWith(`order:${orderId}:`),
    );
    expect(mine.map((r) => r.kind)).toEqual(['dealer_order_receipt', 'shop_new_order', 'dealer_credit_receipt']);
    expect(mine[0]!.textBody).toContain('Credits used: 2. Credits left: 3.');
    expect(mine[2]!.subject).toBe('Receipt: 10 keychain credits, ₹1,300');
    expect(mine[2]!.textBody).toContain('Your balance is now 13 credits.');
  });
});

describe('an SMTP server that is down', () => {
  it('leaves the mail queued with the error, the job failure visible, and sends it on a later attempt', async () => {
    await deliver(mailer); // clear what earlier tests queued
    const order = await payAtTheBank(t.app, { body: shopOrderBody({ customerEmail: 'retry@example.in' }) });
    await (t.app.services.payments as SimulatedPaymentProvider).webhooksDelivered();

    const port = await freePort();
    const down = createSmtpMailer(`smtp://127.0.0.1:${port}`);
    const ctx = jobContextOf(t.app, down);
    await expect(runJobAttempt(deliverEmails, ctx, { attempt: 1, runner: 'in-process' })).rejects.toThrow(/could not be sent/);
    down.close();
    const queued = await t.app.services.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `order:${order.id}:%`));
    expect(queued.map((r) => [r.status, r.attempts])).toEqual([
      ['queued', 1],
      ['queued', 1],
    ]);
    expect(queued[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);
    const [status] = await t.app.services.db.select().from(jobStatus).where(eq(jobStatus.name, 'deliver-emails'));
    expect(status).toMatchObject({ failures: 1, lastError: expect.stringMatching(/could not be sent/) });

    // Not yet due: nothing is sent again before its back-off.
    const up = await startSmtp(port);
    const upMailer = createSmtpMailer(`smtp://127.0.0.1:${port}`);
    try {
      expect(await deliver(upMailer)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      const later = new Date(Date.now() + emailRetryDelayMs(1) + 1000);
      expect(await deliver(upMailer, later)).toEqual({ sent: 2, retrying: 0, failed: 0 });
      expect(up.received.map((m) => m.subject).sort()).toEqual(
        [`New order #${order.id}: 3 keychains, ₹510`, `Your Chaabi order #${order.id} is confirmed`].sort(),
      );
      expect(await deliver(upMailer, later)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    } finally {
      upMailer.close();
      await up.close();
    }
  });

  it('backs off 1, 2, 4 … minutes up to an hour', () => {
    expect([1, 2, 3, 7, 20].map((n) => emailRetryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 60, 60]);
  });
});
