/**
 * WhatsApp order updates, as both the forms and the server word them
 * (docs/product.md#whatsapp-updates): the opt-in's exact wording is stored with each consent.
 */

/** The opt-in box's label: what a customer agrees to, stored word for word with the consent. */
export const WHATSAPP_CONSENT_WORDING = 'Send order updates on WhatsApp to this number';

/** A mobile number WhatsApp can reach: 10 digits, the first 6–9 (India's mobile series, TRAI's numbering plan). */
export const WHATSAPP_MOBILE = /^[6-9]\d{9}$/;
