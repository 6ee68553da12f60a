/**
 * No background failure stops the server (docs/decisions/106-background-faults-are-never-fatal.md):
 * the server and its pg-boss job runner run in a child process (tests/support/job-runner-child.ts)
 * with jobs completing every second, while another connection cuts every one of its database
 * connections (pg_terminate_backend) in 20 rounds in a row. The process stays up through every
 * round, never logs an unhandled rejection, answers /readyz, jobs complete again after the last
 * cut, and SIGTERM still ends it with 0.
 *
 * PostgreSQL only: pg-boss and pg_terminate_backend need a PostgreSQL server (PGlite is one
 * connection inside the process, which cannot be cut from another); CI's PostgreSQL pass
 * (TEST_DATABASE_URL) runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db';
import { UNHANDLED_REJECTION_MESSAGE } from '../../lib/last-resort';

const ROUNDS = 20;
const CUT = `select count(pg_terminate_backend(pid))::int as cut from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid()`;

let database: TestDatabase;
let child: ChildProcess;
let cutter: pg.Client;
let output = '';
let port = 0;
let dataDir: string;

/** Jobs of the child's four queues that pg-boss has marked completed since `since`. */
async function completedSince(since: Date): Promise<number> {
  const { rows } = await cutter.query<{ n: number }>(
    `select count(*)::int as n from pgboss.job where name like 'cut-%' and state = 'completed' and completed_on > $1`,
    [since],
  );
  return rows[0]!.n;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('connection cuts under running jobs (PostgreSQL)', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-cuts-'));
    child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/job-runner-child.ts'], {
      env: { ...process.env, CUT_DATABASE_URL: database.url!, DATA_DIR: dataDir, NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Starting under tsx on a busy CI machine takes most of this; the rounds themselves take about 25 s.
    const startedBy = Date.now() + 90_000;
    while (!/listening on \d+/.test(output) && child.exitCode === null && Date.now() < startedBy) await sleep(100);
    const listening = /listening on (\d+)/.exec(output);
    if (!listening) throw new Error(`the job runner did not start:\n${output}`);
    port = Number(listening[1]);
    cutter = new pg.Client({ connectionString: database.url!, application_name: 'chaabi-cutter' });
    cutter.on('error', () => undefined);
    await cutter.connect();
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await cutter?.end().catch(() => undefined);
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`stays up through ${ROUNDS} rounds of cut connections, and its jobs complete afterwards`, { timeout: 90_000 }, async () => {
    const start = new Date(Date.now() - 60_000);
    await expect.poll(() => completedSince(start), { timeout: 20_000, interval: 200 }).toBeGreaterThan(4);

    const cuts: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const { rows } = await cutter.query<{ cut: number }>(CUT);
      cuts.push(rows[0]!.cut);
      // Jobs are fetched, run and completed every second: the next cut lands somewhere in them.
      await sleep(600 + Math.floor(Math.random() * 900));
      expect({ round, exitCode: child.exitCode, signal: child.signalCode }).toEqual({ round, exitCode: null, signal: null });
    }
    // Every round found the app's connections (pool, pg-boss) to cut.
    expect(cuts.every((n) => n > 0)).toBe(true);

    const afterCuts = new Date();
    await expect.poll(() => completedSince(afterCuts), { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(4);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
    expect(child.exitCode).toBeNull();
    expect(output).not.toContain(UNHANDLED_REJECTION_MESSAGE);
    expect(output).not.toMatch(/Unhandled|uncaught/i);

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
