/**
 * Customer status rules (docs/product.md#users-and-registry values; thresholds ours,
 * docs/decisions/015): new until the first paid order, then active; premium from ₹2,000 lifetime;
 * vip from ₹10,000.
 */
import type { CustomerStatus } from '#shared/schemas/auth';

/** Lifetime value (paise) from which a customer is premium. */
export const PREMIUM_FROM_PAISE = 2_000_00;
/** Lifetime value (paise) from which a customer is vip. */
export const VIP_FROM_PAISE = 10_000_00;

/** The status for a number of paid orders and a lifetime value in paise. */
export function customerStatusFor(paidOrders: number, lifetimePaise: number): CustomerStatus {
  if (paidOrders <= 0) return 'new';
  if (lifetimePaise >= VIP_FROM_PAISE) return 'vip';
  if (lifetimePaise >= PREMIUM_FROM_PAISE) return 'premium';
  return 'active';
}
