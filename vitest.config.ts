import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { databaseSuites, unitTestFiles } from './tests/setup/database-suites';

// `npm run test:db` (VITEST_DATABASE_SUITES=1) runs only the suites that open a database: CI runs
// every suite once on PostgreSQL and these again on PGlite (docs/decisions/117-ci-split.md).
// Component tests (`*.test.tsx` in src/client) render React in jsdom with Testing Library
// (docs/architecture.md#rooms-fences-and-tooling); they never open a database.
const root = import.meta.dirname;
const databaseOnly = process.env.VITEST_DATABASE_SUITES === '1';

export default defineConfig({
  plugins: [react()],
  test: {
    setupFiles: ['tests/setup/setup-test-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One worker per core: Vitest's default leaves one core idle, which on CI's 2 cores is half.
    maxWorkers: os.availableParallelism(),
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: databaseOnly ? databaseSuites(root, unitTestFiles(root)) : ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: databaseOnly ? [] : ['src/client/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/setup-dom.ts'],
        },
      },
    ],
  },
});
