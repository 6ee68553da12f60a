/**
 * Database connection (docs/architecture.md): PGlite (Postgres in WASM) under DATA_DIR when no
 * DATABASE_URL is set, else a node-postgres pool. Both give the same Drizzle API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index';
import { projectRoot } from '../lib/project-root';

/** The Drizzle database type shared by PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services accept `Db | Tx` where they may run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database with its lifecycle. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations (serialised across instances on PostgreSQL). */
  migrate(): Promise<void>;
  /** Round-trips `select 1`; used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Folder of the committed migrations. */
export const MIGRATIONS_FOLDER = path.join(projectRoot(), 'drizzle');

// An arbitrary constant so that two instances starting together migrate one at a time.
const MIGRATION_LOCK_KEY = 7_242_024;

/**
 * A pool whose checked-out clients cannot leak. Drizzle's node-postgres transaction sends
 * `begin` before its try/finally, so a connection that dies right then (backend terminated,
 * server restarting) was never released: after max such faults every request waited for a
 * pool slot forever. Here a client whose query fails because its connection is gone is
 * released at once with the error (so the pool discards it), and release is idempotent, so
 * Drizzle's own later release is harmless.
 *
 * pg-pool hands out the same client again and again and gives it a new `release` at every
 * checkout, but never a new `query`: the query guard is installed once per client, or every
 * transaction would wrap it once more and each query would run through one layer per past
 * checkout (docs/decisions/191).
 */
class ResilientPool extends pg.Pool {
  readonly #queryGuarded = new WeakSet<pg.PoolClient>();

  override connect(...args: unknown[]): never {
    if (args.length > 0) return (super.connect as (...a: unknown[]) => never)(...args);
    return super.connect().then((client) => {
      guardRelease(client);
      if (!this.#queryGuarded.has(client)) {
        this.#queryGuarded.add(client);
        guardQuery(client);
      }
      return client;
    }) as never;
  }
}

/** Makes this checkout's `release` idempotent (pg-pool sets a new one at every checkout). */
function guardRelease(client: pg.PoolClient): void {
  const release = client.release.bind(client);
  let released = false;
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    release(err);
  };
}

/** Releases the client with the error when a query fails because its connection is gone; once per client. */
function guardQuery(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      return (result as Promise<unknown>).catch((error: unknown) => {
        const dead = !(client as unknown as { _queryable?: boolean })._queryable || (client as unknown as { _ending?: boolean })._ending;
        if (dead || isConnectionGone(error)) client.release(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
    }
    return result;
  }) as typeof client.query;
}

/** True for errors after which a connection must not be reused (terminated backend, timeout, reset socket). */
function isConnectionGone(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | undefined;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  return (
    code.startsWith('08') ||
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    /Connection terminated|Query read timeout|not queryable|terminating connection/.test(message)
  );
}

/** Pool timeouts (ms): how long a request may wait for a connection and for a query's answer. */
export interface PoolTimeouts {
  /** Waiting for a connection (pool slot or TCP connect) before failing with a 503. */
  connectionTimeoutMs: number;
  /** Client-side deadline for one query: a stalled server (SIGSTOP, network partition) answers nothing. */
  queryTimeoutMs: number;
}

/** Defaults: a stalled database becomes a 503 within seconds, not a hang. */
export const DEFAULT_POOL_TIMEOUTS: PoolTimeouts = { connectionTimeoutMs: 3_000, queryTimeoutMs: 8_000 };

/**
 * Opens a PostgreSQL pool. Statement and lock limits stop a stalled instance from holding
 * a row for long (docs/product.md#faults); connection and query timeouts stop a stalled database
 * from hanging every request; an error on any client (idle in the pool or checked out between two
 * queries of a transaction) is logged, never an uncaught 'error' event that kills the process.
 */
export function openPostgres(
  url: string,
  options: { max?: number; timeouts?: Partial<PoolTimeouts>; onClientError?: (error: Error) => void } = {},
): Database {
  const timeouts = { ...DEFAULT_POOL_TIMEOUTS, ...options.timeouts };
  const onClientError = options.onClientError ?? (() => undefined);
  const statementTimeout = Math.max(1_000, timeouts.queryTimeoutMs - 500);
  const pool = new ResilientPool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: timeouts.connectionTimeoutMs,
    query_timeout: timeouts.queryTimeoutMs,
    // Applied to every session the pool opens; the server gives up just before the client does.
    options: `-c lock_timeout=3000 -c idle_in_transaction_session_timeout=15000 -c statement_timeout=${statementTimeout}`,
  });
  // An idle client's error (server restart) must not crash the process…
  pool.on('error', onClientError);
  // …nor a checked-out client's (backend terminated between two queries of a transaction):
  // pg emits 'error' on the client, and an EventEmitter 'error' without a listener throws.
  pool.on('connect', (client) => {
    client.on('error', onClientError);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Its own connection without the request timeouts: waiting for another instance's
      // migration lock, or a long migration, is expected here.
      const client = await connectWithRetry(url);
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        await client.end();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * A connection for migrating at start: PostgreSQL may still be starting (57P03) when several
 * instances boot together; retried for up to 30 s.
 */
async function connectWithRetry(url: string): Promise<pg.Client> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * Opens PGlite in `dataDir` (created if needed), or in memory when dataDir is undefined. With
 * `loadDataDir` (a tarball from PGlite's `dumpDataDir`) the database starts as that copy: the test
 * databases start from one migrated and seeded template (tests/setup/test-db.ts).
 */
export async function openPglite(dataDir: string | undefined, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the Orders tab's search indexes (migration admin_search_indexes) need it.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await client.close();
    },
  };
}

/** Opens the configured database: PostgreSQL when a URL is given, else PGlite under dataDir/pglite. */
export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  onClientError?: (error: Error) => void;
  /** PostgreSQL only: the pool's timeouts (a script's long load needs more than a request's). */
  timeouts?: Partial<PoolTimeouts>;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, { onClientError: opts.onClientError, timeouts: opts.timeouts })
    : openPglite(path.join(opts.dataDir, 'pglite'));
}
