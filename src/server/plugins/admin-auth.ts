/**
 * The admin guard (docs/product.md#staff-sign-in, docs/product.md#staff-roles). Every /api/admin
 * route but PUBLIC_ADMIN_ROUTES declares a permission (`config.permission`, shared/staff-roles.ts);
 * registering one without it throws (deny by default). The guard admits a request only with a
 * signed cookie naming a live staff session (30 min idle, 12 h absolute, the person enabled and
 * at their current session epoch: services/staff/staff-session.ts) whose role holds the permission:
 * - no session: 401 {code: 'UNAUTHORIZED', message: 'Admin login required'};
 * - the password is right but the second factor is still due: 401 as above;
 * - production, no second factor yet: 403 MFA_ENROLMENT_REQUIRED except on `self` routes;
 * - the role lacks the permission: 403 FORBIDDEN, no data;
 * - `config.reauth` and no password or code in the last 5 minutes: 403 REAUTH_REQUIRED.
 * In production the cookie is `__Host-chaabi_admin` (Secure, Path=/, no Domain, RFC 6265bis
 * §4.1.3.2); elsewhere `chaabi_admin`, since __Host- needs https.
 *
 * One style (docs/decisions/238): a route declares its permission and this plugin adds the guard as
 * the first onRequest hook of every such route, so it runs before the body is read; route files
 * never name `app.requireAdmin` nor check a role by hand. A route outside /api/admin that declares
 * a permission is staff-only the same way (a signed-in customer there gets 403). admin-guard.test.ts
 * walks the route table; tests/unit/admin-guard-style.test.ts reads the route files.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ADMIN_LOGIN_MESSAGES } from '#shared/schemas/admin-session';
import { PERMISSIONS, roleCan, type Permission } from '#shared/staff-roles';
import type { Config } from '../env';
import { AppError } from '../lib/app-error';
import { findStaffSession, isRecentlyAuthenticated, type AdminSession } from '../services/staff/staff-session';
import type { Clock } from '../lib/clock';
import type { Db } from '../db/client';

/** Name of the admin session cookie outside production (tests, local http). */
export const ADMIN_COOKIE = 'chaabi_admin';
/** Name of the admin session cookie in production. */
export const ADMIN_HOST_COOKIE = '__Host-chaabi_admin';

/** The admin cookie's name for this configuration. */
export function adminCookieName(config: Config): string {
  return config.isProduction ? ADMIN_HOST_COOKIE : ADMIN_COOKIE;
}

/** The /api/admin routes anyone may call: "METHOD /path". */
export const PUBLIC_ADMIN_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/admin/login',
  'POST /api/admin/login/mfa',
  'POST /api/admin/login/passkey/options',
  'POST /api/admin/login/passkey',
  'POST /api/admin/logout',
  'POST /api/admin/staff/accept',
  'POST /api/admin/staff/accept/check',
  'GET /api/admin/session',
  'HEAD /api/admin/session',
  // The storefront reads fonts and colours here (docs/product.md#api); writes to it stay guarded.
  'GET /api/admin/customization-options',
  'HEAD /api/admin/customization-options',
]);

/** A guard usable as an onRequest or preHandler hook. */
export type AdminGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What an /api/admin route needs (shared/staff-roles.ts). Required on every admin route but
     * the public ones: registering one without it throws (deny by default).
     */
    permission?: Permission;
    /** The route also needs a password or second factor entered within the last 5 minutes. */
    reauth?: boolean;
  }
  interface FastifyInstance {
    /** Admits only a live, fully signed-in staff session whose role holds the route's permission. */
    requireAdmin: AdminGuard;
    /**
     * The request's live staff session at any stage (touched), or null; for the sign-in routes
     * and routes where staff is optional. Check `stage` before trusting it.
     */
    findAdminSessionOf: (request: FastifyRequest) => Promise<AdminSession | null>;
  }
  interface FastifyRequest {
    /** The staff session once looked up (requireAdmin or findAdminSessionOf). */
    adminSession: AdminSession | null;
  }
}

/**
 * How an admin write names its author on order timelines and ledgers: `staff:<name>` of the
 * signed-in person (the client shows the name), or `admin` outside a staff session.
 */
