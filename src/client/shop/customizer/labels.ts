/** Price texts the customizer shows (docs/product.md#pricing-tiers), as pure functions. */
import { formatRupees } from '#shared/money';
import { quoteKeychains, showsSavingsInDropdown } from '#shared/pricing';

/**
 * A quantity option: count and per-unit price, plus the saving from quantity 3 on
 * (docs/product.md#pricing-tiers), e.g. "3 pcs · ₹170 each · Save ₹87".
 */
export function quantityOptionLabel(quantity: number): string {
  const quote = quoteKeychains(quantity);
  const base = `${quantity} ${quantity === 1 ? 'pc' : 'pcs'} · ${formatRupees(quote.unitPrice)} each`;
  return showsSavingsInDropdown(quantity) ? `${base} · Save ${formatRupees(quote.savings)}` : base;
}

/**
 * The savings line under the total, or null when there is no saving
 * (docs/product.md#pricing-tiers).
 */
export function savingsText(quantity: number): string | null {
  const { savings } = quoteKeychains(quantity);
  return savings > 0 ? `You save ${formatRupees(savings)}` : null;
}
