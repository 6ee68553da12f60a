/**
 * The invoice of a discounted order (docs/product.md#discounts-on-the-invoice, CGST Act
 * s. 15(3)(a)) on a real database: each line's gross, discount and taxable value, the code, and
 * credit notes that give back what was paid line by line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as hb from 'harfbuzzjs';
import { saveTestSeller } from '#tests/support/business';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db';
import { insertOrder } from '#tests/support/admin';
import { pdfText } from '#tests/support/pdf';
import { payments, refunds } from '../../db/schema/index';
import { issueOrderInvoice } from './issue-tax-document';
import { issueCreditNote } from './credit-note';
import { issueRefundCreditNote } from './issue-refund-credit-note';
import { renderTaxDocumentPdf } from './render-tax-document-pdf';
import { createPdfFonts } from '../pdf/pdf-fonts';
import { exportGstCsv } from './export-gst-csv';
import { exportOrdersCsv } from '../admin/export-orders-csv';

let database: TestDatabase;
const NOW = new Date('2026-11-26T10:00:00+05:30');
const KARNATAKA = { street: '1 Residency Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560025', country: 'India' };
const threeNames = ['Asha', 'Ravi', 'Meera'].map((customText) => ({ customText, fontFamily: 'bangers', textColor: 'yellow' }));

beforeAll(async () => {
  database = await createTestDatabase();
  await saveTestSeller(database.db, { gstin: '27AAPFU0939F1ZV', stateCode: '27' });
});
afterAll(async () => {
  await database?.close();
});

/** A paid order of 3 keychains (₹510) with DIWALI10 (₹51) and a ₹25 prepaid discount: ₹434 paid. */
function discountedOrder(overrides: Parameters<typeof insertOrder>[1] = {}) {
  return insertOrder(database.db, {
    keychains: threeNames,
    quantity: 3,
    totalPaise: 43_400,
    couponCode: 'DIWALI10',
    couponDiscountPaise: 5_100,
    prepaidDiscountPaise: 2_500,
    paymentStatus: 'completed',
    ...overrides,
  });
}

describe('the invoice of a discounted order', () => {
  it('shows each line gross, discount and the taxable value after it, CGST + SGST within the state, and the code', async () => {
    const orderId = await discountedOrder();
    const invoice = (await database.db.transaction((tx) => issueOrderInvoice(tx, { orderId, now: NOW })))!;
    const lines = invoice.content.lines;
    expect(lines.map((l) => [l.gross, l.discount, l.total])).toEqual([
      [17_000, 2_534, 14_466],
      [17_000, 2_533, 14_467],
      [17_000, 2_533, 14_467],
    ]);
    for (const line of lines) expect(line.taxable + line.cgst + line.sgst).toBe(line.total);
    expect(lines[0]).toMatchObject({ taxable: 12_260, cgst: 1_103, sgst: 1_103 });
    expect(invoice.totalPaise).toBe(43_400);
    expect(invoice.taxablePaise).toBe(lines.reduce((s, l) => s + l.taxable, 0));
    expect(invoice.content.discounts).toEqual([
      { label: 'Coupon DIWALI10', code: 'DIWALI10', amountPaise: 5_100 },
      { label: 'Prepaid discount', code: null, amountPaise: 2_500 },
    ]);
    const text = await pdfText(await renderTaxDocumentPdf(invoice.content, createPdfFonts(hb)));
    expect(text).toContain('Coupon DIWALI10');
    expect(text).toContain('Gross value');
    expect(text).toContain('less discount');
  });

  it('charges IGST across states on the discounted value', async () => {
    const orderId = await discountedOrder({ shippingAddress: KARNATAKA });
    const invoice = (await database.db.transaction((tx) => issueOrderInvoice(tx, { orderId, now: NOW })))!;
    expect(invoice.cgstPaise + invoice.sgstPaise).toBe(0);
    expect(invoice.taxablePaise + invoice.igstPaise).toBe(43_400);
  });

  it('is reversed in full by a credit note of what was paid, line by line', async () => {
    const orderId = await discountedOrder();
    const invoice = (await database.db.transaction((tx) => issueOrderInvoice(tx, { orderId, now: NOW })))!;
    const note = (await database.db.transaction((tx) => issueCreditNote(tx, { orderId, reason: 'Order cancelled', now: NOW })))!;
    expect(note.totalPaise).toBe(43_400);
    expect(note.content.lines.map((l) => l.total)).toEqual(invoice.content.lines.map((l) => l.total));
  });

  it('credits a partial refund over what each line paid, never its gross', async () => {
    const orderId = await discountedOrder();
    await database.db.transaction((tx) => issueOrderInvoice(tx, { orderId, now: NOW }));
    const [payment] = await database.db
      .insert(payments)
      .values({
        provider: 'simulated',
        providerOrderId: `sim_disc_${orderId}`,
        purpose: 'order',
        orderId,
        amountPaise: 43_400,
        currency: 'INR',
        status: 'captured',
        createdAt: NOW,
      })
      .returning();
    const [refund] = await database.db
      .insert(refunds)
      .values({ orderId, paymentId: payment!.id, amountPaise: 43_400, reason: 'Damaged', status: 'processed', requestedBy: 'admin' })
      .returning();
    const note = (await database.db.transaction((tx) =>
      issueRefundCreditNote(tx, { orderId, refundId: refund!.id, amountPaise: 14_466, reason: 'Damaged', now: NOW }),
    ))!;
    expect(note.totalPaise).toBe(14_466);
    expect(note.content.lines.reduce((s, l) => s + l.total, 0)).toBe(14_466);
    // A third of what was paid, line by line: each line gives back a third of what it paid (₹144.67,
    // ₹144.67, ₹144.66), never a share of its ₹170 gross.
    const invoice = (await database.db.transaction((tx) => issueOrderInvoice(tx, { orderId, now: NOW })))!;
    note.content.lines.forEach((line, i) => {
      const paid = invoice.content.lines[i]!.total;
      expect(Math.abs(line.total - paid / 3)).toBeLessThan(1);
    });
    expect(note.content.discounts).toBeUndefined();
  });

  it('carries the discount and the code in the GST report and the orders CSV', async () => {
    const orderId = await discountedOrder({ customerName: 'Csv Buyer' });
    const invoice = (await database.db.transaction((tx) => issueOrderInvoice(tx, { orderId, now: NOW })))!;
    const gst = await exportGstCsv(database.db, { month: '2026-11' });
    const row = gst.split('\n').find((line) => line.includes(invoice.number))!;
    expect(row).toMatch(/,76\.00,DIWALI10,Online$/);
    let csv = '';
    for await (const chunk of await exportOrdersCsv(database.db, { q: `#${orderId}` })) csv += String(chunk);
    expect(csv).toContain('"Coupon code","Coupon discount (INR)","Prepaid discount (INR)"');
    expect(csv).toMatch(/"DIWALI10","?51\.00"?,"?25\.00/);
  });
});
