/**
 * Contact and address rules, once for every form and request that asks for them
 * (docs/product.md#checkout-order, docs/product.md#profile, docs/product.md#admin-inputs,
 * docs/product.md#dealer-inputs): the spec's messages, the PIN code rule and the field builders the
 * order, dealer and profile schemas compose. The phone rule itself is shared/phone.ts; this module
 * gives it its messages. The state is free text: the checkout and profile selects offer the Indian
 * states (client/shop/checkout/indian-states.ts), the server takes what it is sent.
 */
import { z } from 'zod';
import { freeText } from '../free-text';
import { INDIAN_MOBILE_DIGITS, INDIAN_MOBILE_WITH_PREFIX } from '../phone';

/**
 * docs/product.md#checkout-order messages of the contact and address fields (checkout, profile,
 * dealer forms).
 */
export const CONTACT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  customerNameRequired: 'Customer name is required',
  /** Checkout, order request, profile, dealer order. */
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  /** Profile: a phone of another length. */
  phoneLength: 'Phone number must be 10 digits',
  /** Dealer sign-in and the admin's dealer form. */
  phoneExactly: 'Phone number must be exactly 10 digits',
  /** Checkout: the first address line. */
  addressLine1Required: 'Address line 1 is required',
  /** Profile and dealer business address. */
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  pinCodeRequired: 'PIN code is required',
  /** Checkout, order request and dealer order. */
  pinCodeInvalid: 'Please enter a valid 6-digit PIN code',
  /** Profile: six characters that are not all digits. */
  pinCodeNotDigits: 'Please enter a valid PIN code',
  /** Profile: a PIN code of another length. */
  pinCodeLength: 'PIN code must be 6 digits',
  /** Dealer business address (any postal code up to 20 characters). */
  zipRequired: 'Zip code is required',
  countryRequired: 'Country is required',
} as const;

/** An Indian PIN code: exactly 6 digits (docs/product.md#dealer-inputs). */
export const PIN_CODE = /^\d{6}$/;

/** Longest e-mail address (RFC 5321 path limit). */
export const MAX_EMAIL = 254;

/**
 * A required single-line text field: trimmed, NFC, free of invisible characters
 * (shared/free-text), 1 to `max` characters; `message` when blank. `whenMissing` is the
 * message when the field is absent or not a string: `message` unless given; null keeps zod's own.
 */
export function requiredText(message: string, max: number, whenMissing: string | null = message): z.ZodString {
  return freeText(
    z
      .string(whenMissing === null ? undefined : { error: whenMissing })
      .trim()
      .min(1, message)
      .max(max),
  );
}

/** An optional second address line, up to 200 characters of free text. */
export const addressLine2 = freeText(z.string().trim().max(200)).optional();

/** The e-mail format check alone, with the spec's message (for a field whose blank check is its own). */
export const emailFormat = z.email(CONTACT_MESSAGES.emailInvalid);

/**
 * A required e-mail address, trimmed, at most MAX_EMAIL characters: `whenBlank` when absent or
 * blank (checkout: "Email is required"; the dealer form says "Please enter a valid email address").
 */
export function emailAddress(whenBlank: string = CONTACT_MESSAGES.emailRequired) {
  return z.string({ error: whenBlank }).trim().min(1, whenBlank).max(MAX_EMAIL).pipe(emailFormat);
}

/** A bare 10-digit Indian mobile number as forms keep it (shared/phone), with `message` when it is not one. */
export function mobileDigits(message: string = CONTACT_MESSAGES.phoneInvalid): z.ZodString {
  return z.string().trim().regex(INDIAN_MOBILE_DIGITS, message);
}

/** "+91 " and 10 digits, as order requests carry a phone (shared/phone). */
export const mobileWithPrefix = z.string().trim().regex(INDIAN_MOBILE_WITH_PREFIX, CONTACT_MESSAGES.phoneInvalid);

/** The 6-digit PIN code check alone (for a field whose blank check is its own). */
export const pinCodeFormat = z.string().regex(PIN_CODE, CONTACT_MESSAGES.pinCodeInvalid);

/** A required Indian PIN code (checkout and order request): "PIN code is required", then 6 digits. */
export const pinCode = z
  .string({ error: CONTACT_MESSAGES.pinCodeRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.pinCodeRequired)
  .regex(PIN_CODE, CONTACT_MESSAGES.pinCodeInvalid);

/**
 * A postal address as orders, profiles and the admin answer it (docs/product.md#orders,
 * docs/product.md#users-and-registry).
 */
export const PostalAddress = z.object({
  street: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});
export type PostalAddress = z.infer<typeof PostalAddress>;

/** The address fields alone, in spec order, without an empty addressLine2: what an order stores and the admin reads. */
export function postalAddress(address: PostalAddress): PostalAddress {
  return {
    street: address.street,
    ...(address.addressLine2 ? { addressLine2: address.addressLine2 } : {}),
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    country: address.country,
  };
}
