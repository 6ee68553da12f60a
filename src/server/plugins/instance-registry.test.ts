// Instances know each other (docs/decisions/109-instances-know-each-other.md): two apps on one
// database (two connections; PGlite in one process, PostgreSQL with TEST_DATABASE_URL). A second
// instance without REDIS_URL and S3_BUCKET refuses to start naming what is missing; a stopped
// instance removes its row; a crashed one (a heartbeat over 30 s old, or a process gone on this
// machine) does not block a restart; the heartbeat is refreshed.
import { spawnSync } from 'node:child_process';
import { eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { serverInstances } from '../db/schema/index';
import { createTestDatabase, openSecondConnection, testConfig, type TestDatabase } from '../../../tests/setup/test-db';
import { TEST_REDIS_URL } from '../../../tests/support/redis';
import { INSTANCE_ALIVE_MS, instanceCheckProblem, type InstanceIdentity } from './instance-registry';

let database: TestDatabase;
let second: Database;
let clock = new Date('2026-11-27T10:00:00Z');
const open: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  second = openSecondConnection(database);
});
afterAll(async () => {
  for (const app of open) await app.close();
  await second?.close();
  await database?.close();
});
beforeEach(async () => {
  for (const app of open.splice(0)) await app.close();
  await database.db.delete(serverInstances).where(ne(serverInstances.id, ''));
});

/** An app on `db` standing for instance `identity`, with `env` on top of the test config. */
async function instance(db: Database, identity: InstanceIdentity, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(env), database: db, logger: false, now: () => clock, instanceCheck: identity });
  open.push(app);
  return app;
}

const hostA = { hostname: 'shop-a', pid: 101 };
const hostB = { hostname: 'shop-b', pid: 202 };
const rows = () => database.db.select().from(serverInstances);

describe('the instance check', () => {
  it('a second instance without REDIS_URL and S3_BUCKET refuses to start, naming both; the first runs on', async () => {
    const a = await instance(database, hostA);
    await a.ready();
    const b = await instance(second, hostB);
    await expect(b.ready()).rejects.toThrow(
      'Another Chaabi instance is running on this database (shop-a, pid 101, heartbeat 0 s ago). Instances that share a database must share rate limits and uploaded files: set REDIS_URL and S3_BUCKET',
    );
    expect((await rows()).map((r) => r.hostname)).toEqual(['shop-a']);
    expect((await a.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('with REDIS_URL and S3_BUCKET both instances start, each announced', async () => {
    const shared = { REDIS_URL: TEST_REDIS_URL, S3_BUCKET: 'chaabi-test', REDIS_KEY_PREFIX: 'instance-check-test:' };
    const a = await instance(database, hostA, shared);
    await a.ready();
    const b = await instance(second, hostB, shared);
    await b.ready();
    expect((await rows()).map((r) => r.hostname).sort()).toEqual(['shop-a', 'shop-b']);
  });

  it('a stopped instance removes its row, so the next one starts', async () => {
    const a = await instance(database, hostA);
    await a.ready();
    await a.close();
    open.splice(open.indexOf(a), 1);
    expect(await rows()).toEqual([]);
    await (await instance(second, hostB)).ready();
  });

  it('a crashed instance blocks for 30 s at most: a heartbeat over 30 s old is dead and removed', async () => {
    const at = (msAgo: number) => new Date(clock.getTime() - msAgo);
    await database.db
      .insert(serverInstances)
      .values({ id: 'crashed', ...hostA, startedAt: at(60_000), heartbeatAt: at(INSTANCE_ALIVE_MS - 1_000) });
    await expect((await instance(second, hostB)).ready()).rejects.toThrow('heartbeat 29 s ago');
    await database.db
      .update(serverInstances)
      .set({ heartbeatAt: at(INSTANCE_ALIVE_MS + 1_000) })
      .where(eq(serverInstances.id, 'crashed'));
    await (await instance(second, hostB)).ready();
    expect((await rows()).map((r) => r.id)).not.toContain('crashed');
  });

  it('on this machine, an instance whose process is gone is dead at once (a crash, then a quick restart)', async () => {
    const exited = spawnSync(process.execPath, ['-e', '0']).pid;
    const here = { hostname: 'shop-here', pid: process.pid };
    await database.db
      .insert(serverInstances)
      .values({ id: 'gone', hostname: 'shop-here', pid: exited, startedAt: clock, heartbeatAt: clock });
    await (await instance(second, here)).ready();
    expect((await rows()).map((r) => r.id)).not.toContain('gone');
  });

  it('names only what is missing', () => {
    const other = { hostname: 'shop-a', pid: 1, heartbeatAgoMs: 4_000 };
    const s3 = testConfig({ S3_BUCKET: 'chaabi-test' }).s3;
    expect(instanceCheckProblem({ redisUrl: undefined, s3 }, other)).toContain('set REDIS_URL (docs/deploy.md');
    expect(instanceCheckProblem({ redisUrl: TEST_REDIS_URL, s3: undefined }, other)).toContain('set S3_BUCKET (docs/deploy.md');
    expect(instanceCheckProblem({ redisUrl: TEST_REDIS_URL, s3 }, other)).toBeNull();
  });

  it('refreshes the heartbeat while running', async () => {
    const a = await instance(database, hostA);
    await a.ready();
    const started = (await rows())[0]!.heartbeatAt.getTime();
    clock = new Date(clock.getTime() + 10_000);
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    expect((await rows())[0]!.heartbeatAt.getTime()).toBe(started + 10_000);
  }, 20_000);
});
