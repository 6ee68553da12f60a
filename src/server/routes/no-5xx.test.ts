/**
 * No request makes a 5xx: every /api route of the route table, with an
 * admin session and a dealer token so the guarded handlers run too, gets hostile values in
 * every field its OpenAPI schema names (NUL, lone surrogates, bidi overrides, huge numbers,
 * deep nesting, long strings, wrong types), in path parameters and the query string; once
 * without rate limits (so handlers run) and once with them (so 429s are exercised too).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../../tests/setup/test-db';
import { orderBody } from '../../../tests/factories/orders';
import { loginCookie } from '#tests/support/admin';
import { dealerToken, insertDealer } from '#tests/support/dealer';

interface RouteCase {
  method: string;
  url: string;
  bodyFields: string[];
  queryFields: string[];
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'Asha\u0000',
    '\uD800',
    'a\uDFFFb',
    '\u202Egnp.exe',
    'Ravi\u200D',
    'x'.repeat(20_000),
    "'; drop table orders; --",
    '../../etc/passwd',
    '#fbbf24',
    '9876543210',
    '',
  ),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, 2 ** 31, -1, 0, 1.5, Number.MAX_SAFE_INTEGER, 1e21),
);
const deep = fc.integer({ min: 20, max: 200 }).map((depth) => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  deep,
  fc.jsonValue({ maxDepth: 3 }),
  fc.boolean(),
  fc.constant(null),
);
const pathSegment = fc.oneof(
  fc.integer({ min: -5, max: 1e6 }).map(String),
  fc.constantFrom('%00', '1%00', '99999999999999999999', '1e308', '-1', 'abc', '%ED%A0%80', '%E2%80%AE', '..%2F..'),
);

function schemaFields(doc: Record<string, unknown>, method: string, url: string): { body: string[]; query: string[] } {
  const openApiPath = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const paths = doc.paths as Record<string, Record<string, Record<string, unknown>>>;
  const op = paths[openApiPath]?.[method.toLowerCase()] ?? paths[`${openApiPath}/`]?.[method.toLowerCase()];
  if (!op) return { body: [], query: [] };
  const bodySchema = (op.requestBody as { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } | undefined)
    ?.content?.['application/json']?.schema;
  const query = ((op.parameters as { in: string; name: string }[] | undefined) ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  return { body: Object.keys(bodySchema?.properties ?? {}), query };
}

function collect(routes: RouteOptions[], doc: Record<string, unknown>): RouteCase[] {
  const seen = new Set<string>();
  const cases: RouteCase[] = [];
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.url.includes('*')) continue;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const fields = schemaFields(doc, method, route.url);
      cases.push({ method, url: route.url, bodyFields: fields.body, queryFields: fields.query });
    }
  }
  return cases;
}

async function setUp(rateLimit: boolean): Promise<{ t: TestApp; cases: RouteCase[]; headers: Record<string, string> }> {
  const routes: RouteOptions[] = [];
  const t = await createTestApp({ rateLimit, onRoute: (route) => void routes.push(route) });
  const cases = collect(routes, t.app.swagger() as unknown as Record<string, unknown>);
  const dealer = await insertDealer(t.database.db, { pin: '4829', pepper: t.config.pinPepper, credits: 50 });
  const token = await dealerToken(t.app, dealer.phoneNumber, '4829');
  const cookie = await loginCookie(t.app);
  // One real order, so that id-taking routes meet an existing row too.
  await t.app.inject({ method: 'POST', url: '/api/orders', headers: { 'content-type': 'application/json' }, payload: orderBody() });
  return { t, cases, headers: { cookie, authorization: `Bearer ${token}` } };
}

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate becomes U+FFFD's bytes, as a browser sends it). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

/** Whether a 4xx answer is JSON `{message: non-empty string, issues?: array}` (the error contract). */
function errorBody(contentType: string | string[] | number | undefined, text: string): { ok: boolean } {
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return { ok: false };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return { ok: false };
    const { message, issues } = parsed as { message?: unknown; issues?: unknown };
    return { ok: typeof message === 'string' && message.length > 0 && (issues === undefined || Array.isArray(issues)) };
  } catch {
    return { ok: false };
  }
}

