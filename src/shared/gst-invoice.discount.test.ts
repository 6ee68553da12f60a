/**
 * Discounts on the invoice (docs/product.md#discounts-on-the-invoice, CGST Act s. 15(3)(a)): a
 * discount shown on the invoice reduces the taxable value of the lines, spread in proportion to
 * their gross prices and rounded so the lines add up to the discount and the paid total exactly.
 */
import { describe, expect, it } from 'vitest';
import { computeInvoice, shareEvenly, spreadDiscount, type TaxTreatment } from './gst-invoice';
import { discountFor, priceOrder } from './pricing';

describe('spreadDiscount', () => {
  it.each<[number[], number, number[]]>([
    [[17_000, 17_000, 17_000], 5_100, [1_700, 1_700, 1_700]],
    [[17_000, 17_000, 17_000], 100, [34, 33, 33]],
    [[19_900], 2_500, [2_500]],
    [
      [13_000, 13_000, 13_000, 13_000, 13_000, 13_000, 13_000, 13_000, 13_000, 13_000, 13_000],
      1_000,
      [91, 91, 91, 91, 91, 91, 91, 91, 91, 91, 90],
    ],
    [[10_000, 30_000], 1_001, [250, 751]],
    [[0, 500], 100, [0, 100]],
    [[17_000, 17_000], 0, [0, 0]],
  ])('spreads over %j a discount of %i paise as %j', (gross, discount, expected) => {
    const shares = spreadDiscount(gross, discount);
    expect(shares).toEqual(expected);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
    shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(gross[i]!));
  });

  it('refuses a discount above the lines or not in whole paise', () => {
    expect(() => spreadDiscount([100], 101)).toThrow(RangeError);
    expect(() => spreadDiscount([100], 1.5)).toThrow(RangeError);
    expect(() => spreadDiscount([100], -1)).toThrow(RangeError);
  });
});

describe('invoices of discounted carts', () => {
  const carts: [string, number, number, number][] = [
    // quantity, coupon (percent), prepaid (paise)
    ['3 keychains, 10 % code, ₹25 prepaid', 3, 10, 2_500],
    ['1 keychain, 15 % code', 1, 15, 0],
    ['7 keychains, 33 % code, ₹25 prepaid', 7, 33, 2_500],
    ['12 keychains, ₹25 prepaid only', 12, 0, 2_500],
    ['2 keychains, 99 % code', 2, 99, 0],
  ];
  it.each(
    carts.flatMap(([name, q, pct, pre]) =>
      (['intra_state', 'inter_state'] as TaxTreatment[]).map((tr) => [name, q, pct, pre, tr] as const),
    ),
  )('%s (%s): lines add up to what was paid, taxed on the value after the discount', (_, quantity, percent, prepaid, treatment) => {
    const price = priceOrder({
      quantity,
      coupon: percent ? { type: 'percentage', value: percent } : null,
      prepaid: prepaid ? { type: 'fixed', value: prepaid } : null,
      paymentMethod: 'online',
    });
    const discount = price.couponDiscountPaise + price.prepaidDiscountPaise;
    const gross = shareEvenly(price.tierTotalPaise, quantity);
    const shares = spreadDiscount(gross, discount);
    const { lines, totals } = computeInvoice(
      gross.map((g, i) => ({ description: `K${i}`, hsnCode: '3926', quantity: 1, pricePaise: g, discountPaise: shares[i] })),
      { ratePercent: 18, treatment },
    );
    expect(totals.total).toBe(price.totalPaise);
    expect(lines.reduce((s, l) => s + l.discount, 0)).toBe(discount);
    for (const line of lines) {
      expect(line.total).toBe(line.gross - line.discount);
      expect(line.taxable + line.cgst + line.sgst + line.igst).toBe(line.total);
      // The taxable value is that of the discounted price: 18 % GST included in it.
      expect(Math.abs(line.taxable * 1.18 - line.total)).toBeLessThanOrEqual(1.5);
      if (treatment === 'intra_state') expect(line.cgst).toBe(line.sgst);
      else expect(line.cgst + line.sgst).toBe(0);
    }
    expect(totals.taxable).toBe(lines.reduce((s, l) => s + l.taxable, 0));
  });

  it('taxes ₹510 less ₹51 as ₹459: taxable 38,898 + CGST 3,501 + SGST 3,501 in paise', () => {
    const { totals } = computeInvoice(
      [17_000, 17_000, 17_000].map((g) => ({ description: 'K', hsnCode: '3926', quantity: 1, pricePaise: g, discountPaise: 1_700 })),
      { ratePercent: 18, treatment: 'intra_state' },
    );
    expect(totals).toEqual({ taxable: 38_898, cgst: 3_501, sgst: 3_501, igst: 0, total: 45_900 });
  });
});

describe('discountFor', () => {
  it('rounds a percentage down, caps it, and never leaves less than ₹1', () => {
    expect(discountFor(19_999, { type: 'percentage', value: 10 })).toBe(1_999);
    expect(discountFor(51_000, { type: 'percentage', value: 50, maxDiscountPaise: 5_000 })).toBe(5_000);
    expect(discountFor(19_900, { type: 'fixed', value: 50_000 })).toBe(19_800);
  });
  it('applies the tier price first, the code next and the prepaid discount last, and none of it for cash on delivery', () => {
    const coupon = { type: 'percentage', value: 10 } as const;
    const prepaid = { type: 'percentage', value: 5 } as const;
    expect(priceOrder({ quantity: 10, coupon, prepaid, paymentMethod: 'online' })).toEqual({
      quantity: 10,
      tierTotalPaise: 130_000,
      couponDiscountPaise: 13_000,
      prepaidDiscountPaise: 5_850,
      codFeePaise: 0,
      totalPaise: 111_150,
    });
    expect(priceOrder({ quantity: 10, coupon, prepaid, paymentMethod: 'cod' }).prepaidDiscountPaise).toBe(0);
  });
  it('adds the COD fee to the total for cash on delivery only (docs/product.md#cash-on-delivery)', () => {
    const coupon = { type: 'percentage', value: 10 } as const;
    const prepaid = { type: 'fixed', value: 2_500 } as const;
    expect(priceOrder({ quantity: 3, coupon, prepaid, paymentMethod: 'cod', codFeePaise: 4_000 })).toEqual({
      quantity: 3,
      tierTotalPaise: 51_000,
      couponDiscountPaise: 5_100,
      prepaidDiscountPaise: 0,
      codFeePaise: 4_000,
      totalPaise: 49_900,
    });
    expect(priceOrder({ quantity: 3, prepaid, paymentMethod: 'online', codFeePaise: 4_000 })).toMatchObject({
      codFeePaise: 0,
      totalPaise: 48_500,
    });
    expect(() => priceOrder({ quantity: 3, paymentMethod: 'cod', codFeePaise: -1 })).toThrow(RangeError);
  });
});
