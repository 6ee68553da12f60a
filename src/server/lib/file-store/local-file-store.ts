/**
 * Files on the local disk, written so that nothing is ever half-written under its final name
 * (docs/product.md#faults: storage errors are 503 with nothing half-written;
 * docs/decisions/018-upload-storage.md). A file is written to a temporary name in the same
 * folder and renamed into place, so a reader sees the whole file or none. Every failing
 * system call (EACCES, ENOSPC, EROFS, EIO, ENOTDIR…) becomes AppError STORAGE_UNAVAILABLE.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { storageStep } from '../disk-errors';
import { TEMP_PREFIX, type FileStore, type StoredFileInfo } from './provider';

/** True for "no such file" of the disk. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * A FileStore over `dir` (created on first write). `isValidName` guards every name against
 * path tricks; every failure of the disk throws AppError STORAGE_UNAVAILABLE.
 */
export function createLocalFileStore(dir: string, isValidName: (name: string) => boolean): FileStore {
  const fileOf = (name: string): string => {
    if (!isValidName(name)) throw new Error(`Not a stored file name: ${name}`);
    return path.join(dir, name);
  };
  return {
    dir,
    remote: false,
    async write(name, data) {
      const target = fileOf(name);
      const temp = path.join(dir, `${TEMP_PREFIX}${randomUUID()}`);
      await storageStep(async () => {
        await fs.mkdir(dir, { recursive: true });
        try {
          await fs.writeFile(temp, data, { flag: 'wx' });
          await fs.rename(temp, target);
        } finally {
          await fs.rm(temp, { force: true }).catch(() => undefined); // left behind: the clean-up removes it
        }
      });
    },
    async moveIn(sourcePath, name) {
      const target = fileOf(name);
      await storageStep(async () => {
        await fs.mkdir(dir, { recursive: true });
        try {
          await fs.rename(sourcePath, target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
          // another disk: copy to a temp name here, then rename into place
          const temp = path.join(dir, `${TEMP_PREFIX}${randomUUID()}`);
          try {
            await fs.copyFile(sourcePath, temp, fs.constants.COPYFILE_EXCL);
            await fs.rename(temp, target);
          } finally {
            await fs.rm(temp, { force: true }).catch(() => undefined);
          }
        }
      });
    },
    async remove(name) {
      const target = fileOf(name);
      await storageStep(() => fs.rm(target, { force: true }));
    },
    async read(name) {
      const target = fileOf(name);
      return storageStep(async () => {
        try {
          return await fs.readFile(target);
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      });
    },
    async open(name) {
      const target = fileOf(name);
      return storageStep(async () => {
        let handle: fs.FileHandle;
        try {
          handle = await fs.open(target, 'r');
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
        const stat = await handle.stat().catch(async (error: unknown) => {
          await handle.close();
          throw error;
        });
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        // The stream owns the handle from here (closed at its end): a rename over the name meanwhile is harmless.
        return { stream: handle.createReadStream(), size: stat.size };
      });
    },
    async stat(name) {
      const target = fileOf(name);
      return storageStep(async () => {
        try {
          const stat = await fs.stat(target);
          return stat.isFile() ? { size: stat.size, changedAtMs: Math.max(stat.ctimeMs, stat.mtimeMs) } : null;
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      });
    },
    async touch(name) {
      const target = fileOf(name);
      const now = new Date();
      await fs.utimes(target, now, now).catch(() => undefined);
    },
    async list() {
      return storageStep(async () => {
        let names: string[];
        try {
          names = await fs.readdir(dir);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
          throw error;
        }
        const found: StoredFileInfo[] = [];
        for (const name of names) {
          const stat = await fs.lstat(path.join(dir, name)).catch(() => null);
          if (stat?.isFile()) found.push({ name, changedAtMs: Math.max(stat.ctimeMs, stat.mtimeMs), modifiedAtMs: stat.mtimeMs });
        }
        return found;
      });
    },
  };
}
