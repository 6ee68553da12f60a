/**
 * Admin session contracts (docs/product.md#admin-calls POST /api/admin/login,
 * docs/product.md#admin-auth).
 */
import { z } from 'zod';

/** docs/product.md#admin-messages texts of the admin password gate. */
export const ADMIN_LOGIN_MESSAGES = {
  incorrectPassword: 'Incorrect password',
  loginRequired: 'Admin login required',
} as const;

/** POST /api/admin/login body. */
export const AdminLoginRequest = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequest>;

/** POST /api/admin/login and /logout answer. */
export const AdminLoginResponse = z.object({ success: z.literal(true) });
export type AdminLoginResponse = z.infer<typeof AdminLoginResponse>;

/** GET /api/admin/session answer: whether the request carries a live admin session. */
export const AdminSessionResponse = z.object({ authenticated: z.boolean() });
export type AdminSessionResponse = z.infer<typeof AdminSessionResponse>;
