/**
 * Test databases (docs/decisions/004-test-databases.md). Without TEST_DATABASE_URL each caller gets
 * a fresh in-memory PGlite, migrated and seeded. With it, each caller gets its own PostgreSQL
 * database cloned from a migrated template (CREATE DATABASE … TEMPLATE), dropped again on close.
 * docs/decisions/004-test-databases.md says why databases rather than schemas.
 */
import type { ShippingProvider } from '#server/services/shipping/provider';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from '../../src/server/db/schema/index';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/db/seed';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/env';
import { withDevSecrets } from '../../src/server/services/admin/stored-secrets';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { PaymentProvider } from '../../src/server/services/payments/provider';

const TEMPLATE_LOCK = 7_242_025;

function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (file.endsWith('.sql')) hash.update(fs.readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  hash.update(fs.readFileSync(new URL('../../src/server/db/seed.ts', import.meta.url)));
  return hash.digest('hex').slice(0, 12);
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Which engine the database tests run on. */
export const testDatabaseKind: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A test database and the URL it can be reached at (PostgreSQL only). */
export interface TestDatabase extends Database {
  url?: string;
}

/**
 * The migrated and seeded PGlite of this worker process as a data-directory tarball, made once:
 * each test database is a copy of it, as PostgreSQL's are copies of a template database (loading
 * the copy takes a fifth of the time of migrating and seeding).
 */
let pgliteTemplate: Promise<Blob> | undefined;

async function makePgliteTemplate(): Promise<Blob> {
  const database = await openPglite(undefined);
  try {
    await database.migrate();
    await seedDatabase(database.db);
    return await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/** Opens a fresh, migrated and seeded database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    pgliteTemplate ??= makePgliteTemplate().catch((error: unknown) => {
      pgliteTemplate = undefined;
      throw error;
    });
    return openPglite(undefined, { loadDataDir: await pgliteTemplate });
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = `chaabi_tpl_${migrationsHash()}`;
  const name = `chaabi_t_${crypto.randomBytes(6).toString('hex')}`;
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) {
        await admin.query(`create database "${template}"`);
        const tpl = openPostgres(withDatabase(serverUrl, template), { max: 1 });
        await tpl.migrate();
        await seedDatabase(tpl.db);
        await tpl.close();
      }
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  } finally {
    await admin.end();
  }
  return openDroppedOnClose(serverUrl, name, 20);
}

/** Opens database `name` on the server at `serverUrl` with a pool of `max`; `close()` drops it. */
function openDroppedOnClose(serverUrl: string, name: string, max: number): TestDatabase {
  const url = withDatabase(serverUrl, name);
  const database = openPostgres(url, { max });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * An empty database, no migration applied (for migration tests that apply the SQL files
 * themselves): a fresh in-memory PGlite, or with TEST_DATABASE_URL a new PostgreSQL database,
 * dropped again on close.
 */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite(undefined);
  const name = `chaabi_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return openDroppedOnClose(serverUrl, name, 2);
}

/** A config for tests: no secrets needed, quiet logs. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    ADMIN_PASSWORD: 'test-admin-password',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(process.cwd(), 'data', 'test'),
    ...overrides,
  });
}

/** An app on a fresh database; `close()` closes both. */
export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** Builds the app on a fresh test database, with a fresh DATA_DIR unless `env` names one. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    /** The gateway, or a factory given the test database (a simulated gateway keeps its tables there). */
    payments?: PaymentProvider | ((db: Database['db']) => PaymentProvider);
    shipping?: ShippingProvider;
    rateLimit?: boolean;
    onRoute?: (route: RouteOptions) => void;
    now?: () => Date;
    /** A built client of the test's own (default: dist/client, present only after `vite build`). */
    clientDir?: string;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // Each app writes its generated, uploaded and font files in a folder of its own, removed on
  // close, unless the test names one (it then looks inside or keeps it).
  const ownDataDir = options.env?.DATA_DIR === undefined ? fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-test-')) : undefined;
  // The simulated providers' secrets as main.ts reads them: from the data folder (apps sharing one share them).
  const config = withDevSecrets(testConfig({ ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}), ...options.env }));
  const app = await buildApp({
    config,
    database,
    payments: typeof options.payments === 'function' ? options.payments(database.db) : options.payments,
    shipping: options.shipping,
    rateLimit: options.rateLimit ?? false,
    logger: false,
    onRoute: options.onRoute,
    now: options.now,
    clientDir: options.clientDir,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second connection to the same test database, as a second instance would have (its own
 * Drizzle handle, so per-database caches are not shared): a new pool on PostgreSQL, a second
 * Drizzle over the same in-memory PGlite otherwise. Closing it leaves the first open.
 */
export function openSecondConnection(database: TestDatabase): Database {
  if (database.url) return openPostgres(database.url, { max: 10 });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const db = drizzlePglite(client, { schema }) as unknown as Database['db'];
  return { ...database, db, async close() {} };
}
