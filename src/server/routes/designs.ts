/**
 * Saved designs and share links. Owner-only routes need a customer session (401
 * when signed out) and answer 404 for another account's design. The share routes are public
 * and answer the design alone. GET /d/:token serves the SPA with Open Graph tags so a pasted
 * link previews in WhatsApp.
 */
import { proofImagePath } from '#shared/proof-url';
import { DEFAULT_PROOF_SVG_OPTIONS } from '#geometry/index';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateDesignRequest,
  DesignIdParams,
  DesignListResponse,
  DesignResponse,
  ShareDesignResponse,
  SharedDesignResponse,
  ShareTokenParams,
  UpdateDesignRequest,
} from '#shared/schemas/designs';
import { errorResponses } from '../plugins/api-docs';
import { CLIENT_DIST } from '../plugins/client-pages';
import type { OptionsCache } from '../services/catalog/list-customization-options';
import { createDesign } from '../services/designs/create-design';
import { deleteDesign } from '../services/designs/delete-design';
import { findSharedDesign } from '../services/designs/find-shared-design';
import { getDesign } from '../services/designs/get-design';
import { listDesigns } from '../services/designs/list-designs';
import { revokeDesignShare } from '../services/designs/revoke-design-share';
import { shareDesign } from '../services/designs/share-design';
import { updateDesign } from '../services/designs/update-design';
import type { DesignOwner } from '../services/designs/design-view';
import { FILE_NOT_FOUND_MESSAGE } from '../lib/file-store/provider';
import { absoluteUrl } from '../lib/public-url';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Config } from '../env';

const NoContent = z.null();

export async function designRoutes(
  app: FastifyInstance,
  opts: { db: Db; now: Clock; clientDir?: string; optionsCache: OptionsCache; config: Pick<Config, 'publicUrl' | 'port'> },
): Promise<void> {
  const { db, now, optionsCache, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = { onRequest: app.requireCustomer };
  const customerOwner = (request: { customer: { userId: string } | null }): DesignOwner => ({ userId: request.customer!.userId });
  app.addHook('onSend', async (request, reply) => {
    // The route the router matched: `/%61pi/designs` reaches the same handler (request-guard.ts).
    if ((request.routeOptions.url ?? '').startsWith('/api/designs')) reply.header('Cache-Control', 'no-store');
  });

  // GET /api/designs/shared/:token → the shared design alone (public).
  r.get(
    '/api/designs/shared/:token',
    { schema: { summary: 'Read a shared design (public)', params: ShareTokenParams, response: { 200: SharedDesignResponse } } },
    (request) => findSharedDesign(db, { token: request.params.token }),
  );

  // POST /api/designs → 201 the saved design; 409 past the per-account limit.
  r.post(
    '/api/designs',
    {
      ...owner,
      schema: {
        summary: 'Save a design (409 past the per-account limit)',
        body: CreateDesignRequest,
        response: { 201: DesignResponse, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const design = await createDesign(db, { owner: customerOwner(request), design: request.body, optionsCache, now: now() });
      return reply.code(201).send(design);
    },
  );

  // GET /api/designs → the user's designs, newest first.
  r.get(
    '/api/designs',
    { ...owner, schema: { summary: "List the signed-in user's designs, newest first", response: { 200: DesignListResponse } } },
    (request) => listDesigns(db, { owner: customerOwner(request) }),
  );

  // GET /api/designs/:id → one of the user's designs.
  r.get(
    '/api/designs/:id',
    { ...owner, schema: { summary: "Read one of the user's designs", params: DesignIdParams, response: { 200: DesignResponse } } },
    (request) => getDesign(db, { owner: customerOwner(request), designId: request.params.id }),
  );

  // PATCH /api/designs/:id → the changed design.
  r.patch(
    '/api/designs/:id',
    {
      ...owner,
      schema: { summary: 'Change a saved design', params: DesignIdParams, body: UpdateDesignRequest, response: { 200: DesignResponse } },
    },
    (request) => updateDesign(db, { owner: customerOwner(request), designId: request.params.id, changes: request.body, optionsCache }),
  );

  // DELETE /api/designs/:id → 204.
  r.delete(
    '/api/designs/:id',
    { ...owner, schema: { summary: 'Delete a saved design', params: DesignIdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await deleteDesign(db, { owner: customerOwner(request), designId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  // POST /api/designs/:id/share → {token, url}; a new link each time (the old one stops working).
  r.post(
    '/api/designs/:id/share',
    {
      ...owner,
      schema: {
        summary: 'Share a design: a new link each time (the old one stops working)',
        params: DesignIdParams,
        response: { 200: ShareDesignResponse },
      },
    },
    (request) => shareDesign(db, { owner: customerOwner(request), designId: request.params.id, now: now() }),
  );

  // DELETE /api/designs/:id/share → 204; the link stops working.
  r.delete(
    '/api/designs/:id/share',
    {
      ...owner,
      schema: { summary: 'Stop sharing a design: the link stops working', params: DesignIdParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      await revokeDesignShare(db, { owner: customerOwner(request), designId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  // GET /d/:token → the SPA's index.html with Open Graph tags naming the keychain.
  const indexFile = path.join(opts.clientDir ?? CLIENT_DIST, 'index.html');
  r.get(
    '/d/:token',
    { schema: { summary: "A shared design's page, with Open Graph tags", hide: true, params: ShareTokenParams } },
    async (request, reply) => {
      let html: string;
      try {
        html = await fs.promises.readFile(indexFile, 'utf8');
      } catch {
        return reply.code(404).send({ code: 'NOT_FOUND', message: FILE_NOT_FOUND_MESSAGE });
      }
      const design = await findSharedDesign(db, { token: request.params.token }).catch(() => null);
      const title = design ? `"${design.customText}" keychain · Chaabi` : 'Custom keychain · Chaabi';
      const meta = [
        `<meta property="og:type" content="website" />`,
        `<meta property="og:title" content="${escapeHtml(title)}" />`,
        `<meta property="og:description" content="A custom 3D-printed text keychain. Customize it or add it to your cart." />`,
        // The proof image drawn from the print geometry; crawlers need an absolute URL.
        ...(design
          ? [
              // From PUBLIC_URL, never the request's Host header (lib/public-url.ts).
              `<meta property="og:image" content="${escapeHtml(absoluteUrl(config, proofImagePath(design)))}" />`,
              '<meta property="og:image:type" content="image/png" />',
              `<meta property="og:image:width" content="${DEFAULT_PROOF_SVG_OPTIONS.widthPx}" />`,
              `<meta property="og:image:height" content="${DEFAULT_PROOF_SVG_OPTIONS.heightPx}" />`,
              `<meta property="og:image:alt" content="${escapeHtml(`Keychain reading ${design.customText}`)}" />`,
              '<meta name="twitter:card" content="summary_large_image" />',
            ]
          : []),
      ].join('\n    ');
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Referrer-Policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(html.replace('</head>', `${meta}\n  </head>`));
    },
  );
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
