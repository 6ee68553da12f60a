import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  computeInvoice,
  financialYearOf,
  formatDocumentNumber,
  shareEvenly,
  splitInclusivePrice,
  taxLine,
  taxTreatment,
  type InvoiceLineInput,
} from './gst-invoice';
import { formatRupeesWithPaise } from './money';
import { quoteKeychains } from './pricing';

const keychains = (count: number): InvoiceLineInput[] => {
  const quote = quoteKeychains(count);
  return shareEvenly(quote.total, count).map((pricePaise, i) => ({
    description: `Keychain ${i}`,
    hsnCode: '3926',
    quantity: 1,
    pricePaise,
  }));
};

describe('financial year', () => {
  it('turns over at 1 April 00:00 in India, not in UTC', () => {
    expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30'))).toBe('25-26');
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('26-27');
    // 31 March 20:00 UTC is already 1 April 01:30 in India.
    expect(financialYearOf(new Date('2026-03-31T20:00:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2026-11-26T10:00:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2100-01-15T00:00:00Z'))).toBe('99-00');
  });
});

describe('document numbers', () => {
  it('pads the serial to six digits and stays within 16 characters', () => {
    expect(formatDocumentNumber('CH/25-26', 1)).toBe('CH/25-26/000001');
    expect(formatDocumentNumber('ABC/25-26', 999_999)).toHaveLength(16);
  });
  it('refuses a serial past six digits, zero, or a number over 16 characters', () => {
    expect(() => formatDocumentNumber('CH/25-26', 1_000_000)).toThrow(RangeError);
    expect(() => formatDocumentNumber('CH/25-26', 0)).toThrow(RangeError);
    expect(() => formatDocumentNumber('ABCD/25-26', 1)).toThrow(/16 characters/);
  });
});

describe('inclusive prices', () => {
  it('takes half the tax out of a GST-inclusive price, rounding half up, and leaves the rest as the taxable value', () => {
    // 199 × 9 / 118 = 15.178 → ₹15.18 each half; taxable 199 − 30.36.
    expect(splitInclusivePrice(19_900, 18)).toEqual({ taxable: 16_864, half: 1_518 });
    // 170 × 9 / 118 = 12.966 → ₹12.97 each half; taxable 170 − 25.94 = 144.06.
    expect(splitInclusivePrice(17_000, 18)).toEqual({ taxable: 14_406, half: 1_297 });
    expect(splitInclusivePrice(13_000, 18)).toEqual({ taxable: 11_016, half: 992 });
    // 59 / 1.18 = 50 exactly: halves of ₹4.50.
    expect(splitInclusivePrice(5_900, 18)).toEqual({ taxable: 5_000, half: 450 });
    expect(splitInclusivePrice(1, 18)).toEqual({ taxable: 1, half: 0 });
    // 0.25 % on ₹100.25: exact halves of 12.5 paise round up to 13 each.
    expect(splitInclusivePrice(10_025, 0.25)).toEqual({ taxable: 9_999, half: 13 });
    expect(splitInclusivePrice(12_345, 0)).toEqual({ taxable: 12_345, half: 0 });
  });
  it('refuses fractional or negative paise and a rate that is not whole basis points', () => {
    expect(() => splitInclusivePrice(10.5, 18)).toThrow(RangeError);
    expect(() => splitInclusivePrice(-1, 18)).toThrow(RangeError);
    expect(() => splitInclusivePrice(100, 18.001)).toThrow(RangeError);
  });
  it('always adds back to the price with two equal halves, each the nearest paisa to its exact value (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28, 40), (price, rate) => {
        const { taxable, half } = splitInclusivePrice(price, rate);
        expect(taxable + 2 * half).toBe(price);
        // |half − price × bp ÷ (2 × (10000 + bp))| ≤ ½ paisa, in integers.
        const bp = Math.round(rate * 100);
        expect(Math.abs(2 * half * 2 * (10_000 + bp) - 2 * price * bp)).toBeLessThanOrEqual(2 * (10_000 + bp));
        const intra = taxLine(price, rate, 'intra_state');
        const inter = taxLine(price, rate, 'inter_state');
        expect(intra.cgst).toBe(intra.sgst);
        expect(inter.igst).toBe(intra.cgst + intra.sgst);
        expect(inter.taxable).toBe(intra.taxable);
      }),
    );
  });
});

