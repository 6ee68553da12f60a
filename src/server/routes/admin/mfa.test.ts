/**
 * Two-factor sign-in and re-authentication (docs/product.md#staff-sign-in) with a fixed clock:
 * authenticator-app enrolment, codes of the current step and one step either side, each code once,
 * recovery codes once each, 5 wrong codes ending a pending session, the 5-minute re-authentication
 * window and the audit rows.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { auditLog, staff, staffRecoveryCodes } from '../../db/schema/index';
import { jsonHeaders, loginCookie, TEST_ADMIN_PASSWORD, TEST_OWNER_EMAIL } from '#tests/support/admin';
import { withTestApp } from '#tests/support/per-file';
import type { TestApp } from '../../../../tests/setup/test-db';

let t: TestApp;
let now = new Date('2026-04-01T09:00:00Z');
const advance = (ms: number) => (now = new Date(now.getTime() + ms));
const STEP = 30_000;
withTestApp((app) => (t = app), { now: () => now });

let secret = '';
let recoveryCodes: string[] = [];

function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...jsonHeaders, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function cookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === 'chaabi_admin');
  if (!cookie) throw new Error('no cookie set');
  return `chaabi_admin=${cookie.value}`;
}

/** The TOTP code for the step `steps` away from now. */
const codeAt = (steps = 0) => generate({ secret, epoch: Math.floor(now.getTime() / 1000) + steps * 30 });

async function lastAudit() {
  const [row] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

beforeAll(async () => {
  // Enrol the owner's authenticator app through the routes; later tests sign in with it.
  const cookie = await loginCookie(t.app);
  expect((await call('GET', '/api/admin/me/mfa', cookie)).json()).toMatchObject({ totp: false, passkeys: [], recoveryCodesLeft: 0 });
  const setup = await call('POST', '/api/admin/me/mfa/totp', cookie);
  expect(setup.statusCode).toBe(200);
  secret = setup.json<{ secret: string }>().secret;
  expect(setup.json<{ otpauthUrl: string }>().otpauthUrl).toMatch(/^otpauth:\/\/totp\/Chaabi%20Admin:owner%40chaabi\.local\?.*secret=/);
  const wrong = await call('POST', '/api/admin/me/mfa/totp/confirm', cookie, {
    code: (Number(await codeAt()) ^ 1).toString().padStart(6, '0'),
  });
  expect(wrong.statusCode).toBe(400);
  const confirm = await call('POST', '/api/admin/me/mfa/totp/confirm', cookie, { code: await codeAt() });
  expect(confirm.statusCode).toBe(200);
  recoveryCodes = confirm.json<{ recoveryCodes: string[] }>().recoveryCodes;
});

beforeEach(async () => {
  advance(10 * 60_000); // a fresh time step for every test
  await t.database.db.update(staff).set({ mfaFailures: 0, mfaLockedUntil: null }).where(eq(staff.email, TEST_OWNER_EMAIL));
});

describe('authenticator-app enrolment', () => {
  it('answered ten distinct recovery codes, keeps only their SHA-256 and the secret sealed', async () => {
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const rows = await t.database.db.select().from(staffRecoveryCodes);
    expect(rows.map((r) => r.codeHash).every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
    const [owner] = await t.database.db.select().from(staff).where(eq(staff.email, TEST_OWNER_EMAIL));
    expect(owner!.totpConfirmedAt).not.toBeNull();
    expect(owner!.totpSecretSealed).not.toContain(secret);
    const enrol = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'mfa.totp.enrol'));
    expect(enrol).toHaveLength(1);
  });

  it('refuses a second set-up while one is confirmed', async () => {
    const cookie = await signIn();
    expect((await call('POST', '/api/admin/me/mfa/totp', cookie)).statusCode).toBe(409);
  });
});

/** Password step then the current code: a full session's cookie. */
async function signIn(): Promise<string> {
  const pending = await loginCookie(t.app);
  const res = await call('POST', '/api/admin/login/mfa', pending, { code: await codeAt() });
  expect(res.statusCode).toBe(200);
  advance(STEP); // the next sign-in needs a newer code
  return cookieOf(res);
}

