/**
 * Dealer login, PIN setup with a setup code, tokens and PIN brute force
 * (docs/product.md#dealer-flows, docs/product.md#dealer-inputs, docs/product.md#dealer-messages;
 * docs/decisions/016-dealer-setup-codes.md; decisions 014, 016).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import type { FastifyBaseLogger } from 'fastify';
import { DEALER_MESSAGES } from '#shared/schemas/dealer';
import { adminAuditLog, dealerTokens, dealers } from '../../db/schema/index';
import { DEALER_TOKEN_TTL_MS } from '../../services/dealers/dealer-tokens';
import { setupDealerPin } from '../../services/dealers/setup-dealer-pin';
import { jsonHeaders, loginCookie } from '#tests/support/admin';
import { postJson } from '#tests/support/http';
import { dealerToken, giveSetupCode, insertDealer, uniquePhone } from '#tests/support/dealer';

let t: TestApp;
let now = new Date('2026-03-01T10:00:00Z');
let ipSeq = 0;
const freshIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => now }); // the injected clock: each test moves it a day on
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  now = new Date(now.getTime() + 24 * 3600 * 1000);
});

const pepper = () => t.config.pinPepper;
function login(phoneNumber: string, pin: string, ip = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/api/dealer/login', payload: { phoneNumber, pin }, headers: jsonHeaders, remoteAddress: ip });
}
/** POST /api/admin/dealers/reset-pin for `dealerId` with the admin session `cookie`. */
function resetPin(dealerId: number, cookie: string) {
  return t.app.inject({ method: 'POST', url: '/api/admin/dealers/reset-pin', payload: { dealerId }, headers: { ...jsonHeaders, cookie } });
}
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

