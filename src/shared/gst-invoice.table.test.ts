/**
 * The equal-halves rule over a table of prices (₹1 to ₹10,000, odd paise included) and every GST
 * rate slab the shop may set: CGST = SGST, taxable + taxes = price, IGST = CGST + SGST, and an
 * invoice's lines add up to its total (docs/product.md#invoice-amounts).
 */
import { describe, expect, it } from 'vitest';
import { computeInvoice, shareEvenly, taxLine } from './gst-invoice';

const RATES = [0, 3, 5, 12, 18, 28] as const;

/**
 * Expected half of the tax (paise) per rate in RATES' order, worked out apart from the code with
 * decimal arithmetic: round_half_up(price × rate ÷ 2 ÷ (100 + rate)).
 */
const TABLE: readonly (readonly [pricePaise: number, halves: readonly number[]])[] = [
  [100, [0, 1, 2, 5, 8, 11]],
  [101, [0, 1, 2, 5, 8, 11]],
  [199, [0, 3, 5, 11, 15, 22]],
  [1_299, [0, 19, 31, 70, 99, 142]],
  [9_999, [0, 146, 238, 536, 763, 1_094]],
  [13_000, [0, 189, 310, 696, 992, 1_422]],
  [17_000, [0, 248, 405, 911, 1_297, 1_859]],
  [19_900, [0, 290, 474, 1_066, 1_518, 2_177]],
  [49_999, [0, 728, 1_190, 2_679, 3_813, 5_469]],
  [123_457, [0, 1_798, 2_939, 6_614, 9_416, 13_503]],
  [999_999, [0, 14_563, 23_810, 53_571, 76_271, 109_375]],
  [1_000_000, [0, 14_563, 23_810, 53_571, 76_271, 109_375]],
];

const cases = TABLE.flatMap(([price, halves]) => RATES.map((rate, i) => ({ price, rate, half: halves[i]! })));

describe('equal CGST and SGST halves', () => {
  it.each(cases)('₹$price paise at $rate %: halves of $half paise', ({ price, rate, half }) => {
    const intra = taxLine(price, rate, 'intra_state');
    const inter = taxLine(price, rate, 'inter_state');
    expect(intra).toEqual({ taxable: price - 2 * half, cgst: half, sgst: half, igst: 0, total: price });
    expect(inter).toEqual({ taxable: price - 2 * half, cgst: 0, sgst: 0, igst: 2 * half, total: price });
  });

  it('holds for every paisa from ₹1 to ₹10,000 at every rate', () => {
    let checked = 0;
    for (const rate of RATES) {
      for (let price = 100; price <= 1_000_000; price += 1) {
        const { taxable, cgst, sgst } = taxLine(price, rate, 'intra_state');
        if (cgst !== sgst || taxable + cgst + sgst !== price || taxable < 0) {
          expect({ price, rate, taxable, cgst, sgst }).toBe('equal halves adding back to the price');
        }
        // Each half is the nearest paisa to price × rate ÷ 2 ÷ (100 + rate): |200·half·(100+rate) − 100·price·rate| ≤ 100·(100+rate).
        if (Math.abs(200 * cgst * (100 + rate) - 100 * price * rate) > 100 * (100 + rate)) {
          expect({ price, rate, cgst }).toBe('the nearest paisa to the exact half');
        }
        checked += 1;
      }
    }
    expect(checked).toBe(RATES.length * 999_901);
  });

  it.each(RATES)('an order of 1 to 10 keychains at %s % adds up to its total on every line and in every column', (rate) => {
    for (const total of [19_900, 51_000, 130_000, 99_999, 1_000_000]) {
      for (let count = 1; count <= 10; count += 1) {
        const lines = shareEvenly(total, count).map((pricePaise, i) => ({
          description: `K${i}`,
          hsnCode: '3926',
          quantity: 1,
          pricePaise,
        }));
        for (const treatment of ['intra_state', 'inter_state'] as const) {
          const invoice = computeInvoice(lines, { ratePercent: rate, treatment });
          expect(invoice.lines.reduce((sum, line) => sum + line.total, 0)).toBe(total);
          expect(invoice.totals.total).toBe(total);
          expect(invoice.totals.taxable + invoice.totals.cgst + invoice.totals.sgst + invoice.totals.igst).toBe(total);
          expect(invoice.totals.cgst).toBe(invoice.totals.sgst);
          for (const line of invoice.lines) expect(line.taxable + line.cgst + line.sgst + line.igst).toBe(line.total);
        }
        const intra = computeInvoice(lines, { ratePercent: rate, treatment: 'intra_state' }).totals;
        const inter = computeInvoice(lines, { ratePercent: rate, treatment: 'inter_state' }).totals;
        expect(inter.igst).toBe(intra.cgst + intra.sgst);
        expect(inter.taxable).toBe(intra.taxable);
      }
    }
  });
});
