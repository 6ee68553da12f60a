/** GET /api/fonts/:file — admin-uploaded font files for @font-face; any other name is a 404 (docs/decisions/012-admin-fonts.md). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readFontFile } from '../services/catalog/read-font-file';
import type { FileStores } from '../lib/file-store/provider';

const FontFileParams = z.object({ file: z.string().max(100) });

export async function fontRoutes(app: FastifyInstance, opts: { storage: FileStores }): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/fonts/:file', { schema: { summary: 'A built-in font file', params: FontFileParams } }, async (request, reply) => {
      const { bytes, contentType } = await readFontFile(opts.storage, request.params.file);
      // Stored names are random and never rewritten, so the file can be cached for good.
      return reply
        .type(contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes);
    });
}
