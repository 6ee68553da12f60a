import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { sessions } from '../../db/schema/index';
import { jsonHeaders, loginCookie, TEST_ADMIN_PASSWORD } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function sidOf(cookieHeader: string): string {
  const unsigned = t.app.unsignCookie(cookieHeader.replace(/^chaabi_admin=/, ''));
  if (!unsigned.valid || !unsigned.value) throw new Error('cookie signature invalid');
  return unsigned.value;
}

async function ordersStatus(cookie?: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: cookie ? { cookie } : {} });
  return res.statusCode;
}

describe('POST /api/admin/login', () => {
  it('sets an httpOnly SameSite=Lax signed cookie and stores an admin session row for 12 hours', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_ADMIN_PASSWORD },
      headers: jsonHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cookie = res.cookies.find((c) => c.name === 'chaabi_admin')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy(); // Secure only in production
    const sid = sidOf(`chaabi_admin=${cookie.value}`);
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(row!.sess).toMatchObject({ role: 'admin' });
    const hours = (row!.expire.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('answers 401 "Incorrect password" for a wrong password and sets no cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: 'test-admin-passworD' },
      headers: jsonHeaders,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Incorrect password' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a password that only shares a prefix with the real one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: `${TEST_ADMIN_PASSWORD}x` },
      headers: jsonHeaders,
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 for an empty or missing password', async () => {
    for (const payload of [{ password: '' }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload, headers: jsonHeaders });
      expect(res.statusCode).toBe(400);
    }
  });

  it('rotates the session id at every login and drops the previous session', async () => {
    const first = await loginCookie(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_ADMIN_PASSWORD },
      headers: { ...jsonHeaders, cookie: first },
    });
    const second = `chaabi_admin=${res.cookies.find((c) => c.name === 'chaabi_admin')!.value}`;
    expect(sidOf(second)).not.toBe(sidOf(first));
    expect(await ordersStatus(first)).toBe(401);
    expect(await ordersStatus(second)).toBe(200);
  });

  it('removes expired admin sessions when someone logs in', async () => {
    const old = await loginCookie(t.app);
    await t.database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 60_000) })
      .where(eq(sessions.sid, sidOf(old)));
    await loginCookie(t.app);
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.sid, sidOf(old))),
    ).toHaveLength(0);
  });
});

describe('admin session lifecycle', () => {
  it('admits the cookie, and refuses it after logout with the row gone', async () => {
    const cookie = await loginCookie(t.app);
    expect(await ordersStatus(cookie)).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'chaabi_admin')!;
    expect(cleared.value).toBe('');
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.sid, sidOf(cookie))),
    ).toHaveLength(0);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Admin login required' });
  });

  it('refuses an expired session', async () => {
    const cookie = await loginCookie(t.app);
    await t.database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.sid, sidOf(cookie)));
    expect(await ordersStatus(cookie)).toBe(401);
    const probe = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(probe.json()).toEqual({ authenticated: false });
  });

  it('refuses a cookie whose signature does not match, even for a live sid', async () => {
    const cookie = await loginCookie(t.app);
    expect(await ordersStatus(`chaabi_admin=${sidOf(cookie)}`)).toBe(401);
    expect(await ordersStatus(`${cookie.slice(0, -2)}xx`)).toBe(401);
  });

  it('refuses a live session row that is not an admin one', async () => {
    const cookie = await loginCookie(t.app);
    await t.database.db
      .update(sessions)
      .set({ sess: { role: 'customer' } })
      .where(eq(sessions.sid, sidOf(cookie)));
    expect(await ordersStatus(cookie)).toBe(401);
  });

  it('GET /api/admin/session tells whether the browser holds a live session', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/admin/session' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ authenticated: false });
    const cookie = await loginCookie(t.app);
    const live = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(live.json()).toEqual({ authenticated: true });
  });

  it('logout without a session still answers success and clears the cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'chaabi_admin')?.value).toBe('');
  });
});

describe('login rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: true });
  });
  afterAll(async () => {
    await limited.close();
  });

  const attempt = (password: string, remoteAddress = '203.0.113.7') =>
    limited.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, headers: jsonHeaders, remoteAddress });

  it('answers 429 after 10 attempts from one IP in 15 minutes, even with the right password, and not for another IP', async () => {
    for (let i = 0; i < 10; i += 1) expect((await attempt(`guess-${i}-wrong`)).statusCode).toBe(401);
    const blocked = await attempt(TEST_ADMIN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await attempt(TEST_ADMIN_PASSWORD, '198.51.100.9')).statusCode).toBe(200);
  });
});
