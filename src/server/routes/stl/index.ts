/**
 * STL tools (docs/product.md#stl-calls; docs/decisions/011):
 *   POST /api/blender-stl/generate      text + font (+ colour, backend) → files and facts
 *   GET  /api/blender-stl/test-blender  is Blender installed here?
 *   GET  /api/stl/download/:file        a generated STL (model/stl) or 3MF (model/3mf)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GenerateStlRequest,
  GenerateStlResponse,
  LayoutRequest,
  LayoutResponse,
  PrintabilityRequest,
  PrintabilityResponse,
  StlDownloadParams,
  TestBlenderResponse,
} from '#shared/schemas/stl';
import { AppError } from '../../lib/app-error';
import { generateKeychainStl } from '../../services/stl/generate-keychain-stl';
import type { StlContext } from '../../services/stl/stl-context';
import { testBlender } from '../../services/stl/test-blender';
import type { PrintabilityChecker } from '../../services/stl/printability-guard';
import { ProofQuery } from '#shared/schemas/print';
import { buildProofPng } from '../../services/stl/render-proof-png';
import { sendProofPng } from '../proof-reply';
import { layoutDesignText } from '../../services/stl/layout-design-text';
import { resolveKeychainDesigns } from '../../services/catalog/resolve-keychain-designs';
import type { OptionsCache } from '../../services/catalog/list-customization-options';
import type { Db } from '../../db/client';
import { perMinuteLimits } from '../../lib/route-rate-limit';

/** Registers the STL routes under the given prefix (/api); `rateLimit: false` drops the per-IP limits (benches, tests). */
export async function stlRoutes(
  app: FastifyInstance,
  opts: { db: Db; rateLimit?: boolean; print: StlContext; printability: PrintabilityChecker; optionsCache: OptionsCache },
): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = perMinuteLimits(opts.rateLimit);
  const stl = opts.print;
  // Only a listening server (not app.inject in tests) pays for a warm thread.
  app.addHook('onListen', async () => {
    stl.warmUp(app.log).catch((error: unknown) => app.log.warn({ err: error }, 'geometry pool warm-up failed'));
  });

  // POST /api/blender-stl/generate: build (or find in the cache) the keychain's STL and 3MF
  r.post(
    '/blender-stl/generate',
    {
      schema: {
        summary: "Build (or find in the cache) the keychain's STL and 3MF",
        body: GenerateStlRequest,
        response: { 200: GenerateStlResponse },
      },
      config: limit(30),
    },
    (request) => generateKeychainStl(db, stl, request.body),
  );

  // POST /api/designs/printability: thinnest stroke and letter height of a design at print scale
  r.post(
    '/designs/printability',
    {
      schema: {
        summary: 'Thinnest stroke and letter height of a design at print scale',
        body: PrintabilityRequest,
        response: { 200: PrintabilityResponse },
      },
      config: limit(120),
    },
    (request) => opts.printability(request.body),
  );

  // POST /api/designs/layout: the engine's HarfBuzz shaping of a design's text, font units (docs/decisions/043)
  r.post(
    '/designs/layout',
    {
      schema: {
        summary: "The engine's HarfBuzz shaping of a design's text, in font units",
        body: LayoutRequest,
        response: { 200: LayoutResponse },
      },
      config: limit(120),
    },
    (request) => layoutDesignText(db, stl, request.body),
  );

  // GET /api/blender-stl/test-blender: whether the optional Blender backend is installed
  r.get(
    '/blender-stl/test-blender',
    { schema: { summary: 'Whether the optional Blender backend is installed', response: { 200: TestBlenderResponse } }, config: limit(20) },
    () => testBlender(stl.blender),
  );

  // GET /api/stl/download/:file: only names the service generated (strict pattern), as an attachment
  r.get(
    '/stl/download/:file',
    { schema: { summary: 'Download a generated STL or 3MF, as an attachment', params: StlDownloadParams }, config: limit(120) },
    async (request, reply) => {
      const file = await stl.store.open(request.params.file);
      if (!file) throw new AppError('NOT_FOUND', 'File not found. Generate the keychain again.');
      return reply
        .type(file.contentType)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', `attachment; filename="${file.downloadName}"`)
        .header('Cache-Control', 'private, max-age=86400, immutable')
        .send(file.stream);
    },
  );

  // GET /api/proofs/keychain.png?text=&font=&colour= (public): the proof of a design the shop
  // sells now, by the cart's rules; rate-limited, and cached by design hash
  r.get(
    '/proofs/keychain.png',
    { schema: { summary: 'The proof of a design the shop sells now (public, rate-limited)', querystring: ProofQuery }, config: limit(60) },
    async (request, reply) => {
      const [design] = await resolveKeychainDesigns(db, {
        keychains: [{ customText: request.query.text, fontFamily: request.query.font, textColor: request.query.colour }],
        printability: opts.printability,
        optionsCache: opts.optionsCache,
      });
      const proof = await buildProofPng(db, stl, {
        customText: design!.customText,
        fontFamily: design!.fontFamily,
        fontColor: design!.colorCombination!.fontColor,
        backgroundColor: design!.colorCombination!.backgroundColor,
      });
      return sendProofPng(reply, proof, 'public, max-age=86400');
    },
  );
}
