/**
 * Cash on delivery, the courier's side (docs/product.md#cash-on-delivery): a confirmed COD order
 * ships with its cash to collect (label, invoice at dispatch), the delivery collects it (a
 * different amount is flagged), the remittance matches it once (duplicates, wrong amounts,
 * unknown AWBs reported; two parallel uploads of one file apply it once), and a return to origin
 * makes the order returned with a credit note and its loss.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { codRemittanceLines, orderEvents, orders, shipments, taxDocuments } from '../../db/schema/index';
import { insertOrder, loginCookie } from '#tests/support/admin';
import { jsonHeaders, multipartBody } from '#tests/support/http';
import { staffCookie } from '#tests/support/staff';
import { pdfText } from '#tests/support/pdf';
import { SimulatedCourier } from '../../services/shipping/simulated-courier';
import { formatRemittanceCsv } from '../../services/shipping/remittance-csv';
import { DEFAULT_COD_SETTINGS } from '../../services/settings/cod-settings';
import { issueOrderInvoice } from '../../services/invoices/issue-tax-document';
import { countReturnsOfPhone } from '../../services/cod/check-cod-eligibility';
import { trackOrder } from '../../services/shipping/track-order';
import { COD_REMITTANCE_MESSAGES, type CodOverview } from '#shared/schemas/cod-remittances';
import type { AdminOrder } from '#shared/schemas/admin-orders';

/** Thu 26 Nov 2026, 10:00 India time. */
let clock = new Date('2026-11-26T04:30:00Z');
const SECRET = randomBytes(32).toString('hex');
let courier: SimulatedCourier;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  courier = new SimulatedCourier({ secret: SECRET, now: () => clock, timeoutMs: 300, stepMs: 1_000 });
  t = await createTestApp({ shipping: courier, now: () => clock });
  admin = await loginCookie(t.app);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const awbOf = async (id: number) => (await db().select().from(shipments).where(eq(shipments.orderId, id)))[0]!.awb!;
const documentsOf = (id: number) => db().select().from(taxDocuments).where(eq(taxDocuments.orderId, id)).orderBy(taxDocuments.id);
const eventsOf = async (id: number) => (await db().select().from(orderEvents).where(eq(orderEvents.orderId, id))).map((e) => e.type);

/** A confirmed COD order of ₹540.00 (₹500 keychains + ₹40 fee), all of it collected in cash. */
const codOrder = (overrides: Parameters<typeof insertOrder>[1] = {}) =>
  insertOrder(db(), {
    paymentMethod: 'cod',
    paymentStatus: 'cod_pending',
    orderStatus: 'confirmed',
    status: 'confirmed',
    totalPaise: 54000,
    codFeePaise: 4000,
    codCollectPaise: 54000,
    codConfirmedAt: clock,
    ...overrides,
  });
const ship = (orderId: number) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/shipments`, payload: {}, headers: { ...jsonHeaders, cookie: admin } });
const webhook = (delivery: { rawBody: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/shipping/webhook', payload: delivery.rawBody, headers: delivery.headers });
const at = (minutes: number) => new Date(clock.getTime() + minutes * 60_000);
/** The COD screen as the admin reads it. */
const codScreen = async (): Promise<CodOverview> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/cod', headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  return res.json<CodOverview>();
};
/** The order as the admin's order list (GET /api/admin/orders) answers it. */
const adminOrder = async (id: number): Promise<AdminOrder> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders?q=${encodeURIComponent(`#${id}`)}`, headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  const found = res.json<{ orders: AdminOrder[] }>().orders.find((o) => o.id === id);
  expect(found).toBeDefined();
  return found!;
};
const entry = (body: unknown, cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/cod/remittances/entry',
    payload: JSON.stringify(body),
    headers: { ...jsonHeaders, cookie },
  });
const upload = (csv: string, cookie = admin) => {
  const body = multipartBody([{ name: 'file', filename: 'remittance.csv', data: Buffer.from(csv), type: 'text/csv' }]);
  return t.app.inject({ method: 'POST', url: '/api/admin/cod/remittances', payload: body.payload, headers: { ...body.headers, cookie } });
};

