/**
 * Admin media calls (docs/product.md#admin-calls): GET /api/admin/media, POST
 * /api/admin/media/upload (multipart, with upload progress through XMLHttpRequest: fetch cannot
 * report it), DELETE /api/admin/media/{id}. Every change refreshes the admin list and the
 * storefront's gallery and sample photos.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DeleteMediaResponse, MediaCategory, MediaItem, UploadMediaResponse } from '#shared/schemas/media';
import { uploadWithProgress } from '../../api/fetch';
import { queryKeys } from '../../api/query-keys';
import { adminRequest, forgetSessionOn401 } from '../admin-api';

export const ADMIN_MEDIA_URL = '/api/admin/media';

/** Refreshes every list that shows media. */
export function invalidateMedia(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: queryKeys.media.all });
}

/** GET /api/admin/media: every item, newest first. */
export function useAdminMedia() {
  return useQuery({
    queryKey: queryKeys.media.admin(),
    queryFn: () => adminRequest<MediaItem[]>('GET', ADMIN_MEDIA_URL),
    staleTime: 0,
    retry: false,
  });
}

/** DELETE /api/admin/media/{id}. */
export function useDeleteMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminRequest<DeleteMediaResponse>('DELETE', `${ADMIN_MEDIA_URL}/${id}`),
    onSettled: () => invalidateMedia(client),
  });
}

/** What a targeted upload adds to the files. */
export interface UploadTarget {
  category?: MediaCategory;
  identifier?: string;
}

/** POST /api/admin/media/upload with progress (0..1); rejects with an ApiError like fetch.ts. */
export function sendMediaUpload(
  files: readonly File[],
  target: UploadTarget,
  onProgress: (fraction: number) => void,
): Promise<UploadMediaResponse> {
  const form = new FormData();
  if (target.category) form.append('category', target.category);
  if (target.identifier) form.append('identifier', target.identifier);
  for (const file of files) form.append('files', file, file.name);
  return uploadWithProgress<UploadMediaResponse>(`${ADMIN_MEDIA_URL}/upload`, form, onProgress).catch(forgetSessionOn401);
}
