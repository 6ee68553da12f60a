/**
 * Which Chromium the e2e suite drives (docs/decisions/199-e2e-in-chromium-headless-shell.md):
 * `CHROMIUM_PATH` when set; else Debian's headless shell (package chromium-headless-shell, the
 * Chromium build made for headless runs, which CI installs); else Debian's full browser at
 * /usr/bin/chromium (package chromium). The global setup prints the one chosen.
 */
import fs from 'node:fs';

/** Debian's Chromium headless shell (apt-get install chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium (apt-get install chromium). */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The browser executable for the e2e suite, from `env` (CHROMIUM_PATH) and what is installed. */
export function e2eBrowserPath(env: NodeJS.ProcessEnv = process.env, exists: (file: string) => boolean = fs.existsSync): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