/** Fires `runs` hostile requests at one route; returns the first 5xx or malformed refusal seen, if any. */
async function attack(t: TestApp, route: RouteCase, headers: Record<string, string>, runs: number): Promise<string | null> {
  let failure: string | null = null;
  await fc.assert(
    fc.asyncProperty(
      fc.array(pathSegment, { minLength: 3, maxLength: 3 }),
      fc.oneof(fc.record(Object.fromEntries(route.bodyFields.map((f) => [f, hostileValue])), { requiredKeys: [] }), hostileValue),
      fc.record(Object.fromEntries(route.queryFields.map((f) => [f, hostileString])), { requiredKeys: [] }),
      async (segments, body, query) => {
        let i = 0;
        const path = route.url.replace(/:([A-Za-z0-9_]+)/g, () => segments[i++ % segments.length]!);
        const qs = Object.entries(query as Record<string, string>)
          .map(([k, v]) => `${k}=${percentEncode(v.slice(0, 2000))}`)
          .join('&');
        const withBody = route.method !== 'GET' && route.method !== 'DELETE';
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: qs ? `${path}?${qs}` : path,
          headers: { ...headers, ...(withBody ? { 'content-type': 'application/json' } : {}) },
          ...(withBody ? { payload: JSON.stringify(body) ?? 'null' } : {}),
        });
        const refusal = res.statusCode >= 400 ? errorBody(res.headers['content-type'], res.body) : null;
        if (res.statusCode >= 500 || (refusal && !refusal.ok)) {
          failure = `${route.method} ${path} → ${res.statusCode} ${res.body.slice(0, 200)} (body ${String(JSON.stringify(body)).slice(0, 200)})`;
        }
        expect(res.statusCode).toBeLessThan(500);
        // A refusal is the error contract: JSON `{message, issues?}` with a message to show.
        if (refusal) expect(refusal, `${route.method} ${path} → ${res.statusCode} ${res.body.slice(0, 200)}`).toEqual({ ok: true });
      },
    ),
    { numRuns: runs },
  );
  return failure;
}

describe('no request makes a 5xx', () => {
  let open: Awaited<ReturnType<typeof setUp>>;
  let limited: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    open = await setUp(false);
    limited = await setUp(true);
  }, 180_000); // two apps with migrated databases: slow on a busy 2-core machine
  afterAll(async () => {
    await open?.t.close();
    await limited?.t.close();
  });

  it('covers the whole API (the route table is walked, not a hand-kept list)', () => {
    expect(open.cases.length).toBeGreaterThan(40);
    // The OpenAPI document names the fields, so hostile values land in every one of them.
    const order = open.cases.find((c) => c.url === '/api/orders/' && c.method === 'POST');
    expect(order?.bodyFields).toEqual(expect.arrayContaining(['customerName', 'keychains', 'shippingAddress']));
    expect(open.cases.find((c) => c.url === '/api/admin/orders')?.queryFields).toEqual(expect.arrayContaining(['q', 'status']));
    expect(open.cases.map((c) => `${c.method} ${c.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/orders/',
        'POST /api/dealer/create-order',
        'POST /api/payments/webhook',
        'PATCH /api/admin/orders/:id',
      ]),
    );
  });

  it('hostile values in every field, parameter and query of every route: never a 5xx', async () => {
    const failures: string[] = [];
    for (const route of open.cases) {
      const failure = await attack(open.t, route, open.headers, 12).catch(
        (e: unknown) => `${route.method} ${route.url}: ${String(e).slice(0, 400)}`,
      );
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('with rate limits on, floods get 429 JSON, never a 5xx', async () => {
    const failures: string[] = [];
    for (const route of limited.cases) {
      const failure = await attack(limited.t, route, limited.headers, 8).catch(
        (e: unknown) => `${route.method} ${route.url}: ${String(e).slice(0, 400)}`,
      );
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
