import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { e2eBrowserPath } from './tests/e2e/support/browser';

/**
 * End-to-end tests in Debian's Chromium (docs/architecture.md): its headless shell where installed
 * (docs/decisions/199-e2e-in-chromium-headless-shell.md). Each spec file gets the real server on
 * a free port with its own database from the `server` fixture (tests/e2e/support/fixtures.ts,
 * docs/decisions/141-e2e-fixtures.md); screenshots go to test-results/.
 *
 * The servers run the build, which the global setup makes fresh first (docs/decisions/198-e2e-runs-the-build.md).
 *
 * Spec files run two at a time (one per core of CI's machine; docs/decisions/117-ci-split.md), except
 * the specs that measure the page on a throttled CPU: they run after the others, one at a time, so
 * that no other spec takes the CPU they measure.
 */
const ALONE = ['shop/early-input.spec.ts', 'shop/prerender.spec.ts', 'shop/performance-budget.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  outputDir: 'test-results/artifacts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Math.min(2, os.availableParallelism()),
  // In CI a spec that fails is run once more, and the report names it flaky if it then passes.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: e2eBrowserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Recording a trace costs a third of the suite's CPU (DOM snapshots and a screencast at every
    // step; docs/decisions/200-e2e-traces-on-retry-in-ci.md): in CI only the retry of a failed
    // spec records one, which is the trace that shows a flake; locally a failed spec keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'shared', testIgnore: ALONE },
    { name: 'alone', testMatch: ALONE, workers: 1, dependencies: ['shared'] },
  ],
});
