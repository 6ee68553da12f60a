/**
 * Tax invoices over HTTP: a paid order's invoice PDF for its browser, owner and the admin (text
 * read back with pdftotext), the credit note when the admin refunds it, the dealer's B2B invoice
 * for credits, and the admin's GST CSV of the month.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { parse } from 'csv-parse/sync';
import { saveTestSeller } from '#tests/support/business';
import type { TestApp } from '#tests/setup/test-db';
import { withAdminApp } from '#tests/support/admin-app';
import { jsonHeaders, payAtTheBank, placeShopOrder, shopOrderBody, verifyAtTheShop } from '#tests/support/shop';
import { postJson } from '#tests/support/http';
import { asDealerOf, dealerToken, insertDealer } from '#tests/support/dealer';
import { pdfText } from '#tests/support/pdf';
import { eq } from 'drizzle-orm';
import { dealers } from '../../db/schema/index';
import { financialYearOf } from '#shared/gst-invoice';
import { GST_DOCUMENT_COLUMNS } from '../../services/invoices/export-gst-csv';
import type { SimulatedPaymentProvider } from '../../services/payments/simulated-gateway';

let t: TestApp;
let cookie: string;
withAdminApp((app, session) => {
  t = app;
  cookie = session;
});

const FY = financialYearOf(new Date());
const BENGALURU = { street: '1 Residency Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560025', country: 'India' };

beforeAll(async () => {
  await saveTestSeller(t.app.services.db);
});

/** Places and pays a shop order as one browser; returns its id and capability cookie. */
async function paidOrder(body = shopOrderBody()): Promise<{ id: number; cookie: string }> {
  const order = await payAtTheBank(t.app, { body });
  expect((await verifyAtTheShop(t.app, order)).statusCode).toBe(200);
  return order;
}

