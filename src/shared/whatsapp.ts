/**
 * WhatsApp order updates, as both the forms and the server word them
 * (docs/product.md#whatsapp-updates): the opt-in's exact wording is stored with each consent.
 */

/** The opt-in box's label: what a customer agrees to, stored word for word with the consent. */
export const WHATSAPP_CONSENT_WORDING = 'Send order updates on WhatsApp to this number';

/** A mobile number WhatsApp can reach: 10 digits, the first 6–9 (India's mobile series, TRAI's numbering plan). */
export const WHATSAPP_MOBILE = /^[6-9]\d{9}$/;

/**
 * The languages a customer's order updates can come in (docs/product.md#whatsapp-updates,
 * docs/decisions/184-message-language-separate-from-site-language.md): the WhatsApp templates
 * exist in English and Hindi. Separate from the site's language (English only,
 * docs/decisions/110-every-typed-field-under-one-rule.md).
 */
export const MESSAGE_LANGUAGES = ['en', 'hi'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** How each message language is named in the forms: in its own script, then in English. */
export const MESSAGE_LANGUAGE_NAMES: Record<MessageLanguage, string> = { en: 'English', hi: 'हिन्दी (Hindi)' };

/** The message a language outside MESSAGE_LANGUAGES answers (PUT /api/auth/profile, PUT /api/account/whatsapp). */
export const MESSAGE_LANGUAGE_ERROR = 'Choose a language for your updates: English (en) or Hindi (hi)';
