/**
 * Customer profile contract (docs/product.md#profile, docs/product.md#customer-calls PUT
 * /api/auth/profile).
 */
import { z } from 'zod';
import { CONTACT_MESSAGES, PIN_CODE, asMobileDigits, gstStateName, optionalStateCode, requiredText, withStateCode } from './contact';
import { INDIAN_MOBILE_DIGITS } from '../phone';

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

/** The languages the shop is written in (docs/product.md#profile): English only, for now. */
export const SHOP_LANGUAGES = ['en'] as const;

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
  preferredLanguage: z.enum(SHOP_LANGUAGES, { error: 'Choose a language the shop offers: English (en)' }).optional(),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;
