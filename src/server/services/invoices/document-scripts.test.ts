// Every script the shop's documents draw, on every document a name reaches: a tax invoice, a
// credit note and a shipping label with a customer's name and street in each script. Nothing is
// replaced by "�" (the PDFs' warning sink hears nothing, which it would for a .notdef glyph or a
// letter no face has), pdftotext reads the Latin parts, and each script run is drawn as outlines
// (docs/decisions/102-every-indian-name-prints.md, docs/product.md#document-scripts).
import { describe, expect, it } from 'vitest';
import * as hb from 'harfbuzzjs';
import { computeInvoice } from '#shared/gst-invoice';
import { DOCUMENT_SCRIPTS, undrawableLetters, type DocumentScript } from '#shared/document-text';
import type { TaxDocumentContent } from '#shared/schemas/tax-document';
import type { TestDatabase } from '../../../../tests/setup/test-db';
import { withTestDatabase } from '#tests/support/per-file';
import { insertOrder } from '#tests/support/admin';
import { PUNE_DOCUMENT_SELLER } from '#tests/factories/tax-documents';
import { pdfCurveOperators, pdfText } from '#tests/support/pdf';
import { buildLabelsPdf } from '../admin/build-labels-pdf';
import { createPdfFonts, type PdfWarningSink } from '../pdf/pdf-fonts';
import { amountInWords } from './amount-in-words';
import { renderTaxDocumentPdf } from './render-tax-document-pdf';

let database: TestDatabase;
withTestDatabase((db) => (database = db));

/** A customer's name and street as typed, per script (several languages for Arabic script). */
const SAMPLES: { script: DocumentScript; language: string; name: string; street: string }[] = [
  { script: 'Deva', language: 'Hindi', name: 'रवि कुमार', street: '12 शिवाजी नगर' },
  { script: 'Taml', language: 'Tamil', name: 'கமலா', street: '4 அண்ணா சாலை' },
  { script: 'Telu', language: 'Telugu', name: 'లక్ష్మి', street: '7 గాంధీ నగర్' },
  { script: 'Beng', language: 'Bengali', name: 'সৌমিত্র', street: '9 পার্ক স্ট্রিট' },
  { script: 'Gujr', language: 'Gujarati', name: 'હાર્દિક', street: '3 સી જી રોડ' },
  { script: 'Knda', language: 'Kannada', name: 'ಶ್ವೇತಾ', street: '5 ಎಂ ಜಿ ರಸ್ತೆ' },
  { script: 'Mlym', language: 'Malayalam', name: 'പൊന്നമ്മ', street: '8 എം ജി റോഡ്' },
  { script: 'Guru', language: 'Punjabi', name: 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ', street: '2 ਮਾਲ ਰੋਡ' },
  { script: 'Orya', language: 'Odia', name: 'ଲକ୍ଷ୍ମୀ ପଣ୍ଡା', street: '6 ଜନପଥ' },
  { script: 'Arab', language: 'Urdu', name: 'محمد علی', street: 'مکان 12، گلی 3' },
  { script: 'Arab', language: 'Kashmiri', name: 'غُلام نبی', street: 'لال چوک، کٲشُر 4' },
  { script: 'Arab', language: 'Sindhi', name: 'ڀڳوان داس', street: 'ڳوٺ 11، اُلهاس نگر' },
  { script: 'Olck', language: 'Santali', name: 'ᱥᱮᱛᱟᱜ ᱢᱩᱨᱢᱩ', street: '10 ᱡᱟᱦᱮᱨ ᱯᱟᱲᱟ' },
  { script: 'Mtei', language: 'Manipuri', name: 'ꯆꯥꯎꯕ ꯁꯤꯡꯍ', street: '1 ꯏꯝꯐꯥꯜ' },
];

function recordingFonts() {
  const warnings: unknown[] = [];
  const log: PdfWarningSink = { warn: (details) => warnings.push(details) };
  return { fonts: createPdfFonts(hb, { log }), warnings };
}

function taxDocument(title: 'Tax Invoice' | 'Credit Note', name: string, street: string): TaxDocumentContent {
  const { lines, totals } = computeInvoice(
    [{ description: "Keychain 'Asha' — Pacifico, Light Pink on Black", hsnCode: '3926', quantity: 1, pricePaise: 13_000 }],
    {
      ratePercent: 18,
      treatment: 'intra_state',
    },
  );
  const place = { stateCode: '27', stateName: 'Maharashtra' };
  return {
    title,
    number: title === 'Credit Note' ? 'CN/26-27/000001' : 'CH/26-27/000042',
    issuedAt: '2026-11-27T05:00:00.000Z',
    seller: PUNE_DOCUMENT_SELLER,
    buyer: { name, address: `${street}, Pune 411001, India`, ...place, gstin: null, email: null, phone: null },
    placeOfSupply: place,
    treatment: 'intra_state',
    lines,
    totals,
    amountInWords: amountInWords(totals.total),
    reference: 'Order #1234',
    originalInvoice: title === 'Credit Note' ? { number: 'CH/26-27/000042', issuedAt: '2026-11-26T05:00:00.000Z' } : null,
    reason: title === 'Credit Note' ? 'Order cancelled' : null,
  };
}

describe('the documents draw every document script', () => {
  it('has a sample for each script, each one the forms accept', () => {
    expect(new Set(SAMPLES.map((s) => s.script))).toEqual(new Set(Object.keys(DOCUMENT_SCRIPTS)));
    for (const { name, street } of SAMPLES) expect(undrawableLetters(`${name} ${street}`)).toEqual([]);
  });

  it.each(SAMPLES)('a tax invoice and a credit note for a $language name and street, with no "�"', async ({ name, street }) => {
    for (const title of ['Tax Invoice', 'Credit Note'] as const) {
      const { fonts, warnings } = recordingFonts();
      const bytes = await renderTaxDocumentPdf(taxDocument(title, name, street), fonts);
      const text = await pdfText(bytes);
      expect(text).toContain('Billed and shipped to');
      expect(text).toContain('Pune 411001');
      expect(text).not.toMatch(/[?\uFFFD]/);
      expect(warnings).toEqual([]);
      expect((await pdfCurveOperators(bytes))[0]).toBeGreaterThan(5);
    }
  });

  it('shipping labels for a name and street in each script, one label each, with no "�"', async () => {
    const ids: number[] = [];
    for (const { name, street } of SAMPLES) {
      ids.push(
        await insertOrder(database.db, {
          customerName: name,
          shippingAddress: { street, city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' },
        }),
      );
    }
    const { fonts, warnings } = recordingFonts();
    const bytes = await buildLabelsPdf(database.db, ids, { fonts });
    const text = await pdfText(bytes);
    expect(text.match(/SHIP TO/g)).toHaveLength(SAMPLES.length);
    expect(text).toContain('PIN 411001');
    expect(text).not.toMatch(/[?\uFFFD]/);
    expect(warnings).toEqual([]);
    const curves = await pdfCurveOperators(bytes);
    expect(curves).toHaveLength(SAMPLES.length);
    for (const count of curves) expect(count).toBeGreaterThan(5);
  });
});
