/** Admin login, logout and session probe (docs/product.md#api, docs/product.md#admin-auth). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminLoginRequest, AdminLoginResponse, AdminSessionResponse, ADMIN_LOGIN_MESSAGES } from '#shared/schemas/admin-session';
import { AppError } from '../../lib/app-error';
import { securityEvent } from '../../lib/security-log';
import { clearAdminCookie, readAdminSid, setAdminCookie } from '../../plugins/admin-auth';
import { createAdminSession, destroyAdminSession, verifyAdminPassword } from '../../services/admin/admin-session';
import type { Db } from '../../db/client';
import type { Clock } from '../../composition-root';
import type { Config } from '../../env';

/** Login attempts per IP (docs/product.md#security: failed logins are rate limited). */
export const ADMIN_LOGIN_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;

export async function adminSessionRoutes(
  app: FastifyInstance,
  opts: { db: Db; now: Clock; config: Config; rateLimit?: boolean },
): Promise<void> {
  const { db, now, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // POST /api/admin/login — check the password in constant time, open a session, set the cookie
  r.post(
    '/login',
    {
      schema: {
        summary: 'Staff sign-in: check the password in constant time, open a session, set the cookie',
        body: AdminLoginRequest,
        response: { 200: AdminLoginResponse },
      },
      config: opts.rateLimit === false ? {} : { rateLimit: ADMIN_LOGIN_LIMIT },
    },
    async (request, reply) => {
      if (!(await verifyAdminPassword(request.body.password, config))) {
        securityEvent(request, 'admin_login_failed');
        throw new AppError('UNAUTHORIZED', ADMIN_LOGIN_MESSAGES.incorrectPassword);
      }
      const session = await createAdminSession(db, {
        fingerprint: app.adminPasswordFingerprint,
        now: now(),
        previousSid: readAdminSid(request, config),
      });
      setAdminCookie(reply, session, config);
      return { success: true as const };
    },
  );

  // POST /api/admin/logout — idempotent: destroys the caller's session if any, clears the cookie
  r.post(
    '/logout',
    { schema: { summary: "Staff sign-out: destroy the caller's session if any, clear the cookie", response: { 200: AdminLoginResponse } } },
    async (request, reply) => {
      const sid = readAdminSid(request, config);
      if (sid) await destroyAdminSession(db, sid);
      clearAdminCookie(reply, config);
      return { success: true as const };
    },
  );

  // GET /api/admin/session — does this browser hold a live admin session?
  r.get(
    '/session',
    { schema: { summary: 'Whether this browser holds a live admin session', response: { 200: AdminSessionResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { authenticated: (await app.findAdminSessionOf(request)) !== null };
    },
  );
}
