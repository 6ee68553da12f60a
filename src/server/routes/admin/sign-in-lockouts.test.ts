/**
 * Staff lock-outs under bursts and against a stranger who knows an e-mail
 * (docs/product.md#staff-sign-in, docs/decisions/204-staff-lock-outs-per-address.md,
 * docs/decisions/205-count-before-check.md). Two app instances (buildApp twice) on two connections
 * to one database, with one clock; every request names its client address. The password, TOTP and
 * recovery-code checks are counted by wrapping the real functions.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { staff, staffSignInFailures } from '../../db/schema/index';
import { createTestDatabase, openSecondConnection, testConfig, type TestDatabase } from '../../../../tests/setup/test-db';
import { addStaff, TEST_STAFF_PASSWORD } from '#tests/support/staff';
import { jsonHeaders } from '#tests/support/http';
import { acceptTotpCode, startTotpEnrolment } from '../../services/staff/totp';
import { replaceRecoveryCodes } from '../../services/staff/recovery-codes';
import { LENIENT_CHECKS_PER_DAY } from '../../services/staff/sign-in';

/** How many passwords, authenticator codes and recovery codes were really checked. */
const checks = vi.hoisted(() => ({ passwords: 0, codes: 0 }));

vi.mock('../../services/staff/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../services/staff/passwords')>();
  return {
    ...original,
    verifyStaffPassword: (hash: string | null, password: string) => {
      checks.passwords += 1;
      return original.verifyStaffPassword(hash, password);
    },
  };
});
vi.mock('../../services/staff/totp', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../services/staff/totp')>();
  return {
    ...original,
    acceptTotpCode: (...args: Parameters<typeof original.acceptTotpCode>) => {
      if (!args[1].confirming) checks.codes += 1;
      return original.acceptTotpCode(...args);
    },
  };
});
vi.mock('../../services/staff/recovery-codes', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../services/staff/recovery-codes')>();
  return {
    ...original,
    useRecoveryCode: (...args: Parameters<typeof original.useRecoveryCode>) => {
      checks.codes += 1;
      return original.useRecoveryCode(...args);
    },
  };
});

/** One SESSION_SECRET, as instances behind one load balancer share it (docs/deploy.md). */
const SESSION_SECRET = 'lockouts-'.repeat(5);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let database: TestDatabase;
let second: Database;
let a: FastifyInstance;
let b: FastifyInstance;
let now = new Date('2026-04-01T09:00:00Z');
const advance = (ms: number) => (now = new Date(now.getTime() + ms));

beforeAll(async () => {
  database = await createTestDatabase();
  second = openSecondConnection(database);
  const apps: FastifyInstance[] = [];
  for (const db of [database, second]) {
    const app = await buildApp({ config: testConfig({ SESSION_SECRET }), database: db, rateLimit: false, logger: false, now: () => now });
    await app.ready();
    apps.push(app);
  }
  [a, b] = apps as [FastifyInstance, FastifyInstance];
});
beforeEach(() => {
  advance(2 * DAY); // every address's failures are forgotten, every lock over
  checks.passwords = 0;
  checks.codes = 0;
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await second?.close();
  await database?.close();
});

