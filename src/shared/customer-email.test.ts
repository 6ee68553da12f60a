/** One customer's e-mail however spelt (docs/decisions/219-gmail-addresses-are-one-customer.md). */
import { describe, expect, it } from 'vitest';
import { customerEmailKey } from './customer-email';

describe('customerEmailKey', () => {
  it.each([
    ['a.b.c+x@gmail.com', 'abc@gmail.com'],
    ['ABC@googlemail.com', 'abc@gmail.com'],
    ['abc@gmail.com', 'abc@gmail.com'],
    ['  A.B.C+promo+2@GMail.COM ', 'abc@gmail.com'],
    ['a..b.c.@googlemail.com', 'abc@gmail.com'],
    ['+tag@gmail.com', '@gmail.com'],
  ])('makes the Gmail address %j the key %j', (email, key) => {
    expect(customerEmailKey(email)).toBe(key);
  });

  it.each([
    ['A.B+x@Example.in', 'a.b+x@example.in'],
    ['first.last@outlook.com', 'first.last@outlook.com'],
    ['abc@gmail.co', 'abc@gmail.co'],
    ['abc@mail.gmail.com', 'abc@mail.gmail.com'],
    ['a.b@gmail.com.evil.in', 'a.b@gmail.com.evil.in'],
  ])('only lower-cases %j outside Gmail: %j', (email, key) => {
    expect(customerEmailKey(email)).toBe(key);
  });
});
