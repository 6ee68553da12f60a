/**
 * The phone rule once: every consumer gives the same verdict as shared/phone on the
 * same table, so a consumer that went back to a rule of its own, looser or stricter, fails here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { digitsOnly, formatIndianPhone, nationalMobileNumber, nationalPhoneDigits, phoneDigits, withIndiaPrefix } from './phone';
import { CheckoutFormSchema, CreateOrderRequest } from './schemas/order';
import { CheckPhoneRequest, DealerCreateOrderRequest } from './schemas/dealer-portal';
import { UpdateProfileRequest } from './schemas/profile';
import { BusinessSettingsRequest, GrievanceOfficer } from './schemas/business-settings';

const CANDIDATES = [
  '9876543210',
  '0123456789',
  '987654321',
  '98765432100',
  '98765 43210',
  '+91 9876543210',
  '+919876543210',
  '+91 987654321',
  '+91  9876543210',
  '+92 9876543210',
  '91 9876543210',
  '+91 98765432a0',
  '+91 98765 43210',
  '+91-98765-43210',
  '(+91) 98765 43210',
  '09876543210',
  '919876543210',
  '0919876543210',
  '+91 0 9876543210',
  '98765 43210 12',
  '९८७६५४३२१०', // Devanagari digits: \d is ASCII only
  '',
];

/** Each consumer's phone field, and the shared rule it must follow. */
const BARE: [string, z.ZodType][] = [
  ['checkout form customerPhone', CheckoutFormSchema.shape.customerPhone],
  ['profile phone', UpdateProfileRequest.shape.phone],
  ['dealer phoneNumber', CheckPhoneRequest.shape.phoneNumber],
  ['business settings phone', BusinessSettingsRequest.shape.phone],
  ['grievance officer phone', GrievanceOfficer.shape.phone],
];
const PREFIXED: [string, z.ZodType][] = [
  ['order request customerPhone', CreateOrderRequest.shape.customerPhone],
  ['dealer order customerPhone', DealerCreateOrderRequest.shape.customerPhone],
];

describe('every consumer uses the shared phone rule', () => {
  it.each(BARE)('%s accepts exactly the numbers the checkout takes, kept as 10 digits', (_name, schema) => {
    for (const value of CANDIDATES) {
      const digits = nationalMobileNumber(value);
      const parsed = schema.safeParse(value);
      expect(parsed.success, JSON.stringify(value)).toBe(digits !== null);
      if (parsed.success) expect(parsed.data).toBe(digits);
    }
  });

  it.each(PREFIXED)('%s accepts exactly the numbers the checkout takes, kept as "+91 " and 10 digits', (_name, schema) => {
    for (const value of CANDIDATES) {
      const digits = nationalMobileNumber(value);
      const parsed = schema.safeParse(value);
      expect(parsed.success, JSON.stringify(value)).toBe(digits !== null);
      if (parsed.success) expect(parsed.data).toBe(`+91 ${digits}`);
    }
  });

  it('the table holds numbers taken and refused', () => {
    expect(CANDIDATES.filter((v) => nationalMobileNumber(v) !== null)).toEqual([
      '9876543210',
      '0123456789',
      '98765 43210',
      '+91 9876543210',
      '+919876543210',
      '+91  9876543210',
      '91 9876543210',
      '+91 98765 43210',
      '+91-98765-43210',
      '(+91) 98765 43210',
      '09876543210',
      '919876543210',
    ]);
  });
});

describe('phone parsing and formatting', () => {
  it('keeps digits up to the limit', () => {
    expect(digitsOnly('+91 98765-43210', 10)).toBe('9198765432');
    expect(digitsOnly('98a76-54 3210', 10)).toBe('9876543210');
    expect(digitsOnly('56 00 01 9', 6)).toBe('560001');
    expect(digitsOnly('abc', 6)).toBe('');
  });

  it('drops a pasted +91 or leading 0', () => {
    expect(phoneDigits('+91 98765 43210')).toBe('9876543210');
    expect(phoneDigits('098765-43210')).toBe('9876543210');
    expect(phoneDigits('98765 43210')).toBe('9876543210');
    expect(phoneDigits('12345678901234')).toBe('1234567890');
  });

  it('reads a stored phone as the last ten digits', () => {
    expect(nationalPhoneDigits('+91 9876543210')).toBe('9876543210');
    expect(nationalPhoneDigits('09876543210')).toBe('9876543210');
    expect(nationalPhoneDigits(null)).toBe('');
  });

  it('writes one +91', () => {
    expect(withIndiaPrefix('9876543210')).toBe('+91 9876543210');
    expect(formatIndianPhone('+91 98765 43210')).toBe('+91 9876543210');
    expect(formatIndianPhone('9876543210')).toBe('+91 9876543210');
    expect(formatIndianPhone('  ')).toBe('N/A');
  });
});

/** Types `text` one character at a time into a field that applies `phoneDigits` after each key. */
function typeInto(text: string): string {
  let value = '';
  for (const ch of text) value = phoneDigits(value + ch);
  return value;
}

describe('phoneDigits (typing keeps the right 10 digits)', () => {
  it.each(['09876543210', '919876543210', '+919876543210', '+91 98765 43210', '098765-43210', '9876543210'])(
    'typing %s keeps 9876543210',
    (typed) => {
      expect(typeInto(typed)).toBe('9876543210');
    },
  );

  it.each(['+91 98765 43210', '919876543210', '09876543210', '0 98765 43210', '9876543210'])('pasting %s keeps 9876543210', (pasted) => {
    expect(phoneDigits(pasted)).toBe('9876543210');
  });

  it('keeps a partial number, including one starting 91', () => {
    expect(phoneDigits('9198')).toBe('9198');
    expect(phoneDigits('9198765432')).toBe('9198765432');
    expect(phoneDigits('98-765')).toBe('98765');
    expect(phoneDigits('abc')).toBe('');
  });

  it('never holds more than 10 digits nor a leading 0', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const d = phoneDigits(s);
        expect(d).toMatch(/^(?:[1-9]\d{0,9})?$/);
      }),
    );
  });

  it('a 10-digit mobile number typed after any of the prefixes comes back as itself', () => {
    const mobile = fc.tuple(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/)).map(([a, b]) => a + b);
    fc.assert(
      fc.property(mobile, fc.constantFrom('', '0', '91', '+91', '+91 ', '0091'), (number, prefix) => {
        expect(typeInto(prefix + number)).toBe(number);
        expect(phoneDigits(prefix + number)).toBe(number);
      }),
    );
  });
});
