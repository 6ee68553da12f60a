/**
 * The cross-site guard judges the route the router matched, not the raw URL
 * (docs/product.md#cookies-and-origins): every state-changing route of the route table, reached
 * through percent-encoded, double-slash, dot-segment and mixed-case spellings of its path, with a
 * foreign Origin and the owner's full session, in production mode, never answers 2xx and changes
 * nothing in the database.
 */
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '#tests/support/per-file';
import { PRODUCTION_ENV } from '#tests/support/production-env';
import { ownerSessionCookie } from '#tests/support/staff';
import type { TestApp } from '../../../tests/setup/test-db';
import { rowsOf } from '../services/admin/dashboard-sales';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes the gateway's, courier's and WhatsApp's servers call: signed, no browser Origin (request-guard.ts). */
const SERVER_TO_SERVER = new Set(['/api/payments/webhook']);
const EVIL = 'https://evil.example';

const routes: { method: string; url: string }[] = [];
let t: TestApp;
let owner = '';
const now = new Date('2026-11-29T09:00:00Z');
withTestApp(
  async (app) => {
    t = app;
    owner = await ownerSessionCookie(t.app, t.database.db, now);
  },
  {
    env: PRODUCTION_ENV,
    now: () => now,
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (MUTATING.has(method) && !SERVER_TO_SERVER.has(route.url)) {
          routes.push({ method, url: route.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x') });
        }
      }
    },
  },
);

/** Percent-encodes one ASCII character (`a` → `%61`). */
const enc = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** Spellings of `url` that a router or a proxy may take for the same path (RFC 3986 §6.2.2). */
function pathVariants(url: string): string[] {
  const rest = url.replace(/^\/api/, '');
  const segments = rest.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  const encodedLater =
    segments.length > 0 && /^[a-z]/.test(last) ? `/api/${[...segments.slice(0, -1), enc(last[0]!) + last.slice(1)].join('/')}` : null;
  const upperLater = segments.length > 0 ? `/api/${segments.map((s) => s[0]!.toUpperCase() + s.slice(1)).join('/')}` : null;
  return [
    `/%61pi${rest}`,
    `/%61%70%69${rest}`,
    `/%41PI${rest}`,
    `/%2Fapi${rest}`,
    `/%2fapi${rest}`,
    `//api${rest}`,
    `/api/${rest}`,
    `/x/../api${rest}`,
    `/x/%2E%2E/api${rest}`,
    `/api/.${rest}`,
    `/API${rest}`,
    `/Api${upperLater?.slice(4) ?? rest}`,
    ...(encodedLater ? [encodedLater] : []),
    ...(segments[0] ? [`/api/${enc(segments[0][0]!)}${rest.slice(2)}`] : []),
  ];
}

/** A fingerprint of every table's rows (the staff sessions aside: reading with a session may touch it). */
async function fingerprint(): Promise<Record<string, string>> {
  const db = t.database.db;
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (name === 'staff_sessions' || name === 'sessions' || name.startsWith('__')) continue;
    const id = sql.identifier(name);
    const [row] = await rowsOf<{ h: string | null }>(
      db,
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${id} x`,
    );
    out[name] = row?.h ?? '';
  }
  return out;
}

describe('the cross-site guard against other spellings of a path', () => {
  it('refuses the encoded path of the staff invite that made an owner invite in production', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/admin/staff',
      payload: { email: 'mallory@evil.example', name: 'Mallory', role: 'owner' },
      headers: { 'content-type': 'application/json', origin: EVIL, cookie: owner, 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Cross-site requests are not allowed' });
  });

  it('no spelling of any write route answers 2xx to a foreign Origin, and none changes a row', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const before = await fingerprint();
    const passed: string[] = [];
    let sent = 0;
    for (const { method, url } of routes) {
      for (const variant of pathVariants(url)) {
        for (const withBody of [true, false]) {
          const res = await t.app.inject({
            method: method as 'POST',
            url: variant,
            ...(withBody ? { payload: {} } : {}),
            headers: {
              ...(withBody ? { 'content-type': 'application/json' } : {}),
              origin: EVIL,
              cookie: owner,
              'x-forwarded-proto': 'https',
            },
          });
          sent += 1;
          if (res.statusCode < 300 || res.statusCode >= 500) passed.push(`${method} ${variant}: ${res.statusCode}`);
        }
      }
    }
    console.info(`request-guard-paths: ${routes.length} write routes, ${sent} requests`);
    expect(sent).toBeGreaterThan(routes.length * 20);
    expect(passed).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  }, 240_000);

  it('the same spellings from our own origin still reach the route the router matched', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/admin/logout',
      headers: { origin: 'https://chaabi.example', host: 'chaabi.example', cookie: owner, 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('a design answered through an encoded path is still never stored by a cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/designs/shared/no-such-token' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
