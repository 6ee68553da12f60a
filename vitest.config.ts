import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { databaseSuites, unitTestFiles } from './tests/setup/database-suites';

// `npm run test:db` (VITEST_DATABASE_SUITES=1) runs only the suites that open a database: CI runs
// every suite once on PostgreSQL and these again on PGlite (docs/decisions/117-ci-split.md).
const root = import.meta.dirname;
const databaseOnly = process.env.VITEST_DATABASE_SUITES === '1';

export default defineConfig({
  test: {
    include: databaseOnly ? databaseSuites(root, unitTestFiles(root)) : ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/setup-test-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One worker per core: Vitest's default leaves one core idle, which on CI's 2 cores is half.
    maxWorkers: os.availableParallelism(),
  },
});
