/**
 * The cross-site guard (docs/product.md#cookies-and-origins): `Origin: null` is refused on every
 * state-changing route of the route table, and a bodyless request is held to the same rule as one
 * with a body (a form's content type is refused even when nothing follows it).
 */
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { withAdminApp } from '#tests/support/admin-app';
import { jsonHeaders, loginCookie } from '#tests/support/admin';
import type { TestApp } from '../../../tests/setup/test-db';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Called by the gateway's servers, never by a browser (no Origin to check; signed instead). */
const SERVER_TO_SERVER = new Set(['/api/payments/webhook']);

const routes: { method: string; url: string }[] = [];
let t: TestApp;
let admin = '';
withAdminApp(
  (app, cookie) => {
    t = app;
    admin = cookie;
  },
  {
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (MUTATING.has(method) && route.url.startsWith('/api/') && !SERVER_TO_SERVER.has(route.url)) {
          routes.push({ method, url: route.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x') });
        }
      }
    },
  },
);

describe('Origin: null', () => {
  it('is refused with 403 on every state-changing route, with or without a body, signed in or not', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const passed: string[] = [];
    for (const { method, url } of routes) {
      for (const withBody of [true, false]) {
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          ...(withBody ? { payload: {} } : {}),
          headers: { ...(withBody ? jsonHeaders : {}), origin: 'null', cookie: admin },
        });
        if (res.statusCode !== 403) passed.push(`${method} ${url} (${withBody ? 'JSON body' : 'no body'}): ${res.statusCode}`);
      }
    }
    expect(passed).toEqual([]);
  });

  it('still lets the same origin through', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', cookie: await loginCookie(t.app) },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('a bodyless request', () => {
  const session = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })).json<{ authenticated: boolean }>();

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain'])(
    'with a form content type (%s) and no Origin is refused, and nothing runs',
    async (type) => {
      const cookie = await loginCookie(t.app);
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { 'content-type': type, cookie } });
      if (type.startsWith('multipart/')) {
        // Multipart is an upload type the guard admits; the route has no multipart parser, so nothing runs.
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
      } else {
        expect(res.statusCode).toBe(415);
      }
      expect((await session(cookie)).authenticated).toBe(true);
    },
  );

  it('from a foreign site is refused like one with a body', async () => {
    const cookie = await loginCookie(t.app);
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { ...headers, cookie } });
      expect(res.statusCode).toBe(403);
    }
    expect((await session(cookie)).authenticated).toBe(true);
  });

  it('without a Content-Type (what the shop’s own client sends) runs', async () => {
    const cookie = await loginCookie(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect((await session(cookie)).authenticated).toBe(false);
  });
});
