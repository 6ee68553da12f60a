/** Customer status thresholds (docs/decisions/015), each boundary from both sides, vip included. */
import { describe, expect, it } from 'vitest';
import { customerStatusFor, PREMIUM_FROM_PAISE, VIP_FROM_PAISE } from './customer-status';

describe('customerStatusFor', () => {
  it('pins the thresholds: premium from ₹2,000, vip from ₹10,000 lifetime', () => {
    expect(PREMIUM_FROM_PAISE).toBe(200_000);
    expect(VIP_FROM_PAISE).toBe(1_000_000);
  });

  it.each([
    [0, 0, 'new'],
    [0, 5_000_000, 'new'], // no paid order yet: new, whatever the figure says
    [1, 1, 'active'],
    [1, 199_999, 'active'],
    [1, 200_000, 'premium'],
    [3, 999_999, 'premium'],
    [3, 1_000_000, 'vip'],
    [40, 12_345_600, 'vip'],
  ] as const)('%i paid orders worth %i paise → %s', (orders, paise, status) => {
    expect(customerStatusFor(orders, paise)).toBe(status);
  });
});
