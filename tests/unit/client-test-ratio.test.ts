/**
 * The client keeps at least 0.35 lines of test per line of code (docs/architecture.md#rooms-fences-and-tooling:
 * its stateful screens have component tests). Code is every .ts/.tsx file under src/client that is not
 * a test; tests are its *.test.ts and *.test.tsx files. Lines are counted as `wc -l` counts them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CLIENT = join(process.cwd(), 'src', 'client');
const MIN_TEST_LINES_PER_CODE_LINE = 0.35;

/** Lines of test and of code under `dir`. */
function countLines(dir: string): { test: number; code: number } {
  const totals = { test: 0, code: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = countLines(path);
      totals.test += inner.test;
      totals.code += inner.code;
    } else if (/\.tsx?$/.test(entry.name)) {
      const lines = readFileSync(path, 'utf8').split('\n').length - 1;
      if (/\.test\.tsx?$/.test(entry.name)) totals.test += lines;
      else totals.code += lines;
    }
  }
  return totals;
}

describe('client test ratio', () => {
  it('counts both kinds of file', () => {
    const { test, code } = countLines(CLIENT);
    expect(test).toBeGreaterThan(0);
    expect(code).toBeGreaterThan(test);
  });

  it(`has at least ${MIN_TEST_LINES_PER_CODE_LINE} lines of test per line of client code`, () => {
    const { test, code } = countLines(CLIENT);
    expect(test / code, `${test} lines of test for ${code} lines of code`).toBeGreaterThanOrEqual(MIN_TEST_LINES_PER_CODE_LINE);
  });
});
