/**
 * Adding a second factor needs a fresh authentication (docs/product.md#staff-sign-in,
 * docs/decisions/208-fresh-auth-to-add-a-factor.md): set-up and confirmation of an authenticator
 * app and both steps of a passkey registration answer 403 REAUTH_REQUIRED and store nothing more
 * than 5 minutes after the sign-in or the last POST /api/admin/reauth, and work again after one.
 * The app's clock is fixed and moved by the test. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { staff, staffPasskeys } from '../../db/schema/index';
import { jsonHeaders, loginCookie, TEST_ADMIN_PASSWORD } from '#tests/support/admin';
import { withTestApp } from '#tests/support/per-file';
import { addStaff, TEST_STAFF_PASSWORD } from '#tests/support/staff';
import { SoftAuthenticator } from '#tests/support/soft-authenticator';
import type { TestApp } from '../../../../tests/setup/test-db';

let t: TestApp;
let now = new Date('2026-04-01T09:00:00Z');
const advance = (ms: number) => (now = new Date(now.getTime() + ms));
const MINUTE = 60_000;
withTestApp((app) => (t = app), { now: () => now });

function call(url: string, cookie: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: { ...jsonHeaders, cookie }, payload: payload ?? {} });
}

function expectReauth(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: 'REAUTH_REQUIRED', message: 'Confirm it is you: enter your password or a code again' });
}

describe('adding a passkey', () => {
  it('is refused 5 minutes after sign-in at both steps, storing nothing; works within the window and after a re-authentication', async () => {
    const cookie = await loginCookie(t.app);
    advance(5 * MINUTE + 1000);
    expectReauth(await call('/api/admin/me/mfa/passkeys/options', cookie));
    const authenticator = new SoftAuthenticator('http://localhost');
    // An answer made for another challenge is not even looked at.
    expectReauth(
      await call('/api/admin/me/mfa/passkeys', cookie, {
        response: authenticator.register({ challenge: 'AAAA', rp: { id: 'localhost' } }),
        name: 'Laptop',
      }),
    );
    expect(await t.database.db.select().from(staffPasskeys)).toEqual([]);

    expect((await call('/api/admin/reauth', cookie, { password: TEST_ADMIN_PASSWORD })).statusCode).toBe(200);
    advance(4 * MINUTE);
    const options = await call('/api/admin/me/mfa/passkeys/options', cookie);
    expect(options.statusCode).toBe(200);
    // Finishing after the window closed is refused too: the options step alone opens nothing.
    advance(MINUTE + 1000);
    const answer = authenticator.register(options.json());
    expectReauth(await call('/api/admin/me/mfa/passkeys', cookie, { response: answer, name: 'Laptop' }));
    expect(await t.database.db.select().from(staffPasskeys)).toEqual([]);

    expect((await call('/api/admin/reauth', cookie, { password: TEST_ADMIN_PASSWORD })).statusCode).toBe(200);
    const done = await call('/api/admin/me/mfa/passkeys', cookie, { response: answer, name: 'Laptop' });
    expect(done.statusCode).toBe(200);
    expect(await t.database.db.select({ name: staffPasskeys.name }).from(staffPasskeys)).toEqual([{ name: 'Laptop' }]);
  });
});

describe('adding an authenticator app', () => {
  it('is refused at set-up and at confirmation outside the window, storing nothing; a re-authentication reopens each step', async () => {
    const person = await addStaff(t.database.db, 'support');
    const cookie = await loginCookie(t.app, TEST_STAFF_PASSWORD, person.email);
    const row = async () => (await t.database.db.select().from(staff).where(eq(staff.id, person.id)))[0]!;
    advance(5 * MINUTE + 1000);
    expectReauth(await call('/api/admin/me/mfa/totp', cookie));
    expect((await row()).totpSecretSealed).toBeNull();

    expect((await call('/api/admin/reauth', cookie, { password: TEST_STAFF_PASSWORD })).statusCode).toBe(200);
    const setup = await call('/api/admin/me/mfa/totp', cookie);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    advance(5 * MINUTE + 1000);
    const code = await generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
    expectReauth(await call('/api/admin/me/mfa/totp/confirm', cookie, { code }));
    expect((await row()).totpConfirmedAt).toBeNull();

    expect((await call('/api/admin/reauth', cookie, { password: TEST_STAFF_PASSWORD })).statusCode).toBe(200);
    const confirm = await call('/api/admin/me/mfa/totp/confirm', cookie, { code });
    expect(confirm.statusCode).toBe(200);
    expect((await row()).totpConfirmedAt).not.toBeNull();
  });
});
