/**
 * The client's one money helper for the API's rupee fields ("1300.00", a cart's 510.5): every
 * screen that shows one reads it through here, and every conversion is a function of
 * `shared/money.ts` (docs/product.md#money). Paise the client computes itself (tier prices,
 * quotes) are shown with `formatRupees` directly.
 */
import { decimalToPaise, formatRupees } from '#shared/money';

/** An API rupee amount ("1300.00", 510.5) in whole paise; an unreadable value counts as 0. */
export function apiPaise(amount: string | number): number {
  try {
    return decimalToPaise(amount);
  } catch {
    return 0;
  }
}

/** An API rupee amount as the shop writes it: "1300.00" → "₹1,300", "170.50" → "₹170.50"; unreadable → "₹0". */
export function rupees(amount: string | number): string {
  return formatRupees(apiPaise(amount));
}
