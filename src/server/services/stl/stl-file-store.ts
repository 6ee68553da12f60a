/**
 * Generated STL/3MF files on disk (docs/decisions/011): DATA_DIR/generated, named
 * keychain-<Text>-<font>-<key>.(stl|3mf) where <key> is a hash of every input, so the name
 * doubles as the cache key and the download name is readable. A `.json` sidecar keeps the
 * dimensions for cache hits. Files untouched for 24 h are deleted.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { STL_FILE_NAME, type StlDimensions } from '#shared/schemas/stl';

/** Files older than this are removed by the sweep. */
export const MAX_FILE_AGE_MS = 24 * 60 * 60 * 1000;

/** What the sidecar records about a generated model. */
export interface StoredModelInfo {
  dimensions: StlDimensions;
  triangleCount: number;
  has3mf: boolean;
  /** Whether the STL is a closed mesh. */
  closed: boolean;
}

/** A stored file ready to send. */
export interface StoredFile {
  path: string;
  size: number;
  contentType: string;
  /** The readable download name, e.g. keychain-Chaabi-bangers.stl. */
  downloadName: string;
}

const CONTENT_TYPES = { stl: 'model/stl', '3mf': 'model/3mf' } as const;

/** The directory of generated files and the operations on it. */
export class StlFileStore {
  constructor(readonly dir: string) {}

  /** The stored base name (no extension) for a model. */
  baseName(text: string, font: string, key: string): string {
    return `keychain-${text}-${font}-${key}`;
  }

  /** Reads a cache entry's sidecar, touching its files so the sweep keeps them; undefined when absent. */
  async lookup(baseName: string): Promise<StoredModelInfo | undefined> {
    try {
      const info = JSON.parse(await fs.readFile(path.join(this.dir, `${baseName}.json`), 'utf8')) as StoredModelInfo;
      await fs.access(path.join(this.dir, `${baseName}.stl`));
      const now = new Date();
      await Promise.all(
        ['json', 'stl', ...(info.has3mf ? ['3mf'] : [])].map((ext) =>
          fs.utimes(path.join(this.dir, `${baseName}.${ext}`), now, now).catch(() => undefined),
        ),
      );
      return info;
    } catch {
      return undefined;
    }
  }

  /** Writes a model's files (temp name, then rename, so readers never see half a file); the sidecar last. */
  async save(baseName: string, files: { stl: Uint8Array; threeMf?: Uint8Array }, info: StoredModelInfo): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const write = async (name: string, bytes: Uint8Array | string) => {
      const tmp = path.join(this.dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, path.join(this.dir, name));
    };
    await write(`${baseName}.stl`, files.stl);
    if (files.threeMf) await write(`${baseName}.3mf`, files.threeMf);
    await write(`${baseName}.json`, JSON.stringify(info));
  }

  /**
   * A file to download by its stored name, or undefined when the name is not one we generate
   * (strict pattern: no separators, no dots but the extension) or the file is gone.
   */
  async open(fileName: string): Promise<StoredFile | undefined> {
    const m = STL_FILE_NAME.exec(fileName);
    if (!m) return undefined;
    const [, text, font, , ext] = m as unknown as [string, string, string, string, 'stl' | '3mf'];
    const full = path.join(this.dir, fileName);
    if (path.dirname(full) !== this.dir) return undefined;
    try {
      const stat = await fs.stat(full);
      if (!stat.isFile()) return undefined;
      return { path: full, size: stat.size, contentType: CONTENT_TYPES[ext], downloadName: `keychain-${text}-${font}.${ext}` };
    } catch {
      return undefined;
    }
  }

  /** Deletes generated files (and stray temp files) older than `maxAgeMs`; returns how many went. */
  async sweep(maxAgeMs: number = MAX_FILE_AGE_MS, now: number = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      if (!/^\.?keychain-.*\.(stl|3mf|json|tmp)$/.test(name)) continue;
      const full = path.join(this.dir, name);
      try {
        const stat = await fs.stat(full);
        if (stat.isFile() && now - stat.mtimeMs > maxAgeMs) {
          await fs.unlink(full);
          removed++;
        }
      } catch {
        // raced with another sweep or a fresh write: leave it
      }
    }
    return removed;
  }
}
