/**
 * Runs an upload with the docs/product.md#customer-messages toasts and a progress value (0..1, null
 * when idle).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '#shared/schemas/media';
import { ApiError } from '../../api/fetch';
import { toast } from '../../components/ui/toast';
import { invalidateMedia, sendMediaUpload, type UploadTarget } from './media-admin-api';
import { checkUploadFiles, uploadFailureNotice } from './upload-checks';

export function useMediaUpload(options: { targeted: boolean }) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);

  /** Checks, uploads and toasts; resolves with the stored items, or null when refused or failed. */
  async function upload(files: readonly File[], target: UploadTarget = {}): Promise<MediaItem[] | null> {
    if (files.length === 0) return null;
    const refusal = checkUploadFiles(files);
    if (refusal) {
      toast({ ...refusal, variant: 'destructive' });
      return null;
    }
    setProgress(0);
    try {
      const result = await sendMediaUpload(files, target, setProgress);
      const n = result.files.length;
      toast({ title: 'Upload Successful', description: n === 1 ? '1 file uploaded.' : `${n} files uploaded.`, variant: 'success' });
      return result.files;
    } catch (error) {
      const api = error instanceof ApiError ? error : null;
      toast({ ...uploadFailureNotice(api?.status ?? null, api?.serverMessage ?? null, options.targeted), variant: 'destructive' });
      return null;
    } finally {
      setProgress(null);
      await invalidateMedia(client);
    }
  }

  return { upload, progress, isUploading: progress !== null };
}
