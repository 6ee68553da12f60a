/**
 * Starts the real server for an end-to-end spec: a free port, a fresh PGlite data dir (or a
 * fresh PostgreSQL database when TEST_DATABASE_URL is set), the built client, and stops it
 * with SIGTERM so the graceful shutdown path runs too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../setup/test-db';
import { openPglite, type Database } from '../../../src/server/db/client';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A running server. */
export interface E2EServer {
  baseURL: string;
  adminPassword: string;
  /** Stops the server (SIGTERM) and resolves with its exit code. */
  stop(): Promise<number | null>;
  /** Opens the server's database; on PGlite only after stop(). */
  openDatabase(): Promise<Database>;
  logs(): string;
}

/** Starts the server and waits until /readyz answers. */
export async function startServer(env: Record<string, string> = {}): Promise<E2EServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-e2e-'));
  const adminPassword = 'e2e-admin-password';
  let pgDatabase: TestDatabase | undefined;
  if (process.env.TEST_DATABASE_URL) pgDatabase = await createTestDatabase();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
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
  const deadline = Date.now() + 60_000;
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
    async stop() {
      if (!stopped) {
        stopped = true;
        child.kill('SIGTERM');
      }
      return exited;
    },
    async openDatabase() {
      if (pgDatabase) return pgDatabase;
      if (!stopped) throw new Error('stop the server before opening its PGlite database');
      return openPglite(path.join(dataDir, 'pglite'));
    },
    logs: () => output,
  };
}
