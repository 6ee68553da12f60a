/**
 * Generated STL/3MF files (docs/decisions/011): DATA_DIR/generated, or `generated/` in the S3
 * bucket when S3_BUCKET is set (a file built by one instance downloads from any
 * other). Named keychain-<Text>-<font>-<key>.(stl|3mf) where <key> is a hash of every input,
 * so the name doubles as the cache key and the download name is readable. A `.json` sidecar
 * keeps the dimensions for cache hits. Files untouched for 24 h are deleted.
 */
import { STL_FILE_NAME, type StlDimensions } from '#shared/schemas/stl';
import { isTempName, type FileStore, type FileStores, type OpenedFile } from '../../lib/file-store/provider';

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
export interface StoredFile extends OpenedFile {
  contentType: string;
  /** The readable download name, e.g. keychain-Chaabi-bangers.stl. */
  downloadName: string;
}

const CONTENT_TYPES = { stl: 'model/stl', '3mf': 'model/3mf' } as const;

/** Names in the generated folder: the model files, their sidecars, and leftovers of interrupted writes. */
const GENERATED_NAME = /^keychain-[A-Za-z0-9]{1,20}-[a-z][a-z-]{0,39}-[0-9a-f]{16}\.(stl|3mf|json)$/;

/** The generated-files folder of the shop's file stores (built by the composition root). */
export function generatedFileStore(stores: FileStores): FileStore {
  return stores.folder('generated', (name) => GENERATED_NAME.test(name) || isTempName(name));
}

/** The generated files and the operations on them. */
export class StlFileStore {
  constructor(readonly files: FileStore) {}

  /**
   * The stored base name (no extension) for a model: the text's ASCII letters and digits (accents
   * dropped; `name` for a text in another script) keep file names and download headers ASCII,
   * and the key keeps them unique.
   */
  baseName(text: string, font: string, key: string): string {
    const ascii = text
      .normalize('NFD')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 20);
    return `keychain-${ascii || 'name'}-${font}-${key}`;
  }

  /** Reads a cache entry's sidecar, touching its files so the sweep keeps them; undefined when absent or unreadable. */
  async lookup(baseName: string): Promise<StoredModelInfo | undefined> {
    try {
      const sidecar = await this.files.read(`${baseName}.json`);
      if (!sidecar) return undefined;
      const info = JSON.parse(sidecar.toString('utf8')) as StoredModelInfo;
      if (!(await this.files.stat(`${baseName}.stl`))) return undefined;
      await Promise.all(['json', 'stl', ...(info.has3mf ? ['3mf'] : [])].map((ext) => this.files.touch(`${baseName}.${ext}`)));
      return info;
    } catch {
      return undefined; // storage trouble: build again rather than fail the request
    }
  }

  /** Writes a model's files (each whole or not at all, so readers never see half a file); the sidecar last. */
  async save(baseName: string, files: { stl: Uint8Array; threeMf?: Uint8Array }, info: StoredModelInfo): Promise<void> {
    await this.files.write(`${baseName}.stl`, files.stl);
    if (files.threeMf) await this.files.write(`${baseName}.3mf`, files.threeMf);
    await this.files.write(`${baseName}.json`, new TextEncoder().encode(JSON.stringify(info)));
  }

  /**
   * A file to download by its stored name, or undefined when the name is not one we generate
   * (strict pattern: no separators, no dots but the extension) or the file is gone.
   * @throws AppError STORAGE_UNAVAILABLE when the storage fails.
   */
  async open(fileName: string): Promise<StoredFile | undefined> {
    const m = STL_FILE_NAME.exec(fileName);
    if (!m) return undefined;
    const [, text, font, , ext] = m as unknown as [string, string, string, string, 'stl' | '3mf'];
    const opened = await this.files.open(fileName);
    if (!opened) return undefined;
    return { ...opened, contentType: CONTENT_TYPES[ext], downloadName: `keychain-${text}-${font}.${ext}` };
  }

  /** Deletes generated files (and stray temp files) older than `maxAgeMs` at `now` (epoch ms); returns how many went. */
  async sweep(now: number, maxAgeMs: number = MAX_FILE_AGE_MS): Promise<number> {
    let removed = 0;
    for (const file of await this.files.list()) {
      if (!(GENERATED_NAME.test(file.name) || isTempName(file.name)) || now - file.modifiedAtMs <= maxAgeMs) continue;
      try {
        await this.files.remove(file.name);
        removed++;
      } catch {
        // raced with another sweep, or the storage failed: the next sweep retries
      }
    }
    return removed;
  }
}
