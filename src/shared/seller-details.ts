/**
 * Which of the seller's details a shop needs before it may take money, and which are still
 * missing (docs/product.md#seller-details, docs/decisions/114-checkout-closed-until-seller-set-up.md).
 * Consumer Protection (E-Commerce) Rules 2020, rule 4: legal name, address, contact details and a
 * grievance officer; CGST Rules rule 46: the supplier's name, address and state on every invoice.
 */

/** The address a fresh shop starts with (business settings defaults); never a real address. */
export const PLACEHOLDER_ADDRESS = 'Registered address not set yet (Admin › Settings › Business)';

/** The details the checkout waits for, in the order the Settings form asks for them. */
export const REQUIRED_SELLER_DETAILS = ['Legal name', 'Registered address', 'State', 'E-mail', 'Phone', 'Grievance officer'] as const;
export type RequiredSellerDetail = (typeof REQUIRED_SELLER_DETAILS)[number];

/**
 * The required details still missing from the settings: all of them until the owner has saved
 * the settings once (`configured: false`, the defaults are placeholders), and the address while
 * it is still the placeholder text. Empty when the shop may take money.
 */
export function missingSellerDetails(settings: { configured: boolean; address: string }): RequiredSellerDetail[] {
  if (!settings.configured) return [...REQUIRED_SELLER_DETAILS];
  return settings.address.trim() === PLACEHOLDER_ADDRESS ? ['Registered address'] : [];
}

/** What the checkout and the dealer's credit purchase say while they are closed. */
export const CHECKOUT_CLOSED_MESSAGE =
  'Checkout is closed for now: the shop is finishing its seller details. Please try again later or contact us.';
