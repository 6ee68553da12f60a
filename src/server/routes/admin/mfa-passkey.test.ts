/**
 * Passkeys (docs/product.md#staff-sign-in), against a software authenticator: registration with
 * user verification, sign-in with a new session id, the signature counter stored, a challenge
 * answered once, an authenticator without user verification refused.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffPasskeys } from '../../db/schema/index';
import { jsonHeaders, loginCookie } from '#tests/support/admin';
import { withTestApp } from '#tests/support/per-file';
import { SoftAuthenticator } from '#tests/support/soft-authenticator';
import type { TestApp } from '../../../../tests/setup/test-db';

let t: TestApp;
withTestApp((app) => (t = app));

// app.inject sends Host: localhost:80, so the relying party is "localhost" at http://localhost.
const ORIGIN = 'http://localhost';

function call(url: string, cookie: string, payload?: unknown) {
  return t.app.inject({ method: 'POST', url, headers: { ...jsonHeaders, cookie }, payload: payload ?? {} });
}

function cookieOf(res: { cookies: { name: string; value: string }[] }): string {
  return `chaabi_admin=${res.cookies.find((c) => c.name === 'chaabi_admin')!.value}`;
}

async function register(authenticator: SoftAuthenticator, cookie: string) {
  const options = (await call('/api/admin/me/mfa/passkeys/options', cookie)).json();
  expect(options.authenticatorSelection.userVerification).toBe('required');
  expect(options.rp.id).toBe('localhost');
  return call('/api/admin/me/mfa/passkeys', cookie, { response: authenticator.register(options), name: 'Laptop' });
}

describe('passkeys', () => {
  const passkey = new SoftAuthenticator(ORIGIN);

  it('registers a passkey (recovery codes with the first factor) and then asks for it at sign-in', async () => {
    const cookie = await loginCookie(t.app);
    const res = await register(passkey, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().recoveryCodes).toHaveLength(10);
    const status = (await t.app.inject({ method: 'GET', url: '/api/admin/me/mfa', headers: { cookie } })).json();
    expect(status.passkeys).toMatchObject([{ name: 'Laptop', lastUsedAt: null }]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'owner@chaabi.local', password: 'test-admin-password' },
      headers: jsonHeaders,
    });
    expect(login.json()).toEqual({ mfaRequired: true, methods: ['passkey', 'recovery'] });
  });

  it('signs in with the passkey: a new session id, the counter stored; the same answer twice is refused', async () => {
    const pending = await loginCookie(t.app);
    const options = (await call('/api/admin/login/passkey/options', pending)).json();
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials).toHaveLength(1);
    const answer = passkey.authenticate(options);
    const res = await call('/api/admin/login/passkey', pending, { response: answer });
    expect(res.statusCode).toBe(200);
    const full = cookieOf(res);
    expect(full).not.toBe(pending);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: full } })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(staffPasskeys).where(eq(staffPasskeys.name, 'Laptop'));
    expect(row!.counter).toBe(2);
    expect(row!.lastUsedAt).not.toBeNull();

    const next = await loginCookie(t.app);
    await call('/api/admin/login/passkey/options', next);
    const replay = await call('/api/admin/login/passkey', next, { response: answer });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('That code is not right, or it was already used');
  });

  it('refuses an answer without a challenge, and a passkey without user verification', async () => {
    const pending = await loginCookie(t.app);
    const noChallenge = await call('/api/admin/login/passkey', pending, {
      response: passkey.authenticate({ challenge: 'AAAA', rpId: 'localhost' }),
    });
    expect(noChallenge.statusCode).toBe(401);

    const full = cookieOf(
      await call(
        '/api/admin/login/passkey',
        pending,
        await (async () => {
          const options = (await call('/api/admin/login/passkey/options', pending)).json();
          return { response: passkey.authenticate(options) };
        })(),
      ),
    );
    const unverified = await register(new SoftAuthenticator(ORIGIN, false), full);
    expect(unverified.statusCode).toBe(400);
    const otherOrigin = await register(new SoftAuthenticator('https://evil.example'), full);
    expect(otherOrigin.statusCode).toBe(400);
  });
});
