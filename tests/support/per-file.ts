/**
 * The usual setup of a database or route test file: one test database or app, opened before the
 * file's tests and closed after them (docs/decisions/004-test-databases.md).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '#server/app';
import type { Database } from '#server/db/client';
import { createTestApp, createTestDatabase, openSecondConnection, testConfig, type TestApp, type TestDatabase } from '../setup/test-db';

/**
 * Registers beforeAll/afterAll: opens one `T` with `open` and hands it to `ready` (the file keeps
 * it in its own variable), then closes it after the file's tests.
 */
export function perTestFile<T extends { close(): Promise<void> }>(open: () => Promise<T>, ready: (value: T) => unknown): void {
  let value: T | undefined;
  beforeAll(async () => {
    value = await open();
    await ready(value);
  });
  afterAll(async () => {
    await value?.close();
  });
}

/** perTestFile with a test app on a fresh database (createTestApp's options). */
export function withTestApp(ready: (t: TestApp) => unknown, options?: Parameters<typeof createTestApp>[0]): void {
  perTestFile(() => createTestApp(options), ready);
}

/** perTestFile with a fresh, migrated and seeded test database. */
export function withTestDatabase(ready: (database: TestDatabase) => unknown): void {
  perTestFile(createTestDatabase, ready);
}

/** The two apps of a two-instance test file and the database they share. */
export interface TwoInstances {
  apps: [FastifyInstance, FastifyInstance];
  database: TestDatabase;
}

/**
 * Registers beforeAll/afterAll for a two-instance test file: two apps (buildApp twice with one
 * configuration, as a deployment's instances share SESSION_SECRET, so either reads the other's
 * signed cookies) on two connections to one fresh database (openSecondConnection: a second pool on
 * PostgreSQL, the same PGlite otherwise). `prepare` runs on each app once it is ready; then `ready`
 * gets both apps and the database. Closes the apps, the second connection and the database after.
 */
export function withTwoInstances(ready: (two: TwoInstances) => unknown, prepare?: (app: FastifyInstance) => void): void {
  let database: TestDatabase | undefined;
  let second: Database | undefined;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    second = openSecondConnection(database);
    const config = testConfig();
    for (const db of [database, second]) {
      const app = await buildApp({ config, database: db, rateLimit: false, logger: false });
      await app.ready();
      prepare?.(app);
      apps.push(app);
    }
    await ready({ apps: [apps[0]!, apps[1]!], database });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await database?.close();
  });
}
