/**
 * Public media (docs/product.md#customer-calls GET /api/simple-media, GET /api/gallery-photos) and
 * the uploaded files themselves at GET /uploads/:file (random stored names, so they are cached for
 * a year).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListPublicMediaResponse } from '#shared/schemas/media';
import { AppError } from '../../lib/app-error';
import { FILE_NOT_FOUND_MESSAGE } from '../../lib/file-store/provider';
import { listGalleryPhotos, listPublicMedia } from '../../services/media/list-media';
import { createMediaStorage, STORED_CONTENT_TYPES, STORED_NAME } from '../../services/media/media-storage';
import type { Db } from '../../db/client';
import type { FileStores } from '../../lib/file-store/provider';

const FileParams = z.object({ file: z.string().max(64) });

export async function shopMediaRoutes(app: FastifyInstance, opts: { db: Db; storage: FileStores }): Promise<void> {
  const { db } = opts;
  const storage = createMediaStorage(opts.storage);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/simple-media — every item, for gallery images and sample photos
  r.get(
    '/api/simple-media',
    { schema: { summary: 'Every media item, for gallery images and sample photos', response: { 200: ListPublicMediaResponse } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return listPublicMedia(db);
    },
  );

  // GET /api/gallery-photos — the gallery photos in docs/product.md#gallery-and-samples order
  r.get(
    '/api/gallery-photos',
    { schema: { summary: "The gallery photos, in the gallery's order", response: { 200: ListPublicMediaResponse } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return listGalleryPhotos(db);
    },
  );

  // GET /uploads/:file — a stored image or thumbnail
  r.get(
    '/uploads/:file',
    { schema: { summary: 'A stored image or thumbnail', params: FileParams, hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      const opened = STORED_NAME.test(file) ? await storage.open(file) : null;
      if (!opened) throw new AppError('NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
      return reply
        .header('Content-Type', STORED_CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)]!)
        .header('Content-Length', opened.size)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(opened.stream);
    },
  );
}