describe('shipping a COD order', () => {
  it('a confirmed COD order ships; its invoice is issued at dispatch, not before, and shows the payment mode', async () => {
    const id = await codOrder();
    expect(await documentsOf(id)).toHaveLength(0);
    const res = await ship(id);
    expect(res.statusCode).toBe(200);
    const docs = await documentsOf(id);
    expect(docs.map((d) => d.kind)).toEqual(['invoice']);
    expect(docs[0]!.totalPaise).toBe(54000);
    expect(docs[0]!.content.paymentMode).toBe('Cash on delivery — ₹540.00 to collect');
    expect((await orderRow(id)).orderStatus).toBe('shipped');
  });

  it('a COD order gets no invoice at its confirmation or advance payment, only at dispatch', async () => {
    const id = await codOrder();
    const atPayment = await db().transaction((tx) => issueOrderInvoice(tx, { orderId: id, now: clock }));
    expect(atPayment).toBeNull();
    const atDispatch = await db().transaction((tx) => issueOrderInvoice(tx, { orderId: id, now: clock, at: 'dispatch' }));
    expect(atDispatch?.kind).toBe('invoice');
  });

  it('with an advance, the invoice and the label show "Paid online" and "To collect"; the courier is sent the rest', async () => {
    const id = await codOrder({ codAdvancePaise: 10_000, codCollectPaise: 44_000 });
    expect((await ship(id)).statusCode).toBe(200);
    const [invoice] = await documentsOf(id);
    expect(invoice!.content.paymentMode).toBe('Cash on delivery — Paid online ₹100.00, To collect ₹440.00');
    const invoicePdf = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/invoice.pdf`, headers: { cookie: admin } });
    expect(invoicePdf.statusCode).toBe(200);
    const invoiceText = (await pdfText(invoicePdf.rawPayload)).replace(/\s+/g, ' ');
    // The long payment mode wraps under its label, right-aligned.
    expect(invoiceText).toContain('Paid online ₹100.00,');
    expect(invoiceText).toContain('To collect ₹440.00');
    const label = await t.app.inject({ method: 'GET', url: `/api/admin/orders/labels.pdf?ids=${id}`, headers: { cookie: admin } });
    const labelText = (await pdfText(label.rawPayload)).replace(/\s+/g, ' ');
    expect(labelText).toContain('COD — COLLECT ₹440.00');
    expect(labelText).toContain('Rupees Four Hundred Forty Only');
    expect(labelText).toContain('Paid online ₹100.00 · To collect ₹440.00');
    const [shipment] = await db().select().from(shipments).where(eq(shipments.orderId, id));
    expect(shipment).toBeTruthy();
    expect((await orderRow(id)).codCollectPaise).toBe(44_000);
  });

  it('a COD order still awaiting its confirmation code does not ship', async () => {
    const id = await codOrder({ orderStatus: 'pending', status: 'pending', codConfirmedAt: null });
    expect((await ship(id)).statusCode).toBe(409);
    expect(await documentsOf(id)).toHaveLength(0);
  });

  it('the label reads COD — COLLECT with the amount in words instead of PREPAID', async () => {
    const id = await codOrder();
    await ship(id);
    const prepaid = await insertOrder(db(), { paymentStatus: 'completed', orderStatus: 'confirmed' });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/labels.pdf?ids=${id},${prepaid}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const [codPage, prepaidPage] = (await pdfText(res.rawPayload)).split('\f');
    expect(codPage).toContain('COD — COLLECT ₹540.00');
    expect(codPage!.replace(/\s+/g, ' ')).toContain('Rupees Five Hundred Forty Only');
    expect(codPage).not.toContain('PREPAID');
    expect(prepaidPage).toContain('PREPAID');
    expect(prepaidPage).not.toContain('COD');
  });
});

describe('delivered, collected, remitted', () => {
  it('the delivery collects the cash; the simulated remittance file matches it once; a re-import reports a duplicate', async () => {
    const id = await codOrder();
    await ship(id);
    const awb = await awbOf(id);
    // The simulated courier's own journey: in transit, out for delivery, delivered with ₹540.00.
    clock = at(1);
    await courier.deliverDue(clock);
    const collected = await orderRow(id);
    expect(collected).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'cod_collected', codCollectedPaise: 54000 });
    expect(await eventsOf(id)).toContain('cod_collected');

    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/cod/remittances/simulated.csv', headers: { cookie: admin } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`${awb},540.00,SIMUTR20261126,2026-11-26`);
    const first = await upload(csv.body);
    expect(first.statusCode).toBe(200);
    expect(first.json().lines.find((l: { awb: string }) => l.awb === awb)).toMatchObject({ outcome: 'matched', orderId: id });
    const remitted = await orderRow(id);
    expect(remitted).toMatchObject({ paymentStatus: 'completed', codUtr: 'SIMUTR20261126' });
    expect(remitted.codRemittedAt?.toISOString()).toBe('2026-11-25T18:30:00.000Z');

    const again = await upload(csv.body);
    expect(again.json().lines.find((l: { awb: string }) => l.awb === awb)).toMatchObject({
      outcome: 'duplicate',
      orderId: id,
      detail: `Order #${id} was already remitted (2026-11-26, UTR SIMUTR20261126); not applied again`,
    });
    expect(await eventsOf(id).then((e) => e.filter((x) => x === 'cod_remitted'))).toHaveLength(1);
  });

  it('a delivery reporting less cash than due stays open with the shortfall shown; the full amount remitted later closes it', async () => {
    const id = await codOrder();
    await ship(id);
    const awb = await awbOf(id);
    await webhook(courier.signedEvent({ awb, status: 'delivered', occurredAt: at(5), codCollectedPaise: 50000 }));
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'cod_collected', codCollectedPaise: 50000, codCollectPaise: 54000 });
    expect(await eventsOf(id)).toContain('cod_mismatch');
    const overview = await codScreen();
    expect(overview.mismatches.find((o) => o.id === id)).toMatchObject({ collectedPaise: 50000, remittedPaise: 0, shortfallPaise: 4000 });
    expect(await adminOrder(id)).toMatchObject({ paymentStatus: 'cod_collected', codShortfallPaise: 4000, codRemittedPaise: 0 });
    // The courier pays the whole amount due after all: the order is paid.
    const res = await upload(formatRemittanceCsv([{ awb, amountPaise: 54000, utr: 'UTR000001', remittedOn: '2026-11-27' }]));
    expect(res.json().lines[0]).toMatchObject({ outcome: 'matched', orderId: id });
    expect(await orderRow(id)).toMatchObject({
      paymentStatus: 'completed',
      codRemittedPaise: 54000,
      codCollectedPaise: 54000,
      codUtr: 'UTR000001',
    });
    expect(await adminOrder(id)).toMatchObject({ codShortfallPaise: 0 });
    expect((await codScreen()).mismatches.map((o) => o.id)).not.toContain(id);
  });

  it('a remittance of the short amount never completes the order; the rest, in a later import, does', async () => {
    const id = await codOrder();
    await ship(id);
    const awb = await awbOf(id);
    await webhook(courier.signedEvent({ awb, status: 'delivered', occurredAt: at(5), codCollectedPaise: 50000 }));
    // The courier remits what it says it collected: ₹500.00 of ₹540.00.
    const short = await upload(formatRemittanceCsv([{ awb, amountPaise: 50000, utr: 'NEFT0000000001', remittedOn: '2026-11-27' }]));
    expect(short.statusCode).toBe(200);
    expect(short.json()).toMatchObject({ matched: 0, short: 1, shortPaise: 50000, reported: 0 });
    expect(short.json().lines[0]).toMatchObject({ outcome: 'short', orderId: id });
    expect(short.json().lines[0].detail).toContain('₹40.00 still short');
    const open = await orderRow(id);
    expect(open).toMatchObject({ paymentStatus: 'cod_collected', codRemittedPaise: 50000, codRemittedAt: null, codUtr: null });
    expect(await adminOrder(id)).toMatchObject({ paymentStatus: 'cod_collected', codShortfallPaise: 4000, codRemittedPaise: 50000 });
    expect((await codScreen()).mismatches.find((o) => o.id === id)).toMatchObject({ shortfallPaise: 4000, remittedPaise: 50000 });
    expect((await eventsOf(id)).filter((e) => e === 'cod_remitted')).toHaveLength(0);
    // The same transfer again, and a second transfer above what is outstanding: reported, nothing moves.
    const again = await upload(formatRemittanceCsv([{ awb, amountPaise: 50000, utr: 'neft0000000001', remittedOn: '2026-11-27' }]));
    expect(again.json().lines[0]).toMatchObject({ outcome: 'duplicate', orderId: id });
    const over = await upload(formatRemittanceCsv([{ awb, amountPaise: 5000, utr: 'NEFT0000000002', remittedOn: '2026-11-28' }]));
    expect(over.json().lines[0]).toMatchObject({ outcome: 'amount_mismatch', orderId: id });
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'cod_collected', codRemittedPaise: 50000 });
    // The top-up of ₹40.00: completed, with the closing transfer's UTR.
    const rest = await upload(formatRemittanceCsv([{ awb, amountPaise: 4000, utr: 'NEFT0000000003', remittedOn: '2026-11-29' }]));
    expect(rest.json()).toMatchObject({ matched: 1, matchedPaise: 4000, short: 0 });
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'completed', codRemittedPaise: 54000, codUtr: 'NEFT0000000003' });
    expect(await adminOrder(id)).toMatchObject({ codShortfallPaise: 0 });
    expect((await eventsOf(id)).filter((e) => e.startsWith('cod_remitted'))).toEqual(['cod_remitted_short', 'cod_remitted']);
  });

  it('short lines across one file: two transfers that together make the amount due complete it, no sooner', async () => {
    const id = await codOrder();
    await ship(id);
    const awb = await awbOf(id);
    const res = await upload(
      formatRemittanceCsv([
        { awb, amountPaise: 30000, utr: 'IMPS00000001', remittedOn: '2026-11-27' },
        { awb, amountPaise: 30000, utr: 'IMPS00000001', remittedOn: '2026-11-27' },
        { awb, amountPaise: 24000, utr: 'IMPS00000002', remittedOn: '2026-11-28' },
      ]),
    );
    expect(res.json().lines.map((l: { outcome: string }) => l.outcome)).toEqual(['short', 'duplicate', 'matched']);
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'completed', codRemittedPaise: 54000 });
  });

  it('a short remittance typed by staff (POST …/remittances/entry) leaves the order open; the top-up entry closes it', async () => {
    const id = await codOrder();
    await ship(id);
    const awb = await awbOf(id);
    clock = at(1);
    await courier.deliverDue(clock);
    const first = await entry({ awb, amountPaise: 40000, utr: 'RTGSHDFC00000000000001', remittedOn: '2026-11-27' });
    expect(first.statusCode).toBe(200);
    expect(first.json().lines[0]).toMatchObject({ outcome: 'short', orderId: id });
    expect(await adminOrder(id)).toMatchObject({ paymentStatus: 'cod_collected', codShortfallPaise: 14000 });
    const second = await entry({ awb, amountPaise: 14000, utr: 'RTGSHDFC00000000000002', remittedOn: '2026-11-28' });
    expect(second.json().lines[0]).toMatchObject({ outcome: 'matched', orderId: id });
    expect(await adminOrder(id)).toMatchObject({ paymentStatus: 'completed', codShortfallPaise: 0, codRemittedPaise: 54000 });
  });

  it.each([
    ['5 characters', 'AB123'],
    ['31 characters', 'A'.repeat(31)],
    ['a symbol', 'UTR-12345'],
    ['a slash', 'UTR/12345'],
    ['a space inside', 'UTR 12345'],
    ['a zero-width space', 'UTR\u200B12345'],
    ['a non-breaking space inside', 'UTR\u00A012345'],
    ['a soft hyphen', 'UTR\u00AD12345'],
    ['Devanagari digits', 'UTR१२३४५'],
    ['empty', ''],
  ])('refuses a UTR with %s: 400 "UTR must be 6 to 30 letters and digits", nothing recorded', async (_case, utr) => {
    const id = await codOrder();
    await ship(id);
    const awb = await awbOf(id);
    const before = await db().$count(codRemittanceLines);
    const res = await entry({ awb, amountPaise: 54000, utr, remittedOn: '2026-11-27' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ issues: [{ path: 'utr', message: COD_REMITTANCE_MESSAGES.utrInvalid }] });
    expect(await db().$count(codRemittanceLines)).toBe(before);
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'cod_pending', codRemittedPaise: 0 });
    // The same UTR in a file is reported on its row, never applied.
    const file = await upload(`AWB,Amount,UTR,Date\n${awb},540.00,"${utr}",2026-11-27\n`);
    expect(file.statusCode).toBe(200);
    expect(file.json().lines[0]).toMatchObject({ outcome: 'unreadable', detail: utr ? COD_REMITTANCE_MESSAGES.utrInvalid : 'No UTR' });
    expect((await orderRow(id)).paymentStatus).toBe('cod_pending');
  });

  it.each([
    ['6 characters', 'ab1234', 'AB1234'],
    ['30 characters', 'Z'.repeat(29) + '9', 'Z'.repeat(29) + '9'],
    ['padding around it', '  HDFC0000123456  ', 'HDFC0000123456'],
  ])('accepts a UTR of %s (upper-cased, trimmed)', async (_case, utr, stored) => {
    const id = await codOrder();
    await ship(id);
    const res = await entry({ awb: await awbOf(id), amountPaise: 54000, utr, remittedOn: '2026-11-27' });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines[0]).toMatchObject({ outcome: 'matched', orderId: id, utr: stored });
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'completed', codUtr: stored });
  });

  it('refuses an entry without a positive whole amount, an AWB or a day, with the field named; support gets 403', async () => {
    const id = await codOrder();
    await ship(id);
    const awb = await awbOf(id);
    for (const [body, path] of [
      [{ awb, amountPaise: 0, utr: 'UTR123456', remittedOn: '2026-11-27' }, 'amountPaise'],
      [{ awb, amountPaise: 100.5, utr: 'UTR123456', remittedOn: '2026-11-27' }, 'amountPaise'],
      [{ awb: ' ', amountPaise: 100, utr: 'UTR123456', remittedOn: '2026-11-27' }, 'awb'],
      [{ awb, amountPaise: 100, utr: 'UTR123456', remittedOn: '27-11-2026' }, 'remittedOn'],
    ] as const) {
      const res = await entry(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues[0].path).toBe(path);
    }
    const support = await staffCookie(t.app, db(), 'support');
    expect((await entry({ awb, amountPaise: 54000, utr: 'UTR123456', remittedOn: '2026-11-27' }, support)).statusCode).toBe(403);
    expect((await orderRow(id)).paymentStatus).toBe('cod_pending');
  });

  it('unknown AWBs, a row twice, unreadable rows and prepaid orders are reported; only the good row is applied', async () => {
    const id = await codOrder();
    await ship(id);
    const awb = await awbOf(id);
    await webhook(courier.signedEvent({ awb, status: 'delivered', occurredAt: at(5), codCollectedPaise: 54000 }));
    const prepaid = await insertOrder(db(), { paymentStatus: 'completed', orderStatus: 'confirmed', status: 'confirmed' });
    await ship(prepaid);
    const prepaidAwb = await awbOf(prepaid);
    // Shiprocket's remittance columns, a rupee sign and grouping, a day-first date.
    const csv = [
      'CRF ID,AWB Code,Order ID,COD Amount,UTR No,Remittance Date',
      `C1,${awb},chaabi-${id},"₹540.00",UTR77A,27-11-2026`,
      `C1,${awb},chaabi-${id},540,UTR77A,27-11-2026`,
      `C1,NOSUCHAWB1,x,100.00,UTR77A,27-11-2026`,
      `C1,${prepaidAwb},x,199.00,UTR77A,27-11-2026`,
      `C1,SOMEAWB,x,abc,UTR77A,27-11-2026`,
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.lines.map((l: { row: number; outcome: string }) => [l.row, l.outcome])).toEqual([
      [2, 'matched'],
      [3, 'duplicate'],
      [4, 'unknown_awb'],
      [5, 'not_cod'],
      [6, 'unreadable'],
    ]);
    expect(report).toMatchObject({ matched: 1, matchedPaise: 54000, reported: 4 });
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'completed', codUtr: 'UTR77A' });
    expect((await orderRow(prepaid)).paymentStatus).toBe('completed');
  });

  it('two parallel uploads of one file match each AWB once', async () => {
    const ids = [await codOrder(), await codOrder(), await codOrder()];
    const lines = [];
    for (const id of ids) {
      await ship(id);
      lines.push({ awb: await awbOf(id), amountPaise: 54000, utr: 'UTRPARALLEL', remittedOn: '2026-11-28' });
    }
    const csv = formatRemittanceCsv(lines);
    const [a, b] = await Promise.all([upload(csv), upload(csv)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().matched + b.json().matched).toBe(3);
    expect(a.json().lines.length + b.json().lines.length).toBe(6);
    for (const id of ids) {
      const matched = await db()
        .select()
        .from(codRemittanceLines)
        .where(and(eq(codRemittanceLines.orderId, id), eq(codRemittanceLines.outcome, 'matched')));
      expect(matched).toHaveLength(1);
      expect((await eventsOf(id)).filter((e) => e === 'cod_remitted')).toHaveLength(1);
    }
  });

  it('a file without an AWB column is a 400 that changes nothing; no file is a 400', async () => {
    const res = await upload('Order,Amount,UTR,Date\n1,540.00,U,2026-11-27\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('no AWB column');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cod/remittances',
      ...multipartBody([{ name: 'note', value: 'x' }]),
      headers: { ...multipartBody([{ name: 'note', value: 'x' }]).headers, cookie: admin },
    });
    expect(none.statusCode).toBe(400);
  });

  it('the accountant may import and see the COD screen; support may not', async () => {
    const accountant = await staffCookie(t.app, db(), 'accountant');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/cod', headers: { cookie: accountant } })).statusCode).toBe(200);
    expect((await upload('AWB,Amount,UTR,Date\n', accountant)).statusCode).toBe(200);
    const support = await staffCookie(t.app, db(), 'support');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/cod', headers: { cookie: support } })).statusCode).toBe(403);
    expect((await upload('AWB,Amount,UTR,Date\n', support)).statusCode).toBe(403);
  });
});

