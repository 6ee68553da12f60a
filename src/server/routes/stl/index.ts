/**
 * STL tools (spec §7 "Blender and STL calls"; docs/decisions/011):
 *   POST /api/blender-stl/generate      text + font (+ colour, backend) → files and facts
 *   GET  /api/blender-stl/test-blender  is Blender installed here?
 *   GET  /api/stl/download/:file        a generated STL (model/stl) or 3MF (model/3mf)
 */
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GenerateStlRequest,
  GenerateStlResponse,
  PrintabilityRequest,
  PrintabilityResponse,
  StlDownloadParams,
  TestBlenderResponse,
} from '#shared/schemas/stl';
import { AppError } from '../../lib/app-error';
import { generateKeychainStl } from '../../services/stl/generate-keychain-stl';
import { buildOrderPrintFiles } from '../../services/stl/build-order-print-files';
import { z } from 'zod';
import { createStlContext } from '../../services/stl/stl-context';
import { testBlender } from '../../services/stl/test-blender';
import { checkPrintability } from '../../services/stl/check-printability';
import { registerPrintabilityGuard } from '../../services/stl/printability-guard';

/** Registers the STL routes under the given prefix (/api); `rateLimit: false` drops the per-IP limits (benches, tests). */
export async function stlRoutes(app: FastifyInstance, opts: { rateLimit?: boolean }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = (max: number): FastifyContextConfig => (opts.rateLimit === false ? {} : { rateLimit: { max, timeWindow: '1 minute' } });
  const stl = createStlContext({ dataDir: app.config.dataDir, s3: app.config.s3, blenderPath: app.config.blenderPath, log: app.log });
  app.addHook('onClose', () => stl.close());
  // Orders on this database are measured by the same guard (issue 12; services/stl/printability-guard.ts).
  registerPrintabilityGuard(app.db, (design) => checkPrintability(app.db, stl, design));
  // Only a listening server (not app.inject in tests) pays for a warm thread.
  app.addHook('onListen', async () => {
    stl.warmUp().catch((error: unknown) => app.log.warn({ err: error }, 'geometry pool warm-up failed'));
  });

  // POST /api/blender-stl/generate: build (or find in the cache) the keychain's STL and 3MF
  r.post(
    '/blender-stl/generate',
    { schema: { body: GenerateStlRequest, response: { 200: GenerateStlResponse } }, config: limit(30) },
    (request) => generateKeychainStl(app.db, stl, request.body),
  );

  // POST /api/designs/printability: thinnest stroke and letter height of a design at print scale (issue 12)
  r.post(
    '/designs/printability',
    { schema: { body: PrintabilityRequest, response: { 200: PrintabilityResponse } }, config: limit(120) },
    (request) => checkPrintability(app.db, stl, request.body),
  );

  // GET /api/blender-stl/test-blender: whether the optional Blender backend is installed
  r.get('/blender-stl/test-blender', { schema: { response: { 200: TestBlenderResponse } }, config: limit(20) }, () =>
    testBlender(stl.blender),
  );

  // GET /api/stl/download/:file: only names the service generated (strict pattern), as an attachment
  r.get('/stl/download/:file', { schema: { params: StlDownloadParams }, config: limit(120) }, async (request, reply) => {
    const file = await stl.store.open(request.params.file);
    if (!file) throw new AppError('NOT_FOUND', 'File not found. Generate the keychain again.');
    return reply
      .type(file.contentType)
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', `attachment; filename="${file.downloadName}"`)
      .header('Cache-Control', 'private, max-age=86400, immutable')
      .send(file.stream);
  });

  // GET /api/admin/orders/:id/print-files (admin): the order's STL and 3MF files as one zip (issue 4).
  // Registered here because it shares this plugin's worker pool; the admin guard applies to
  // every /api/admin route wherever it is registered (plugins/admin-auth.ts).
  r.get(
    '/admin/orders/:id/print-files',
    { onRequest: app.requireAdmin, schema: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) } },
    async (request, reply) => {
      const files = await buildOrderPrintFiles(app.db, stl, request.params.id);
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${files.fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(files.zip));
    },
  );
}
