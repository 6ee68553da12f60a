/** Which numbers WhatsApp can reach (docs/product.md#whatsapp-updates): Indian mobiles only, in any written form. */
import { describe, expect, it } from 'vitest';
import { whatsappMobile } from './whatsapp-outbox';

describe('whatsappMobile', () => {
  it.each([
    ['+91 9876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['6000000001', '6000000001'],
  ])('reads %s as %s', (written, digits) => expect(whatsappMobile(written)).toBe(digits));

  it.each(['+91 1234567890', '+91 5876543210', '98765', '+44 7700900123', ''])('refuses %s (e-mail only)', (written) =>
    expect(whatsappMobile(written)).toBeNull(),
  );
});
