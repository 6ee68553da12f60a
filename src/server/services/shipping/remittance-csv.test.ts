/** Reading couriers' remittance files (docs/product.md#cash-on-delivery). */
import { describe, expect, it } from 'vitest';
import { formatRemittanceCsv, parseRemittanceAmount, parseRemittanceCsv, parseRemittanceDate } from './remittance-csv';

describe('remittance CSV', () => {
  it('reads our own file back exactly', () => {
    const lines = [
      { awb: 'SIM1234567890', amountPaise: 54000, utr: 'SIMUTR20261126', remittedOn: '2026-11-26' },
      { awb: 'SIM2', amountPaise: 43950, utr: 'UTR0000000002', remittedOn: '2026-11-27' },
    ];
    expect(parseRemittanceCsv(formatRemittanceCsv(lines))).toEqual({
      lines: lines.map((l, i) => ({ ...l, row: i + 2 })),
      problems: [],
    });
  });

  it("reads Shiprocket's columns in any order, and reports rows it cannot read", () => {
    const csv =
      '\uFEFFRemittance Date,UTR No,COD Amount,AWB Code\r\n27 Nov 2026,utr900001,"1,540.50",awb1\r\n27/11/2026,UTR900001,,AWB2\r\n27/11/2026,UTR-9,1.00,AWB3\r\n';
    expect(parseRemittanceCsv(csv)).toEqual({
      lines: [{ row: 2, awb: 'AWB1', amountPaise: 154050, utr: 'UTR900001', remittedOn: '2026-11-27' }],
      problems: [
        { row: 3, awb: 'AWB2', message: 'The amount "" is not a rupee amount' },
        { row: 4, awb: 'AWB3', message: 'UTR must be 6 to 30 letters and digits' },
      ],
    });
  });

  it('refuses a file without the columns, naming them', () => {
    expect(() => parseRemittanceCsv('AWB,Total\nX,1\n')).toThrow('no Amount, UTR, Date column');
    expect(() => parseRemittanceCsv('')).toThrow('empty');
  });

  it('reads dates and amounts as couriers write them, and nothing else', () => {
    expect(parseRemittanceDate('2026-11-27 10:00:00')).toBe('2026-11-27');
    expect(parseRemittanceDate('27-11-2026')).toBe('2026-11-27');
    expect(parseRemittanceDate('31-02-2026')).toBeNull();
    expect(parseRemittanceDate('yesterday')).toBeNull();
    expect(parseRemittanceAmount('Rs. 540')).toBe(54000);
    expect(parseRemittanceAmount('₹540.5')).toBe(54050);
    expect(parseRemittanceAmount('-5')).toBeNull();
    expect(parseRemittanceAmount('5.001')).toBeNull();
  });
});
