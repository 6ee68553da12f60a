/**
 * Issuing invoices and credit notes on a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): place of supply, CGST + SGST vs IGST, the financial-year boundary, numbers
 * given back by a rollback, bills of supply, B2B invoices for dealers, credit notes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { saveTestSeller } from '#tests/support/business';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db';
import { insertOrder } from '#tests/support/admin';
import { insertDealer } from '#tests/support/dealer';
import { keychainWithColours } from '#tests/factories/orders';
import { dealerCreditTransactions, dealers, documentCounters, taxDocuments } from '../../db/schema/index';
import { issueCreditPurchaseInvoice, issueOrderInvoice } from './issue-tax-document';
import { issueCreditNote } from './credit-note';

let database: TestDatabase;
const db = () => database.db;
const NOW = new Date('2026-11-26T10:00:00+05:30');

async function setSeller(gstin: string | null, stateCode = '27'): Promise<void> {
  await saveTestSeller(db(), { gstin, stateCode });
}

const KARNATAKA = { street: '1 Residency Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560025', country: 'India' };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await db()
    .delete(taxDocuments)
    .where(sql`true`);
  await db()
    .delete(documentCounters)
    .where(sql`true`);
  await setSeller('27AAPFU0939F1ZV');
});

const issue = (orderId: number, now = NOW) => db().transaction((tx) => issueOrderInvoice(tx, { orderId, now }));

describe('invoices of paid shop orders', () => {
  it('charges CGST + SGST to a buyer in the seller state, with display names on the lines', async () => {
    const orderId = await insertOrder(db(), {
      keychains: [keychainWithColours('Aarav', 'Pacifico', 'yellow', 'Light Pink on Black')],
      paymentStatus: 'completed',
    });
    const invoice = (await issue(orderId))!;
    expect(invoice.number).toBe('CH/26-27/000001');
    expect(invoice.placeOfSupplyCode).toBe('27');
    expect(invoice.content.title).toBe('Tax Invoice');
    expect(invoice.content.seller.gstin).toBe('27AAPFU0939F1ZV');
    expect(invoice.content.lines[0]).toMatchObject({
      description: "Keychain 'Aarav' — Pacifico, Light Pink on Black",
      hsnCode: '3926',
      quantity: 1,
      unit: 'NOS',
      taxable: 16_864,
      cgst: 1_518,
      sgst: 1_518,
      igst: 0,
    });
    expect([invoice.taxablePaise, invoice.cgstPaise, invoice.sgstPaise, invoice.igstPaise, invoice.totalPaise]).toEqual([
      16_864, 1_518, 1_518, 0, 19_900,
    ]);
    expect(invoice.content.amountInWords).toBe('Rupees One Hundred Ninety Nine Only');
  });

  it('charges IGST to a buyer in another state', async () => {
    const orderId = await insertOrder(db(), {
      shippingAddress: KARNATAKA,
      keychains: Array(3).fill({ customText: 'Ravi', fontFamily: 'bangers', textColor: 'green' }),
      quantity: 3,
      totalPaise: 51000,
    });
    const invoice = (await issue(orderId))!;
    expect(invoice.content.placeOfSupply).toEqual({ stateCode: '29', stateName: 'Karnataka' });
    expect(invoice.content.treatment).toBe('inter_state');
    expect([invoice.taxablePaise, invoice.cgstPaise, invoice.sgstPaise, invoice.igstPaise, invoice.totalPaise]).toEqual([
      43_218, 0, 0, 7_782, 51_000,
    ]);
  });

  it('prefers the GST state code stored on the address to its state name', async () => {
    const orderId = await insertOrder(db(), {
      shippingAddress: { ...KARNATAKA, state: 'Bangalore region', stateCode: '29' },
    });
    expect((await issue(orderId))!.placeOfSupplyCode).toBe('29');
  });

  it('issues one invoice per order however often it is asked', async () => {
    const orderId = await insertOrder(db());
    const first = await issue(orderId);
    const second = await issue(orderId);
    expect(second!.id).toBe(first!.id);
    expect(await db().select().from(taxDocuments)).toHaveLength(1);
  });

  it('numbers in the financial year of the payment: 31 March 23:59 IST and 1 April 00:00 IST', async () => {
    const march = await issue(await insertOrder(db()), new Date('2026-03-31T23:59:00+05:30'));
    const april = await issue(await insertOrder(db()), new Date('2026-04-01T00:00:00+05:30'));
    const marchAgain = await issue(await insertOrder(db()), new Date('2026-03-31T18:29:59Z'));
    expect([march!.number, april!.number, marchAgain!.number]).toEqual(['CH/25-26/000001', 'CH/26-27/000001', 'CH/25-26/000002']);
  });

  it('gives a rolled-back number back: serials stay without gaps', async () => {
    const first = await issue(await insertOrder(db()));
    const doomed = await insertOrder(db());
    await expect(
      db().transaction(async (tx) => {
        await issueOrderInvoice(tx, { orderId: doomed, now: NOW });
        throw new Error('payment transaction failed after numbering');
      }),
    ).rejects.toThrow('after numbering');
    const next = await issue(await insertOrder(db()));
    expect([first!.serial, next!.serial]).toEqual([1, 2]);
  });

  it('issues a bill of supply without tax when the seller has no GSTIN', async () => {
    await setSeller(null);
    const invoice = (await issue(await insertOrder(db())))!;
    expect(invoice.content.title).toBe('Bill of Supply');
    expect([invoice.taxablePaise, invoice.cgstPaise, invoice.sgstPaise, invoice.igstPaise]).toEqual([19_900, 0, 0, 0]);
  });

  it('issues nothing for a dealer order paid by credits', async () => {
    expect(await issue(await insertOrder(db(), { orderType: 'dealer' }))).toBeNull();
  });
});

describe('credit notes', () => {
  it('reverses the invoice in its own series, once', async () => {
    const orderId = await insertOrder(db());
    const invoice = (await issue(orderId))!;
    const note = (await db().transaction((tx) => issueCreditNote(tx, { orderId, reason: 'Order refunded', now: NOW })))!;
    const again = await db().transaction((tx) => issueCreditNote(tx, { orderId, reason: 'Order cancelled', now: NOW }));
    expect(note.number).toBe('CN/26-27/000001');
    expect(note.invoiceId).toBe(invoice.id);
    expect(note.content.originalInvoice?.number).toBe(invoice.number);
    expect(note.totalPaise).toBe(invoice.totalPaise);
    expect(again!.id).toBe(note.id);
  });

  it('reverses equal CGST and SGST halves line by line, adding up to the total (docs/product.md#invoice-amounts)', async () => {
    const orderId = await insertOrder(db(), {
      keychains: Array(3).fill({ customText: 'Ravi', fontFamily: 'bangers', textColor: 'green' }),
      quantity: 3,
      totalPaise: 51000,
    });
    await issue(orderId);
    const note = (await db().transaction((tx) => issueCreditNote(tx, { orderId, reason: 'Order refunded', now: NOW })))!;
    expect(note.content.lines.map((l) => [l.taxable, l.cgst, l.sgst, l.igst, l.total])).toEqual(
      Array(3).fill([14_406, 1_297, 1_297, 0, 17_000]),
    );
    expect([note.taxablePaise, note.cgstPaise, note.sgstPaise, note.igstPaise, note.totalPaise]).toEqual([43_218, 3_891, 3_891, 0, 51_000]);
    expect(note.taxablePaise + note.cgstPaise + note.sgstPaise).toBe(note.totalPaise);
  });

  it('issues none for an order that was never invoiced', async () => {
    const orderId = await insertOrder(db());
    expect(await db().transaction((tx) => issueCreditNote(tx, { orderId, reason: 'Order cancelled', now: NOW }))).toBeNull();
  });
});

describe('invoices for dealer credits', () => {
  async function paidPurchase(gstin: string | null): Promise<number> {
    const dealer = await insertDealer(db());
    if (gstin) await db().update(dealers).set({ gstin }).where(eq(dealers.id, dealer.id));
    const [intent] = await db()
      .insert(dealerCreditTransactions)
      .values({ dealerId: dealer.id, type: 'purchase_intent', amount: 100, paymentAmountPaise: 1300000, paymentStatus: 'completed' })
      .returning();
    return intent!.id;
  }

  it('gives a registered dealer a B2B invoice with its GSTIN', async () => {
    const creditTransactionId = await paidPurchase('27AAPFU0939F1ZV');
    const invoice = (await db().transaction((tx) => issueCreditPurchaseInvoice(tx, { creditTransactionId, now: NOW })))!;
    expect(invoice.buyerGstin).toBe('27AAPFU0939F1ZV');
    expect(invoice.content.buyer.gstin).toBe('27AAPFU0939F1ZV');
    expect(invoice.content.lines[0]).toMatchObject({ quantity: 100, unit: 'NOS', taxable: 1_101_694, cgst: 99_153, sgst: 99_153 });
    expect(invoice.totalPaise).toBe(1_300_000);
  });

  it('gives an unregistered dealer a B2C invoice', async () => {
    const creditTransactionId = await paidPurchase(null);
    const invoice = (await db().transaction((tx) => issueCreditPurchaseInvoice(tx, { creditTransactionId, now: NOW })))!;
    expect(invoice.buyerGstin).toBeNull();
    expect(invoice.number).toBe('CH/26-27/000001');
  });
});