describe('reports', () => {
  it('the GST report and the orders CSV carry the payment method', async () => {
    const id = await codOrder();
    await ship(id);
    const gst = await t.app.inject({ method: 'GET', url: '/api/admin/reports/gst.csv?month=2026-11', headers: { cookie: admin } });
    expect(gst.statusCode).toBe(200);
    const invoice = (await documentsOf(id))[0]!;
    expect(gst.body.split('\n').find((l) => l.includes(invoice.number))).toMatch(/,Cash on delivery\r?$/);
    const orders = await t.app.inject({ method: 'GET', url: `/api/admin/orders/export.csv?q=%23${id}`, headers: { cookie: admin } });
    expect(orders.statusCode).toBe(200);
    expect(orders.body.split('\n')[0]).toContain('"Payment method","COD to collect (INR)"');
    expect(orders.body.split('\n')[1]).toMatch(/,"Cash on delivery","540\.00"\r?$/);
  });
});

describe('returned to origin', () => {
  it('a Jaipur parcel comes back: returned, invoice cancelled by a credit note, loss recorded, RTO rate counted', async () => {
    const id = await codOrder({
      quantity: 2,
      keychains: [
        { customText: 'Asha', fontFamily: 'bangers', textColor: 'yellow' },
        { customText: 'Ravi', fontFamily: 'bangers', textColor: 'yellow' },
      ],
      shippingAddress: { street: '1 MI Road', city: 'Jaipur', state: 'Rajasthan', zipCode: '302001', country: 'India' },
    });
    await ship(id);
    clock = at(1);
    await courier.deliverDue(clock);
    const order = await orderRow(id);
    const s = DEFAULT_COD_SETTINGS;
    expect(order).toMatchObject({
      orderStatus: 'returned',
      paymentStatus: 'cod_pending',
      rtoLossPaise: 2 * s.printCostPerKeychainPaise + s.forwardShippingEstimatePaise + s.returnShippingEstimatePaise,
    });
    const docs = await documentsOf(id);
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    expect(docs[1]!.totalPaise).toBe(docs[0]!.totalPaise);
    const report = (await t.app.inject({ method: 'GET', url: '/api/admin/cod/report', headers: { cookie: admin } })).json();
    expect(report.rto.byState.find((r: { key: string }) => r.key === 'Rajasthan')).toMatchObject({ returned: 1 });
    expect(report.rto.byPinPrefix.find((r: { key: string }) => r.key === '302')).toMatchObject({ returned: 1, ratePercent: 100 });
  });

  it('a courier event for a cancelled order is recorded and moves nothing back', async () => {
    const id = await codOrder();
    await ship(id);
    const awb = await awbOf(id);
    await db().update(orders).set({ orderStatus: 'cancelled', status: 'cancelled' }).where(eq(orders.id, id));
    expect(
      (await webhook(courier.signedEvent({ awb, status: 'delivered', occurredAt: at(3), codCollectedPaise: 54000 }))).json(),
    ).toMatchObject({
      outcome: 'recorded',
    });
    await webhook(courier.signedEvent({ awb, status: 'rto_initiated', occurredAt: at(4) }));
    expect(await orderRow(id)).toMatchObject({ orderStatus: 'cancelled' });
    await webhook(courier.signedEvent({ awb, status: 'rto_delivered', occurredAt: at(5) }));
    expect(await orderRow(id)).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'cod_pending', rtoLossPaise: null });
    expect(await eventsOf(id)).toEqual(expect.arrayContaining(['shipment_delivered', 'shipment_rto_initiated', 'shipment_rto_delivered']));
    expect(await countReturnsOfPhone(db(), (await orderRow(id)).customerPhone)).toBe(0);
  });
});

