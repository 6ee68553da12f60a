/** Staff sign-in, sign-out, re-authentication and the session probe (docs/product.md#staff-sign-in). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_LOGIN_MESSAGES,
  AdminLoginRequest,
  AdminLoginResponse,
  AdminLogoutResponse,
  AdminSessionResponse,
  type StaffMe,
} from '#shared/schemas/admin-session';
import { permissionsOf } from '#shared/staff-roles';
import { AppError } from '../../lib/app-error';
import { securityEvent } from '../../lib/security-log';
import { clearAdminCookie, readAdminSid, setAdminCookie } from '../../plugins/admin-auth';
import { appendAudit } from '../../services/staff/audit-log';
import { secondFactorMethods } from '../../services/staff/second-factors';
import { checkStaffPassword } from '../../services/staff/sign-in';
import { createStaffSession, destroyStaffSession, type AdminSession } from '../../services/staff/staff-session';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../env';

/** Sign-in attempts per IP (docs/product.md#staff-sign-in: failed sign-ins are limited per address too). */
export const ADMIN_LOGIN_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;

/** The 429 of a locked sign-in step, waiting `seconds` (docs/product.md#staff-sign-in). */
export function lockedError(seconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', ADMIN_LOGIN_MESSAGES.locked, { headers: { 'Retry-After': String(seconds) } });
}

/** Where a request came from, for the audit log. */
export function requestOrigin(request: FastifyRequest): { ip: string; userAgent: string | null } {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** The signed-in person as GET /api/admin/session tells the client. */
export async function staffMe(db: Db, session: AdminSession): Promise<StaffMe> {
  const methods = await secondFactorMethods(db, session.staff.id);
  return {
    id: session.staff.id,
    email: session.staff.email,
    name: session.staff.name,
    role: session.staff.role,
    permissions: permissionsOf(session.staff.role),
    hasSecondFactor: methods.length > 0,
    mustEnrol: session.stage === 'enrol',
  };
}

export async function adminSessionRoutes(
  app: FastifyInstance,
  opts: { db: Db; now: Clock; config: Config; rateLimit?: boolean },
): Promise<void> {
  const { db, now, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // POST /api/admin/login — e-mail and password → a session, or a pending one while a second factor is due
  r.post(
    '/login',
    {
      schema: {
        summary: 'Staff sign-in, step 1: e-mail and password (a session, or { mfaRequired } while a second factor is due)',
        body: AdminLoginRequest,
        response: { 200: AdminLoginResponse },
      },
      config: opts.rateLimit === false ? {} : { rateLimit: ADMIN_LOGIN_LIMIT },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const at = now();
      const check = await checkStaffPassword(db, { email, password, address: request.ip, now: at });
      if (!check.ok) {
        securityEvent(request, 'admin_login_failed');
        await appendAudit(db, { at, action: 'sign_in.failed', email, status: check.locked ? 429 : 401, ...requestOrigin(request) });
        if (check.locked) throw lockedError(check.retryAfterSeconds);
        throw new AppError('UNAUTHORIZED', ADMIN_LOGIN_MESSAGES.incorrectPassword);
      }
      const person = check.staff;
      const methods = await secondFactorMethods(db, person.id);
      const stage = methods.length > 0 ? 'pending' : config.isProduction ? 'enrol' : 'full';
      const session = await createStaffSession(db, {
        staffId: person.id,
        epoch: person.sessionEpoch,
        stage,
        now: at,
        previousSid: readAdminSid(request, config),
      });
      setAdminCookie(reply, session, config);
      const staffRef = { id: person.id, email: person.email, role: person.role };
      await appendAudit(db, {
        at,
        staff: staffRef,
        action: stage === 'pending' ? 'sign_in.password' : 'sign_in',
        ...requestOrigin(request),
      });
      if (stage === 'pending') return { mfaRequired: true as const, methods };
      return { success: true as const };
    },
  );

  // POST /api/admin/logout — idempotent: destroys the caller's session if any, clears the cookie
  r.post(
    '/logout',
    {
      schema: { summary: "Staff sign-out: destroy the caller's session if any, clear the cookie", response: { 200: AdminLogoutResponse } },
    },
    async (request, reply) => {
      const sid = readAdminSid(request, config);
      if (sid) await destroyStaffSession(db, sid);
      clearAdminCookie(reply, config);
      return { success: true as const };
    },
  );

  // GET /api/admin/session — does this browser hold a live staff session, and whose?
  r.get(
    '/session',
    { schema: { summary: 'Whether this browser holds a live staff session, and whose', response: { 200: AdminSessionResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const session = await app.findAdminSessionOf(request);
      if (!session || session.stage === 'pending') return { authenticated: false };
      return { authenticated: true, me: await staffMe(db, session) };
    },
  );
}
