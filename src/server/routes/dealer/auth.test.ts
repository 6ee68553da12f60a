/** Dealer login, PIN setup, tokens and PIN brute force (spec §4, §5, §8; DESIGN.md §5; decision 014). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { dealerTokens, dealers } from '../../db/schema/index';
import { dealerClock } from '../../services/dealers/clock';
import { DEALER_TOKEN_TTL_MS } from '../../services/dealers/dealer-tokens';
import { jsonHeaders, loginCookie } from '../admin/test-helpers';
import { dealerToken, insertDealer } from './test-helpers';

let t: TestApp;
let now = new Date('2026-03-01T10:00:00Z');
let ipSeq = 0;
const freshIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  dealerClock.now = () => now;
});
afterAll(async () => {
  dealerClock.now = () => new Date();
  await t.close();
});
beforeEach(() => {
  now = new Date(now.getTime() + 24 * 3600 * 1000);
});

const pepper = () => t.config.pinPepper;
function login(phoneNumber: string, pin: string, ip = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/api/dealer/login', payload: { phoneNumber, pin }, headers: jsonHeaders, remoteAddress: ip });
}
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

describe('check-phone', () => {
  it('answers exists, isActive, needsSetup and businessName', async () => {
    const d = await insertDealer(t.app.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dealer/check-phone',
      payload: { phoneNumber: d.phoneNumber },
      headers: jsonHeaders,
    });
    expect(res.json()).toEqual({ exists: true, isActive: true, needsSetup: true, businessName: d.businessName });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/dealer/check-phone',
      payload: { phoneNumber: '9999999999' },
      headers: jsonHeaders,
    });
    expect(unknown.json()).toEqual({ exists: false, isActive: false, needsSetup: false, businessName: null });
  });

  it('refuses a phone that is not 10 digits', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dealer/check-phone',
      payload: { phoneNumber: '12345' },
      headers: jsonHeaders,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Phone number must be exactly 10 digits');
  });
});

describe('setup-pin', () => {
  it('sets the first PIN and logs in; a second setup is refused', async () => {
    const d = await insertDealer(t.app.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dealer/setup-pin',
      payload: { phoneNumber: d.phoneNumber, newPin: '4827' },
      headers: jsonHeaders,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Login successful', dealer: { id: d.id, hasPin: true } });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toContain('pinHash');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/dealer/setup-pin',
      payload: { phoneNumber: d.phoneNumber, newPin: '5938' },
      headers: jsonHeaders,
      remoteAddress: freshIp(),
    });
    expect(again.statusCode).toBe(409);
    expect((await login(d.phoneNumber, '4827')).statusCode).toBe(200);
  });

  it.each([
    ['1234', 'This PIN is too common. Choose a less predictable PIN.'],
    ['000000', 'This PIN is too common. Choose a less predictable PIN.'],
    ['12a4', 'PIN must be 4-6 digits only.'],
    ['123', 'PIN must be 4-6 digits only.'],
    ['1234567', 'PIN must be 4-6 digits only.'],
  ])('refuses %s', async (newPin, message) => {
    const d = await insertDealer(t.app.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dealer/setup-pin',
      payload: { phoneNumber: d.phoneNumber, newPin },
      headers: jsonHeaders,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses an inactive dealer with 403', async () => {
    const d = await insertDealer(t.app.db, { isActive: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dealer/setup-pin',
      payload: { phoneNumber: d.phoneNumber, newPin: '4827' },
      headers: jsonHeaders,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'Your dealer account is inactive. Please contact admin.' });
  });
});

describe('login', () => {
  it('logs in with the right PIN and answers 401 Invalid PIN otherwise', async () => {
    const d = await insertDealer(t.app.db, { pin: '4827', pepper: pepper() });
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
    const d = await insertDealer(t.app.db, { pin: '4827', pepper: pepper(), isActive: false });
    const res = await login(d.phoneNumber, '4827');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your dealer account is inactive. Please contact admin.');
  });

  it('refuses a malformed PIN with the spec message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dealer/login',
      payload: { phoneNumber: '9000000001', pin: '12' },
      headers: jsonHeaders,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('PIN must be 4-6 digits');
  });
});

describe('PIN brute force', () => {
  it('delays from the 4th consecutive failure and disables the PIN at the 10th until the admin resets it', async () => {
    const d = await insertDealer(t.app.db, { pin: '4827', pepper: pepper() });
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
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/dealer/check-phone',
          payload: { phoneNumber: d.phoneNumber },
          headers: jsonHeaders,
        })
      ).statusCode,
    ).toBe(200);

    const cookie = await loginCookie(t.app);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/admin/dealers/reset-pin',
      payload: { dealerId: d.id, newPin: '7391' },
      headers: { ...jsonHeaders, cookie },
    });
    expect(reset.json()).toEqual({ success: true });
    expect((await login(d.phoneNumber, '4827')).statusCode).toBe(401);
    expect((await login(d.phoneNumber, '7391')).statusCode).toBe(200);
  });

  it('a right PIN before the 4th failure clears the count', async () => {
    const d = await insertDealer(t.app.db, { pin: '4827', pepper: pepper() });
    for (let i = 0; i < 3; i++) await login(d.phoneNumber, '1111');
    expect((await login(d.phoneNumber, '4827')).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(dealers).where(eq(dealers.id, d.id));
    expect(row!.failedPinAttempts).toBe(0);
  });

  it('parallel guesses cannot slip past the lock', async () => {
    const d = await insertDealer(t.app.db, { pin: '4827', pepper: pepper() });
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => login(d.phoneNumber, String(6000 + i))));
    const verified = results.filter((r) => r.statusCode === 401).length;
    expect(verified).toBeLessThanOrEqual(4);
    expect(results.every((r) => [401, 429].includes(r.statusCode))).toBe(true);
  });

  it('one IP spraying PIN 1234 over 200 phones is stopped after 10 tries', async () => {
    const phones = await Promise.all(Array.from({ length: 20 }, () => insertDealer(t.app.db, { pin: '4827', pepper: pepper() })));
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
    const d = await insertDealer(t.app.db, { pin: '4827', pepper: pepper(), credits: 7 });
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
    const d = await insertDealer(t.app.db, { pin: '4827', pepper: pepper() });
    const token = await dealerToken(t.app, d.phoneNumber, '4827');
    advance(DEALER_TOKEN_TTL_MS / 1000 + 1);
    const res = await t.app.inject({ method: 'GET', url: '/api/dealer/profile', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('a PIN reset revokes every token of the dealer', async () => {
    const d = await insertDealer(t.app.db, { pin: '4827', pepper: pepper() });
    const a = await dealerToken(t.app, d.phoneNumber, '4827');
    const b = await dealerToken(t.app, d.phoneNumber, '4827');
    const cookie = await loginCookie(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/dealers/reset-pin',
      payload: { dealerId: d.id, newPin: '7391' },
      headers: { ...jsonHeaders, cookie },
    });
    for (const token of [a, b]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/dealer/profile', headers: { authorization: `Bearer ${token}` } })).statusCode,
      ).toBe(401);
    }
    const rows = await t.app.db.select().from(dealerTokens).where(eq(dealerTokens.dealerId, d.id));
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
