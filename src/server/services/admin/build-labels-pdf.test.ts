// The bulk shipping labels draw a customer's name and address in the shop's Indian scripts from
// HarfBuzz's shaping, never as "?" (docs/decisions/092-indic-text-in-pdfs.md).
import { describe, expect, it } from 'vitest';
import * as hb from 'harfbuzzjs';
import type { TestDatabase } from '../../../../tests/setup/test-db';
import { withTestDatabase } from '#tests/support/per-file';
import { insertOrder } from '#tests/support/admin';
import { pdfCurveOperators, pdfInk, pdfText, pdfWords } from '#tests/support/pdf';
import { createPdfFonts } from '../pdf/pdf-fonts';
import { openPdf } from '../pdf/pdf-writer';
import { buildLabelsPdf } from './build-labels-pdf';

let database: TestDatabase;
withTestDatabase((db) => (database = db));

const fonts = createPdfFonts(hb);

describe('buildLabelsPdf', () => {
  it('draws a Devanagari name and address line as shaped outlines beside the Latin parts', async () => {
    const indic = await insertOrder(database.db, {
      customerName: 'रवि कुमार',
      keychains: [{ customText: 'கமலா', fontFamily: 'baloo-thambi-2', textColor: 'yellow' }],
      shippingAddress: { street: '12 शिवाजी नगर', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' },
    });
    const latin = await insertOrder(database.db, { customerName: 'Asha Verma' });
    const bytes = await buildLabelsPdf(database.db, [indic, latin], { fonts });

    const text = await pdfText(bytes);
    expect(text).toContain('SHIP TO');
    expect(text).toContain('PIN 411001');
    expect(text).toContain('Asha Verma');
    expect(text).not.toMatch(/[?\uFFFD]/);
    expect(await pdfCurveOperators(bytes)).toEqual([expect.any(Number), 0]);
    expect((await pdfCurveOperators(bytes))[0]).toBeGreaterThan(20);

    // The name fills the line under SHIP TO, from the margin, as wide as HarfBuzz laid it out.
    const words = (await pdfWords(bytes)).filter((w) => w.page === 1);
    const shipTo = words.find((w) => w.text === 'TO')!;
    const street = words.find((w) => w.text === '12')!;
    const ink = await pdfInk(bytes, 1, { xMin: 10, yMin: shipTo.yMax + 1, xMax: 280, yMax: street.yMin - 1 });
    const measure = await openPdf(fonts, { title: 'measure' });
    const nameWidth = measure.width('रवि कुमार', { size: 16, weight: 'bold' });
    expect(Math.abs(ink.box!.xMin - 18)).toBeLessThan(2);
    expect(ink.box!.xMax - ink.box!.xMin).toBeGreaterThan(nameWidth * 0.85);
    expect(ink.box!.xMax - ink.box!.xMin).toBeLessThan(nameWidth * 1.1);
    // "12" is text; the rest of the street line is the Devanagari run after it.
    const rest = await pdfInk(bytes, 1, { xMin: street.xMax + 2, yMin: street.yMin - 3, xMax: 280, yMax: street.yMax + 3 });
    expect(rest.box!.xMax - rest.box!.xMin).toBeGreaterThan(measure.width('शिवाजी नगर', { size: 12, weight: 'regular' }) * 0.85);
  });
});
