/**
 * The project's root folder (where package.json is), found from this module's location so the
 * same code works from `src/server/**` (tsx, Vitest) and from the bundle in `dist/server/`
 * (`npm start`, docs/decisions/034-production-start.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Walks up from `fromUrl` (an `import.meta.url`) to the nearest folder holding package.json.
 * @throws Error when there is none up to the file system's root.
 */
export function projectRoot(fromUrl: string = import.meta.url): string {
  let dir = path.dirname(fileURLToPath(fromUrl));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(fromUrl)}`);
    dir = parent;
  }
}