export function staffActor(request: FastifyRequest): string {
  return request.adminSession ? `staff:${request.adminSession.staff.name}` : 'admin';
}

/** The session id from the signed cookie, or null when absent or tampered with. */
export function readAdminSid(request: FastifyRequest, config: Config): string | null {
  const raw = request.cookies[adminCookieName(config)];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/**
 * Sets the session cookie: httpOnly, SameSite=Lax, Path=/, no Domain, Secure in production. It
 * lasts until the session's absolute end; the idle timeout is the server's to enforce.
 */
export function setAdminCookie(reply: FastifyReply, session: Pick<AdminSession, 'sid' | 'absoluteExpire'>, config: Config): void {
  reply.setCookie(adminCookieName(config), session.sid, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.isProduction,
    expires: session.absoluteExpire,
  });
}

/** Clears the session cookie. */
export function clearAdminCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(adminCookieName(config), { httpOnly: true, sameSite: 'lax', path: '/', secure: config.isProduction });
}

function routeKeys(route: RouteOptions): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((m) => `${m.toUpperCase()} ${route.url}`);
}

function hooksOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Decorates `app.requireAdmin` and guards every /api/admin route registered afterwards; sessions
 * are looked up in `db` at `now` (the composition root's).
 */
export function installAdminAuth(app: FastifyInstance, { db, now, config }: { db: Db; now: Clock; config: Config }): void {
  app.decorateRequest('adminSession', null);

  const findAdminSessionOf = async (request: FastifyRequest): Promise<AdminSession | null> => {
    if (request.adminSession) return request.adminSession;
    const sid = readAdminSid(request, config);
    if (!sid) return null;
    request.adminSession = await findStaffSession(db, { sid, now: now() });
    return request.adminSession;
  };
  app.decorate('findAdminSessionOf', findAdminSessionOf);

  const requireAdmin: AdminGuard = async (request) => {
    const session = await findAdminSessionOf(request);
    const outside = !(request.routeOptions.url ?? '').startsWith('/api/admin/');
    if (!session || session.stage === 'pending') {
      // Outside /api/admin a signed-in customer is refused, not sent to a staff sign-in (the customer registry).
      if (outside && app.hasDecorator('customerSession') && (await app.customerSession(request))) {
        throw new AppError('FORBIDDEN', ADMIN_LOGIN_MESSAGES.forbidden);
      }
      throw new AppError('UNAUTHORIZED', ADMIN_LOGIN_MESSAGES.loginRequired);
    }
    const { reauth } = request.routeOptions.config;
    // Staff-only routes outside /api/admin: their declared permission (the customer registry), else
    // a session of any role (the API reference in production).
    const permission = request.routeOptions.config.permission ?? (outside ? 'self' : undefined);
    if (session.stage === 'enrol' && permission !== 'self') {
      throw new AppError('MFA_ENROLMENT_REQUIRED', ADMIN_LOGIN_MESSAGES.enrolmentRequired);
    }
    if (!permission || !roleCan(session.staff.role, permission)) throw new AppError('FORBIDDEN', ADMIN_LOGIN_MESSAGES.forbidden);
    if (reauth && !isRecentlyAuthenticated(session, now())) throw new AppError('REAUTH_REQUIRED', ADMIN_LOGIN_MESSAGES.reauthRequired);
  };
  app.decorate('requireAdmin', requireAdmin);

  app.addHook('onRoute', (route) => {
    const permission = (route.config as { permission?: unknown } | undefined)?.permission;
    const admin = route.url.startsWith('/api/admin/') || route.url === '/api/admin';
    // Outside /api/admin a declared permission makes a staff-only route (docs/decisions/238).
    if (!admin && permission === undefined) return;
    if (admin && routeKeys(route).every((key) => PUBLIC_ADMIN_ROUTES.has(key))) return;
    if (typeof permission !== 'string' || !(permission in PERMISSIONS)) {
      throw new Error(`${routeKeys(route).join(', ')} declares no permission (config.permission, shared/staff-roles.ts)`);
    }
    const onRequest = hooksOf(route.onRequest);
    if (!onRequest.includes(requireAdmin)) {
      route.onRequest = [requireAdmin, ...onRequest] as RouteOptions['onRequest'];
    }
  });
}
