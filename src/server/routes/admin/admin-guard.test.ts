/**
 * Every /api/admin route needs a staff session (docs/product.md#staff-sign-in). This walks the real
 * route table as buildApp registers it, so a route added later without the guard fails here.
 * The allow-list is spelled out below on purpose: widening the plugin's list must fail too.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { withTestApp } from '#tests/support/per-file';

const PUBLIC = new Set([
  'POST /api/admin/login',
  'POST /api/admin/login/mfa',
  'POST /api/admin/login/passkey/options',
  'POST /api/admin/login/passkey',
  'POST /api/admin/logout',
  'POST /api/admin/staff/accept',
  'POST /api/admin/staff/accept/check',
  'GET /api/admin/session',
  'HEAD /api/admin/session',
  'GET /api/admin/customization-options',
  'HEAD /api/admin/customization-options',
]);

const routes: { method: string; url: string; permission: unknown }[] = [];
let app: FastifyInstance;
withTestApp((t) => (app = t.app), {
  onRoute: (route: RouteOptions) => {
    const permission = (route.config as { permission?: unknown } | undefined)?.permission;
    for (const method of [route.method].flat()) routes.push({ method: method.toUpperCase(), url: route.url, permission });
  },
});

const adminRoutes = () => routes.filter((r) => r.url === '/api/admin' || r.url.startsWith('/api/admin/'));
const guarded = () => adminRoutes().filter((r) => !PUBLIC.has(`${r.method} ${r.url}`));

/** A concrete URL for a route pattern: every :param becomes 1, a wildcard becomes x. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1').replace(/\*$/, 'x');
}

describe('admin route guard', () => {
  it('sees the admin routes of the route table', () => {
    const keys = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(keys).toEqual(expect.arrayContaining(['POST /api/admin/login', 'GET /api/admin/orders', 'PATCH /api/admin/orders/:id']));
    expect(guarded().length).toBeGreaterThanOrEqual(2);
  });

  it('every non-public /api/admin route declares its permission (docs/decisions/238)', () => {
    const undeclared = guarded()
      .filter((r) => typeof r.permission !== 'string')
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('a route outside /api/admin that declares a permission is staff-only: 401 signed out', async () => {
    const registry = routes.find((r) => r.url === '/api/customer-registry' && r.method === 'GET');
    expect(registry?.permission).toBe('customers:read');
    const res = await app.inject({ method: 'GET', url: '/api/customer-registry' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 on every non-public /api/admin route without the session cookie', async () => {
    const failures: string[] = [];
    for (const route of guarded()) {
      const res = await app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
      else if (route.method !== 'HEAD') expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Admin login required' });
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 with a forged or tampered cookie, and before reading any body', async () => {
    const failures: string[] = [];
    for (const route of guarded()) {
      for (const cookie of ['chaabi_admin=not-a-session', 'chaabi_admin=abc.def']) {
        const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
        const res = await app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { cookie, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(hasBody ? { payload: '{"not":"valid for any schema"' } : {}),
        });
        if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} (${cookie}) → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('leaves the public admin routes reachable without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/session' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/admin/customization-options?type=font' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/admin/logout' })).statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'owner@chaabi.local', password: 'wrong-password' },
      headers: { 'content-type': 'application/json' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('Incorrect e-mail or password');
  });
});