describe('check-phone', () => {
  it('answers exists, isActive, needsSetup and businessName', async () => {
    const d = await insertDealer(t.app.services.db);
    const res = await postJson(t.app, '/api/dealer/check-phone', { phoneNumber: d.phoneNumber });
    expect(res.json()).toEqual({ exists: true, isActive: true, needsSetup: true, businessName: d.businessName });
    const unknown = await postJson(t.app, '/api/dealer/check-phone', { phoneNumber: '9999999999' });
    expect(unknown.json()).toEqual({ exists: false, isActive: false, needsSetup: false, businessName: null });
  });

  it('refuses a phone that is not 10 digits', async () => {
    const res = await postJson(t.app, '/api/dealer/check-phone', { phoneNumber: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Phone number must be exactly 10 digits');
  });
});

describe('setup-pin with the one-time setup code', () => {
  const setup = (phoneNumber: string, setupCode: string | undefined, newPin = '4827', ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/dealer/setup-pin',
      payload: { phoneNumber, newPin, ...(setupCode === undefined ? {} : { setupCode }) },
      headers: jsonHeaders,
      remoteAddress: ip,
    });
  const refused = { success: false, message: DEALER_MESSAGES.setupCodeRefused };
  const row = async (id: number) => (await t.app.services.db.select().from(dealers).where(eq(dealers.id, id)))[0]!;
  /** The setup code `code` is refused with the one vague answer, and dealer `id` still has no PIN. */
  async function expectCodeRefused(phoneNumber: string, code: string, id: number): Promise<void> {
    const res = await setup(phoneNumber, code);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refused);
    expect((await row(id)).pinHash).toBeNull();
  }

  it('the admin creates a dealer and gets a code; the right code sets the first PIN and logs in, once', async () => {
    const cookie = await loginCookie(t.app);
    const phoneNumber = uniquePhone();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/dealers',
      payload: {
        businessName: 'Keys & Co',
        ownerName: 'Meera Iyer',
        phoneNumber,
        email: 'meera@example.in',
        businessAddress: { street: '4 Brigade Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' },
      },
      headers: { ...jsonHeaders, cookie },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const { id, setupCode, setupCodeExpiresAt, hasPin } = created.json();
    expect(setupCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(hasPin).toBe(false);
    expect(new Date(setupCodeExpiresAt).getTime() - now.getTime()).toBe(72 * 3600 * 1000);
    const stored = await row(id);
    expect(stored.setupCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(setupCode);
    const audit = await t.app.services.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `dealer:${id}`));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'dealer_setup_code_issued', actor: 'admin' });
    expect(JSON.stringify(audit[0])).not.toContain(setupCode);

    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/dealers', headers: { cookie } });
    expect(listed.json().data.find((x: { id: number }) => x.id === id)).toMatchObject({ hasPin: false, setupCodeExpiresAt });
    const res = await setup(phoneNumber, setupCode);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Login successful', dealer: { id, hasPin: true, setupCodeExpiresAt: null } });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toContain('pinHash');
    expect(await row(id)).toMatchObject({ setupCodeHash: null, setupCodeExpiresAt: null, setupCodeAttempts: 0 });

    const again = await setup(phoneNumber, setupCode, '5938');
    expect(again.statusCode).toBe(409);
    expect((await login(phoneNumber, '4827')).statusCode).toBe(200);
    expect((await login(phoneNumber, '5938')).statusCode).toBe(401);
  });

  it('accepts the code typed in lower case, grouped, or with O for 0 and I or L for 1', async () => {
    const d = await insertDealer(t.app.services.db);
    const code = await giveSetupCode(t.app.services.db, d.id, pepper(), now);
    const typed = `${code.slice(0, 5)} - ${code.slice(5)}`.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    expect((await setup(d.phoneNumber, typed)).statusCode).toBe(200);
  });

  it('refuses the phone number alone, changing nothing', async () => {
    const d = await insertDealer(t.app.services.db);
    await giveSetupCode(t.app.services.db, d.id, pepper(), now);
    const res = await setup(d.phoneNumber, undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter the 10-character setup code from your admin');
    expect(await row(d.id)).toMatchObject({ pinHash: null, setupCodeAttempts: 0 });
    for (const bad of ['', 'ABCD', 'ABCDEFGHJKMN', 'ABCDE*GHJK', 'UUUUUUUUUU']) {
      expect((await setup(d.phoneNumber, bad)).statusCode, bad).toBe(400);
    }
  });

  it('counts wrong codes and burns the code at the 5th: the right code is refused afterwards', async () => {
    const d = await insertDealer(t.app.services.db);
    const code = await giveSetupCode(t.app.services.db, d.id, pepper(), now);
    const wrong = code.startsWith('A') ? 'BBBBBBBBBB' : 'AAAAAAAAAA';
    for (let i = 1; i <= 4; i++) {
      const res = await setup(d.phoneNumber, wrong);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(refused);
      expect((await row(d.id)).setupCodeAttempts).toBe(i);
    }
    expect((await setup(d.phoneNumber, wrong)).statusCode).toBe(401);
    expect(await row(d.id)).toMatchObject({ setupCodeHash: null, pinHash: null });
    await expectCodeRefused(d.phoneNumber, code, d.id);
  });

  it('20 parallel guesses compare at most 5 times, and the code is burnt', async () => {
    const d = await insertDealer(t.app.services.db);
    const code = await giveSetupCode(t.app.services.db, d.id, pepper(), now);
    const guesses = Array.from({ length: 20 }, (_, i) => `${String(i).padStart(2, '0')}ZZZZZZZZ`);
    const results = await Promise.all(guesses.map((g) => setup(d.phoneNumber, g)));
    expect(results.every((r) => r.statusCode === 401)).toBe(true);
    expect((await row(d.id)).setupCodeAttempts).toBeLessThanOrEqual(5);
    expect((await setup(d.phoneNumber, code)).statusCode).toBe(401);
  });

  it('refuses a code after 72 hours', async () => {
    const d = await insertDealer(t.app.services.db);
    const e = await insertDealer(t.app.services.db);
    const code = await giveSetupCode(t.app.services.db, d.id, pepper(), now);
    const other = await giveSetupCode(t.app.services.db, e.id, pepper(), now);
    advance(72 * 3600 - 1);
    expect((await setup(e.phoneNumber, other)).statusCode).toBe(200);
    advance(1);
    await expectCodeRefused(d.phoneNumber, code, d.id);
  });

  it('answers an unknown phone, a dealer without a code and a wrong code alike', async () => {
    const d = await insertDealer(t.app.services.db);
    const unknown = await setup('9000000002', 'ABCDEFGHJK');
    const noCode = await setup(d.phoneNumber, 'ABCDEFGHJK');
    await giveSetupCode(t.app.services.db, d.id, pepper(), now);
    const wrong = await setup(d.phoneNumber, '0000000000');
    for (const res of [unknown, noCode, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(refused);
    }
  });

  it('logs each refusal for a known dealer as a security event', async () => {
    const d = await insertDealer(t.app.services.db);
    await giveSetupCode(t.app.services.db, d.id, pepper(), now);
    const warnings: unknown[] = [];
    const log = { warn: (obj: unknown) => warnings.push(obj) } as unknown as FastifyBaseLogger;
    const result = await setupDealerPin(t.app.services.db, {
      phoneNumber: d.phoneNumber,
      setupCode: 'ABCDEFGHJK',
      newPin: '4827',
      ip: freshIp(),
      pepper: pepper(),
      now,
      log,
    });
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(warnings).toEqual([expect.objectContaining({ event: 'security', kind: 'dealer_setup_code_refused', dealerId: d.id })]);
  });

  it.each([
    ['1234', 'This PIN is too common. Choose a less predictable PIN.'],
    ['000000', 'This PIN is too common. Choose a less predictable PIN.'],
    ['12a4', 'PIN must be 4-6 digits only.'],
    ['123', 'PIN must be 4-6 digits only.'],
    ['1234567', 'PIN must be 4-6 digits only.'],
  ])('refuses %s', async (newPin, message) => {
    const d = await insertDealer(t.app.services.db);
    const code = await giveSetupCode(t.app.services.db, d.id, pepper(), now);
    const res = await setup(d.phoneNumber, code, newPin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await row(d.id)).setupCodeAttempts).toBe(0);
  });

  it('refuses an inactive dealer with 403', async () => {
    const d = await insertDealer(t.app.services.db, { isActive: false });
    const code = await giveSetupCode(t.app.services.db, d.id, pepper(), now);
    const res = await setup(d.phoneNumber, code);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'Your dealer account is inactive. Please contact admin.' });
  });

  it('reset-pin clears the PIN, revokes tokens and issues a new code; the old code is refused', async () => {
    const d = await insertDealer(t.app.services.db);
    const first = await giveSetupCode(t.app.services.db, d.id, pepper(), now);
    const cookie = await loginCookie(t.app);
    const reset = await resetPin(d.id, cookie);
    expect(reset.statusCode).toBe(200);
    const { setupCode } = reset.json();
    expect(reset.json()).toMatchObject({ success: true, setupCode: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{10}$/) });
    expect(setupCode).not.toBe(first);
    expect((await setup(d.phoneNumber, first)).statusCode).toBe(401);
    expect((await setup(d.phoneNumber, setupCode, '7391')).statusCode).toBe(200);
    const audit = await t.app.services.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `dealer:${d.id}`));
    expect(audit.map((a) => a.detail?.reason)).toContain('pin_reset');
  });
});

