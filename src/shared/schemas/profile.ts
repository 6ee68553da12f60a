/**
 * Customer profile contract (docs/product.md#profile, docs/product.md#customer-calls PUT
 * /api/auth/profile).
 */
import { z } from 'zod';
import { CONTACT_MESSAGES, PIN_CODE, asMobileDigits, gstStateName, optionalStateCode, requiredText, withStateCode } from './contact';
import { INDIAN_MOBILE_DIGITS } from '../phone';
import { MESSAGE_LANGUAGES, MESSAGE_LANGUAGE_ERROR } from '../whatsapp';

/** docs/product.md#profile profile messages (shared with the other contact forms: ./contact). */
export const PROFILE_MESSAGES = {
  phoneInvalid: CONTACT_MESSAGES.phoneInvalid,
  phoneLength: CONTACT_MESSAGES.phoneLength,
  streetRequired: CONTACT_MESSAGES.streetRequired,
  cityRequired: CONTACT_MESSAGES.cityRequired,
  stateRequired: CONTACT_MESSAGES.stateRequired,
  zipInvalid: CONTACT_MESSAGES.pinCodeNotDigits,
  zipLength: CONTACT_MESSAGES.pinCodeLength,
} as const;

/** PUT /api/auth/profile body. A missing address field answers zod's own message (null below), as it always has. */
export const UpdateProfileRequest = z.object({
  phone: z
    .string()
    .trim()
    .overwrite(asMobileDigits)
    .length(10, PROFILE_MESSAGES.phoneLength)
    .regex(INDIAN_MOBILE_DIGITS, PROFILE_MESSAGES.phoneInvalid),
  address: z
    .object({
      street: requiredText(PROFILE_MESSAGES.streetRequired, 200, null),
      city: requiredText(PROFILE_MESSAGES.cityRequired, 100, null),
      state: gstStateName(PROFILE_MESSAGES.stateRequired, null),
      stateCode: optionalStateCode,
      zipCode: z.string().trim().length(6, PROFILE_MESSAGES.zipLength).regex(PIN_CODE, PROFILE_MESSAGES.zipInvalid),
      country: requiredText(CONTACT_MESSAGES.countryRequired, 60, null).default('India'),
    })
    .transform(withStateCode),
  marketingConsent: z.boolean().optional(),
  /**
   * The language of order updates (MESSAGE_LANGUAGES: English or Hindi), not of the site, which is
   * written in English only (docs/decisions/184-message-language-separate-from-site-language.md).
   */
  preferredLanguage: z.enum(MESSAGE_LANGUAGES, { error: MESSAGE_LANGUAGE_ERROR }).optional(),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;