// docs/decisions/188-rto-counts-when-the-parcel-turns-back.md
describe('a parcel turned back (rto_initiated)', () => {
  const statusRows = async (id: number) =>
    (await db().select().from(orderEvents).where(eq(orderEvents.orderId, id)))
      .filter((e) => e.type === 'status_changed' && e.toStatus !== 'shipped')
      .map((e) => `${e.fromStatus}→${e.toStatus}`);

  it('makes the order returning: counted against its phone at once, on /track with no arrival day, no credit note until it is back', async () => {
    const id = await codOrder({ customerPhone: '+91 98700 11001' });
    await ship(id);
    const awb = await awbOf(id);
    await webhook(courier.signedEvent({ awb, status: 'in_transit', occurredAt: at(1) }));
    expect(await countReturnsOfPhone(db(), '9870011001')).toBe(0);
    await webhook(courier.signedEvent({ awb, status: 'rto_initiated', occurredAt: at(2) }));
    expect(await orderRow(id)).toMatchObject({
      orderStatus: 'returning',
      status: 'returning',
      paymentStatus: 'cod_pending',
      rtoLossPaise: null,
    });
    expect(await countReturnsOfPhone(db(), '98700 11001')).toBe(1);
    expect((await documentsOf(id)).map((d) => d.kind)).toEqual(['invoice']);
    const track = await trackOrder(db(), { orderId: id, contact: '9870011001' });
    expect(track).toMatchObject({ notice: 'The parcel is on its way back to us; we will be in touch.', expectedDelivery: null });
    // The cash never came: /track calls the step Confirmed (when the code confirmed it), never Paid.
    expect(track.steps[1]).toMatchObject({ step: 'paid', label: 'Confirmed', done: true, at: expect.any(String) });
    // Still to collect? No: it is not coming to the buyer.
    const cod = (await t.app.inject({ method: 'GET', url: '/api/admin/cod', headers: { cookie: admin } })).json();
    expect(cod.toCollect.map((o: { id: number }) => o.id)).not.toContain(id);

    // The same event again, and another report of it: nothing more.
    await webhook(courier.signedEvent({ awb, status: 'rto_initiated', occurredAt: at(2) }));
    await webhook(courier.signedEvent({ awb, status: 'rto_initiated', occurredAt: at(3), eventId: 'again' }));
    expect(await statusRows(id)).toEqual(['shipped→returning']);

    // Back at the shop: returned, the loss and the credit note; still one count.
    await webhook(courier.signedEvent({ awb, status: 'rto_delivered', occurredAt: at(4) }));
    expect(await orderRow(id)).toMatchObject({ orderStatus: 'returned', rtoLossPaise: expect.any(Number) });
    expect((await documentsOf(id)).map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    expect(await statusRows(id)).toEqual(['shipped→returning', 'returning→returned']);
    expect(await countReturnsOfPhone(db(), '9870011001')).toBe(1);
    // A late turn-back after the parcel is back moves nothing.
    await webhook(courier.signedEvent({ awb, status: 'rto_initiated', occurredAt: at(5), eventId: 'late' }));
    expect(await orderRow(id)).toMatchObject({ orderStatus: 'returned' });
    expect(await countReturnsOfPhone(db(), '9870011001')).toBe(1);
  });

  it('out of order: back at the shop first, then the turn-back, makes one return, one credit note, one count', async () => {
    const id = await codOrder({ customerPhone: '+91 98700 11002' });
    await ship(id);
    const awb = await awbOf(id);
    await webhook(courier.signedEvent({ awb, status: 'rto_delivered', occurredAt: at(4) }));
    await webhook(courier.signedEvent({ awb, status: 'rto_initiated', occurredAt: at(2) }));
    expect(await orderRow(id)).toMatchObject({ orderStatus: 'returned' });
    expect(await statusRows(id)).toEqual(['shipped→returned']);
    expect((await documentsOf(id)).map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    expect(await countReturnsOfPhone(db(), '9870011002')).toBe(1);
  });

  it('a turn-back reported after the delivery moves nothing; a delivery after a turn-back delivers it and collects the cash', async () => {
    const delivered = await codOrder({ customerPhone: '+91 98700 11003' });
    await ship(delivered);
    const first = await awbOf(delivered);
    await webhook(courier.signedEvent({ awb: first, status: 'delivered', occurredAt: at(3), codCollectedPaise: 54000 }));
    await webhook(courier.signedEvent({ awb: first, status: 'rto_initiated', occurredAt: at(2) }));
    expect(await orderRow(delivered)).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'cod_collected' });
    expect(await countReturnsOfPhone(db(), '9870011003')).toBe(0);

    const reattempted = await codOrder({ customerPhone: '+91 98700 11004' });
    await ship(reattempted);
    const second = await awbOf(reattempted);
    await webhook(courier.signedEvent({ awb: second, status: 'rto_initiated', occurredAt: at(2) }));
    await webhook(courier.signedEvent({ awb: second, status: 'delivered', occurredAt: at(3), codCollectedPaise: 54000 }));
    expect(await orderRow(reattempted)).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'cod_collected' });
    expect(await countReturnsOfPhone(db(), '9870011004')).toBe(0);
  });
});
