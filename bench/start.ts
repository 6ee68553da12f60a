/**
 * Start-up benchmark (docs/decisions/034-production-start.md: `npm start` to healthy on a second
 * start ≤ 5 s): runs README's `npm start` on a fresh data folder (first start: migrations, seed,
 * a generated admin password), stops it with SIGTERM, starts it again on the same folder, and
 * times each from spawn to the first 200 from GET /readyz. Needs a current build (`npm run
 * build`; a stale one is rebuilt by the first start and counted). `npm run bench -- start`;
 * writes bench/results/start.json.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/free-port';

/** The target for a second start, ms (docs/decisions/034-production-start.md). */
export const SECOND_START_BUDGET_MS = 5_000;

/** One start's figures. */
export interface StartBenchRow {
  start: 'first' | 'second';
  /** Spawn of `npm start` to the first 200 from /readyz, ms. */
  readyMs: number;
  /** The 1-minute load average when it began (the host's other work). */
  loadAverage: number;
  withinBudget: boolean | null;
}

async function startOnce(dataDir: string, start: StartBenchRow['start']): Promise<StartBenchRow> {
  const port = await freePort();
  const loadAverage = os.loadavg()[0]!;
  const began = performance.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  let readyMs = Number.NaN;
  for (let i = 0; i < 1200; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      readyMs = Math.round(performance.now() - began);
      break;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  if (!Number.isFinite(readyMs)) throw new Error(`npm start (${start}) was not ready within 30 s`);
  return {
    start,
    readyMs,
    loadAverage: Math.round(loadAverage * 100) / 100,
    withinBudget: start === 'second' ? readyMs <= SECOND_START_BUDGET_MS : null,
  };
}

/** `runs` pairs of first and second starts, each on its own fresh data folder. */
export async function runStartBench(runs = 3): Promise<StartBenchRow[]> {
  const rows: StartBenchRow[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-bench-start-'));
    try {
      rows.push(await startOnce(dataDir, 'first'));
      rows.push(await startOnce(dataDir, 'second'));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}
