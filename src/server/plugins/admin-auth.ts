/**
 * The admin guard (docs/product.md#admin-auth). `app.requireAdmin` admits a request only with a
 * signed admin cookie naming a live admin row of `sessions` (30 min idle, 12 h absolute, bound to
 * the current ADMIN_PASSWORD: services/admin/admin-session.ts); otherwise it answers
 * 401 {code: 'UNAUTHORIZED', message: 'Admin login required'}. In production the cookie is
 * `__Host-chaabi_admin` (Secure, Path=/, no Domain: no subdomain or plain-http page can set or
 * shadow it, RFC 6265bis §4.1.3.2); elsewhere `chaabi_admin`, since __Host- needs https.
 *
 * Fail closed: every route under /api/admin except PUBLIC_ADMIN_ROUTES gets the guard as its
 * first onRequest hook even when its author forgot it, so it runs before the body is read
 * (no multipart upload is parsed for a stranger). admin-guard.test.ts walks the route table.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ADMIN_LOGIN_MESSAGES } from '#shared/schemas/admin-session';
import { PERMISSIONS, type Permission } from '#shared/staff-roles';
import type { Config } from '../env';
import { AppError } from '../lib/app-error';
import { adminPasswordFingerprint, findAdminSession, type AdminSession } from '../services/admin/admin-session';
import type { Clock } from '../composition-root';
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
  'POST /api/admin/logout',
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
    /** Admits only requests with a live admin session (docs/product.md#admin-auth). */
    requireAdmin: AdminGuard;
    /** The request's live admin session (touched), or null; for routes where admin is optional. */
    findAdminSessionOf: (request: FastifyRequest) => Promise<AdminSession | null>;
    /** The fingerprint of the current ADMIN_PASSWORD that admin sessions are bound to. */
    adminPasswordFingerprint: string;
  }
  interface FastifyRequest {
    /** The admin session once requireAdmin has admitted the request. */
    adminSession: AdminSession | null;
  }
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
export function setAdminCookie(reply: FastifyReply, session: AdminSession, config: Config): void {
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
  app.decorate('adminPasswordFingerprint', adminPasswordFingerprint(config.sessionSecret, config));

  const findAdminSessionOf = async (request: FastifyRequest): Promise<AdminSession | null> => {
    if (request.adminSession) return request.adminSession;
    const sid = readAdminSid(request, config);
    if (!sid) return null;
    request.adminSession = await findAdminSession(db, { sid, fingerprint: app.adminPasswordFingerprint, now: now() });
    return request.adminSession;
  };
  app.decorate('findAdminSessionOf', findAdminSessionOf);

  const requireAdmin: AdminGuard = async (request) => {
    if (!(await findAdminSessionOf(request))) throw new AppError('UNAUTHORIZED', ADMIN_LOGIN_MESSAGES.loginRequired);
  };
  app.decorate('requireAdmin', requireAdmin);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin/') && route.url !== '/api/admin') return;
    if (routeKeys(route).every((key) => PUBLIC_ADMIN_ROUTES.has(key))) return;
    const permission = (route.config as { permission?: unknown } | undefined)?.permission;
    if (typeof permission !== 'string' || !(permission in PERMISSIONS)) {
      throw new Error(`${routeKeys(route).join(', ')} declares no permission (config.permission, shared/staff-roles.ts)`);
    }
    const onRequest = hooksOf(route.onRequest);
    if (!onRequest.includes(requireAdmin)) {
      route.onRequest = [requireAdmin, ...onRequest] as RouteOptions['onRequest'];
    }
  });
}
