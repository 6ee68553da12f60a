/**
 * Two instances sharing Redis: two apps (buildApp twice) on two connections
 * to one database and the real Redis at 127.0.0.1:6379, under a random key prefix. Rate limits
 * count together, an options change through one instance is seen by the other at once, and a
 * Redis that stops answering mid-run costs no 5xx: the limits fall back to per-instance
 * counting and a warning is logged.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createTestDatabase, openSecondConnection, testConfig, type TestDatabase } from '../../../tests/setup/test-db';
import { deleteRedisKeys, randomRedisPrefix, TEST_REDIS_URL } from '../../../tests/support/redis';
import { startFaultProxy, type FaultProxy } from '../../../tests/support/tcp-fault-proxy';
import { addStaff, TEST_STAFF_PASSWORD } from '#tests/support/staff';
import { staff } from '../db/schema/index';
import { endStaffSessions } from '../services/staff/staff-session';
import { jsonHeaders, loginCookie, TEST_ADMIN_PASSWORD, TEST_OWNER_EMAIL } from '#tests/support/admin';

const prefix = randomRedisPrefix();
let database: TestDatabase;
let second: Database;
const apps: FastifyInstance[] = [];

async function twoApps(env: Record<string, string>): Promise<[FastifyInstance, FastifyInstance]> {
  const pair: FastifyInstance[] = [];
  for (const db of [database, second]) {
    // Several instances need a shared bucket besides Redis (env.ts); these tests store no file.
    const app = await buildApp({
      config: testConfig(env.REDIS_URL ? { S3_BUCKET: 'chaabi-test', ...env } : env),
      database: db,
      logger: false,
    });
    await app.ready();
    apps.push(app);
    pair.push(app);
  }
  return pair as [FastifyInstance, FastifyInstance];
}

let guesses = 0;
/** A wrong password from `ip`, each time for another e-mail (so only the per-address limit counts): the status code. */
async function wrongPassword(app: FastifyInstance, ip: string): Promise<number> {
  guesses += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: `guess-${guesses}@chaabi.local`, password: 'not-the-password' },
    headers: jsonHeaders,
    remoteAddress: ip,
  });
  return res.statusCode;
}

beforeAll(async () => {
  database = await createTestDatabase();
  second = openSecondConnection(database);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await second?.close();
  await database?.close();
  await deleteRedisKeys(prefix);
});

describe('two instances with REDIS_URL', () => {
  it('count the admin login limit together: 11 wrong passwords split over both instances lock the address', async () => {
    const [a, b] = await twoApps({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push(await wrongPassword(i % 2 === 0 ? a : b, '203.0.113.7'));
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429);
    // Locked on both instances, even with the right password; another address is not.
    for (const app of [a, b]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: TEST_OWNER_EMAIL, password: TEST_ADMIN_PASSWORD },
        headers: jsonHeaders,
        remoteAddress: '203.0.113.7',
      });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await wrongPassword(b, '203.0.113.8')).toBe(401);
  });

  it('without REDIS_URL each instance counts alone (today’s behaviour; the control for the test above)', async () => {
    const [a, b] = await twoApps({});
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push(await wrongPassword(i % 2 === 0 ? a : b, '203.0.113.9'));
    expect(codes).toEqual(Array(11).fill(401));
  });

  it('an options change through one instance is seen by the other at once, despite its cache', async () => {
    const [a, b] = await twoApps({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    const names = async (app: FastifyInstance) => {
      const res = await app.inject({ method: 'GET', url: '/api/admin/customization-options?type=color_combination' });
      expect(res.statusCode).toBe(200);
      return res.json<{ id: number; displayName: string }[]>().map((o) => o.displayName);
    };
    const before = await names(b); // cached in b for 5 s
    const res = await a.inject({
      method: 'GET',
      url: '/api/admin/customization-options/all?type=color_combination',
      headers: { cookie: await loginCookie(a) },
    });
    const option = res.json<{ id: number; displayName: string }[]>()[0]!;
    const renamed = `${option.displayName} (renamed)`;
    const put = await a.inject({
      method: 'PUT',
      url: `/api/admin/customization-options/${option.id}`,
      payload: { displayName: renamed },
      headers: { ...jsonHeaders, cookie: await loginCookie(a) },
    });
    expect(put.statusCode).toBe(200);
    expect(before).not.toContain(renamed);
    // Well inside the 5 s cache lifetime: only the Redis message can have cleared b's copy.
    await expect.poll(() => names(b), { timeout: 1_000, interval: 20 }).toContain(renamed);
  });
});

