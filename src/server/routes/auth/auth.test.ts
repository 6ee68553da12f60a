import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import type { TestApp } from '../../../../tests/setup/test-db';
import { withTestApp } from '#tests/support/per-file';
import { customerRegistry, orders, users } from '../../db/schema/index';
import { PROFILE_MESSAGES } from '#shared/schemas/profile';
import { decimalToPaise } from '#shared/money';
import { loginCookie } from '#tests/support/admin';

let t: TestApp;
withTestApp((app) => (t = app));

const json = { 'content-type': 'application/json' };

/** A minimal cookie jar for app.inject (paths ignored: every cookie goes everywhere). */
class Jar {
  readonly cookies = new Map<string, string>();
  store(res: LightMyRequestResponse): void {
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
  header(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {};
  }
  clone(): Jar {
    const j = new Jar();
    for (const [k, v] of this.cookies) j.cookies.set(k, v);
    return j;
  }
}

function pathOf(location: string): string {
  const u = new URL(location, 'http://localhost');
  return `${u.pathname}${u.search}`;
}

async function get(app: FastifyInstance, jar: Jar, url: string) {
  const res = await app.inject({ method: 'GET', url, headers: jar.header() });
  jar.store(res);
  return res;
}

/** Drives the development issuer up to (not including) our callback; returns the callback URL. */
async function reachCallback(app: FastifyInstance, jar: Jar, account = 'dev-asha', returnTo = '/account'): Promise<string> {
  const start = await get(app, jar, `/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.statusCode).toBe(302);
  const auth = new URL(start.headers.location as string);
  expect(auth.pathname).toBe('/oidc/auth');
  expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
  expect(auth.searchParams.get('state')).toBeTruthy();
  expect(auth.searchParams.get('nonce')).toBeTruthy();
  let res = await get(app, jar, pathOf(start.headers.location as string));
  expect(res.statusCode).toBe(303);
  const interaction = pathOf(res.headers.location as string);
  expect(interaction).toMatch(/^\/oidc\/interaction\//);
  const page = await get(app, jar, interaction);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Choose a test account');
  expect(page.body).toContain('asha@example.in');
  expect(page.body).not.toContain('<script');
  res = await app.inject({
    method: 'POST',
    url: `${interaction}/login`,
    payload: `account=${account}`,
    headers: { ...jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
  });
  jar.store(res);
  expect(res.statusCode).toBe(303);
  // oidc-provider resumes the authorization request, then redirects to our callback.
  for (let hop = 0; hop < 5; hop += 1) {
    const location = res.headers.location as string;
    if (new URL(location, 'http://localhost').pathname === '/api/auth/callback') return pathOf(location);
    res = await get(app, jar, pathOf(location));
    expect([302, 303]).toContain(res.statusCode);
  }
  throw new Error('never reached the callback');
}

/** The whole sign-in; returns the callback's response. */
async function signIn(app: FastifyInstance, jar: Jar, account = 'dev-asha', returnTo = '/account') {
  const callback = await reachCallback(app, jar, account, returnTo);
  return get(app, jar, callback);
}

async function signedInJar(account = 'dev-asha'): Promise<Jar> {
  const jar = new Jar();
  const res = await signIn(t.app, jar, account);
  expect(res.statusCode).toBe(302);
  return jar;
}

describe('customer sign-in through the development issuer', () => {
  it('signs in, creates the user and a registry row, and returns to returnTo', async () => {
    const jar = new Jar();
    expect((await get(t.app, jar, '/api/auth/user')).statusCode).toBe(401);
    const signedOut = await get(t.app, jar, '/api/auth/session');
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ user: null });
    const res = await signIn(t.app, jar);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/account');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/chaabi_session=[^;]+;.*HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await get(t.app, jar, '/api/auth/user');
    expect(me.statusCode).toBe(200);
    // The storefront's question: 200 with the user (and 200 with null before sign-in, below).
    const session = await get(t.app, jar, '/api/auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json<{ user: { email: string } }>().user.email).toBe('asha@example.in');
    expect(me.json()).toMatchObject({
      email: 'asha@example.in',
      firstName: 'Asha',
      lastName: 'Verma',
      isProfileComplete: false,
      totalOrders: 0,
      customerStatus: 'new',
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'asha@example.in'));
    const [reg] = await t.database.db.select().from(customerRegistry).where(eq(customerRegistry.userId, user!.id));
    expect(reg).toMatchObject({ registrationSource: 'website', lifetimeValuePaise: 0 });
  });

  it('updates the same user on a second sign-in and rotates the session id', async () => {
    const jar = await signedInJar('dev-ravi');
    const firstSid = jar.cookies.get('chaabi_session');
    const res = await signIn(t.app, jar, 'dev-ravi', '/');
    expect(res.statusCode).toBe(302);
    const secondSid = jar.cookies.get('chaabi_session');
    expect(secondSid).toBeTruthy();
    expect(secondSid).not.toBe(firstSid);
    // The old session is gone.
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `chaabi_session=${firstSid}` } });
    expect(old.statusCode).toBe(401);
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'ravi@example.in'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a replayed callback', async () => {
    const jar = new Jar();
    const callback = await reachCallback(t.app, jar);
    const replayJar = jar.clone();
    expect((await get(t.app, jar, callback)).statusCode).toBe(302);
    const replay = await get(t.app, replayJar, callback);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(replayJar.cookies.has('chaabi_session')).toBe(false);
  });

  it('refuses a forged state', async () => {
    const jar = new Jar();
    const callback = new URL(await reachCallback(t.app, jar), 'http://localhost');
    callback.searchParams.set('state', 'forged-state');
    const res = await get(t.app, jar, `${callback.pathname}${callback.search}`);
    expect(res.statusCode).toBe(400);
    expect(jar.cookies.has('chaabi_session')).toBe(false);
  });

  it('refuses a callback without its pending cookie', async () => {
    const jar = new Jar();
    const callback = await reachCallback(t.app, jar);
    const res = await t.app.inject({ method: 'GET', url: callback });
    expect(res.statusCode).toBe(400);
  });

  it('redirects to / with authError when the shopper cancels at the issuer', async () => {
    const jar = new Jar();
    const start = await get(t.app, jar, '/api/auth/google');
    let res = await get(t.app, jar, pathOf(start.headers.location as string));
    const interaction = pathOf(res.headers.location as string);
    res = await t.app.inject({
      method: 'POST',
      url: `${interaction}/abort`,
      headers: { ...jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    jar.store(res);
    while (!(res.headers.location as string).includes('/api/auth/callback'))
      res = await get(t.app, jar, pathOf(res.headers.location as string));
    res = await get(t.app, jar, pathOf(res.headers.location as string));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?authError=1');
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)'])(
    'ignores the open-redirect returnTo %s',
    async (returnTo) => {
      const jar = new Jar();
      const res = await signIn(t.app, jar, 'dev-asha', returnTo);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
    },
  );

  it('keeps a same-site returnTo with its query', async () => {
    const res = await signIn(t.app, new Jar(), 'dev-asha', '/checkout?from=header');
    expect(res.headers.location).toBe('/checkout?from=header');
  });

  it('/api/login starts the same flow', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(new URL(res.headers.location as string).pathname).toBe('/oidc/auth');
  });

  it('keeps sessions across a restart (a second app on the same database)', async () => {
    const jar = await signedInJar();
    const second = await buildApp({ config: t.config, database: t.database, rateLimit: false, logger: false });
    await second.ready();
    try {
      const me = await second.inject({ method: 'GET', url: '/api/auth/user', headers: jar.header() });
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe('asha@example.in');
    } finally {
      await second.close();
    }
  });

  it("discovers the issuer into the app's own cache: two apps never share one (docs/decisions/037-composition-root.md)", async () => {
    const second = await buildApp({ config: t.config, database: t.database, rateLimit: false, logger: false });
    await second.ready();
    try {
      expect(second.services.oidcDiscoveries).not.toBe(t.app.services.oidcDiscoveries);
      expect((await get(t.app, new Jar(), '/api/auth/google')).statusCode).toBe(302);
      expect(t.app.services.oidcDiscoveries.size).toBe(1);
      expect(second.services.oidcDiscoveries.size).toBe(0);
      expect((await get(second, new Jar(), '/api/auth/google')).statusCode).toBe(302);
      const [issuer] = [...t.app.services.oidcDiscoveries.keys()];
      expect([...second.services.oidcDiscoveries.keys()]).toEqual([issuer]);
      expect(second.services.oidcDiscoveries.get(issuer!)).not.toBe(t.app.services.oidcDiscoveries.get(issuer!));
    } finally {
      await second.close();
    }
  });

  it('logs out with POST /api/auth/logout and with POST /api/logout', async () => {
    for (const url of ['/api/auth/logout', '/api/logout']) {
      const jar = await signedInJar();
      const sid = jar.cookies.get('chaabi_session')!;
      const res = await t.app.inject({ method: 'POST', url, headers: jar.header() });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(res.cookies.find((c) => c.name === 'chaabi_session')?.value).toBe('');
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `chaabi_session=${sid}` } });
      expect(me.statusCode, url).toBe(401);
    }
  });

  it('a GET of /api/logout (a cross-site link or image) signs nobody out', async () => {
    const jar = await signedInJar();
    for (const url of ['/api/logout', '/api/auth/logout']) {
      const nav = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...jar.header(), 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' },
      });
      expect([404, 405], url).toContain(nav.statusCode);
      expect(nav.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(nav.cookies.find((c) => c.name === 'chaabi_session')).toBeUndefined();
    }
    expect((await get(t.app, jar, '/api/auth/user')).statusCode).toBe(200);
  });

  it('does not accept a tampered session cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: 'chaabi_session=abc.def' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/auth/profile', () => {
  const address = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' };

  it('is 401 signed out', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', payload: { phone: '9876543210', address }, headers: json });
    expect(res.statusCode).toBe(401);
  });

  it('saves phone and address and marks the profile complete', async () => {
    const jar = await signedInJar('dev-meera');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { phone: '9876543210', address, marketingConsent: true },
      headers: { ...json, ...jar.header() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '9876543210', address, isProfileComplete: true, marketingConsent: true });
  });

  it.each([
    [{ phone: '98765', address }, PROFILE_MESSAGES.phoneLength],
    [{ phone: '98765abcde', address }, PROFILE_MESSAGES.phoneInvalid],
    [{ phone: '9876543210', address: { ...address, street: '' } }, PROFILE_MESSAGES.streetRequired],
    [{ phone: '9876543210', address: { ...address, city: ' ' } }, PROFILE_MESSAGES.cityRequired],
    [{ phone: '9876543210', address: { ...address, state: '' } }, PROFILE_MESSAGES.stateRequired],
    [{ phone: '9876543210', address: { ...address, zipCode: '4110' } }, PROFILE_MESSAGES.zipLength],
    [{ phone: '9876543210', address: { ...address, zipCode: '41100a' } }, PROFILE_MESSAGES.zipInvalid],
  ])('refuses %j with the spec message', async (payload, message) => {
    const jar = await signedInJar('dev-meera');
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', payload, headers: { ...json, ...jar.header() } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { message: string }) => i.message)).toContain(message);
  });
});

describe('GET /api/customer-registry', () => {
  it('is 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customer-registry' })).statusCode).toBe(401);
  });

  it('is 403 for a signed-in customer', async () => {
    const jar = await signedInJar();
    const res = await t.app.inject({ method: 'GET', url: '/api/customer-registry', headers: jar.header() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lists customers for an admin session', async () => {
    await signedInJar();
    const res = await t.app.inject({ method: 'GET', url: '/api/customer-registry', headers: { cookie: await loginCookie(t.app) } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals.customers).toBeGreaterThanOrEqual(1);
    expect(body.customers.find((c: { email: string }) => c.email === 'asha@example.in')).toMatchObject({
      firstName: 'Asha',
      orderStats: { totalOrders: expect.any(Number), totalSpent: expect.any(String), customerStatus: expect.any(String) },
    });
  });
});

describe('orders of a signed-in customer', () => {
  const order = (text: string, count = 1) => ({
    customerEmail: 'ravi@example.in',
    customerName: 'Ravi Kumar',
    customerPhone: '+91 9876543210',
    modelId: 1,
    keychains: Array.from({ length: count }, (_, i) => ({ customText: `${text}${i || ''}`, fontFamily: 'bangers', textColor: 'yellow' })),
    shippingAddress: { street: '1 Park St', city: 'Kolkata', state: 'West Bengal', zipCode: '700016', country: 'India' },
  });

  async function placeAndPay(jar: Jar, payload: object): Promise<number> {
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', payload, headers: { ...json, ...jar.header() } });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().id as number;
    // The signed-in owner pays (no capability cookie needed: the session owns the order).
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: { orderId },
      headers: { ...json, ...jar.header() },
    });
    expect(pay.statusCode).toBe(200);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/complete',
      payload: { providerOrderId: pay.json().orderId, outcome: 'success' },
      headers: json,
    });
    expect(done.statusCode).toBe(200);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      payload: { orderId, ...done.json<object>() },
      headers: { ...json, ...jar.header() },
    });
    expect(verify.statusCode).toBe(200);
    // A repeated verify changes nothing (markPaid is idempotent).
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      payload: { orderId, ...done.json<object>() },
      headers: { ...json, ...jar.header() },
    });
    return orderId;
  }

  it('links the order, lists it in /api/orders/my and updates the figures when paid', async () => {
    const jar = await signedInJar('dev-ravi');
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/my' })).statusCode).toBe(401);

    const first = await placeAndPay(jar, order('Ravi', 10)); // 10 keychains
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders/my', headers: jar.header() });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()[0]).toMatchObject({
      id: first,
      customText: 'Ravi',
      quantity: 10,
      paymentStatus: 'completed',
      // Paid means confirmed (docs/product.md#order-status).
      status: 'confirmed',
      orderStatus: 'confirmed',
    });
    expect(mine.json()[0].keychains).toHaveLength(10);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'ravi@example.in'));
    expect(user!.totalOrders).toBe(1);
    expect(user!.lastOrderAt).toBeInstanceOf(Date);
    const firstTotal = decimalToPaise(mine.json<{ totalPrice: string }[]>()[0]!.totalPrice);
    expect(user!.totalSpentPaise).toBe(firstTotal);
    expect(user!.customerStatus).toBe(firstTotal >= 200_000 ? 'premium' : 'active');

    await placeAndPay(jar, order('Kumar', 1));
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user!.id));
    const [reg] = await t.database.db.select().from(customerRegistry).where(eq(customerRegistry.userId, user!.id));
    expect(after!.totalOrders).toBe(2);
    const mine2 = (await t.app.inject({ method: 'GET', url: '/api/orders/my', headers: jar.header() })).json<
      { id: number; totalPrice: string; invoiceNumber: string | null }[]
    >();
    // Both paid orders carry their tax invoice, which the signed-in owner may download.
    expect(mine2.map((o) => o.invoiceNumber)).toEqual([expect.stringMatching(/^CH\/\d\d-\d\d\/\d{6}$/), expect.stringMatching(/^CH\//)]);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/orders/${mine2[0]!.id}/invoice.pdf`, headers: jar.header() });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Exact in paise: the columns are integer paise (docs/decisions/123-money-in-paise-in-the-database.md).
    const lifetime = mine2.reduce((s, o) => s + decimalToPaise(o.totalPrice), 0);
    expect(after!.totalSpentPaise).toBe(lifetime);
    expect(reg!.lifetimeValuePaise).toBe(lifetime);
    expect(reg!.averageOrderValuePaise).toBe(Math.round(lifetime / 2));
    expect(reg!.firstPurchaseAt).toBeInstanceOf(Date);
  });

  it("leaves guest orders unlinked, even under a signed-up customer's e-mail", async () => {
    const jar = await signedInJar('dev-ravi'); // ravi@example.in has an account
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', payload: order('Guest'), headers: json });
    expect(placed.statusCode).toBe(201);
    const { id } = placed.json<{ id: number }>();
    const [row] = await t.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, id));
    expect(row).toEqual({ userId: null });
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders/my', headers: jar.header() });
    expect(mine.json<{ id: number }[]>().map((o) => o.id)).not.toContain(id);
  });
});
