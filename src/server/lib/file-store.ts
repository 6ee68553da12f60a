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
import type { Readable } from 'node:stream';
import { AppError } from './app-error';

/** The 404 answer for a stored or static file that is not there. */
export const FILE_NOT_FOUND_MESSAGE = 'File not found';

/** What the admin sees when the upload folder cannot be written or read. */
export const STORAGE_UNAVAILABLE_MESSAGE = 'File storage is unavailable. Please try again.';

/** Prefix of files being written; never a stored name, removed by the clean-up when left behind. */
export const TEMP_PREFIX = '.tmp-';

/** True for the name of a temporary file this module writes (`.tmp-<uuid>`). */
export function isTempName(name: string): boolean {
  return /^\.tmp-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(name);
}

/** True for an error of a file-system call (Node's SystemError carries `syscall` and a string `code`). */
export function isFileSystemError(error: unknown): error is NodeJS.ErrnoException {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as NodeJS.ErrnoException).code === 'string' &&
    typeof (error as NodeJS.ErrnoException).syscall === 'string'
  );
}

/** The 503 for a failed file-system call; any other error (an AppError, a bug) passes unchanged. */
export function toStorageError(error: unknown): unknown {
  if (error instanceof AppError || !isFileSystemError(error)) return error;
  return new AppError('STORAGE_UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE, { cause: error, headers: { 'Retry-After': '30' } });
}

/** Runs a file-system step, turning its failure into STORAGE_UNAVAILABLE. */
export async function storageStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw toStorageError(error);
  }
}

/** A file found in a store's folder, for the clean-up. */
export interface StoredFileInfo {
  name: string;
  /** Last change of the file or its name (ctime: a rename counts), ms since the epoch. */
  changedAtMs: number;
  /** Last write or touch of the contents (mtime; S3 LastModified), ms since the epoch: the generated-file sweep's age. */
  modifiedAtMs: number;
}

/** A stored file opened for streaming. */
export interface OpenedFile {
  stream: Readable;
  /** Bytes. */
  size: number;
}

/**
 * One folder of files named by the caller (names are checked by the caller's pattern): a
 * folder under DATA_DIR (createFileStore) or a key prefix in an S3 bucket (lib/s3-file-store.ts).
 * Every storage failure throws AppError STORAGE_UNAVAILABLE; a reader never sees a half-written
 * file.
 */
export interface FileStore {
  /** Where the files are, for logs: a folder path or `s3://bucket/prefix`. */
  readonly dir: string;
  /** Writes `data` as `name`, whole or not at all. */
  write(name: string, data: Uint8Array): Promise<void>;
  /** Moves a local file (an upload's temporary file) in as `name`; the source is gone afterwards. */
  moveIn(sourcePath: string, name: string): Promise<void>;
  /** Removes `name`; a file already missing is fine. */
  remove(name: string): Promise<void>;
  /** Every file of the folder with its last change; an absent folder has none. */
  list(): Promise<StoredFileInfo[]>;
  /** The whole file, or null when it does not exist. */
  read(name: string): Promise<Buffer | null>;
  /** The file as a stream with its size, or null when it does not exist. */
  open(name: string): Promise<OpenedFile | null>;
  /** Size and last change of the file, or null when it does not exist. */
  stat(name: string): Promise<{ size: number; changedAtMs: number } | null>;
  /** Marks the file as used now (the generated-file sweep keeps used files); missing is fine. */
  touch(name: string): Promise<void>;
}

/** True for "no such file" of the disk. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * A FileStore over `dir` (created on first write). `isValidName` guards every name against
 * path tricks; every failure of the disk throws AppError STORAGE_UNAVAILABLE.
 */
export function createFileStore(dir: string, isValidName: (name: string) => boolean): FileStore {
  const fileOf = (name: string): string => {
    if (!isValidName(name)) throw new Error(`Not a stored file name: ${name}`);
    return path.join(dir, name);
  };
  return {
    dir,
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
