/**
 * The pool's client guard (db/client.ts, docs/decisions/191) on a real PostgreSQL server: pg-pool
 * hands out the same client at every checkout, and its query guard is installed once, not once
 * more per checkout (each transaction used to add a layer to every later query).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../tests/setup/test-db';
import { openPostgres, type Database } from './client';

describe.skipIf(testDatabaseKind !== 'postgres')('PostgreSQL pool clients', () => {
  let testDb: TestDatabase;
  let database: Database;
  let pool: pg.Pool;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = openPostgres(testDb.url!, { max: 1 });
    pool = (database.db as unknown as { $client: pg.Pool }).$client;
  });

  afterAll(async () => {
    await database?.close();
    await testDb?.close();
  });

  it('queries through one guard however often a client is checked out', async () => {
    const first = await pool.connect();
    const guarded: unknown = Reflect.get(first, 'query');
    first.release();
    for (let i = 0; i < 50; i++) {
      const client = await pool.connect();
      expect(client).toBe(first);
      expect(Reflect.get(client, 'query')).toBe(guarded);
      client.release();
    }
    // Transactions check out through the same path.
    for (let i = 0; i < 50; i++) await database.db.transaction(async (tx) => tx.execute(sql`select 1`));
    const again = await pool.connect();
    expect(Reflect.get(again, 'query')).toBe(guarded);
    again.release();
  });

  it('keeps each checkout release idempotent: a second release does not hand the client back twice', async () => {
    const client = await pool.connect();
    client.release();
    client.release();
    expect(pool.totalCount).toBe(1);
    expect(pool.idleCount).toBe(1);
    const next = await pool.connect();
    // A double release would have put it in the idle list twice; the pool would lend it to two callers.
    const waiting = pool.connect();
    const timeout = new Promise((resolve) => setTimeout(() => resolve('waiting'), 200));
    expect(await Promise.race([waiting, timeout])).toBe('waiting');
    next.release();
    (await waiting).release();
  });
});