/** The n-th address of an attacker or an owner (documentation ranges, RFC 5737). */
const address = (n: number) => `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;

function login(app: FastifyInstance, email: string, password: string, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, headers: jsonHeaders, remoteAddress });
}

function cookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'chaabi_admin');
  if (!cookie) throw new Error(`no cookie set: ${res.statusCode} ${res.body}`);
  return `chaabi_admin=${cookie.value}`;
}

/** The TOTP code of `secret` at the clock's time, `steps` steps away. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(now.getTime() / 1000) + steps * 30 });

/** A staff member with a confirmed authenticator app and recovery codes: their e-mail and TOTP secret. */
async function staffWithTotp(): Promise<{ id: number; email: string; secret: string }> {
  const person = await addStaff(database.db, 'manager');
  const enrolment = await startTotpEnrolment(database.db, person, SESSION_SECRET);
  const confirmed = await acceptTotpCode(database.db, {
    staffId: person.id,
    code: await codeAt(enrolment!.secret),
    now,
    sealKey: SESSION_SECRET,
    confirming: true,
  });
  expect(confirmed).toBe(true);
  await replaceRecoveryCodes(database.db, person.id);
  advance(MINUTE); // the sign-in needs a newer code than the enrolment's
  return { ...person, secret: enrolment!.secret };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('a burst of passwords over two instances', () => {
  it('checks at most 5 of 100 simultaneous passwords for one e-mail from 100 addresses; the right one sent 51st is refused unchecked', async () => {
    for (let run = 0; run < 3; run += 1) {
      const person = await addStaff(database.db, 'support'); // no second factor: strictly locked
      checks.passwords = 0;
      const answers = await Promise.all(
        range(100).map((i) =>
          login(i % 2 === 0 ? a : b, person.email, i === 50 ? TEST_STAFF_PASSWORD : `wrong password ${i}`, address(1000 * run + i)),
        ),
      );
      const statuses = answers.map((res) => res.statusCode);
      // Every answer other than the lock's was a checked password.
      expect(statuses.filter((s) => s !== 429)).toHaveLength(checks.passwords);
      expect(checks.passwords).toBeGreaterThanOrEqual(1);
      if (statuses[50] === 200) {
        // The right one was among the first 5 checked (requests reach the database in no fixed
        // order); its success cleared the count, so at most 5 wrong ones on either side of it.
        expect(checks.passwords).toBeLessThanOrEqual(11);
        expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
      } else {
        expect(statuses[50]).toBe(429);
        expect(checks.passwords).toBeLessThanOrEqual(5);
      }
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
      expect(statuses.filter((s) => s !== 200 && s !== 401 && s !== 429)).toEqual([]);
      for (const res of answers.filter((r) => r.statusCode === 429)) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const [row] = await database.db.select().from(staffSignInFailures).where(eq(staffSignInFailures.email, person.email));
      if (statuses[50] !== 200) expect(row!.failures).toBe(checks.passwords);
    }
  });

  it('checks at most 5 + 60 of 100 simultaneous passwords for an e-mail with a second factor (once per clean address)', async () => {
    const person = await staffWithTotp();
    const answers = await Promise.all(
      range(100).map((i) => login(i % 2 === 0 ? a : b, person.email, `wrong password ${i}`, address(5000 + i))),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(checks.passwords);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(checks.passwords).toBeLessThanOrEqual(5 + LENIENT_CHECKS_PER_DAY.max);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(100 - 5 - LENIENT_CHECKS_PER_DAY.max);
  });
});

describe('a burst of codes on one pending sign-in over two instances', () => {
  it('checks at most 5 of 100 simultaneous authenticator and recovery codes; the right code sent 51st does not sign in', async () => {
    for (let run = 0; run < 3; run += 1) {
      const person = await staffWithTotp();
      const pending = await login(a, person.email, TEST_STAFF_PASSWORD, address(7000 + run));
      expect(pending.json()).toEqual({ mfaRequired: true, methods: ['totp', 'recovery'] });
      const cookie = cookieOf(pending);
      const right = await codeAt(person.secret);
      const near = new Set([right, await codeAt(person.secret, -1), await codeAt(person.secret, 1)]);
      const wrongCodes = range(200)
        .map((i) => String((i * 7919 + 123_457) % 1_000_000).padStart(6, '0'))
        .filter((c) => !near.has(c));
      checks.codes = 0;
      const answers = await Promise.all(
        range(100).map((i) => {
          const code = i === 50 ? right : i % 2 === 0 ? wrongCodes[i]! : `wrong-code${String(i).padStart(2, '0')}`.slice(-11);
          return (i % 2 === 0 ? a : b).inject({
            method: 'POST',
            url: '/api/admin/login/mfa',
            payload: { code },
            headers: { ...jsonHeaders, cookie },
            remoteAddress: address(7000 + run),
          });
        }),
      );
      const checked = answers.filter((res) => res.statusCode === 200 || res.json<{ message: string }>().message.startsWith('That code'));
      expect(checked).toHaveLength(checks.codes);
      expect(checks.codes).toBeGreaterThanOrEqual(1);
      expect(checks.codes).toBeLessThanOrEqual(5);
      // The right code signs in only if it was among the 5 checked (requests come in no fixed order).
      if (answers[50]!.statusCode === 200) expect(checked).toContain(answers[50]);
      expect(answers.filter((res) => res.statusCode === 200).length).toBeLessThanOrEqual(1);
      for (const res of answers) expect([200, 401, 429]).toContain(res.statusCode);
      const [row] = await database.db.select({ failures: staff.mfaFailures }).from(staff).where(eq(staff.id, person.id));
      expect(row!.failures).toBeLessThanOrEqual(5);
    }
  });
});

describe('lock-outs that slow an attacker without keeping the owner out', () => {
  it("an attacker on 20 addresses stays out; the owner signs in from a fresh address with password and code; the owner's address that failed 5 times is locked", async () => {
    const person = await staffWithTotp();
    const home = address(100);
    // The owner's own address fails 5 times (a forgotten password): it and the e-mail are locked.
    for (let i = 0; i < 5; i += 1) expect((await login(a, person.email, `forgotten ${i}`, home)).statusCode).toBe(401);
    expect((await login(b, person.email, TEST_STAFF_PASSWORD, home)).statusCode).toBe(429);

    // An attacker on 20 addresses, three rounds: while the e-mail is locked each clean address is
    // checked once, then every address is refused unchecked.
    checks.passwords = 0;
    const rounds: number[][] = [];
    for (let round = 0; round < 3; round += 1) {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 1)
        statuses.push((await login(i % 2 === 0 ? a : b, person.email, `guess ${round}-${i}`, address(200 + i))).statusCode);
      rounds.push(statuses);
    }
    expect(rounds[0]).toEqual(Array(20).fill(401));
    expect(rounds[1]).toEqual(Array(20).fill(429));
    expect(rounds[2]).toEqual(Array(20).fill(429));
    expect(checks.passwords).toBe(20);

    // The owner from a fresh address: the right password, then the right code.
    const fresh = address(300);
    const pending = await login(b, person.email, TEST_STAFF_PASSWORD, fresh);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({ mfaRequired: true });
    const done = await a.inject({
      method: 'POST',
      url: '/api/admin/login/mfa',
      payload: { code: await codeAt(person.secret) },
      headers: { ...jsonHeaders, cookie: cookieOf(pending) },
      remoteAddress: fresh,
    });
    expect(done.statusCode).toBe(200);
    const session = await b.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: cookieOf(done) } });
    expect(session.json()).toMatchObject({ authenticated: true, me: { email: person.email } });

    // The owner's own address that failed 5 times is still locked, even with the right password.
    const again = await login(a, person.email, TEST_STAFF_PASSWORD, home);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // The attacker's addresses get no further than before: at most 5 checks, then locked again.
    checks.passwords = 0;
    const after: number[] = [];
    for (let i = 0; i < 20; i += 1)
      after.push((await login(i % 2 === 0 ? a : b, person.email, `guess 4-${i}`, address(200 + i))).statusCode);
    expect(checks.passwords).toBeLessThanOrEqual(5);
    expect(after.filter((s) => s === 429)).toHaveLength(20 - checks.passwords);
  });

  it('keeps an account without a second factor locked for every address, the right password from a fresh one included', async () => {
    const person = await addStaff(database.db, 'support');
    for (let i = 0; i < 5; i += 1) expect((await login(a, person.email, `guess ${i}`, address(400))).statusCode).toBe(401);
    const fresh = await login(b, person.email, TEST_STAFF_PASSWORD, address(401));
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Wait a few minutes and try again.' });
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(fresh.headers['retry-after'])).toBeLessThanOrEqual(60);
    advance(61_000);
    expect((await login(b, person.email, TEST_STAFF_PASSWORD, address(401))).statusCode).toBe(200);
  });

  it('treats an e-mail nobody has like an account with a second factor, so the answer tells nothing', async () => {
    const email = 'nobody-here@chaabi.local';
    for (let i = 0; i < 5; i += 1) expect((await login(a, email, `guess ${i}`, address(500))).statusCode).toBe(401);
    expect((await login(b, email, 'guess 6', address(500))).statusCode).toBe(429);
    expect((await login(b, email, 'guess 7', address(501))).statusCode).toBe(401);
    expect((await login(a, email, 'guess 8', address(501))).statusCode).toBe(429);
  });

  it('counts the address Fastify resolves: a forged X-Forwarded-For is no fresh address unless TRUST_PROXY names the proxy', async () => {
    const person = await staffWithTotp();
    const forged = (app: FastifyInstance, password: string, i: number, remoteAddress = '192.0.2.50') =>
      app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: person.email, password },
        headers: { ...jsonHeaders, 'x-forwarded-for': `203.0.113.${i}` },
        remoteAddress,
      });
    // TRUST_PROXY unset (as on a and b): every forged header is the one socket address.
    for (let i = 0; i < 5; i += 1) expect((await forged(i % 2 === 0 ? a : b, `guess ${i}`, i)).statusCode).toBe(401);
    expect((await forged(a, TEST_STAFF_PASSWORD, 99)).statusCode).toBe(429);

    // Behind a proxy TRUST_PROXY names, the forwarded address is the client's: a fresh one is checked.
    const proxied = await buildApp({
      config: testConfig({ SESSION_SECRET, TRUST_PROXY: '192.0.2.50' }),
      database: second,
      rateLimit: false,
      logger: false,
      now: () => now,
    });
    try {
      await proxied.ready();
      expect((await forged(proxied, TEST_STAFF_PASSWORD, 98)).json()).toMatchObject({ mfaRequired: true });
    } finally {
      await proxied.close();
    }
  });

  it('checks the passwords of at most 60 clean addresses a day while an account with a second factor is locked', async () => {
    const person = await staffWithTotp();
    for (let i = 0; i < 5; i += 1) expect((await login(a, person.email, `guess ${i}`, address(600))).statusCode).toBe(401);
    checks.passwords = 0;
    for (let i = 0; i < LENIENT_CHECKS_PER_DAY.max; i += 1) {
      expect((await login(i % 2 === 0 ? a : b, person.email, `spray ${i}`, address(601 + i))).statusCode).toBe(401);
    }
    expect(checks.passwords).toBe(LENIENT_CHECKS_PER_DAY.max);
    // The day's clean checks are spent: even the owner on a fresh address waits for the lock.
    const owner = await login(a, person.email, TEST_STAFF_PASSWORD, address(700));
    expect(owner.statusCode).toBe(429);
    expect(checks.passwords).toBe(LENIENT_CHECKS_PER_DAY.max);
    advance(DAY + MINUTE);
    expect((await login(b, person.email, TEST_STAFF_PASSWORD, address(700))).json()).toMatchObject({ mfaRequired: true });
  });
});
