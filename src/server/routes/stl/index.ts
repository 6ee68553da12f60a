/**
 * STL tools (spec §7 "Blender and STL calls"; docs/decisions/011):
 *   POST /api/blender-stl/generate      text + font (+ colour, backend) → files and facts
 *   GET  /api/blender-stl/test-blender  is Blender installed here?
 *   GET  /api/stl/download/:file        a generated STL (model/stl) or 3MF (model/3mf)
 */
import type { FastifyContextConfig, FastifyInstance, FastifyReply } from 'fastify';
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
import { PrintBatchQuery, ProofQuery } from '#shared/schemas/print';
import { buildPrintBatch } from '../../services/stl/build-print-batch';
import { buildProofPng, registerProofRenderer, type ProofPng } from '../../services/stl/render-proof-png';
import { getOrderKeychainProof } from '../../services/stl/get-order-keychain-proof';
import { resolveKeychainDesigns } from '../../services/catalog/resolve-keychain-designs';
import { adminPlateFileRoutes } from '../admin/plate-file';
import { adminPlateSendRoutes } from '../admin/plate-send';

/** Registers the STL routes under the given prefix (/api); `rateLimit: false` drops the per-IP limits (benches, tests). */
export async function stlRoutes(app: FastifyInstance, opts: { rateLimit?: boolean }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = (max: number): FastifyContextConfig => (opts.rateLimit === false ? {} : { rateLimit: { max, timeWindow: '1 minute' } });
  const stl = createStlContext({ dataDir: app.config.dataDir, s3: app.config.s3, blenderPath: app.config.blenderPath, log: app.log });
  app.addHook('onClose', () => stl.close());
  // Orders on this database are measured by the same guard (issue 12; services/stl/printability-guard.ts).
  registerPrintabilityGuard(app.db, (design) => checkPrintability(app.db, stl, design));
  registerProofRenderer(app.db, (design) => buildProofPng(app.db, stl, design));
  const sendPng = (reply: FastifyReply, proof: ProofPng, cacheControl: string) =>
    reply
      .type('image/png')
      .header('Cache-Control', cacheControl)
      .header('ETag', `"${proof.hash.slice(0, 32)}"`)
      .send(proof.png);
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

  // GET /api/admin/print-batch?status=confirmed | ?ids=1,2,3 (admin): many orders' print files,
  // build plates per colour combination, proofs and the batch job sheet in one zip (issue 12)
  r.get('/admin/print-batch', { onRequest: app.requireAdmin, schema: { querystring: PrintBatchQuery } }, async (request, reply) => {
    const batch = await buildPrintBatch(app.db, stl, request.query);
    return reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename="${batch.fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(batch.zip);
  });

  // GET /api/admin/plates/:id/plate.3mf: in routes/admin, handed this plugin's geometry engine
  await app.register(adminPlateFileRoutes, { prefix: '/admin', stl });
  await app.register(adminPlateSendRoutes, { prefix: '/admin', stl });

  // GET /api/admin/orders/:id/keychains/:n/proof.png (admin): the proof of an order's n-th keychain as stored
  r.get(
    '/admin/orders/:id/keychains/:n/proof.png',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: z.object({
          id: z.coerce.number().int().positive().max(2_147_483_647),
          n: z.coerce.number().int().min(1).max(1000),
        }),
      },
    },
    async (request, reply) =>
      sendPng(
        reply,
        await getOrderKeychainProof(app.db, stl, { orderId: request.params.id, keychain: request.params.n }),
        'private, max-age=3600',
      ),
  );

  // GET /api/proofs/keychain.png?text=&font=&colour= (public): the proof of a design the shop
  // sells now, by the cart's rules; rate-limited, and cached by design hash (issue 12)
  r.get('/proofs/keychain.png', { schema: { querystring: ProofQuery }, config: limit(60) }, async (request, reply) => {
    const [design] = await resolveKeychainDesigns(app.db, {
      keychains: [{ customText: request.query.text, fontFamily: request.query.font, textColor: request.query.colour }],
    });
    const proof = await buildProofPng(app.db, stl, {
      customText: design!.customText,
      fontFamily: design!.fontFamily,
      fontColor: design!.colorCombination!.fontColor,
      backgroundColor: design!.colorCombination!.backgroundColor,
    });
    return sendPng(reply, proof, 'public, max-age=86400');
  });
}