describe('intra- and inter-state lines', () => {
  it('splits CGST + SGST when the place of supply is the seller state, IGST otherwise', () => {
    expect(taxTreatment({ sellerRegistered: true, sellerStateCode: '29', placeOfSupplyCode: '29' })).toBe('intra_state');
    expect(taxTreatment({ sellerRegistered: true, sellerStateCode: '29', placeOfSupplyCode: '27' })).toBe('inter_state');
    expect(taxTreatment({ sellerRegistered: false, sellerStateCode: '29', placeOfSupplyCode: '29' })).toBe('unregistered');
    expect(taxLine(19_900, 18, 'intra_state')).toEqual({ taxable: 16_864, cgst: 1_518, sgst: 1_518, igst: 0, total: 19_900 });
    expect(taxLine(19_900, 18, 'inter_state')).toEqual({ taxable: 16_864, cgst: 0, sgst: 0, igst: 3_036, total: 19_900 });
  });
  it('shows equal halves on a ₹170 keychain: the rounding is in the taxable value', () => {
    expect(taxLine(17_000, 18, 'intra_state')).toEqual({ taxable: 14_406, cgst: 1_297, sgst: 1_297, igst: 0, total: 17_000 });
    expect(taxLine(17_000, 18, 'inter_state')).toEqual({ taxable: 14_406, cgst: 0, sgst: 0, igst: 2_594, total: 17_000 });
  });
  it('charges no tax on a bill of supply', () => {
    expect(computeInvoice(keychains(1), { ratePercent: 18, treatment: 'unregistered' }).totals).toEqual({
      taxable: 19_900,
      cgst: 0,
      sgst: 0,
      igst: 0,
      total: 19_900,
    });
  });
});

describe('rounding on 1, 3 and 10 keychains', () => {
  it('one keychain at ₹199', () => {
    const { lines, totals } = computeInvoice(keychains(1), { ratePercent: 18, treatment: 'intra_state' });
    expect(lines).toHaveLength(1);
    expect(totals).toEqual({ taxable: 16_864, cgst: 1_518, sgst: 1_518, igst: 0, total: 19_900 });
  });
  it('three keychains at ₹170: rounded per line, the totals are the sums of the lines', () => {
    const { lines, totals } = computeInvoice(keychains(3), { ratePercent: 18, treatment: 'intra_state' });
    expect(lines.map((l) => [l.taxable, l.cgst, l.sgst])).toEqual([
      [14_406, 1_297, 1_297],
      [14_406, 1_297, 1_297],
      [14_406, 1_297, 1_297],
    ]);
    expect(totals).toEqual({ taxable: 43_218, cgst: 3_891, sgst: 3_891, igst: 0, total: 51_000 });
    // ₹510 on one line would give halves of ₹38.90 and taxable ₹432.20: per-line rounding is the rule.
    expect(splitInclusivePrice(51_000, 18)).toEqual({ taxable: 43_220, half: 3_890 });
  });
  it('ten keychains at ₹130, inter-state', () => {
    const { lines, totals } = computeInvoice(keychains(10), { ratePercent: 18, treatment: 'inter_state' });
    expect(lines.every((l) => l.taxable === 11_016 && l.igst === 1_984 && l.unit === 'NOS')).toBe(true);
    expect(totals).toEqual({ taxable: 110_160, cgst: 0, sgst: 0, igst: 19_840, total: 130_000 });
  });
});

describe('shareEvenly', () => {
  it('spreads the remainder over the first lines', () => {
    expect(shareEvenly(100, 3)).toEqual([34, 33, 33]);
    expect(shareEvenly(51_000, 3)).toEqual([17_000, 17_000, 17_000]);
  });
});

describe('rupees on documents', () => {
  it('always shows paise with Indian grouping', () => {
    expect(formatRupeesWithPaise(12_345_600)).toBe('₹1,23,456.00');
    expect(formatRupeesWithPaise(16_864)).toBe('₹168.64');
  });
});

describe('the credit note series', () => {
  it('keeps the prefix CN for credit notes: an invoice prefix CN is refused on its field', async () => {
    const { BusinessSettingsRequest } = await import('./schemas/business-settings');
    const result = BusinessSettingsRequest.safeParse({
      legalName: 'Chaabi Prints LLP',
      tradeName: 'Chaabi',
      address: '4 FC Road, Pune',
      stateCode: '27',
      email: 'accounts@chaabi.in',
      phone: '9876543210',
      grievanceOfficer: { name: 'Asha Rao', designation: 'Grievance Officer', email: 'grievance@chaabi.in', phone: '9876543210' },
      invoicePrefix: 'cn',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['invoicePrefix', 'Invoice prefix CN is kept for credit notes: choose another'],
    ]);
  });
});
