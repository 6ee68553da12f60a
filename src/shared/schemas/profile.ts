/** Customer profile contract (spec §5 "Profile", §7 PUT /api/auth/profile). */
import { z } from 'zod';
import { freeText } from '../free-text';
import { INDIAN_MOBILE_DIGITS } from '../phone';
import { ORDER_MESSAGES } from './order';

/** Spec §5 profile messages. */
export const PROFILE_MESSAGES = {
  phoneInvalid: ORDER_MESSAGES.phoneInvalid,
  phoneLength: 'Phone number must be 10 digits',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipInvalid: 'Please enter a valid PIN code',
  zipLength: 'PIN code must be 6 digits',
} as const;

/** PUT /api/auth/profile body. */
export const UpdateProfileRequest = z.object({
  phone: z.string().trim().length(10, PROFILE_MESSAGES.phoneLength).regex(INDIAN_MOBILE_DIGITS, PROFILE_MESSAGES.phoneInvalid),
  address: z.object({
    street: freeText(z.string().trim().min(1, PROFILE_MESSAGES.streetRequired).max(200)),
    city: freeText(z.string().trim().min(1, PROFILE_MESSAGES.cityRequired).max(100)),
    state: freeText(z.string().trim().min(1, PROFILE_MESSAGES.stateRequired).max(100)),
    zipCode: z
      .string()
      .trim()
      .length(6, PROFILE_MESSAGES.zipLength)
      .regex(/^\d{6}$/, PROFILE_MESSAGES.zipInvalid),
    country: z.string().trim().min(1).default('India'),
  }),
  marketingConsent: z.boolean().optional(),
  preferredLanguage: z.string().trim().min(2).max(10).optional(),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;