describe('login', () => {
  it('logs in with the right PIN and answers 401 Invalid PIN otherwise', async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: pepper() });
    const ok = await login(d.phoneNumber, '4827');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: 'Login successful', dealer: { phoneNumber: d.phoneNumber } });
    const bad = await login(d.phoneNumber, '4828');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ success: false, message: 'Invalid PIN' });
  });

  it('answers an unknown phone exactly like a wrong PIN', async () => {
    const res = await login('9000000001', '4827');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Invalid PIN' });
  });

  it('refuses an inactive dealer with 403', async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: pepper(), isActive: false });
    const res = await login(d.phoneNumber, '4827');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your dealer account is inactive. Please contact admin.');
  });

  it('refuses a malformed PIN with the spec message', async () => {
    const res = await postJson(t.app, '/api/dealer/login', { phoneNumber: '9000000001', pin: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('PIN must be 4-6 digits');
  });
});

describe('PIN brute force', () => {
  it('delays from the 4th consecutive failure and disables the PIN at the 10th until the admin resets it', async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: pepper() });
    const wrong = (i: number) => String(5000 + i);
    for (let i = 1; i <= 3; i++) expect((await login(d.phoneNumber, wrong(i))).statusCode).toBe(401);
    expect((await login(d.phoneNumber, wrong(4))).statusCode).toBe(401); // 4th failure: 30 s delay starts
    const locked = await login(d.phoneNumber, '4827');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
    expect(locked.json()).toEqual({ success: false, message: 'Too many wrong PINs. Try again in 1 minute.', retryAfter: 30 });
    const expected = [60, 120, 240, 480, 900];
    const waitWords: Record<number, string> = { 60: '1 minute', 120: '2 minutes', 240: '4 minutes', 480: '8 minutes', 900: '15 minutes' };
    let delay = 30;
    for (let failure = 5; failure <= 9; failure++) {
      advance(delay);
      expect((await login(d.phoneNumber, wrong(failure))).statusCode).toBe(401);
      delay = expected[failure - 5]!;
      const res = await login(d.phoneNumber, '4827');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBe(delay);
      expect(res.json().message).toBe(`Too many wrong PINs. Try again in ${waitWords[delay]}.`);
    }
    advance(delay);
    const tenth = await login(d.phoneNumber, wrong(10));
    expect(tenth.statusCode).toBe(423);
    advance(86_400);
    const right = await login(d.phoneNumber, '4827');
    expect(right.statusCode).toBe(423);
    expect(right.json()).toEqual({
      success: false,
      message: 'Your account is disabled after too many wrong PINs. Please contact the shop to unlock it.',
    });
    expect((await postJson(t.app, '/api/dealer/check-phone', { phoneNumber: d.phoneNumber })).statusCode).toBe(200);

    const cookie = await loginCookie(t.app);
    const reset = await resetPin(d.id, cookie);
    expect(reset.json()).toMatchObject({ success: true });
    expect((await login(d.phoneNumber, '4827')).statusCode).toBe(401); // no PIN until the dealer sets one
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/dealer/setup-pin',
      payload: { phoneNumber: d.phoneNumber, setupCode: reset.json().setupCode, newPin: '7391' },
      headers: jsonHeaders,
      remoteAddress: freshIp(),
    });
    expect(chosen.statusCode).toBe(200);
    expect((await login(d.phoneNumber, '4827')).statusCode).toBe(401);
    expect((await login(d.phoneNumber, '7391')).statusCode).toBe(200);
  });

  it('a right PIN before the 4th failure clears the count', async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: pepper() });
    for (let i = 0; i < 3; i++) await login(d.phoneNumber, '1111');
    expect((await login(d.phoneNumber, '4827')).statusCode).toBe(200);
    const [row] = await t.app.services.db.select().from(dealers).where(eq(dealers.id, d.id));
    expect(row!.failedPinAttempts).toBe(0);
  });

  it('parallel guesses cannot slip past the lock', async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: pepper() });
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => login(d.phoneNumber, String(6000 + i))));
    const verified = results.filter((r) => r.statusCode === 401).length;
    expect(verified).toBeLessThanOrEqual(4);
    expect(results.every((r) => [401, 429].includes(r.statusCode))).toBe(true);
  });

  it('one IP spraying PIN 1234 over 200 phones is stopped after 10 tries', async () => {
    const phones = await Promise.all(Array.from({ length: 20 }, () => insertDealer(t.app.services.db, { pin: '4827', pepper: pepper() })));
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 200; i++) {
      const phone = i < phones.length ? phones[i]!.phoneNumber : `8${String(i).padStart(9, '0')}`;
      codes.push((await login(phone, '1234', ip)).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.slice(10).every((c) => c === 429)).toBe(true);
  });

  it('one PIN value sprayed from many IPs is stopped after 20 tries', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push((await login(`7${String(i).padStart(9, '0')}`, '2580', freshIp())).statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(20);
    expect(codes.slice(20).every((c) => c === 429)).toBe(true);
  });
});

