/**
 * Which storage holds the shop's files (docs/decisions/023-several-instances.md):
 * with S3_BUCKET set, an S3-compatible bucket shared by every instance; otherwise folders
 * under DATA_DIR, as before. Media (`uploads`), font files (`fonts`) and generated STL/3MF
 * files (`generated`) go through this one choice; an upload's temporary file always stays on
 * the local disk (lib/multipart-upload.ts). The FileStore seam's chooser: provider.ts is the
 * contract, local-file-store.ts and s3-file-store.ts its implementations
 * (docs/decisions/221-seam-file-names.md). Only the composition root calls it (and tests);
 * services and routes receive the built FileStores (docs/decisions/247-file-stores-in-composition-root.md).
 */
import path from 'node:path';
import type { S3Config } from '../../env';
import { incomingDir } from '../multipart-upload';
import type { FileStores } from './provider';
import { createLocalFileStore } from './local-file-store';
import { closeS3Client, createS3FileStore } from './s3-file-store';

/** The part of the configuration that decides where files live. */
export interface StorageConfig {
  dataDir: string;
  s3?: S3Config | undefined;
}

/**
 * The shop's file stores over `config`: a folder's store is `${dataDir}/<folder>` on the local
 * disk, or `<folder>/` in the bucket when S3 is configured; the incoming folder is always local
 * (`${dataDir}/tmp/incoming`).
 */
export function chooseFileStores(config: StorageConfig): FileStores {
  const dir = incomingDir(config.dataDir);
  return {
    folder: (folder, isValidName) =>
      config.s3 ? createS3FileStore(config.s3, folder, isValidName) : createLocalFileStore(path.join(config.dataDir, folder), isValidName),
    incomingDir: dir,
    incoming: (isValidName) => createLocalFileStore(dir, isValidName),
    async close() {
      if (config.s3) await closeS3Client(config.s3);
    },
  };
}
