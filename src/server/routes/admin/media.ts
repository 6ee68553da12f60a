/**
 * Admin media (spec §2 "Media Manager tab"; §7 GET /api/admin/media, POST /api/admin/media/upload,
 * DELETE /api/admin/media/{id}). @fastify/multipart is registered in this plugin's own scope.
 */
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { deleteMedia } from '../../services/media/delete-media';
import { listMedia } from '../../services/media/list-media';
import { createLocalMediaStorage } from '../../services/media/media-storage';
import { uploadMedia, type UploadedFile } from '../../services/media/upload-media';

/** Files per upload request. */
const MAX_FILES = 20;

const TooLarge = z.object({ code: z.literal('PAYLOAD_TOO_LARGE'), message: z.string() });

/** Reads the multipart body: files (each capped at 10 MB while streaming), category and identifier. */
async function readUpload(request: FastifyRequest) {
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') files.push({ data: await part.toBuffer(), originalName: part.filename });
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    // busboy reports a malformed body with a plain Error; the plugin's own errors carry a 4xx status.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.', { cause: error });
  }
  const category = MediaCategory.safeParse(fields.category || 'general');
  if (!category.success) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.invalidCategory);
  const identifier = MediaIdentifier.safeParse(fields.identifier ?? '');
  if (!identifier.success) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.invalidIdentifier);
  return { files, category: category.data, identifier: identifier.data || null };
}

export async function adminMediaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES, fields: 10, fieldSize: 1024, parts: MAX_FILES + 10, headerPairs: 100 },
  });
  const storage = createLocalMediaStorage(path.join(app.config.dataDir, 'uploads'));
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/admin/media — every item, newest first
  r.get('/media', { onRequest: app.requireAdmin, schema: { response: { 200: ListMediaResponse } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listMedia(app.db);
  });

  // POST /api/admin/media/upload — multipart: files (repeated), category, identifier
  r.post(
    '/media/upload',
    { onRequest: app.requireAdmin, schema: { response: { 201: UploadMediaResponse, 413: TooLarge } } },
    async (request, reply) => {
      try {
        const upload = await readUpload(request);
        const files = await uploadMedia(app.db, { storage, ...upload });
        return reply.code(201).send({ files });
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          return reply.code(413).send({ code: 'PAYLOAD_TOO_LARGE', message: MEDIA_MESSAGES.tooLarge });
        }
        throw error;
      }
    },
  );

  // DELETE /api/admin/media/:id — the row, then its files
  r.delete(
    '/media/:id',
    { onRequest: app.requireAdmin, schema: { params: MediaIdParams, response: { 200: DeleteMediaResponse } } },
    async (request) => {
      await deleteMedia(app.db, { storage, id: request.params.id });
      return { success: true as const };
    },
  );
}
