/**
 * Refunds through the payment provider (docs/product.md#refunds), on PGlite and PostgreSQL: full
 * and partial refunds, a second refund, two staff members at once, the provider down, the
 * provider's webhook before and after its answer, forged webhooks, the credit note's amounts and
 * the customer's mail.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { REFUND_MESSAGES } from '#shared/schemas/refund';
import type { TestApp } from '#tests/setup/test-db';
import { withAdminApp } from '#tests/support/admin-app';
import { saveTestSeller } from '#tests/support/business';
import { jsonHeaders, payAtTheBank, placeShopOrder, signedInCustomer, verifyAtTheShop } from '#tests/support/shop';
import { emailOutbox, orderEvents, orders, refunds, simulatedGatewayRefunds, taxDocuments } from '../../db/schema/index';
import type { SimulatedPaymentProvider } from '../../services/payments/simulated-gateway';
import { reconcilePendingRefunds } from '../../services/refunds/reconcile-pending-refunds';

let t: TestApp;
let cookie: string;
let gateway: SimulatedPaymentProvider;
withAdminApp((app, session) => {
  t = app;
  cookie = session;
  gateway = app.app.services.payments as SimulatedPaymentProvider;
});

beforeAll(async () => {
  await saveTestSeller(t.app.services.db);
});
beforeEach(() => {
  gateway.refundFault = 'none';
  gateway.refundWebhook = 'after';
});
afterAll(async () => {
  await gateway.webhooksDelivered();
});

const db = () => t.app.services.db;
let keySeq = 0;

/** A shop order of 3 keychains (₹510, Pune: CGST + SGST) paid and verified. */
async function paidOrder(): Promise<number> {
  const order = await payAtTheBank(t.app);
  expect((await verifyAtTheShop(t.app, order)).statusCode).toBe(200);
  await gateway.webhooksDelivered();
  return order.id;
}

function refund(orderId: number, payload: Record<string, unknown>, key = `refund-test-${++keySeq}`) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    payload,
    headers: { ...jsonHeaders, cookie, 'idempotency-key': key },
  });
}

async function orderRow(id: number) {
  return (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
}
const refundsOf = (orderId: number) => db().select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
const creditNotesOf = (orderId: number) =>
  db()
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'credit_note')))
    .orderBy(asc(taxDocuments.id));
const mailsOf = (orderId: number) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'refund_processed'), like(emailOutbox.subject, `%order #${orderId}`)));
async function gatewayRefundsOf(orderId: number) {
  const ours = await refundsOf(orderId);
  const ids = ours.map((r) => r.providerRefundId).filter((id): id is string => id !== null);
  const all = await db().select().from(simulatedGatewayRefunds);
  return all.filter((g) => ids.includes(g.id) || g.notes.orderId === String(orderId));
}