describe('POST /api/admin/login/mfa', () => {
  it('asks for the second factor after the password, and a pending session reaches no admin data', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: TEST_OWNER_EMAIL, password: TEST_ADMIN_PASSWORD },
      headers: jsonHeaders,
    });
    expect(res.json()).toEqual({ mfaRequired: true, methods: ['totp', 'recovery'] });
    const pending = cookieOf(res);
    expect((await call('GET', '/api/admin/orders', pending)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/me/mfa', pending)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/session', pending)).json()).toEqual({ authenticated: false });
  });

  it('accepts the current code: a full session under a new session id, the pending one gone, audited', async () => {
    const pending = await loginCookie(t.app);
    const res = await call('POST', '/api/admin/login/mfa', pending, { code: await codeAt() });
    expect(res.statusCode).toBe(200);
    const full = cookieOf(res);
    expect(full).not.toBe(pending);
    expect((await call('GET', '/api/admin/orders', full)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/orders', pending)).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({ action: 'sign_in.totp', staffEmail: TEST_OWNER_EMAIL });
  });

  it('accepts the code of the step before and of the step after, not two steps away', async () => {
    for (const steps of [-1, 1]) {
      const res = await call('POST', '/api/admin/login/mfa', await loginCookie(t.app), { code: await codeAt(steps) });
      expect(res.statusCode).toBe(200);
      advance(3 * STEP);
    }
    for (const steps of [-2, 2]) {
      const res = await call('POST', '/api/admin/login/mfa', await loginCookie(t.app), { code: await codeAt(steps) });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses a code used before (replay) and an older one, with the wrong-code answer', async () => {
    const code = await codeAt();
    const older = await codeAt(-1);
    expect((await call('POST', '/api/admin/login/mfa', await loginCookie(t.app), { code })).statusCode).toBe(200);
    for (const again of [code, older]) {
      const res = await call('POST', '/api/admin/login/mfa', await loginCookie(t.app), { code: again });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'That code is not right, or it was already used' });
    }
    // Both refusals within a minute are one audit row with a count (docs/decisions/214).
    const [failed] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sign_in.mfa_failed'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(failed).toMatchObject({ action: 'sign_in.mfa_failed', status: 401, count: 2 });
  });

  it('accepts each recovery code once, typed in any case and with spaces', async () => {
    const code = recoveryCodes[0]!;
    const first = await call('POST', '/api/admin/login/mfa', await loginCookie(t.app), {
      code: ` ${code.toUpperCase().replace('-', ' ')} `,
    });
    expect(first.statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'sign_in.recovery_code' });
    const again = await call('POST', '/api/admin/login/mfa', await loginCookie(t.app), { code });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('That code is not right, or it was already used');
    expect((await call('GET', '/api/admin/me/mfa', await signIn())).json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('ends the pending session at the 5th wrong code, then locks codes for a while', async () => {
    const pending = await loginCookie(t.app);
    for (let i = 0; i < 5; i += 1) {
      const res = await call('POST', '/api/admin/login/mfa', pending, { code: '000000' });
      expect(res.statusCode).toBe(401);
    }
    const late = await call('POST', '/api/admin/login/mfa', pending, { code: await codeAt() });
    expect(late.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Sign in again: the code step has expired' });
    // The right password does not buy more guesses: codes wait a minute.
    const locked = await call('POST', '/api/admin/login/mfa', await loginCookie(t.app), { code: await codeAt() });
    expect(locked.statusCode).toBe(429);
    advance(61_000);
    expect((await call('POST', '/api/admin/login/mfa', await loginCookie(t.app), { code: await codeAt() })).statusCode).toBe(200);
  });

  it('answers 401 without a pending session and 400 for a malformed code', async () => {
    expect((await call('POST', '/api/admin/login/mfa', '', { code: '123456' })).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/login/mfa', await loginCookie(t.app), { code: '1' })).statusCode).toBe(400);
    const full = await signIn();
    expect((await call('POST', '/api/admin/login/mfa', full, { code: await codeAt() })).statusCode).toBe(401);
  });
});

describe('re-authentication', () => {
  it('opens sensitive actions for 5 minutes after the second factor, then asks again', async () => {
    const cookie = await signIn();
    advance(4 * 60_000);
    expect((await call('POST', '/api/admin/me/mfa/recovery-codes', cookie)).statusCode).toBe(200);
    advance(60_000 + 1000);
    const late = await call('POST', '/api/admin/me/mfa/recovery-codes', cookie);
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('REAUTH_REQUIRED');
  });

  it('takes the password or a code; a wrong one is refused, audited and counted', async () => {
    const cookie = await signIn();
    advance(6 * 60_000);
    const wrong = await call('POST', '/api/admin/reauth', cookie, { password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({ action: 'reauth.failed' });
    expect((await call('POST', '/api/admin/me/mfa/recovery-codes', cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/reauth', cookie, { password: TEST_ADMIN_PASSWORD })).statusCode).toBe(200);
    const fresh = await call('POST', '/api/admin/me/mfa/recovery-codes', cookie);
    expect(fresh.statusCode).toBe(200);
    recoveryCodes = fresh.json<{ recoveryCodes: string[] }>().recoveryCodes;
    advance(6 * 60_000);
    expect((await call('POST', '/api/admin/reauth', cookie, { code: '000000' })).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/reauth', cookie, { code: await codeAt() })).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/me/mfa/recovery-codes', cookie)).statusCode).toBe(200);
  });

  it('refuses re-authentication without a full session', async () => {
    expect((await call('POST', '/api/admin/reauth', '', { password: TEST_ADMIN_PASSWORD })).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/reauth', await loginCookie(t.app), { password: TEST_ADMIN_PASSWORD })).statusCode).toBe(401);
  });
});

describe('removing the authenticator app (development)', () => {
  it('needs a re-authentication, then removes the app and the recovery codes', async () => {
    const cookie = await signIn();
    advance(6 * 60_000);
    expect((await call('DELETE', '/api/admin/me/mfa/totp', cookie)).statusCode).toBe(403);
    await call('POST', '/api/admin/reauth', cookie, { password: TEST_ADMIN_PASSWORD });
    expect((await call('DELETE', '/api/admin/me/mfa/totp', cookie)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'mfa.totp.remove' });
    expect((await call('GET', '/api/admin/me/mfa', cookie)).json()).toMatchObject({
      totp: false,
      recoveryCodesLeft: 0,
      factorRequired: false,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: TEST_OWNER_EMAIL, password: TEST_ADMIN_PASSWORD },
      headers: jsonHeaders,
    });
    expect(res.json()).toEqual({ success: true });
  });
});
