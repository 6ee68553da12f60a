/**
 * The shop's contact links, made from the seller's e-mail and phone in the business settings
 * (docs/product.md#seller-details), for the footer, /contact, e-mails and documents alike.
 */
import { nationalPhoneDigits } from './phone';

/** The shop's Instagram profile (not a business setting: the brand's, whoever the seller is). */
export const INSTAGRAM_URL = 'https://www.instagram.com/chaabi.keychains';

/** The links and texts a page or an e-mail shows for the shop's phone and e-mail. */
export interface ShopContact {
  /** "+91 98765 43210": the number as people read it. */
  phoneDisplay: string;
  /** "tel:+919876543210". */
  phoneHref: string;
  /** WhatsApp click-to-chat, "https://wa.me/919876543210" (wa.me wants digits only, no "+"). */
  whatsappUrl: string;
  email: string;
  /** "mailto:support@example.in". */
  emailHref: string;
}

/**
 * The contact links for a seller's `email` and Indian mobile `phone` (10 digits, or with +91/0):
 * "9876543210" → "+91 98765 43210", tel:+919876543210, https://wa.me/919876543210.
 */
export function shopContact(seller: { email: string; phone: string }): ShopContact {
  const digits = nationalPhoneDigits(seller.phone);
  const international = `91${digits}`;
  return {
    phoneDisplay: digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : `+91 ${digits}`,
    phoneHref: `tel:+${international}`,
    whatsappUrl: `https://wa.me/${international}`,
    email: seller.email,
    emailHref: `mailto:${seller.email}`,
  };
}
