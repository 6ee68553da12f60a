/**
 * The shop's public contact details, defined once for the footer and the contact page.
 * The phone number is a placeholder until the shop's real WhatsApp Business number is known.
 */

/** Shop phone in international form without "+" (wa.me wants digits only). */
export const SHOP_PHONE_DIGITS = '919876543210';
/** The same number as people read it. */
export const SHOP_PHONE_DISPLAY = '+91 98765 43210';
/** tel: link for the shop phone. */
export const SHOP_PHONE_HREF = `tel:+${SHOP_PHONE_DIGITS}`;
/** WhatsApp click-to-chat link for the shop number. */
export const WHATSAPP_URL = `https://wa.me/${SHOP_PHONE_DIGITS}`;
/** Support e-mail address. */
export const SUPPORT_EMAIL = 'support@chaabi.in';
/** mailto: link for support. */
export const SUPPORT_EMAIL_HREF = `mailto:${SUPPORT_EMAIL}`;
/** The shop's Instagram profile. */
export const INSTAGRAM_URL = 'https://www.instagram.com/chaabi.keychains';