describe('POST /api/admin/orders/:id/refunds', () => {
  it('refunds the whole payment when no amount is given: pending, then processed by the webhook, with credit note, mail and timeline', async () => {
    const id = await paidOrder();
    const res = await refund(id, { reason: 'Customer changed their mind' });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ id: number; status: string }>();
    expect(answer).toEqual({ id: expect.any(Number), status: 'pending' });
    await gateway.webhooksDelivered();

    const [row] = await refundsOf(id);
    expect(row).toMatchObject({ id: answer.id, amountPaise: 51000, status: 'processed', requestedBy: 'staff:Owner' });
    expect(row!.providerRefundId).toMatch(/^rfnd_sim_/);
    expect((await orderRow(id)).paymentStatus).toBe('refunded');

    const notes = await creditNotesOf(id);
    expect(notes).toHaveLength(1);
    const [invoice] = await db()
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, id), eq(taxDocuments.kind, 'invoice')));
    expect(notes[0]).toMatchObject({
      refundId: answer.id,
      invoiceId: invoice!.id,
      totalPaise: invoice!.totalPaise,
      taxablePaise: invoice!.taxablePaise,
      cgstPaise: invoice!.cgstPaise,
      sgstPaise: invoice!.sgstPaise,
    });
    expect(notes[0]!.content.reason).toBe('Refund: Customer changed their mind');

    const mails = await mailsOf(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your refund of ₹510 for Chaabi order #${id}`);
    expect(mails[0]!.textBody).toContain('5-7 business days');
    expect(mails[0]!.textBody).toContain('(the whole payment)');
    expect(mails[0]!.attachments).toEqual([{ kind: 'tax-document', documentId: notes[0]!.id }]);

    const timeline = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/timeline`, headers: { cookie } });
    const refundEntries = timeline.json<{ to: string; detail: string; kind: string }[]>().filter((e) => /^Refund #/.test(e.detail ?? ''));
    expect(refundEntries.map((e) => [e.kind, e.to])).toEqual([
      ['payment', 'pending'],
      ['payment', 'refunded'],
    ]);
    expect(await gatewayRefundsOf(id)).toHaveLength(1);
  });

  it('refunds a chosen amount: a line-proportional credit note with equal CGST and SGST, then the rest', async () => {
    const id = await paidOrder();
    expect((await refund(id, { amountPaise: 17000, reason: 'One keychain misprinted' })).statusCode).toBe(200);
    await gateway.webhooksDelivered();
    const order = await orderRow(id);
    expect(order.paymentStatus).toBe('completed');
    const [note] = await creditNotesOf(id);
    // ₹170 over three ₹170 lines: 56.67 + 56.67 + 56.66, each taxed as the invoice taxes a line.
    expect(note!.content.lines.map((l) => l.total)).toEqual([5667, 5667, 5666]);
    expect(note!.content.lines.map((l) => l.quantity)).toEqual([0, 0, 0]);
    expect(note).toMatchObject({ totalPaise: 17000, taxablePaise: 14408, cgstPaise: 1296, sgstPaise: 1296, igstPaise: 0 });
    expect(note!.cgstPaise).toBe(note!.sgstPaise);
    expect((await mailsOf(id))[0]!.textBody).toContain('We have refunded ₹170 for order #');

    const list = await t.app.inject({ method: 'GET', url: `/api/admin/orders?q=${id}`, headers: { cookie } });
    const card = list
      .json<{ orders: { id: number; refundablePaise: number; refunds: { status: string }[] }[] }>()
      .orders.find((o) => o.id === id)!;
    expect(card.refundablePaise).toBe(34000);
    expect(card.refunds.map((r) => r.status)).toEqual(['processed']);

    expect((await refund(id, { reason: 'The rest, after all' })).statusCode).toBe(200);
    await gateway.webhooksDelivered();
    expect((await orderRow(id)).paymentStatus).toBe('refunded');
    const notes = await creditNotesOf(id);
    expect(notes.map((n) => n.totalPaise)).toEqual([17000, 34000]);
    expect(notes[1]!.content.lines.map((l) => [l.total, l.quantity])).toEqual([
      [11333, 1],
      [11333, 1],
      [11334, 1],
    ]);
  });

  it('refuses a second refund of a fully refunded order, more than remains, an unpaid order, and a bad body: 400 with the reason', async () => {
    const id = await paidOrder();
    expect((await refund(id, { amountPaise: 51001, reason: 'Too much' })).json().message).toBe(REFUND_MESSAGES.tooMuch(51001, 51000));
    expect((await refund(id, { reason: 'All of it' })).statusCode).toBe(200);
    await gateway.webhooksDelivered();
    const twice = await refund(id, { reason: 'Again' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(REFUND_MESSAGES.fullyRefunded(id));

    const unpaid = await placeShopOrder(t.app);
    const res = await refund(unpaid.id, { reason: 'Nothing paid' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REFUND_MESSAGES.notPaid(unpaid.id));

    const noReason = await refund(id, { amountPaise: 100 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(REFUND_MESSAGES.reasonRequired);
    expect((await refund(id, { amountPaise: 12.5, reason: 'x' })).statusCode).toBe(400);
    expect((await refund(999_999, { reason: 'x' })).statusCode).toBe(404);
    expect(await gatewayRefundsOf(id)).toHaveLength(1);
  });

  it('refunds once when two staff members refund at once with different keys', async () => {
    const id = await paidOrder();
    const answers = await Promise.all([
      refund(id, { reason: 'Staff A' }),
      refund(id, { reason: 'Staff B' }),
      refund(id, { reason: 'Staff C' }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 400, 400]);
    await gateway.webhooksDelivered();
    expect((await refundsOf(id)).map((r) => r.status)).toEqual(['processed']);
    expect(await gatewayRefundsOf(id)).toHaveLength(1);
    expect(await mailsOf(id)).toHaveLength(1);
  });

  it('answers a retry with the same Idempotency-Key from the first refund', async () => {
    const id = await paidOrder();
    const first = await refund(id, { reason: 'Retried click' }, 'same-key');
    const again = await refund(id, { reason: 'Retried click' }, 'same-key');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    await gateway.webhooksDelivered();
    expect(await gatewayRefundsOf(id)).toHaveLength(1);
  });

  it('answers 503 when the provider is down, records nothing as refunded, and a retry refunds once', async () => {
    const id = await paidOrder();
    gateway.refundFault = 'unavailable';
    const down = await refund(id, { reason: 'Provider down' }, 'down-key');
    expect(down.statusCode).toBe(503);
    expect((await refundsOf(id)).map((r) => [r.status, r.failureReason])).toEqual([['failed', REFUND_MESSAGES.providerUnavailable]]);
    expect((await orderRow(id)).paymentStatus).toBe('completed');
    expect(await creditNotesOf(id)).toHaveLength(0);
    expect(await mailsOf(id)).toHaveLength(0);

    gateway.refundFault = 'none';
    const retry = await refund(id, { reason: 'Provider down' }, 'down-key');
    expect(retry.statusCode).toBe(200);
    expect((await refund(id, { reason: 'Provider down' }, 'down-key')).json().id).toBe(retry.json().id);
    await gateway.webhooksDelivered();
    expect((await refundsOf(id)).map((r) => r.status)).toEqual(['failed', 'processed']);
    expect(await gatewayRefundsOf(id)).toHaveLength(1);
    expect((await orderRow(id)).paymentStatus).toBe('refunded');
  });

  it('settles once when the webhook arrives before the API answer', async () => {
    const id = await paidOrder();
    gateway.refundWebhook = 'before';
    const res = await refund(id, { amountPaise: 20000, reason: 'Webhook first' });
    expect(res.json()).toEqual({ id: expect.any(Number), status: 'processed' });
    await gateway.webhooksDelivered();
    const [row] = await refundsOf(id);
    expect(row).toMatchObject({ status: 'processed', amountPaise: 20000 });
    expect(row!.providerRefundId).toMatch(/^rfnd_sim_/);
    expect(await creditNotesOf(id)).toHaveLength(1);
    expect(await mailsOf(id)).toHaveLength(1);
    const events = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.type, 'refunded')));
    expect(events.map((e) => [e.actor, e.toStatus])).toEqual([['refund:webhook', 'partially_refunded']]);
  });

  it('keeps a refund the provider fails as failed, frees its amount and issues no credit note', async () => {
    const id = await paidOrder();
    gateway.refundFault = 'declined';
    expect((await refund(id, { reason: 'Bank said no' })).statusCode).toBe(200);
    await gateway.webhooksDelivered();
    expect((await refundsOf(id)).map((r) => r.status)).toEqual(['failed']);
    expect(await creditNotesOf(id)).toHaveLength(0);
    expect((await orderRow(id)).paymentStatus).toBe('completed');
    gateway.refundFault = 'none';
    expect((await refund(id, { reason: 'Second try' })).statusCode).toBe(200);
    await gateway.webhooksDelivered();
    expect((await orderRow(id)).paymentStatus).toBe('refunded');
  });
});

describe("the provider's refund webhooks", () => {
  function deliver(body: string, headers: Record<string, string>) {
    return t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: body, headers: { ...jsonHeaders, ...headers } });
  }
  async function pendingRefund() {
    const id = await paidOrder();
    gateway.sendsWebhooks = false;
    try {
      const res = await refund(id, { reason: 'Waiting for the provider' });
      return { orderId: id, refund: (await refundsOf(id))[0]!, answer: res.json<{ status: string }>() };
    } finally {
      gateway.sendsWebhooks = true;
    }
  }
  function processedBody(r: { providerRefundId: string | null; id: number; amountPaise: number }, paymentId: string) {
    return JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: {
        refund: {
          entity: {
            id: r.providerRefundId,
            payment_id: paymentId,
            amount: r.amountPaise,
            notes: { refundId: String(r.id) },
            status: 'processed',
          },
        },
      },
    });
  }

  it('refuses an unsigned or forged refund.processed and changes nothing; a signed one settles once, however often repeated', async () => {
    const { orderId, refund: row, answer } = await pendingRefund();
    expect(answer.status).toBe('pending');
    const paymentId = (await orderRow(orderId)).paymentId!;
    const body = processedBody(row, paymentId);
    expect((await deliver(body, { 'x-razorpay-event-id': 'evt_refund_unsigned' })).statusCode).toBe(401);
    const forged = createHmac('sha256', 'not-the-secret').update(body).digest('hex');
    expect((await deliver(body, { 'x-razorpay-signature': forged, 'x-razorpay-event-id': 'evt_refund_forged' })).statusCode).toBe(400);
    expect((await refundsOf(orderId))[0]!.status).toBe('pending');

    const signature = createHmac('sha256', t.config.simulatedSecret).update(body).digest('hex');
    const first = await deliver(body, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': `evt_refund_ok_${orderId}` });
    expect(first.json()).toEqual({ status: 'processed' });
    expect((await deliver(body, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': `evt_refund_ok_${orderId}` })).json()).toEqual({
      status: 'duplicate',
    });
    // Another delivery of the same news (a new event id) changes nothing either.
    await deliver(body, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': `evt_refund_again_${orderId}` });
    expect((await refundsOf(orderId))[0]!.status).toBe('processed');
    expect(await creditNotesOf(orderId)).toHaveLength(1);
    expect(await mailsOf(orderId)).toHaveLength(1);
    expect((await orderRow(orderId)).paymentStatus).toBe('refunded');
  });

  it('settles a refund whose webhook never came when the reconciliation job reads it back, once', async () => {
    const { orderId } = await pendingRefund();
    const early = await reconcilePendingRefunds(db(), gateway, { now: t.app.services.now() });
    expect(early.checked).toBe(0);
    const later = new Date(t.app.services.now().getTime() + 3 * 60_000);
    expect(await reconcilePendingRefunds(db(), gateway, { now: later })).toMatchObject({ processed: 1 });
    expect(await reconcilePendingRefunds(db(), gateway, { now: new Date(later.getTime() + 60 * 60_000) })).toMatchObject({ processed: 0 });
    expect((await refundsOf(orderId))[0]!.status).toBe('processed');
    expect((await orderRow(orderId)).paymentStatus).toBe('refunded');
    expect(await mailsOf(orderId)).toHaveLength(1);
  });

  it('ignores a signed refund event whose amount differs from ours', async () => {
    const { orderId, refund: row } = await pendingRefund();
    const paymentId = (await orderRow(orderId)).paymentId!;
    const body = processedBody({ ...row, amountPaise: row.amountPaise - 100 }, paymentId);
    const signature = createHmac('sha256', t.config.simulatedSecret).update(body).digest('hex');
    await deliver(body, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': `evt_refund_short_${orderId}` });
    expect((await refundsOf(orderId))[0]!.status).toBe('pending');
  });
});

describe('cancelling a paid order', () => {
  it('is refused without a refund, and done by a refund with cancelOrder', async () => {
    const id = await paidOrder();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}`,
      payload: { orderStatus: 'cancelled' },
      headers: { ...jsonHeaders, cookie },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().message).toBe(REFUND_MESSAGES.cancelPaidOrder(id));
    expect(await creditNotesOf(id)).toHaveLength(0);

    expect((await refund(id, { amountPaise: 1000, reason: 'Partial', cancelOrder: true })).statusCode).toBe(400);
    const res = await refund(id, { reason: 'Customer cancelled', cancelOrder: true });
    expect(res.statusCode).toBe(200);
    await gateway.webhooksDelivered();
    const order = await orderRow(id);
    expect([order.orderStatus, order.paymentStatus]).toEqual(['cancelled', 'refunded']);
    expect(await creditNotesOf(id)).toHaveLength(1);
  });
});

describe('My Account', () => {
  it('shows the customer each refund of their order with its amount and state', async () => {
    const customer = await signedInCustomer(t.app, db());
    const paid = await payAtTheBank(t.app, { cookie: customer.cookie });
    expect((await verifyAtTheShop(t.app, paid)).statusCode).toBe(200);
    await gateway.webhooksDelivered();
    expect((await refund(paid.id, { amountPaise: 5000, reason: 'Late delivery' })).statusCode).toBe(200);
    await gateway.webhooksDelivered();
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders/my', headers: { cookie: customer.cookie } });
    const order = mine
      .json<{ id: number; paymentStatus: string; refunds: { amountPaise: number; status: string }[] }[]>()
      .find((o) => o.id === paid.id)!;
    expect(order.paymentStatus).toBe('completed');
    expect(order.refunds).toEqual([{ id: expect.any(Number), amountPaise: 5000, status: 'processed', createdAt: expect.any(String) }]);
  });
});
