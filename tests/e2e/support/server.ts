/**
 * Starts the real server for an end-to-end spec: the build `npm start` runs (dist/server/main.js
 * and dist/client, made fresh by tests/e2e/support/global-setup.ts), on a free port, with a fresh
 * PGlite data dir (or a fresh PostgreSQL database when TEST_DATABASE_URL is set), migrated and
 * seeded, with the spec's own rows written before the server starts when it asks; stops it with
 * SIGTERM so the graceful shutdown path runs too, and then closes the database once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../setup/test-db';
import { openPglite, type Database } from '../../../src/server/db/client';
import { seedDatabase } from '../../../src/server/db/seed';
import { freePort } from '../../support/free-port';
import { BUILT_SERVER_ARGS } from '../../support/fresh-build';

/** A running server. */
export interface E2EServer {
  baseURL: string;
  adminPassword: string;
  /**
   * Stops the server (SIGTERM; under `npm start` to npm, then to its process group), closes its
   * PostgreSQL database unless kept (readAfterStop), and resolves with the exit code.
   */
  stop(): Promise<number | null>;
  /** The started process's id (npm's under `npm start`; its process group id too). */
  pid: number;
  port: number;
  /** The server's data folder (its generated development secrets live there: readDevSecrets). */
  dataDir: string;
  /**
   * The server's database after stop(), for a spec that started with `readAfterStop` (the spec
   * closes it; on PostgreSQL that drops it).
   */
  openDatabase(): Promise<Database>;
  logs(): string;
}

/** How startServer runs the server. */
export interface StartOptions {
  /**
   * 'build' (default): `node --enable-source-maps dist/server/main.js`, the command `npm start`
   * ends in (scripts/start.sh), on the build the e2e global setup made fresh; it is ready in half
   * the time and CPU of the TypeScript sources under tsx (docs/decisions/198-e2e-runs-the-build.md).
   * 'npm-start': exactly as README says, `npm start` in its own process group (it builds first
   * when the sources changed); stop() then signals the npm process, and then the whole group.
   */
  via?: 'build' | 'npm-start';
  /** How long to wait for /readyz (default 60 s; a build under `npm start` takes longer). */
  readyTimeoutMs?: number;
  /** Writes the spec's rows into the migrated, seeded database before the server starts. */
  seed?: (db: Database['db']) => Promise<void>;
  /**
   * Keeps the database after stop() for openDatabase() (the spec closes it); otherwise stop()
   * closes it, dropping a PostgreSQL one.
   */
  readAfterStop?: boolean;
}

/** Starts the server and waits until /readyz answers. */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<E2EServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-e2e-'));
  const adminPassword = 'e2e-admin-password';
  let pgDatabase: TestDatabase | undefined;
  if (process.env.TEST_DATABASE_URL) {
    pgDatabase = await createTestDatabase();
    await options.seed?.(pgDatabase.db);
  } else if (options.seed) {
    // The spec's rows go into the data dir's PGlite, closed again before the server opens it.
    const database = await openPglite(path.join(dataDir, 'pglite'));
    try {
      await database.migrate();
      await seedDatabase(database.db);
      await options.seed(database.db);
    } finally {
      await database.close();
    }
  }
  const viaNpm = options.via === 'npm-start';
  const [command, args] = viaNpm ? ['npm', ['start']] : [process.execPath, [...BUILT_SERVER_ARGS]];
  const child: ChildProcess = spawn(command, args, {
    cwd: process.cwd(),
    // Its own process group, as under a terminal or a process manager, so the group can be signalled.
    detached: viaNpm,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Absolute links (share pages' og:image) point here, never at a request's Host header.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      ...(pgDatabase?.url ? { DATABASE_URL: pgDatabase.url } : { DATABASE_URL: '' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseURL}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  let stopped = false;
  return {
    baseURL,
    adminPassword,
    pid: child.pid!,
    port,
    dataDir,
    async stop() {
      if (!stopped) {
        stopped = true;
        child.kill('SIGTERM');
        if (viaNpm) {
          // What a terminal's Ctrl-C or a process manager's stop does next: the whole group.
          await new Promise((r) => setTimeout(r, 50));
          try {
            process.kill(-child.pid!, 'SIGTERM');
          } catch {
            // the group has already exited
          }
        }
      }
      const code = await exited;
      if (!options.readAfterStop && pgDatabase) {
        const database = pgDatabase;
        pgDatabase = undefined;
        await database.close();
      }
      return code;
    },
    async openDatabase() {
      if (!options.readAfterStop) throw new Error('start the server with { readAfterStop: true } to read its database after stop()');
      if (!stopped) throw new Error('stop the server before opening its database');
      if (pgDatabase) return pgDatabase;
      return openPglite(path.join(dataDir, 'pglite'));
    },
    logs: () => output,
  };
}
