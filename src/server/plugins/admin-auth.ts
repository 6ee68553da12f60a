/**
 * The admin guard (DESIGN.md §5). `app.requireAdmin` admits a request only with a signed
 * `chaabi_admin` cookie naming a live admin row of `sessions`; otherwise it answers
 * 401 {code: 'UNAUTHORIZED', message: 'Admin login required'}.
 *
 * Fail closed: every route under /api/admin except PUBLIC_ADMIN_ROUTES gets the guard as its
 * first onRequest hook even when its author forgot it, so it runs before the body is read
 * (no multipart upload is parsed for a stranger). admin-guard.test.ts walks the route table.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Config } from '../env';
import { AppError } from '../lib/app-error';
import { findAdminSession, type AdminSession } from '../services/admin/admin-session';

/** Name of the admin session cookie. */
export const ADMIN_COOKIE = 'chaabi_admin';

/** The /api/admin routes anyone may call: "METHOD /path". */
export const PUBLIC_ADMIN_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'GET /api/admin/session',
  'HEAD /api/admin/session',
  // The storefront reads fonts and colours here (spec §7); writes to it stay guarded.
  'GET /api/admin/customization-options',
  'HEAD /api/admin/customization-options',
]);

/** A guard usable as an onRequest or preHandler hook. */
export type AdminGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Admits only requests with a live admin session (DESIGN.md §5). */
    requireAdmin: AdminGuard;
  }
  interface FastifyRequest {
    /** The admin session once requireAdmin has admitted the request. */
    adminSession: AdminSession | null;
  }
}

/** The session id from the signed cookie, or null when absent or tampered with. */
export function readAdminSid(request: FastifyRequest): string | null {
  const raw = request.cookies[ADMIN_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** Sets the session cookie: httpOnly, SameSite=Lax, path /, Secure in production. */
export function setAdminCookie(reply: FastifyReply, session: AdminSession, config: Config): void {
  reply.setCookie(ADMIN_COOKIE, session.sid, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.isProduction,
    expires: session.expire,
  });
}

/** Clears the session cookie. */
export function clearAdminCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(ADMIN_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: config.isProduction });
}

function routeKeys(route: RouteOptions): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((m) => `${m.toUpperCase()} ${route.url}`);
}

function hooksOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Decorates `app.requireAdmin` and guards every /api/admin route registered afterwards. */
export function installAdminAuth(app: FastifyInstance): void {
  app.decorateRequest('adminSession', null);

  const requireAdmin: AdminGuard = async (request) => {
    if (request.adminSession) return; // already admitted (guard listed twice)
    const sid = readAdminSid(request);
    const session = sid ? await findAdminSession(app.db, sid) : null;
    if (!session) throw new AppError('UNAUTHORIZED', 'Admin login required');
    request.adminSession = session;
  };
  app.decorate('requireAdmin', requireAdmin);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin/') && route.url !== '/api/admin') return;
    if (routeKeys(route).every((key) => PUBLIC_ADMIN_ROUTES.has(key))) return;
    const onRequest = hooksOf(route.onRequest);
    if (!onRequest.includes(requireAdmin)) {
      route.onRequest = [requireAdmin, ...onRequest] as RouteOptions['onRequest'];
    }
  });
}
