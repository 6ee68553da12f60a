/**
 * Staff sign-in contracts (docs/product.md#staff-sign-in): POST /api/admin/login, /login/mfa,
 * /logout, /reauth, GET /api/admin/session.
 */
import { z } from 'zod';
import { PERMISSIONS, STAFF_ROLES, type Permission } from '../staff-roles';

/** docs/product.md#staff-sign-in texts of the sign-in gate. */
export const ADMIN_LOGIN_MESSAGES = {
  /** The same whether or not the e-mail belongs to anyone. */
  incorrectPassword: 'Incorrect e-mail or password',
  loginRequired: 'Admin login required',
  incorrectCode: 'That code is not right, or it was already used',
  codeStepExpired: 'Sign in again: the code step has expired',
  forbidden: 'Your role cannot do this',
  reauthRequired: 'Confirm it is you: enter your password or a code again',
  enrolmentRequired: 'Set up a second factor (authenticator app or passkey) before you continue',
  locked: 'Too many attempts. Wait a few minutes and try again.',
} as const;

/** A staff e-mail: trimmed and lower-cased. */
export const StaffEmail = z
  .string({ error: 'E-mail is required' })
  .trim()
  .min(3, 'E-mail is required')
  .max(254)
  .pipe(z.email('Enter a valid e-mail address'))
  .transform((email) => email.toLowerCase());

/** POST /api/admin/login body. */
export const AdminLoginRequest = z.object({
  email: StaffEmail,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type AdminLoginRequest = z.input<typeof AdminLoginRequest>;

/** The second factors a person can finish signing in with. */
export const SecondFactorMethod = z.enum(['totp', 'passkey', 'recovery']);
export type SecondFactorMethod = z.infer<typeof SecondFactorMethod>;

/** POST /api/admin/login answer: signed in, or a second factor is still needed. */
export const AdminLoginResponse = z.union([
  z.object({ success: z.literal(true), mfaRequired: z.literal(false).optional() }),
  z.object({ mfaRequired: z.literal(true), methods: z.array(SecondFactorMethod) }),
]);
export type AdminLoginResponse = z.infer<typeof AdminLoginResponse>;

/** POST /api/admin/logout answer. */
export const AdminLogoutResponse = z.object({ success: z.literal(true) });

/** POST /api/admin/login/mfa body: a 6-digit authenticator code or a recovery code. */
export const AdminMfaRequest = z.object({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .min(6, 'Enter the 6-digit code or a recovery code')
    .max(40, 'Enter the 6-digit code or a recovery code'),
});

/** POST /api/admin/reauth body: the password or a second-factor code. */
export const AdminReauthRequest = z.union([
  z.object({ password: z.string().min(1, 'Password is required').max(200) }),
  z.object({ code: z.string().trim().min(6).max(40) }),
]);

/** The signed-in staff member as the client sees them. */
export const StaffMe = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]])),
  /** Whether a second factor is set up (authenticator app or passkey). */
  hasSecondFactor: z.boolean(),
  /** True in production until a second factor is enrolled: only the account screen is open. */
  mustEnrol: z.boolean(),
});
export type StaffMe = z.infer<typeof StaffMe>;

/** GET /api/admin/session answer: whether the request carries a live staff session, and whose. */
export const AdminSessionResponse = z.object({ authenticated: z.boolean(), me: StaffMe.optional() });
export type AdminSessionResponse = z.infer<typeof AdminSessionResponse>;
