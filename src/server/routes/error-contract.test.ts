/**
 * The one error contract: every failure is a JSON `{code, message}` with
 * the right status, fits every route, and carries the security headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../tests/setup/test-db';
import { orderBody, stringPaths, withString } from '../../../tests/factories/orders';
import { UNSAFE_TEXT_MESSAGE } from '#shared/free-text';

const json = { 'content-type': 'application/json' };

let t: TestApp;
let limited: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  limited = await createTestApp({ rateLimit: true });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

async function countOrders(app: TestApp): Promise<number> {
  const rows = await app.database.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
  return Number((rows as { rows: { n: number }[] }).rows?.[0]?.n ?? (rows as { n: number }[])[0]?.n);
}

describe('client faults are 4xx JSON', () => {
  const fields = stringPaths(orderBody());

  it.each(fields)('a NUL character in %s is a 400 naming the field, and nothing is stored', async (path) => {
    const before = await countOrders(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: json,
      payload: withString(orderBody(), path, (s) => `${s}\u0000x`),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(path);
    expect(await countOrders(t)).toBe(before);
  });

  it.each(fields)('a lone surrogate in %s is a 400', async (path) => {
    const payload = JSON.stringify(withString(orderBody(), path, (s) => `${s}\uD800`));
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: json, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('a right-to-left override in the name is refused with the field message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: json,
      payload: orderBody({ customerName: 'Asha \u202Emrev' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'customerName', message: UNSAFE_TEXT_MESSAGE });
  });

  it('a zero-width joiner in the street is refused', async () => {
    const body = withString(orderBody(), 'shippingAddress.street', () => '12 MG\u200D Road');
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: json, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it('stores names NFC-normalised', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: json,
      payload: orderBody({ customerName: 'Jose\u0301 Kumar' }),
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.execute<{ name: string }>(sql`select customer_name as name from orders where id = ${res.json().id}`);
    const name = ((rows as { rows?: { name: string }[] }).rows ?? (rows as { name: string }[]))[0]!.name;
    expect(name).toBe('Jos\u00e9 Kumar');
  });

  it('a NUL in the query string is a 400, not a database error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/customization-options?type=%00' });
    expect(res.statusCode).toBe(400);
  });

  it('a body nested 10,000 levels deep is a 400', async () => {
    const payload = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: json, payload });
    expect(res.statusCode).toBe(400);
  });

  it('a huge number where an integer belongs is a 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/create-order', headers: json, payload: '{"orderId": 1e308}' });
    expect(res.statusCode).toBe(400);
  });

  it('malformed JSON is a 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: json, payload: '{"customerName":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Request body is not valid JSON' });
  });

  it('a body over 1 MB is a 413 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: json,
      payload: JSON.stringify({ customerName: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('text/plain is a 415 JSON with the security headers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a cross-site request is a 403 that still carries the security headers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...json, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: orderBody(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('a forged X-Forwarded-Host does not make a foreign origin same-site (TRUST_PROXY unset)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...json, origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
      payload: orderBody(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('rate limits answer 429 JSON with Retry-After on every limited route', () => {
  it('the dealer login (whose 429 schema differs) answers a JSON 429, never a 500', async () => {
    const statuses: number[] = [];
    let last: { headers: Record<string, unknown>; body: string } | undefined;
    for (let i = 0; i < 40; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/dealer/login',
        headers: json,
        payload: { phoneNumber: '9000000001', pin: '4821' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) last = res;
    }
    expect(statuses.some((s) => s >= 500)).toBe(false);
    expect(last).toBeDefined();
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(last!.body).code).toBe('TOO_MANY_REQUESTS');
  });

  it('the order route answers 429 after its limit', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 35; i++) {
      const res = await limited.app.inject({ method: 'POST', url: '/api/orders', headers: json, payload: { bad: true } });
      statuses.add(res.statusCode);
    }
    expect([...statuses].sort()).toEqual([400, 429]);
  });
});

describe('TRUST_PROXY', () => {
  it('unset: X-Forwarded-For is ignored, so a forged address does not reset the per-IP limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { ...json, 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: `guess-${i}@chaabi.local`, password: `wrong-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });

  it('one trusted hop: limits key on the address the proxy appended, not on the proxy', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' }, rateLimit: true });
    try {
      const attempt = (client: string, i: number) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          remoteAddress: '10.0.0.2',
          headers: { ...json, 'x-forwarded-for': `198.51.100.250, ${client}` },
          payload: { email: `guess-${i}@chaabi.local`, password: `wrong-${i}` },
        });
      // 40 different clients behind one proxy: each has its own budget.
      const spread: number[] = [];
      for (let i = 0; i < 40; i++) spread.push((await attempt(`203.0.113.${i}`, i)).statusCode);
      expect(spread.filter((s) => s === 429)).toEqual([]);
      // One client, whatever it forges to the left of the proxy's entry, is limited.
      const single: number[] = [];
      for (let i = 0; i < 40; i++) single.push((await attempt('192.0.2.77', i)).statusCode);
      expect(single.filter((s) => s === 429).length).toBeGreaterThan(0);
    } finally {
      await proxied.close();
    }
  });
});

describe('the database going away is a 503, not a 500 or a crash', () => {
  it('answers 503 with Retry-After when the database is closed, and /readyz says unavailable', async () => {
    const gone = await createTestApp();
    await gone.database.close();
    const res = await gone.app.inject({ method: 'POST', url: '/api/orders', headers: json, payload: orderBody() });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(JSON.stringify(res.json())).not.toMatch(/insert|select|asha/i);
    const ready = await gone.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    await gone.app.close();
  });
});
