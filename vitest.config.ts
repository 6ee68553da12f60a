import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { databaseSuites, moduleMockingSuites, unitTestFiles } from './tests/setup/database-suites';

// `npm run test:db` (VITEST_DATABASE_SUITES=1) runs only the suites that open a database: CI runs
// every suite once on PostgreSQL and these again on PGlite (docs/decisions/117-ci-split.md).
// Component tests (`*.test.tsx` in src/client) render React in jsdom with Testing Library
// (docs/architecture.md#rooms-fences-and-tooling); they never open a database.
//
// Test files share their worker's modules (`isolate: false`): importing the server once per worker
// rather than once per file takes a third off the suite (docs/decisions/183-test-files-share-modules.md).
// The files that replace modules with `vi.mock` run isolated, in the `dom-isolated` project.
// VITEST_ISOLATE=1 isolates every file, to tell a leak between files from a real failure.
const root = import.meta.dirname;
const databaseOnly = process.env.VITEST_DATABASE_SUITES === '1';
const isolateAll = process.env.VITEST_ISOLATE === '1';
const files = unitTestFiles(root);
const mocking = moduleMockingSuites(root, files);
const domFiles = files.filter((file) => file.startsWith('src/client/') && file.endsWith('.test.tsx'));
const nodeFiles = files.filter((file) => file.endsWith('.test.ts') && !mocking.includes(file));

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
          isolate: isolateAll,
          include: databaseOnly ? databaseSuites(root, nodeFiles) : nodeFiles,
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          include: databaseOnly ? databaseSuites(root, mocking) : mocking.filter((file) => file.endsWith('.test.ts')),
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          isolate: isolateAll,
          include: databaseOnly ? [] : domFiles.filter((file) => !mocking.includes(file)),
          environment: 'jsdom',
          setupFiles: ['tests/setup/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          include: databaseOnly ? [] : domFiles.filter((file) => mocking.includes(file)),
          environment: 'jsdom',
          setupFiles: ['tests/setup/setup-dom.ts'],
        },
      },
    ],
  },
});
