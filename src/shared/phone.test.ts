import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneDigits } from './phone';

/** Types `text` one character at a time into a field that applies `phoneDigits` after each key. */
function typeInto(text: string): string {
  let value = '';
  for (const ch of text) value = phoneDigits(value + ch);
  return value;
}

describe('phoneDigits (issue 13 item 4: typing keeps the right 10 digits)', () => {
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
