import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { withTestApp } from '#tests/support/per-file';
import { sessions, staff } from '../../db/schema/index';
import { HOUR, MINUTE, testClock } from '#tests/support/clock';
import { jsonHeaders, loginCookie, TEST_ADMIN_PASSWORD, TEST_OWNER_EMAIL } from '#tests/support/admin';
import { ensureOwner } from '../../services/staff/ensure-owner';
import { createStaffPasswordStrength } from '../../services/staff/passwords';
import { postJson } from '#tests/support/http';
import { PRODUCTION_ENV } from '#tests/support/production-env';

let t: TestApp;
/** The app's clock: each test starts a day later, and moves time with advance(). */
const { now, advance } = testClock();
withTestApp((app) => (t = app), { now });
beforeEach(() => advance(24 * HOUR));

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
  it('sets an httpOnly SameSite=Lax signed cookie and stores an admin session row, idle 30 min, at most 12 hours', async () => {
    const res = await postJson(t.app, '/api/admin/login', { email: TEST_OWNER_EMAIL, password: TEST_ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cookie = res.cookies.find((c) => c.name === 'chaabi_admin')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy(); // Secure (and the __Host- name) only in production
    expect(cookie.domain).toBeUndefined();
    expect((cookie.expires as Date).getTime()).toBe(now().getTime() + 12 * HOUR);
    const sid = sidOf(`chaabi_admin=${cookie.value}`);
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(row!.sess).toMatchObject({
      role: 'admin',
      stage: 'full',
      epoch: 0,
      staffId: expect.any(Number),
      absoluteExpiresAt: new Date(now().getTime() + 12 * HOUR).toISOString(),
    });
    expect(JSON.stringify(row!.sess)).not.toContain(TEST_ADMIN_PASSWORD);
    expect(row!.expire.getTime()).toBe(now().getTime() + 30 * MINUTE);
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail, and sets no cookie', async () => {
    for (const body of [
      { email: TEST_OWNER_EMAIL, password: 'test-admin-passworD' },
      { email: 'nobody@chaabi.local', password: TEST_ADMIN_PASSWORD },
    ]) {
      const res = await postJson(t.app, '/api/admin/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Incorrect e-mail or password' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('signs in with the e-mail in any case and surrounding spaces', async () => {
    const res = await postJson(t.app, '/api/admin/login', { email: `  ${TEST_OWNER_EMAIL.toUpperCase()} `, password: TEST_ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a password that only shares a prefix with the real one', async () => {
    const res = await postJson(t.app, '/api/admin/login', { email: TEST_OWNER_EMAIL, password: `${TEST_ADMIN_PASSWORD}x` });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 for an empty or missing password or e-mail', async () => {
    for (const payload of [{ email: TEST_OWNER_EMAIL, password: '' }, { email: TEST_OWNER_EMAIL }, { password: 'x' }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload, headers: jsonHeaders });
      expect(res.statusCode).toBe(400);
    }
  });

  it('rotates the session id at every login and drops the previous session', async () => {
    const first = await loginCookie(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: TEST_OWNER_EMAIL, password: TEST_ADMIN_PASSWORD },
      headers: { ...jsonHeaders, cookie: first },
    });
    const second = `chaabi_admin=${res.cookies.find((c) => c.name === 'chaabi_admin')!.value}`;
    expect(sidOf(second)).not.toBe(sidOf(first));
    expect(await ordersStatus(first)).toBe(401);
    expect(await ordersStatus(second)).toBe(200);
  });
});

describe('per-account lock-out (docs/product.md#staff-sign-in)', () => {
  const login = (email: string, password: string) => postJson(t.app, '/api/admin/login', { email, password });

  it('locks an e-mail from the 5th failure in a row, for 1 then 2 minutes, the same whether or not anyone has it', async () => {
    for (const email of [TEST_OWNER_EMAIL, 'nobody-at-all@chaabi.local']) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await login(email, 'wrong-password-123')).statusCode);
      // The 5th failure sets the lock; meanwhile even the right password is not checked.
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const locked = await login(email, TEST_ADMIN_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBeDefined();
      expect(locked.headers['set-cookie']).toBeUndefined();

      advance(61_000); // the first lock is one minute
      expect((await login(email, 'wrong-password-123')).statusCode).toBe(401); // the 6th failure: two minutes
      advance(61_000);
      expect((await login(email, TEST_ADMIN_PASSWORD)).statusCode).toBe(429);
      advance(60_000);
      const after = await login(email, TEST_ADMIN_PASSWORD);
      expect(after.statusCode).toBe(email === TEST_OWNER_EMAIL ? 200 : 401);
    }
    // A success clears the count: four more failures for the owner do not lock again.
    for (let i = 0; i < 4; i += 1) expect((await login(TEST_OWNER_EMAIL, 'wrong-password-123')).statusCode).toBe(401);
    expect((await login(TEST_OWNER_EMAIL, TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
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

  it('ends a session idle for 30 minutes', async () => {
    const cookie = await loginCookie(t.app);
    advance(30 * MINUTE - 1000);
    expect(await ordersStatus(cookie)).toBe(200);
    advance(30 * MINUTE - 1000); // 29:59 since the last request: still live
    expect(await ordersStatus(cookie)).toBe(200);
    advance(30 * MINUTE);
    expect(await ordersStatus(cookie)).toBe(401);
    const probe = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(probe.json()).toEqual({ authenticated: false });
  });

  it('ends a session 12 hours after login however busy it is', async () => {
    const cookie = await loginCookie(t.app);
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      advance(20 * MINUTE);
      expect(await ordersStatus(cookie), `after ${(elapsed + 20 * MINUTE) / MINUTE} min`).toBe(200);
    }
    advance(20 * MINUTE); // 12:00 since login
    expect(await ordersStatus(cookie)).toBe(401);
  });

  it("ends the owner's sessions when ADMIN_PASSWORD changes, and the new one signs in", async () => {
    const cookie = await loginCookie(t.app);
    expect(await ordersStatus(cookie)).toBe(200);
    // The same database and SESSION_SECRET, restarted with a new password.
    const config = { ...t.config, adminPassword: 'a-brand-new-admin-password' };
    const restarted = await buildApp({ config, database: t.database, rateLimit: false, logger: false, now });
    await restarted.ready();
    try {
      const res = await restarted.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie } });
      expect(res.statusCode).toBe(401);
      const fresh = await loginCookie(restarted, 'a-brand-new-admin-password');
      expect((await restarted.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: fresh } })).statusCode).toBe(200);
      // The owner's password is in the database now: the old one no longer signs in anywhere.
      const old = await postJson(t.app, '/api/admin/login', { email: TEST_OWNER_EMAIL, password: TEST_ADMIN_PASSWORD });
      expect(old.statusCode).toBe(401);
    } finally {
      await restarted.close();
      // Back to the password the other tests use.
      await ensureOwner(t.database.db, t.config, createStaffPasswordStrength());
    }
  });

  it('does not start with a weak new ADMIN_PASSWORD, saying why, and keeps the owner and their sessions', async () => {
    const cookie = await loginCookie(t.app);
    const [before] = await t.database.db.select().from(staff).where(eq(staff.email, TEST_OWNER_EMAIL));
    for (const [adminPassword, reason] of [
      ['qwertyuiopas', 'This is similar to a commonly used password.'],
      ['owner@chaabi.local', "Do not build it from your e-mail, your name or the shop's name"],
    ]) {
      const restarted = await buildApp({
        config: { ...t.config, adminPassword },
        database: t.database,
        rateLimit: false,
        logger: false,
        now,
      });
      try {
        await expect(restarted.ready()).rejects.toThrow(`ADMIN_PASSWORD is too weak: ${reason}`);
      } finally {
        await restarted.close();
      }
    }
    const [after] = await t.database.db.select().from(staff).where(eq(staff.email, TEST_OWNER_EMAIL));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(await ordersStatus(cookie)).toBe(200);
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
    expect(live.json()).toEqual({
      authenticated: true,
      me: expect.objectContaining({ email: TEST_OWNER_EMAIL, role: 'owner', hasSecondFactor: false, mustEnrol: false }),
    });
    expect(live.json().me.permissions).toContain('staff:manage');
  });

  it('logout without a session still answers success and clears the cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'chaabi_admin')?.value).toBe('');
  });
});

