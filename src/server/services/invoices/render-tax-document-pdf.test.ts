import { describe, expect, it } from 'vitest';
import * as hb from 'harfbuzzjs';
import { PDFDocument } from 'pdf-lib';
import { computeInvoice, shareEvenly } from '#shared/gst-invoice';
import type { TaxDocumentContent } from '#shared/schemas/tax-document';
import { PUNE_DOCUMENT_SELLER } from '#tests/factories/tax-documents';
import { pdfCurveOperators, pdfInk, pdfText, pdfWords } from '#tests/support/pdf';
import { amountInWords } from './amount-in-words';
import { renderTaxDocumentPdf } from './render-tax-document-pdf';
import { createPdfFonts } from '../pdf/pdf-fonts';
import { openPdf } from '../pdf/pdf-writer';

const fonts = createPdfFonts(hb);

function document(keychains: number, treatment: 'intra_state' | 'inter_state' | 'unregistered'): TaxDocumentContent {
  const { lines, totals } = computeInvoice(
    shareEvenly(13_000 * keychains, keychains).map((pricePaise, i) => ({
      description: `Keychain 'Name${i + 1}' — Pacifico, Light Pink on Black`,
      hsnCode: '3926',
      quantity: 1,
      pricePaise,
    })),
    { ratePercent: 18, treatment },
  );
  const place = treatment === 'inter_state' ? { stateCode: '29', stateName: 'Karnataka' } : { stateCode: '27', stateName: 'Maharashtra' };
  return {
    title: treatment === 'unregistered' ? 'Bill of Supply' : 'Tax Invoice',
    number: 'CH/26-27/000042',
    issuedAt: '2026-11-26T05:00:00.000Z',
    seller: { ...PUNE_DOCUMENT_SELLER, gstin: treatment === 'unregistered' ? null : PUNE_DOCUMENT_SELLER.gstin },
    buyer: { name: 'Asha Verma', address: '12 MG Road, Pune 411001, India', ...place, gstin: null, email: null, phone: null },
    placeOfSupply: place,
    treatment,
    lines,
    totals,
    amountInWords: amountInWords(totals.total),
    reference: 'Order #1234',
    originalInvoice: null,
    reason: null,
  };
}

describe('invoice PDF', () => {
  it('draws ₹ amounts, the date in India and the words', async () => {
    const text = await pdfText(await renderTaxDocumentPdf(document(1, 'intra_state'), fonts));
    expect(text).toContain('26 Nov 2026');
    expect(text).toContain('₹110.16');
    expect(text.match(/₹9\.92 @9%/g)).toHaveLength(2);
    expect(text).toContain('Rupees One Hundred Thirty Only');
    expect(text).not.toContain('page 1 of');
  });

  it('runs a 100-keychain order over several pages, totals after the last line', async () => {
    const bytes = await renderTaxDocumentPdf(document(100, 'inter_state'), fonts);
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThan(1);
    const text = await pdfText(bytes);
    expect(text).toContain(`page ${pages} of ${pages}`);
    expect(text).toContain("Keychain 'Name100'");
    expect(text.indexOf("Keychain 'Name100'")).toBeLessThan(text.lastIndexOf('Total'));
    expect(text).toContain('₹13,000.00');
  });

  it('prints a bill of supply without tax columns', async () => {
    const text = await pdfText(await renderTaxDocumentPdf(document(3, 'unregistered'), fonts));
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).toContain('Not registered under GST');
    expect(text).not.toMatch(/CGST|SGST|IGST/);
  });

  it('draws a Devanagari buyer and a Tamil keychain from their shaped outlines, never "?" (docs/decisions/092)', async () => {
    const content = document(1, 'intra_state');
    content.buyer.name = 'रवि कुमार';
    content.lines[0]!.description = "Keychain 'கமலா' — Baloo Thambi 2, Light Pink on Black";
    const bytes = await renderTaxDocumentPdf(content, fonts);

    const text = await pdfText(bytes);
    expect(text).toContain('Billed and shipped to');
    expect(text).toMatch(/Keychain '\s+' — Baloo/);
    expect(text).not.toMatch(/[?\uFFFD]/);
    const [curves] = await pdfCurveOperators(bytes);
    expect(curves).toBeGreaterThan(20);
    expect(await pdfCurveOperators(await renderTaxDocumentPdf(document(1, 'intra_state'), fonts))).toEqual([0]);

    const measure = await openPdf(fonts, { title: 'measure' });
    const words = await pdfWords(bytes);
    const word = (w: string) => words.find((each) => each.text === w)!;
    // The buyer's name: between "Billed and shipped to" and the address under it, as wide as HarfBuzz laid it out.
    const name = await pdfInk(bytes, 1, { xMin: 30, yMin: word('Billed').yMax + 1, xMax: 560, yMax: word('12').yMin - 1 });
    const nameWidth = measure.width('रवि कुमार', { size: 11, weight: 'bold' });
    expect(Math.abs(name.box!.xMin - 40)).toBeLessThan(2);
    expect(name.box!.xMax - name.box!.xMin).toBeGreaterThan(nameWidth * 0.85);
    expect(name.box!.xMax - name.box!.xMin).toBeLessThan(nameWidth * 1.1);
    // The keychain text: between the quotes of its line.
    const keychain = word('Keychain');
    const tamil = await pdfInk(bytes, 1, {
      xMin: keychain.xMax + 4,
      yMin: keychain.yMin - 3,
      xMax: word('—').xMin - 4,
      yMax: keychain.yMax + 3,
    });
    const tamilWidth = measure.width('கமலா', { size: 8, weight: 'regular' });
    expect(tamil.box!.xMax - tamil.box!.xMin).toBeGreaterThan(tamilWidth * 0.85);
    expect(tamil.box!.xMax - tamil.box!.xMin).toBeLessThan(tamilWidth * 1.1);
  });
});
