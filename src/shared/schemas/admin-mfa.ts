/**
 * Second-factor contracts of staff accounts (docs/product.md#staff-sign-in): the account screen's
 * GET /api/admin/me/mfa, authenticator-app and passkey enrolment, recovery codes, and the passkey
 * step of sign-in.
 */
import { z } from 'zod';

/** GET /api/admin/me/mfa: what the signed-in person has enrolled. */
export const MfaStatus = z.object({
  totp: z.boolean(),
  passkeys: z.array(z.object({ id: z.number().int(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })),
  recoveryCodesLeft: z.number().int(),
  /** Whether removing the last factor is refused (production: every staff member keeps one). */
  factorRequired: z.boolean(),
});
export type MfaStatus = z.infer<typeof MfaStatus>;

/** POST /api/admin/me/mfa/totp answer: the new secret (base32) and its otpauth:// URI for the QR code. */
export const TotpSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetupResponse = z.infer<typeof TotpSetupResponse>;

/** POST /api/admin/me/mfa/totp/confirm body. */
export const TotpConfirmRequest = z.object({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the app'),
});

/** A fresh set of recovery codes, shown once. */
export const RecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;

/** WebAuthn options as @simplewebauthn/browser takes them (opaque to our contract but for the challenge). */
export const WebAuthnOptions = z.looseObject({ challenge: z.string() });

/** A WebAuthn credential as @simplewebauthn/browser returns it (checked in full by the server library). */
export const WebAuthnCredentialJson = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
  clientExtensionResults: z.looseObject({}),
});

/** POST /api/admin/me/mfa/passkeys body: the new credential and a name for it. */
export const PasskeyRegisterRequest = z.object({
  response: WebAuthnCredentialJson,
  name: z.string().trim().min(1, 'Name the passkey').max(60).default('Passkey'),
});

/** POST /api/admin/me/mfa/passkeys answer: the passkey, and recovery codes when it is the first factor. */
export const PasskeyRegisterResponse = z.object({ id: z.number().int(), recoveryCodes: z.array(z.string()).nullable() });
export type PasskeyRegisterResponse = z.infer<typeof PasskeyRegisterResponse>;

/** POST /api/admin/login/passkey body. */
export const PasskeyLoginRequest = z.object({ response: WebAuthnCredentialJson });

/** The answer of a step that completes sign-in or re-authentication. */
export const MfaDoneResponse = z.object({ success: z.literal(true) });
