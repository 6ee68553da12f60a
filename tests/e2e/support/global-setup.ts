/**
 * Playwright's global setup (docs/decisions/198-e2e-runs-the-build.md): the e2e servers run the
 * build (`dist/server/main.js`, `dist/client`), so before any spec starts, the build must match
 * the sources. It asks the same freshness stamp `npm start` asks (scripts/build-stamp.mjs check)
 * and runs `npm run build` only when the sources changed since the last complete build; in
 * `npm test` the build has just run, so this costs one check. A failed build fails the run.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureFreshBuild } from '../../support/fresh-build';
import { e2eBrowserPath } from './browser';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Builds when the build is missing or older than the sources; throws when the build fails. */
export default function globalSetup(): void {
  const browser = e2eBrowserPath();
  const version = spawnSync(browser, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  process.stdout.write(`e2e browser: ${browser} (${version || 'version unknown'})\n`);
  ensureFreshBuild(ROOT, (line) => process.stdout.write(`The e2e servers run the build. ${line}\n`));
}
