/** Dealer login rules and messages (spec §5 "Dealer portal", §8 "Dealer" login). */
import { z } from 'zod';
import { DEALER_MESSAGES } from '#shared/schemas/dealer';
import { CheckPhoneRequest, DealerLoginRequest, SetupPinRequest } from '#shared/schemas/dealer-portal';
import { INDIAN_MOBILE_DIGITS } from '#shared/phone';
import { ApiError } from '../api/fetch';

/** Login and setup toasts (spec §8). */
export const LOGIN_TOASTS = {
  notFound: { title: 'Dealer Not Found', description: 'Phone number not found. Please contact admin to create your dealer account.' },
  inactive: { title: 'Account Inactive', description: DEALER_MESSAGES.inactive },
  pinMismatch: { title: 'PIN Mismatch', description: DEALER_MESSAGES.pinMismatch },
  invalidSetupPin: { title: 'Invalid PIN', description: DEALER_MESSAGES.pinSetupInvalid },
  loginFailedTitle: 'Login Failed',
  setupFailedTitle: 'Setup Failed',
  loginErrorTitle: 'Login Error',
} as const;

/** True for exactly 10 digits. */
export function isValidDealerPhone(phone: string): boolean {
  return INDIAN_MOBILE_DIGITS.test(phone);
}

/** The setup-code field's message (the same text the server answers for a malformed code). */
export const SETUP_CODE_MESSAGE = DEALER_MESSAGES.setupCodeInvalid;

/** True when a typed setup code is well formed (10 characters once spaces and hyphens are dropped). */
export function isValidSetupCode(typed: string): boolean {
  return SetupPinRequest.shape.setupCode.safeParse(typed).success;
}

/** True for 4 to 6 digits. */
export function isValidPin(pin: string): boolean {
  return /^\d{4,6}$/.test(pin);
}

/** Where the login goes after POST /api/dealer/check-phone. */
export type PhoneCheckStep = 'not-found' | 'inactive' | 'setup' | 'pin';

/** The next step for a check-phone answer: unknown, inactive, first-time setup or the PIN step. */
export function stepForPhoneCheck(answer: { exists: boolean; isActive: boolean; needsSetup: boolean }): PhoneCheckStep {
  if (!answer.exists) return 'not-found';
  if (!answer.isActive) return 'inactive';
  return answer.needsSetup ? 'setup' : 'pin';
}

/** Seconds from a 429 body's retryAfter field or its message ("… in 30 seconds"), if any. */
function retryAfterSeconds(error: ApiError): number | null {
  const body = error.body as { retryAfter?: unknown } | null;
  if (body && typeof body.retryAfter === 'number' && body.retryAfter > 0) return Math.ceil(body.retryAfter);
  return null;
}

/**
 * The description of a failed login or setup: the server's message (which explains 429 waits
 * and 423 disabled PINs), with the wait time added when the server gave only a number, else
 * `fallback` ("Invalid PIN" for login).
 */
export function loginFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const body = error.body as { message?: unknown } | null;
  const message = body && typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  if (error.status === 429) {
    const seconds = retryAfterSeconds(error);
    const base = message ?? 'Too many attempts.';
    return seconds !== null && !/\d/.test(base) ? `${base} Try again in ${seconds} seconds.` : base;
  }
  if (error.status === 423)
    return message ?? 'Your PIN has been disabled after too many failed attempts. Please contact admin to reset it.';
  return message ?? fallback;
}

/** The phone step's form: the shared rule of POST /api/dealer/check-phone. */
export const PhoneStepForm = CheckPhoneRequest;
export type PhoneStepForm = z.infer<typeof PhoneStepForm>;

/** The PIN step's form: the PIN rule of POST /api/dealer/login (the phone is already known). */
export const PinStepForm = DealerLoginRequest.pick({ pin: true });
export type PinStepForm = z.infer<typeof PinStepForm>;

/**
 * The first-time setup form, one message at a time in the order the dealer fixes them: the
 * shared setup-code rule, then the two PINs match, then 4-6 digits (spec §5). The server still
 * refuses a common PIN with its own message. The code is sent as typed; the server normalises it.
 */
export const SetupStepForm = z.object({ setupCode: z.string(), newPin: z.string(), confirmPin: z.string() }).superRefine((form, ctx) => {
  if (!isValidSetupCode(form.setupCode)) ctx.addIssue({ code: 'custom', path: ['setupCode'], message: SETUP_CODE_MESSAGE });
  else if (form.newPin !== form.confirmPin) ctx.addIssue({ code: 'custom', path: ['confirmPin'], message: DEALER_MESSAGES.pinMismatch });
  else if (!isValidPin(form.newPin)) ctx.addIssue({ code: 'custom', path: ['newPin'], message: DEALER_MESSAGES.pinSetupInvalid });
});
export type SetupStepForm = z.infer<typeof SetupStepForm>;
