/**
 * `vitest run`, and once more for the test files whose worker process died under them
 * (docs/decisions/196-rerun-files-of-a-dead-test-worker.md).
 *
 * Node's WebAssembly runtime can kill a process that runs PGlite with a native SIGSEGV when
 * several processes start PGlite at once (nodejs/node#64500, electric-sql/pglite#1053, open).
 * Vitest then reports "Worker exited unexpectedly", leaves that file's tests unfinished and fails
 * the run although no test failed. This script runs Vitest with its JSON report; when, and only
 * when, the run failed with a dead worker and not one test failed, it names the unfinished files
 * and runs just those again, once. A failed assertion is never run again, and a second death
 * fails the run. Arguments pass through to `vitest run` (options as `--name=value`); the exit
 * code is Vitest's.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const VITEST_BIN = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

/** Vitest's message for a pool worker that exited without reporting (vitest/dist, "emitUnexpectedExit"). */
export const DEAD_WORKER_MESSAGE = 'Worker exited unexpectedly';

/** The parts of Vitest's JSON report (Jest's format) this script reads. */
export interface JsonReport {
  numFailedTests: number;
  numFailedTestSuites: number;
  testResults: { name: string; status: string; assertionResults: { status: string }[] }[];
}

interface Run {
  code: number;
  output: string;
  report: JsonReport | null;
}

/**
 * The files to run again after a failed run, or null when the run must stay failed: a test
 * failed, the failure was not a dead worker, or nothing is left unfinished. `expected` lists
 * every file the run should have reported (absolute paths); a file missing from the report
 * counts as unfinished. A test Vitest left `pending` (started or queued, never ended) marks its
 * file unfinished; `skipped` and `todo` do not.
 */
export function filesToRunAgain(output: string, report: JsonReport | null, expected: readonly string[]): string[] | null {
  if (!output.includes(DEAD_WORKER_MESSAGE) || report === null) return null;
  if (report.numFailedTests > 0) return null;
  if (report.testResults.some((file) => file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'pending'))) {
    return null;
  }
  const reported = new Map(report.testResults.map((file) => [file.name, file]));
  const unfinished = expected.filter((file) => {
    const result = reported.get(file);
    return result === undefined || result.assertionResults.some((test) => test.status === 'pending');
  });
  return unfinished.length > 0 ? unfinished : null;
}

function runVitest(args: readonly string[]): Promise<Run> {
  const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitest-run-')), 'report.json');
  const child = spawn(
    process.execPath,
    [VITEST_BIN, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
    { stdio: ['inherit', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    output += chunk.toString();
  });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      let report: JsonReport | null = null;
      try {
        report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as JsonReport;
      } catch {
        report = null;
      }
      fs.rmSync(path.dirname(reportFile), { recursive: true, force: true });
      resolve({ code: code ?? (signal ? 1 : 0), output, report });
    });
  });
}

function listFiles(args: readonly string[]): Promise<string[]> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [VITEST_BIN, 'list', '--filesOnly', '--json', ...args], {
      stdio: ['inherit', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('close', () => {
      try {
        resolve((JSON.parse(text) as { file: string }[]).map((entry) => entry.file));
      } catch {
        resolve([]);
      }
    });
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const first = await runVitest(args);
  if (first.code === 0) return;
  const again = filesToRunAgain(first.output, first.report, await listFiles(args));
  if (again === null) {
    process.exitCode = first.code;
    return;
  }
  const relative = again.map((file) => path.relative(process.cwd(), file));
  console.error(
    `\n== A test worker died with no test failed (nodejs/node#64500; docs/decisions/196-rerun-files-of-a-dead-test-worker.md).` +
      `\n== Running its unfinished files once more: ${relative.join(', ')}\n`,
  );
  // Options (in `--name=value` form) stay; the file filters give way to the unfinished files.
  const second = await runVitest([...args.filter((arg) => arg.startsWith('-')), ...relative]);
  process.exitCode = second.code;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
