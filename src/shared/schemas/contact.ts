/**
 * Contact and address rules, once for every form and request that asks for them
 * (docs/product.md#checkout-order, docs/product.md#profile, docs/product.md#admin-inputs,
 * docs/product.md#dealer-inputs): the spec's messages, the PIN code rule and the field builders the
 * order, dealer and profile schemas compose. The phone rule itself is shared/phone.ts; this module
 * gives it its messages. The state is one of today's GST states (shared/gst-states.ts) and every
 * address carries its GST state code beside the name (docs/decisions/049-address-state-codes.md);
 * the server also checks the state against the PIN code's (services/pincodes).
 */
import { z } from 'zod';
import { documentTextProblem } from '../document-text';
import { freeText } from '../free-text';
import { GST_STATE_CODES, gstStateByName } from '../gst-states';
import { INDIAN_MOBILE_DIGITS, INDIAN_MOBILE_WITH_PREFIX, nationalMobileNumber, withIndiaPrefix } from '../phone';

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
  /** A state name that is not one of the GST states. */
  stateUnknown: 'Please choose a state from the list',
  /** A state code that names another state than the state name. */
  stateCodeMismatch: 'The state and its GST state code do not match',
  countryRequired: 'Country is required',
} as const;

/** An Indian PIN code: exactly 6 digits (docs/product.md#dealer-inputs). */
export const PIN_CODE = /^\d{6}$/;

/** Longest e-mail address (RFC 5321 path limit). */
export const MAX_EMAIL = 254;

/**
 * Adds the documents' rule to a text schema: text the invoices and courier labels cannot print
 * (a script no PDF face draws, shared/document-text) is refused with a message asking for English
 * letters and naming the letters (docs/product.md#document-scripts). Use it on every field whose
 * text reaches a document: names, addresses, the seller's details, option names.
 */
export function printableText(schema: z.ZodString): z.ZodString {
  return schema.superRefine((value, ctx) => {
    const problem = documentTextProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/**
 * The message of a text field over its limit of `max` characters, as the admin forms word it:
 * "Use at most 120 characters". Without it zod's schema-level error (the "is required" message)
 * would answer a 2,000-character name too (docs/product.md#validation).
 */
export function tooLongMessage(max: number): string {
  return `Use at most ${max} characters`;
}

/**
 * A required single-line text field: trimmed, NFC, free of invisible characters
 * (shared/free-text), 1 to `max` characters, printable on the shop's documents (printableText);
 * `message` when blank, tooLongMessage(max) when longer. `whenMissing` is the message when the field is absent or not a string:
 * `message` unless given; null keeps zod's own.
 */
export function requiredText(message: string, max: number, whenMissing: string | null = message): z.ZodString {
  return printableText(
    freeText(
      z
        .string(whenMissing === null ? undefined : { error: whenMissing })
        .trim()
        .min(1, message)
        .max(max, tooLongMessage(max)),
    ),
  );
}

/** An optional second address line, up to 200 characters of free text the documents can print. */
export const addressLine2 = printableText(freeText(z.string().trim().max(200))).optional();

/** The e-mail format check alone, with the spec's message (for a field whose blank check is its own). */
export const emailFormat = z.email(CONTACT_MESSAGES.emailInvalid);

/**
 * A required e-mail address, trimmed, at most MAX_EMAIL characters: `whenBlank` when absent or
 * blank (checkout: "Email is required"; the dealer form says "Please enter a valid email address").
 */
export function emailAddress(whenBlank: string = CONTACT_MESSAGES.emailRequired) {
  return z.string({ error: whenBlank }).trim().min(1, whenBlank).max(MAX_EMAIL).pipe(emailFormat);
}

/** A phone in any of the checkout's formats as its 10 digits (nationalMobileNumber); other text unchanged, for the check to refuse. */
export function asMobileDigits(value: string): string {
  return nationalMobileNumber(value) ?? value;
}

/**
 * An Indian mobile number in any of the checkout's formats (shared/phone), kept as the bare 10
 * digits forms keep, with `message` when it is not one.
 */
export function mobileDigits(message: string = CONTACT_MESSAGES.phoneInvalid): z.ZodString {
  return z.string().trim().overwrite(asMobileDigits).regex(INDIAN_MOBILE_DIGITS, message);
}

/** An Indian mobile number in any of the checkout's formats, kept as "+91 " and 10 digits, as order requests carry a phone (shared/phone). */
export const mobileWithPrefix = z
  .string()
  .trim()
  .overwrite((value) => {
    const digits = nationalMobileNumber(value);
    return digits ? withIndiaPrefix(digits) : value;
  })
  .regex(INDIAN_MOBILE_WITH_PREFIX, CONTACT_MESSAGES.phoneInvalid);

/** The 6-digit PIN code check alone (for a field whose blank check is its own). */
export const pinCodeFormat = z.string().regex(PIN_CODE, CONTACT_MESSAGES.pinCodeInvalid);

/** A required Indian PIN code (checkout and order request): "PIN code is required", then 6 digits. */
export const pinCode = z
  .string({ error: CONTACT_MESSAGES.pinCodeRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.pinCodeRequired)
  .regex(PIN_CODE, CONTACT_MESSAGES.pinCodeInvalid);

/**
 * A required state: one of the GST states by any spelling `gstStateByName` knows ("TAMIL NADU",
 * "Orissa"), answered as today's name. `message` when blank; `whenMissing` as for requiredText.
 */
export function gstStateName(message: string, whenMissing: string | null = message) {
  return requiredText(message, 100, whenMissing)
    .refine((name) => gstStateByName(name) !== undefined, CONTACT_MESSAGES.stateUnknown)
    .transform((name) => gstStateByName(name)?.name ?? name);
}

/** An optional GST state code in a request; the server derives it from the state name when absent. */
export const optionalStateCode = z.enum(GST_STATE_CODES, { error: CONTACT_MESSAGES.stateUnknown }).optional();

/**
 * Adds the GST state code to a parsed address (docs/decisions/049-address-state-codes.md): the
 * code sent must name the same state as the name (else an issue on `state`), and a missing
 * one is taken from the name. Apply to an object schema with `state` (from gstStateName) and
 * `stateCode` (optionalStateCode).
 */
export function withStateCode<T extends { state: string; stateCode?: string | undefined }>(
  address: T,
  ctx: z.RefinementCtx,
): Omit<T, 'stateCode'> & { stateCode: string } {
  const byName = gstStateByName(address.state);
  if (address.stateCode !== undefined && byName?.code !== address.stateCode) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: CONTACT_MESSAGES.stateCodeMismatch });
    return z.NEVER;
  }
  return { ...address, stateCode: byName?.code ?? '' };
}

/**
 * A postal address as orders, profiles and the admin answer it (docs/product.md#orders,
 * docs/product.md#users-and-registry).
 */
export const PostalAddress = z.object({
  street: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  /** GST state code of `state` (docs/decisions/049); null for an old address whose state was not recognised. */
  stateCode: z.string().nullable().optional(),
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
    ...(address.stateCode !== undefined ? { stateCode: address.stateCode } : {}),
    zipCode: address.zipCode,
    country: address.country,
  };
}
