/**
 * Reads a multipart upload by streaming each file to a temporary file on disk, so an upload
 * never sits in memory (docs/decisions/018-upload-storage.md). The per-file cap is enforced
 * while streaming (@fastify/multipart `limits.fileSize` truncates the stream); an oversize file
 * is AppError PAYLOAD_TOO_LARGE, a disk failure STORAGE_UNAVAILABLE, a malformed body
 * BAD_REQUEST. On any failure the temporary files already written are removed again.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { isFileSystemError, toStorageError } from './disk-errors';

/** One uploaded file, received into a temporary file. */
export interface ReceivedFile {
  /** Absolute path of the temporary file (removed by `discard`). */
  path: string;
  /** Bytes as uploaded. */
  size: number;
  /** The uploader's file name, unchecked. */
  originalName: string | undefined;
}

/** A received multipart body: its files on disk and its text fields. */
export interface ReceivedUpload {
  files: ReceivedFile[];
  fields: Record<string, string>;
  /** Removes the temporary files; never throws (leftovers are removed by the clean-up). */
  discard(): Promise<void>;
}

/** Where uploads wait while they are checked: `${dataDir}/tmp/incoming`, on the same disk as the stores. */
export function incomingDir(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'incoming');
}

/**
 * Streams every file part of the request into `dir` (limits come from the multipart
 * registration or `limits`). Messages: `tooLarge` for a file over the cap.
 * @throws AppError PAYLOAD_TOO_LARGE, STORAGE_UNAVAILABLE or BAD_REQUEST.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: { dir: string; tooLarge: string; limits?: { fileSize: number; files: number; fields: number; parts: number } },
): Promise<ReceivedUpload> {
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  const discard = async () => {
    await Promise.allSettled(files.map((file) => fs.promises.rm(file.path, { force: true })));
  };
  try {
    for await (const part of request.parts(options.limits ? { limits: options.limits } : undefined)) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const received: ReceivedFile = { path: path.join(options.dir, `${randomUUID()}.upload`), size: 0, originalName: part.filename };
      files.push(received);
      await fs.promises.mkdir(options.dir, { recursive: true });
      const out = fs.createWriteStream(received.path, { flags: 'wx' });
      await pipeline(part.file, out);
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', options.tooLarge);
      received.size = out.bytesWritten;
    }
  } catch (error) {
    await discard();
    throw toUploadError(error, options.tooLarge);
  }
  return { files, fields, discard };
}

function toUploadError(error: unknown, tooLarge: string): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', tooLarge, { cause: error });
  if (isFileSystemError(error)) return toStorageError(error);
  if ((error as { statusCode?: unknown }).statusCode === 413) {
    // FST_FILES_LIMIT, FST_FIELDS_LIMIT, FST_PARTS_LIMIT
    return new AppError('PAYLOAD_TOO_LARGE', 'Too many files or fields in one upload.', { cause: error });
  }
  if (typeof (error as { statusCode?: unknown }).statusCode === 'number') return error; // the plugin's own 4xx (406, 415…)
  // busboy reports a malformed or cut-off body with a plain Error
  return new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.', { cause: error });
}