describe('GET /api/orders/:id/invoice.pdf', () => {
  it('gives the paying browser its tax invoice with number, GSTINs, HSN and the CGST + SGST split', async () => {
    const order = await paidOrder();
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/invoice.pdf`, headers: { cookie: order.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="CH-\d\d-\d\d-\d{6}\.pdf"/);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toMatch(new RegExp(`CH/${FY}/\\d{6}`));
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('3926');
    expect(text).toContain('Maharashtra (27)');
    // 3 × ₹170 in Maharashtra: per line equal halves CGST ₹12.97 = SGST ₹12.97, taxable ₹144.06 (docs/product.md#invoice-amounts).
    expect(text).toContain('₹144.06');
    expect(text.match(/₹12\.97 @9%/g)).toHaveLength(6);
    expect(text).not.toContain('₹12.96');
    expect(text).toMatch(/CGST\s+₹38\.91/);
    expect(text).toMatch(/SGST\s+₹38\.91/);
    expect(text).toContain('₹510.00');
    expect(text).toContain('Rupees Five Hundred Ten Only');
    expect(text).toContain('Tax is not payable on reverse charge');
    expect(text).not.toContain('IGST');
  });

  it('charges IGST to another state', async () => {
    const order = await paidOrder(shopOrderBody({ shippingAddress: BENGALURU }));
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/invoice.pdf`, headers: { cookie: order.cookie } });
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Karnataka (29)');
    expect(text).toMatch(/IGST\s+₹77\.82/);
    expect(text).not.toMatch(/CGST/);
  });

  it('answers 404 to a browser without the capability, and before payment', async () => {
    const order = await paidOrder();
    const stranger = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/invoice.pdf` });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Order not found');
    const unpaid = await placeShopOrder(t.app);
    const early = await t.app.inject({ method: 'GET', url: `/api/orders/${unpaid.id}/invoice.pdf`, headers: { cookie: unpaid.cookie } });
    expect(early.statusCode).toBe(404);
  });
});

describe('admin invoices and credit notes', () => {
  it('issues a credit note in its own series when the admin refunds a paid order', async () => {
    const order = await paidOrder();
    const invoice = await pdfText(
      (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/invoice.pdf`, headers: { cookie } })).rawPayload,
    );
    const invoiceNumber = /CH\/\d\d-\d\d\/\d{6}/.exec(invoice)![0];
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/credit-note.pdf`, headers: { cookie } })).statusCode,
    ).toBe(404);

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      payload: { reason: 'Order refunded' },
      headers: { ...jsonHeaders, cookie },
    });
    expect(refund.statusCode).toBe(200);
    await (t.app.services.payments as SimulatedPaymentProvider).webhooksDelivered();
    const note = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/credit-note.pdf`, headers: { cookie } });
    expect(note.statusCode).toBe(200);
    const text = await pdfText(note.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toMatch(new RegExp(`CN/${FY}/\\d{6}`));
    expect(text).toContain(invoiceNumber);
    expect(text).toContain('Order refunded');
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/invoice.pdf` })).statusCode).toBe(401);
  });
});

describe('dealer invoices for credits', () => {
  it('gives a registered dealer a B2B invoice with its GSTIN, and another dealer nothing', async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: t.config.pinPepper });
    await t.app.services.db.update(dealers).set({ gstin: '27AAPFU0939F1ZV' }).where(eq(dealers.id, d.id));
    const token = await dealerToken(t.app, d.phoneNumber, '4827');
    const { transactionId } = (await asDealerOf(t.app, token, '/api/dealer/purchase-credits', { quantity: 10 })).json();
    const pay = await asDealerOf(t.app, token, '/api/dealer/create-payment-order', { transactionId });
    const bank = await postJson(t.app, '/api/payments/simulated/complete', { providerOrderId: pay.json().orderId, outcome: 'success' });
    expect(
      (await asDealerOf(t.app, token, '/api/dealer/verify-payment', { ...bank.json<Record<string, string>>(), transactionId })).statusCode,
    ).toBe(200);

    const history = (await asDealerOf(t.app, token, '/api/dealer/transactions')).json();
    const invoiceId = history.entries.find((row: { invoiceId?: number | null }) => row.invoiceId)?.invoiceId as number;
    expect(invoiceId).toBeGreaterThan(0);
    const res = await asDealerOf(t.app, token, `/api/dealer/invoices/${invoiceId}.pdf`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Billed to (registered buyer)');
    expect(text.match(/GSTIN: 27AAPFU0939F1ZV/g)).toHaveLength(2);
    expect(text).toContain('10 NOS');
    expect(text).toContain('₹1,300.00');

    const other = await insertDealer(t.app.services.db, { pin: '4827', pepper: t.config.pinPepper });
    const otherToken = await dealerToken(t.app, other.phoneNumber, '4827');
    expect((await asDealerOf(t.app, otherToken, `/api/dealer/invoices/${invoiceId}.pdf`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/dealer/invoices/${invoiceId}.pdf` })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/reports/gst.csv', () => {
  it('lists the month’s documents, B2C totals by state and rate, and the HSN summary', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/reports/gst.csv?month=${month}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows: string[][] = parse(res.body.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true });
    const header = rows.findIndex((r) => r[0] === 'Type');
    expect(rows[header]).toEqual(GST_DOCUMENT_COLUMNS);
    const column = (name: (typeof GST_DOCUMENT_COLUMNS)[number]) => GST_DOCUMENT_COLUMNS.indexOf(name);
    const documents = rows.slice(header + 1).filter((r) => ['Tax Invoice', 'Credit Note'].includes(r[0]!));
    const note = documents.find((r) => r[0] === 'Credit Note')!;
    expect(note[column('Total')]).toBe('-510.00');
    expect(note[column('Against invoice')]).toMatch(/^CH\//);
    const b2b = documents.find((r) => r[column('Buyer GSTIN')] === '27AAPFU0939F1ZV')!;
    expect(b2b.slice(column('Place of supply code'), column('Against invoice'))).toEqual([
      '27',
      'Maharashtra',
      '1101.70',
      '99.15',
      '99.15',
      '0.00',
      '1300.00',
    ]);

    // B2C: the refunded order nets out; the paid Maharashtra orders and the Karnataka one remain.
    const b2c = rows.slice(rows.findIndex((r) => r[0] === 'Place of supply code') + 1).filter((r) => /^\d\d$/.test(r[0]!));
    const karnataka = b2c.find((r) => r[0] === '29')!;
    expect(karnataka).toEqual(['29', 'Karnataka', '18', '432.18', '0.00', '0.00', '77.82', '510.00']);
    const hsn = rows[rows.findIndex((r) => r[0] === 'HSN') + 1]!;
    // Four paid orders of 3 keychains, one of them refunded, and 10 credits.
    expect(hsn.slice(0, 4)).toEqual(['3926', 'NOS', '19', '18']);
    expect(b2c.find((r) => r[0] === '27')!.slice(3)).toEqual(['864.36', '77.82', '77.82', '0.00', '1020.00']);
  });

  it('refuses a malformed month with a field message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/reports/gst.csv?month=2026-13', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('month must be YYYY-MM');
  });
});
