/**
 * FileStore: the one seam between the shop's files (media, font files, generated print files)
 * and where they live (docs/decisions/018-upload-storage.md, docs/decisions/023-several-instances.md):
 * local-file-store.ts keeps them in folders under DATA_DIR, s3-file-store.ts in an S3-compatible
 * bucket, and choose-file-store.ts picks one from the configuration. The composition root builds
 * the shop's FileStores once and hands them to the services and routes
 * (docs/decisions/247-file-stores-in-composition-root.md). This file is the contract alone and
 * imports none of its implementations.
 */

import type { Readable } from 'node:stream';

/** The 404 answer for a stored or static file that is not there. */
export const FILE_NOT_FOUND_MESSAGE = 'File not found';

/** What the admin sees when the upload folder cannot be written or read. */
export const STORAGE_UNAVAILABLE_MESSAGE = 'File storage is unavailable. Please try again.';

/** Prefix of files being written; never a stored name, removed by the clean-up when left behind. */
export const TEMP_PREFIX = '.tmp-';

/** True for the name of a temporary file a store writes (`.tmp-<uuid>`). */
export function isTempName(name: string): boolean {
  return /^\.tmp-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(name);
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
 * folder under DATA_DIR (local-file-store.ts) or a key prefix in an S3 bucket (s3-file-store.ts).
 * Every storage failure throws AppError STORAGE_UNAVAILABLE; a reader never sees a half-written
 * file.
 */
export interface FileStore {
  /** Where the files are, for logs: a folder path or `s3://bucket/prefix`. */
  readonly dir: string;
  /** True when the files are away from this machine (S3): a reader may keep files that never change in memory. */
  readonly remote: boolean;
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

/** The folders the shop keeps files in: media (`uploads`), font files (`fonts`), generated STL/3MF files (`generated`). */
export type StorageFolder = 'uploads' | 'fonts' | 'generated';

/**
 * The shop's file storage, built once per app by the composition root (choose-file-store.ts):
 * services and routes take their folder's store from here, never from the configuration.
 */
export interface FileStores {
  /** The store of `folder`; `isValidName` guards every name (the caller's pattern). */
  folder(folder: StorageFolder, isValidName: (name: string) => boolean): FileStore;
  /** Where uploads wait while they are checked: a local folder on the same disk as DATA_DIR, whatever the storage. */
  readonly incomingDir: string;
  /** The incoming folder as a store (always local), for the clean-up. */
  incoming(isValidName: (name: string) => boolean): FileStore;
  /** Releases the storage's connections (S3 keep-alive sockets); call at shutdown. */
  close(): Promise<void>;
}