describe('admin cookie in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ env: PRODUCTION_ENV });
  });
  afterAll(async () => {
    await prod.close();
  });

  it('is a __Host- cookie: Secure, Path=/, no Domain; the plain name is not accepted', async () => {
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: TEST_OWNER_EMAIL, password: TEST_ADMIN_PASSWORD },
      headers: { ...jsonHeaders, 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === '__Host-chaabi_admin')!;
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.domain).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'chaabi_admin')).toBeUndefined();
    const get = (cookieHeader: string) => prod.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: cookieHeader } });
    // The __Host- cookie is a session; in production it reaches no data until a second factor is set up.
    const hosted = await get(`__Host-chaabi_admin=${cookie.value}`);
    expect(hosted.statusCode).toBe(403);
    expect(hosted.json()).toMatchObject({ code: 'MFA_ENROLMENT_REQUIRED' });
    expect((await get(`chaabi_admin=${cookie.value}`)).statusCode).toBe(401);
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

  const attempt = (password: string, remoteAddress = '203.0.113.7', email = TEST_OWNER_EMAIL) =>
    limited.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, headers: jsonHeaders, remoteAddress });

  it('answers 429 after 10 attempts from one IP in 15 minutes, even with the right password, and not for another IP', async () => {
    // Ten different e-mails, so the per-account lock (below) plays no part.
    for (let i = 0; i < 10; i += 1)
      expect((await attempt('wrong-password', '203.0.113.7', `guess-${i}@chaabi.local`)).statusCode).toBe(401);
    const blocked = await attempt(TEST_ADMIN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await attempt(TEST_ADMIN_PASSWORD, '198.51.100.9')).statusCode).toBe(200);
  });
});
