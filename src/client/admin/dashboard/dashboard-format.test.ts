// The dashboard's ranges as India days, the change line, the payment mix's names and the CSV (docs/product.md#dashboard).
import { describe, expect, it } from 'vitest';
import { changeText, csvOf, indiaToday, paymentMethodLabel, presetRange } from './dashboard-format';

describe('the ranges', () => {
  // 27 Nov 2026 20:00 UTC is already 28 Nov in India.
  const lateEvening = new Date('2026-11-27T20:00:00Z');

  it('take today from the India clock', () => {
    expect(indiaToday(lateEvening)).toBe('2026-11-28');
    expect(indiaToday(new Date('2026-11-27T18:29:59Z'))).toBe('2026-11-27');
  });

  it('count today in the last 7 and 30 days', () => {
    expect(presetRange('today', lateEvening)).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(presetRange('7d', lateEvening)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(presetRange('30d', lateEvening)).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    expect(presetRange('month', lateEvening)).toEqual({ from: '2026-11-01', to: '2026-11-28' });
  });

  it('start the financial year on 1 April, the year before in January to March', () => {
    expect(presetRange('fy', lateEvening)).toEqual({ from: '2026-04-01', to: '2026-11-28' });
    expect(presetRange('fy', new Date('2027-02-10T06:00:00Z'))).toEqual({ from: '2026-04-01', to: '2027-02-10' });
    expect(presetRange('fy', new Date('2027-03-31T18:30:00Z')).from).toBe('2027-04-01');
  });
});

describe('the change on the period before', () => {
  it('is a whole percentage with its sign, or says there was none', () => {
    expect(changeText(112, 100)).toBe('+12 % on the period before');
    expect(changeText(95, 100)).toBe('−5 % on the period before');
    expect(changeText(100, 100)).toBe('Same as the period before');
    expect(changeText(5, 0)).toBe('None in the period before');
    expect(changeText(0, 0)).toBe('Same as the period before');
  });
});

describe('the CSV', () => {
  it('quotes cells with commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(
      csvOf(
        ['Name', 'Keychains'],
        [
          ['Baloo 2, Devanagari', 3],
          ['Say "hi"', 1],
        ],
      ),
    ).toBe('Name,Keychains\r\n"Baloo 2, Devanagari",3\r\n"Say ""hi""",1\r\n');
  });
});

describe('the payment mix', () => {
  it('names online payments and cash on delivery, and shows a way of paying it does not know as it is', () => {
    expect(paymentMethodLabel('online')).toBe('Online');
    expect(paymentMethodLabel('cod')).toBe('Cash on delivery');
    expect(paymentMethodLabel('upi_autopay')).toBe('upi_autopay');
  });
});