describe('a disabled staff member on two instances', () => {
  it('is out on both at their next request, with no wait for any cache', async () => {
    // One SESSION_SECRET, as instances behind one load balancer share it (docs/deploy.md).
    const [a, b] = await twoApps({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, SESSION_SECRET: 'shared-'.repeat(6) });
    const person = await addStaff(database.db, 'support');
    const cookie = await loginCookie(a, TEST_STAFF_PASSWORD, person.email);
    const orders = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie } });
    expect((await orders(a)).statusCode).toBe(200);
    expect((await orders(b)).statusCode).toBe(200);
    // What PATCH /api/admin/staff/:id {disabled: true} does, through either instance.
    await database.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, person.id));
    await endStaffSessions(database.db, person.id);
    const started = Date.now();
    expect((await orders(b)).statusCode).toBe(401);
    expect((await orders(a)).statusCode).toBe(401);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('Redis stops answering mid-run', () => {
  let proxy: FaultProxy;
  afterAll(async () => {
    await proxy?.close();
  });

  it('requests never 5xx: the limit counts in each instance meanwhile, and a warning is logged', async () => {
    proxy = await startFaultProxy(TEST_REDIS_URL);
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp({
      config: testConfig({
        REDIS_URL: proxy.url.replace(/^postgres/, 'redis'),
        REDIS_KEY_PREFIX: prefix,
        LOG_LEVEL: 'warn',
        S3_BUCKET: 'chaabi-test',
      }),
      database,
      logStream,
    });
    await app.ready();
    apps.push(app);
    expect(await wrongPassword(app, '198.51.100.1')).toBe(401); // counted in Redis
    proxy.stall(); // Redis hangs: commands time out after 1 s
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push(await wrongPassword(app, '198.51.100.2'));
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429); // the local fallback still limits
    expect(lines.some((line) => /counting in this instance/.test(line))).toBe(true);
    // GETs without limits never touch Redis and answer as usual.
    const options = await app.inject({ method: 'GET', url: '/api/admin/customization-options' });
    expect(options.statusCode).toBe(200);
  });

  it('after a Redis restart both instances count together and hear option changes again', async () => {
    const restarting = await startFaultProxy(TEST_REDIS_URL);
    try {
      const [a, b] = await twoApps({ REDIS_URL: restarting.url, REDIS_KEY_PREFIX: prefix });
      await restarting.restart(500); // every connection dropped, refused for 0.5 s
      await new Promise((resolve) => setTimeout(resolve, 2_500)); // ioredis retries after 0.1, 0.3, 0.6 s…: back by ~0.7 s
      const names = async (app: FastifyInstance) =>
        (await app.inject({ method: 'GET', url: '/api/admin/customization-options?type=font' }))
          .json<{ displayName: string }[]>()
          .map((o) => o.displayName);
      await names(b); // cached in b
      const cookie = await loginCookie(a);
      const all = await a.inject({ method: 'GET', url: '/api/admin/customization-options/all?type=font', headers: { cookie } });
      const option = all.json<{ id: number; displayName: string; isActive: boolean }[]>().find((o) => o.isActive)!;
      const renamed = `${option.displayName} again`;
      const put = await a.inject({
        method: 'PUT',
        url: `/api/admin/customization-options/${option.id}`,
        payload: { displayName: renamed },
        headers: { ...jsonHeaders, cookie },
      });
      expect(put.statusCode).toBe(200);
      await expect.poll(() => names(b), { timeout: 1_000, interval: 20 }).toContain(renamed);
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) codes.push(await wrongPassword(i % 2 === 0 ? a : b, '198.51.100.3'));
      expect(codes[10]).toBe(429);
      expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    } finally {
      await restarting.close();
    }
  });
});