describe('tokens', () => {
  it('profile needs a live token; logout revokes it', async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: pepper(), credits: 7 });
    const token = await dealerToken(t.app, d.phoneNumber, '4827');
    const profile = await t.app.inject({ method: 'GET', url: '/api/dealer/profile', headers: { authorization: `Bearer ${token}` } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().dealer).toMatchObject({ id: d.id, keychainCredits: 7, hasPin: true, pinDisabled: false });
    const out = await t.app.inject({ method: 'POST', url: '/api/dealer/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.json()).toEqual({ success: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/dealer/profile', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Session expired');
  });

  it('refuses missing, garbage and expired tokens', async () => {
    for (const authorization of [undefined, 'Bearer nope', 'Basic abc', `Bearer ${'x'.repeat(43)}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/dealer/profile', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
    }
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: pepper() });
    const token = await dealerToken(t.app, d.phoneNumber, '4827');
    advance(DEALER_TOKEN_TTL_MS / 1000 + 1);
    const res = await t.app.inject({ method: 'GET', url: '/api/dealer/profile', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('a PIN reset revokes every token of the dealer', async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: pepper() });
    const a = await dealerToken(t.app, d.phoneNumber, '4827');
    const b = await dealerToken(t.app, d.phoneNumber, '4827');
    const cookie = await loginCookie(t.app);
    await resetPin(d.id, cookie);
    for (const token of [a, b]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/dealer/profile', headers: { authorization: `Bearer ${token}` } })).statusCode,
      ).toBe(401);
    }
    const rows = await t.app.services.db.select().from(dealerTokens).where(eq(dealerTokens.dealerId, d.id));
    expect(rows.every((r) => r.revokedAt !== null && !r.tokenHash.includes(a))).toBe(true);
  });

  it('every bearer route answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/dealer/profile'],
      ['POST', '/api/dealer/logout'],
      ['POST', '/api/dealer/purchase-credits'],
      ['POST', '/api/dealer/create-payment-order'],
      ['POST', '/api/dealer/verify-payment'],
      ['POST', '/api/dealer/payment-failed'],
      ['POST', '/api/dealer/create-order'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
        headers: method === 'POST' ? jsonHeaders : {},
      });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
