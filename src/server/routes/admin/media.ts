/**
 * Admin media (docs/product.md#admin-media; docs/product.md#admin-calls GET /api/admin/media, POST
 * /api/admin/media/upload, DELETE /api/admin/media/{id}). @fastify/multipart is registered in this
 * plugin's own scope.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DeleteMediaResponse,
  ListMediaResponse,
  MAX_UPLOAD_BYTES,
  MEDIA_MESSAGES,
  MediaCategory,
  MediaIdParams,
  MediaIdentifier,
  UploadMediaResponse,
} from '#shared/schemas/media';
import { AppError } from '../../lib/app-error';
import { receiveUpload, type ReceivedUpload } from '../../lib/multipart-upload';
import { deleteMedia } from '../../services/media/delete-media';
import { listMedia } from '../../services/media/list-media';
import { createMediaStorage } from '../../services/media/media-storage';
import { uploadMedia } from '../../services/media/upload-media';
import type { Db } from '../../db/client';
import type { FileStores } from '../../lib/file-store/provider';

/** Files per upload request. */
const MAX_FILES = 20;

/** The category and identifier fields of an upload. */
function readFields(upload: ReceivedUpload) {
  const category = MediaCategory.safeParse(upload.fields.category || 'general');
  if (!category.success) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.invalidCategory);
  const identifier = MediaIdentifier.safeParse(upload.fields.identifier ?? '');
  if (!identifier.success) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.invalidIdentifier);
  return { category: category.data, identifier: identifier.data || null };
}

export async function adminMediaRoutes(app: FastifyInstance, opts: { db: Db; storage: FileStores }): Promise<void> {
  const { db } = opts;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES, fields: 10, fieldSize: 1024, parts: MAX_FILES + 10, headerPairs: 100 },
  });
  const storage = createMediaStorage(opts.storage);
  const tempDir = opts.storage.incomingDir;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/admin/media — every item, newest first
  r.get(
    '/media',
    {
      config: { permission: 'catalog:write' },
      schema: { summary: 'Every media item, newest first', response: { 200: ListMediaResponse } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listMedia(db);
    },
  );

  // POST /api/admin/media/upload — multipart: files (repeated, streamed to disk), category, identifier
  r.post(
    '/media/upload',
    {
      config: { permission: 'catalog:write' },
      schema: { summary: 'Upload images (multipart: files, category, identifier)', response: { 201: UploadMediaResponse } },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, { dir: tempDir, tooLarge: MEDIA_MESSAGES.tooLarge });
      try {
        const files = await uploadMedia(db, { storage, files: upload.files, ...readFields(upload) });
        reply.code(201);
        return { files };
      } finally {
        await upload.discard();
      }
    },
  );

  // DELETE /api/admin/media/:id — the row and its files, together or not at all
  r.delete(
    '/media/:id',
    {
      config: { permission: 'catalog:write' },
      schema: {
        summary: 'Delete a media item and its files, together or not at all',
        params: MediaIdParams,
        response: { 200: DeleteMediaResponse },
      },
    },
    async (request) => {
      await deleteMedia(db, { storage, id: request.params.id });
      return { success: true as const };
    },
  );
}
