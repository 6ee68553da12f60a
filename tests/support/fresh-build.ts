/**
 * The production build, made fresh for a test that runs it (docs/decisions/198-e2e-runs-the-build.md):
 * the e2e suite's servers and the two-instance smoke test start `dist/server/main.js` the way
 * `npm start` does (scripts/start.sh), so before they start anything the build must match the
 * sources.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

/** The server bundle `npm run build` writes (scripts/build-server.ts), relative to the project root. */
const BUILT_SERVER = 'dist/server/main.js';

/** Node's arguments that run the built server, as scripts/start.sh does. */
export const BUILT_SERVER_ARGS: readonly string[] = ['--enable-source-maps', BUILT_SERVER];

/**
 * Runs `npm run build` in `root` when the build is missing or older than the sources, as the
 * build's freshness stamp says (scripts/build-stamp.mjs check, the check `npm start` makes);
 * otherwise costs one check (~30 ms of hashing). `log` receives one line when it builds.
 * Throws when the build fails.
 */
export function ensureFreshBuild(root: string, log: (line: string) => void): void {
  const check = spawnSync(process.execPath, [path.join('scripts', 'build-stamp.mjs'), 'check'], { cwd: root, stdio: 'inherit' });
  if (check.status === 0) return;
  log('The build is missing or older than the sources: npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
