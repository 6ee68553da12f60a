/**
 * The file stores a service or route test builds for itself, as the composition root would
 * (docs/decisions/247-file-stores-in-composition-root.md): services and routes never import the
 * chooser, so their tests take their stores from here.
 */
import { chooseFileStores } from '../../src/server/lib/file-store/choose-file-store';
import type { FileStores } from '../../src/server/lib/file-store/provider';

/** Folders under `dataDir` (no S3), like an instance without S3_BUCKET. */
export function localFileStores(dataDir: string): FileStores {
  return chooseFileStores({ dataDir });
}
