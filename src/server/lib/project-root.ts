/**
 * The project's root folder (where package.json is), found from this module's location so the
 * same code works from `src/server/**` (tsx, Vitest) and from the bundle in `dist/server/`
 * (`npm start`, docs/decisions/034-production-start.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Walks up from this module (or the bundle it is part of) to the nearest folder holding package.json.
 * @throws Error when there is none up to the file system's root.
 */
export function projectRoot(): string {
  const here = fileURLToPath(import.meta.url);
  let dir = path.dirname(here);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${here}`);
    dir = parent;
  }
}
