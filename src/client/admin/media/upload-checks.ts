/**
 * The uploader's checks before sending (docs/product.md#admin-inputs,
 * docs/product.md#admin-messages), the same limits the server enforces.
 */
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, MEDIA_MESSAGES } from '#shared/schemas/media';

/** A toast's title and text. */
export interface UploadNotice {
  title: string;
  description: string;
}

const EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;

/** The first refusal among the files ("Invalid file type" or "File too large"), or null. */
export function checkUploadFiles(files: readonly { name: string; type: string; size: number }[]): UploadNotice | null {
  for (const file of files) {
    const typeOk = file.type ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) : EXTENSIONS.test(file.name);
    if (!typeOk) return { title: 'Invalid file type', description: MEDIA_MESSAGES.invalidType };
  }
  for (const file of files) {
    if (file.size > MAX_UPLOAD_BYTES) return { title: 'File too large', description: MEDIA_MESSAGES.tooLarge };
  }
  return null;
}

/** The failure toast for an upload: the server's type or size refusal, else the spec's "Upload Failed". */
export function uploadFailureNotice(status: number | null, serverMessage: string | null, targeted: boolean): UploadNotice {
  if (status === 413) return { title: 'File too large', description: MEDIA_MESSAGES.tooLarge };
  if (status === 400 && serverMessage === MEDIA_MESSAGES.invalidType)
    return { title: 'Invalid file type', description: MEDIA_MESSAGES.invalidType };
  if (status === 400 && serverMessage) return { title: 'Upload Failed', description: serverMessage };
  return {
    title: 'Upload Failed',
    description: targeted ? 'Failed to upload file. Please try again.' : 'Failed to upload files. Please try again.',
  };
}

/**
 * A size in KB with one decimal, e.g. "12.3 KB" (docs/product.md#screens: the library shows sizes
 * in KB).
 */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
