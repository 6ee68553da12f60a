/**
 * The production MFA policy (docs/product.md#staff-sign-in): a staff member without a second
 * factor signs in to the `enrol` stage, reaches only their own account until they enrol one (the
 * session then becomes full under a new session id), and cannot remove their last factor.
 */
import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { jsonHeaders, TEST_ADMIN_PASSWORD, TEST_OWNER_EMAIL } from '#tests/support/admin';
import { withTestApp } from '#tests/support/per-file';
import { PRODUCTION_ENV } from '#tests/support/production-env';
import type { TestApp } from '../../../../tests/setup/test-db';

const COOKIE = '__Host-chaabi_admin';

let t: TestApp;
const now = new Date('2026-04-01T09:00:00Z');
withTestApp((app) => (t = app), { env: PRODUCTION_ENV, now: () => now });

function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...jsonHeaders, cookie, 'x-forwarded-proto': 'https' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const cookieOf = (res: { cookies: { name: string; value: string }[] }) => `${COOKIE}=${res.cookies.find((c) => c.name === COOKIE)!.value}`;

// The production cookie is __Host- and Secure, which loginCookie (tests/support/admin.ts) does not read.
const passwordStep = async () => call('POST', '/api/admin/login', '', { email: TEST_OWNER_EMAIL, password: TEST_ADMIN_PASSWORD });

describe('production: a second factor before any admin data', () => {
  it('opens only the own account until an authenticator is confirmed, then a full session under a new id', async () => {
    const login = await passwordStep();
    expect(login.json()).toEqual({ success: true });
    const enrol = cookieOf(login);
    const blocked = await call('GET', '/api/admin/orders', enrol);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'MFA_ENROLMENT_REQUIRED' });
    expect((await call('GET', '/api/admin/session', enrol)).json()).toMatchObject({ authenticated: true, me: { mustEnrol: true } });
    expect((await call('GET', '/api/admin/me/mfa', enrol)).json()).toMatchObject({ totp: false, factorRequired: true });

    const { secret, otpauthUrl } = (await call('POST', '/api/admin/me/mfa/totp', enrol)).json();
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const confirm = await call('POST', '/api/admin/me/mfa/totp/confirm', enrol, {
      code: await generate({ secret, epoch: now.getTime() / 1000 }),
    });
    expect(confirm.statusCode).toBe(200);
    const full = cookieOf(confirm);
    expect(full).not.toBe(enrol);
    expect((await call('GET', '/api/admin/orders', full)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/orders', enrol)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/session', full)).json()).toMatchObject({ me: { mustEnrol: false, hasSecondFactor: true } });

    // The last factor stays, even re-authenticated.
    const removal = await call('DELETE', '/api/admin/me/mfa/totp', full);
    expect(removal.statusCode).toBe(409);
    expect((await call('GET', '/api/admin/me/mfa', full)).json()).toMatchObject({ totp: true });

    // The next sign-in asks for the code.
    expect((await passwordStep()).json()).toEqual({ mfaRequired: true, methods: ['totp', 'recovery'] });
  });
});
