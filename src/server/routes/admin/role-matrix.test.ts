/**
 * The route × role matrix (docs/product.md#staff-roles), generated from the real route table: for
 * every /api/admin route and every role, a person of that role gets 403 with no data exactly when
 * the role lacks the route's permission, and is let past the guard otherwise. Routes that need a
 * recent sign-in answer 403 REAUTH_REQUIRED once 5 minutes have passed. A route without a declared
 * permission cannot be registered at all (deny by default).
 */
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '#shared/staff-roles';
import { withTestApp } from '#tests/support/per-file';
import { staffCookie } from '#tests/support/staff';
import type { TestApp } from '../../../../tests/setup/test-db';
import { installAdminAuth, PUBLIC_ADMIN_ROUTES } from '../../plugins/admin-auth';

interface SeenRoute {
  method: string;
  url: string;
  permission: Permission | undefined;
  reauth: boolean;
}
const routes: SeenRoute[] = [];
let t: TestApp;
let now = new Date('2026-06-01T06:30:00Z');
withTestApp((app) => (t = app), {
  now: () => now,
  onRoute: (route: RouteOptions) => {
    const config = (route.config ?? {}) as { permission?: Permission; reauth?: boolean };
    for (const method of [route.method].flat()) {
      routes.push({ method: method.toUpperCase(), url: route.url, permission: config.permission, reauth: config.reauth === true });
    }
  },
});

const guarded = () =>
  routes.filter((r) => r.url.startsWith('/api/admin/') && !PUBLIC_ADMIN_ROUTES.has(`${r.method} ${r.url}`) && r.method !== 'HEAD');

/** A concrete URL for a route pattern: every :param becomes 999999 (no such record). */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '999999').replace(/\*$/, 'x');

function call(route: SeenRoute, cookie: string) {
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
  return t.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers: { cookie, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { payload: '{}' } : {}),
  });
}

describe('the route × role matrix', () => {
  it('sees the admin routes, each with a known permission', () => {
    expect(guarded().length).toBeGreaterThan(50);
    const undeclared = guarded().filter((r) => !r.permission || !(r.permission in PERMISSIONS));
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it.each(STAFF_ROLES)(
    'lets %s through exactly the routes of its permissions and answers 403 with no data elsewhere',
    async (role: StaffRole) => {
      const cookie = await staffCookie(t.app, t.database.db, role);
      const wrong: string[] = [];
      for (const route of guarded()) {
        const res = await call(route, cookie);
        const allowed = ROLE_PERMISSIONS[role].has(route.permission!);
        const forbidden = res.statusCode === 403 && res.json<{ code: string }>().code === 'FORBIDDEN';
        if (allowed === forbidden) wrong.push(`${route.method} ${route.url} (${route.permission}) → ${res.statusCode}`);
        if (forbidden) expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Your role cannot do this' });
        if (res.statusCode >= 500) wrong.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('asks the owner to sign in again on the sensitive routes 5 minutes after the password', async () => {
    const cookie = await staffCookie(t.app, t.database.db, 'owner');
    const sensitive = guarded().filter((r) => r.reauth);
    expect(sensitive.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/admin/orders/:id/refunds', 'PUT /api/admin/settings/business', 'POST /api/admin/printers']),
    );
    now = new Date(now.getTime() + 5 * 60_000 + 1000);
    const wrong: string[] = [];
    for (const route of sensitive) {
      const res = await call(route, cookie);
      if (res.statusCode !== 403 || res.json<{ code: string }>().code !== 'REAUTH_REQUIRED')
        wrong.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    // The rest stays open: an ordinary read does not need a fresh password.
    const orders = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie } });
    expect(orders.statusCode).toBe(200);
  });
});

describe('deny by default', () => {
  it('refuses to register an /api/admin route that declares no permission, or an unknown one', async () => {
    for (const config of [{}, { permission: 'everything' }]) {
      const app: FastifyInstance = Fastify();
      installAdminAuth(app, { db: t.database.db, now: () => now, config: t.config });
      expect(() => app.get('/api/admin/forgotten', { config: config as never }, async () => ({ secret: true }))).toThrow(
        /declares no permission/,
      );
      await app.close().catch(() => undefined);
    }
  });
});
