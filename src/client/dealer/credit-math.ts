/** Dealer credit arithmetic (spec §5 "Credit purchase", "Dealer order"; §9 "Dealers"). */
import { dealerCreditsPrice } from '#shared/pricing';
import { MIN_CREDIT_PURCHASE } from '#shared/schemas/dealer-portal';

export { MIN_CREDIT_PURCHASE };

/** Whether the quantity can be bought: a whole number of at least 10. */
export function canPurchaseCredits(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_CREDIT_PURCHASE;
}

/** The minus button works only above the minimum (spec §5: disabled at 10 or less). */
export function canDecreaseCredits(quantity: number): boolean {
  return quantity > MIN_CREDIT_PURCHASE;
}

/** The stepper's value for typed text: digits only, as an integer (0 when empty). */
export function parseCreditQuantity(text: string): number {
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits === '' ? 0 : Number.parseInt(digits, 10);
}

/** Price in paise of a purchase; 0 for quantities that cannot be bought. */
export function creditPurchasePrice(quantity: number): number {
  return canPurchaseCredits(quantity) ? dealerCreditsPrice(quantity) : 0;
}

/** Another keychain can be added while the count is below the balance (spec §5). */
export function canAddKeychain(count: number, balance: number): boolean {
  return count < balance;
}

/** The order summary figures (spec §2): keychains, credits needed (those with text), balance, remainder. */
export function orderCreditSummary(totalKeychains: number, withText: number, balance: number) {
  return { totalKeychains, creditsRequired: withText, availableCredits: balance, remainingCredits: balance - withText };
}
