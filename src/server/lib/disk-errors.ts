/**
 * Failures of the local disk as the shop answers them (docs/product.md#faults: storage errors
 * are 503 with nothing half-written; docs/decisions/018-upload-storage.md): every failing
 * system call (EACCES, ENOSPC, EROFS, EIO, ENOTDIR…) becomes AppError STORAGE_UNAVAILABLE.
 * Used by the local FileStore (file-store/local-file-store.ts), the upload receiver and the
 * services that read an upload's temporary file.
 */
import { AppError } from './app-error';
import { STORAGE_UNAVAILABLE_MESSAGE } from './file-store/provider';

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
