/**
 * scripts/vitest-run.ts (docs/decisions/196-rerun-files-of-a-dead-test-worker.md): the files of a
 * worker that died run once more, and nothing else does. The end-to-end cases run real Vitest on
 * the fixtures in tests/fixtures/dead-worker, whose worker kills itself with SIGSEGV.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEAD_WORKER_MESSAGE, filesToRunAgain, type JsonReport } from '../../scripts/vitest-run';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(root, 'tests/fixtures/dead-worker');

function report(files: { name: string; status?: string; tests: string[] }[], failedTests = 0): JsonReport {
  return {
    numFailedTests: failedTests,
    numFailedTestSuites: 0,
    testResults: files.map((file) => ({
      name: file.name,
      status: file.status ?? 'passed',
      assertionResults: file.tests.map((status) => ({ status })),
    })),
  };
}

describe('which files run again', () => {
  const dead = `Error: [vitest-pool]: Worker forks emitted error.\nCaused by: Error: ${DEAD_WORKER_MESSAGE}`;

  it('names the file whose tests were left pending, and a file never reported, after a dead worker', () => {
    const files = report([
      { name: '/r/a.test.ts', tests: ['passed', 'pending'] },
      { name: '/r/b.test.ts', tests: ['passed', 'skipped', 'todo'] },
    ]);
    expect(filesToRunAgain(dead, files, ['/r/a.test.ts', '/r/b.test.ts', '/r/c.test.ts'])).toEqual(['/r/a.test.ts', '/r/c.test.ts']);
  });

  it('runs nothing again when a test failed, when no worker died, or when nothing is unfinished', () => {
    const pending = report([{ name: '/r/a.test.ts', tests: ['pending'] }]);
    expect(filesToRunAgain(dead, report([{ name: '/r/a.test.ts', tests: ['pending', 'failed'] }], 1), ['/r/a.test.ts'])).toBeNull();
    expect(filesToRunAgain('Error: Test timed out in 30000ms', pending, ['/r/a.test.ts'])).toBeNull();
    expect(filesToRunAgain(dead, null, ['/r/a.test.ts'])).toBeNull();
    expect(filesToRunAgain(dead, report([{ name: '/r/a.test.ts', tests: ['passed'] }]), ['/r/a.test.ts'])).toBeNull();
    const brokenImport = report([
      { name: '/r/a.test.ts', tests: ['pending'] },
      { name: '/r/b.test.ts', status: 'failed', tests: [] },
    ]);
    expect(filesToRunAgain(dead, brokenImport, ['/r/a.test.ts', '/r/b.test.ts'])).toBeNull();
  });
});

describe('scripts/vitest-run.ts on real Vitest', () => {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dead-worker-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function run(files: string[]) {
    const env: NodeJS.ProcessEnv = {};
    for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('VITEST') && key !== 'NODE_OPTIONS') env[key] = value;
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/vitest-run.ts', `--config=${path.join(fixtures, 'vitest.config.ts')}`],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 120_000,
        env: {
          ...env,
          DEAD_WORKER_FILES: files.join(','),
          DEAD_WORKER_MARKER: path.join(dir, 'marker'),
          DEAD_WORKER_RUNS: path.join(dir, 'runs.log'),
        },
      },
    );
    const output = `${result.stdout}${result.stderr}`;
    const runs = fs.existsSync(path.join(dir, 'runs.log')) ? fs.readFileSync(path.join(dir, 'runs.log'), 'utf8') : '';
    return { status: result.status, output, passesRan: runs.split('\n').filter(Boolean).length };
  }

  it('runs the dead worker’s file once more and passes; the file that passed does not run again', () => {
    const { status, output, passesRan } = run(['dies-once.fixture.ts', 'passes.fixture.ts']);
    expect(output).toContain(DEAD_WORKER_MESSAGE);
    expect(output).toMatch(/Running its unfinished files once more: tests\/fixtures\/dead-worker\/dies-once\.fixture\.ts\n/);
    expect(passesRan).toBe(1);
    expect(status).toBe(0);
  }, 180_000);

  it('fails when the worker dies again', () => {
    const { status, output } = run(['always-dies.fixture.ts']);
    expect(output.match(/Running its unfinished files once more/g)).toHaveLength(1);
    expect(status).not.toBe(0);
  }, 180_000);

  it('never runs a failed test again, even beside a dead worker', () => {
    const { status, output } = run(['dies-once.fixture.ts', 'fails.fixture.ts']);
    expect(output).toContain(DEAD_WORKER_MESSAGE);
    expect(output).not.toContain('Running its unfinished files once more');
    expect(status).not.toBe(0);
  }, 180_000);
});
