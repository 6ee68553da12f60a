/**
 * Admin customization options and categories (docs/product.md#admin-customization,
 * docs/product.md#admin-calls). The public active-only list GET /api/admin/customization-options
 * lives in routes/shop/catalog.ts; every route here needs the admin session
 * (plugins/admin-auth.ts).
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateOptionRequest,
  CustomizationOption,
  DeleteOptionResponse,
  ListOptionsQuery,
  FONT_TOO_LARGE_MESSAGE,
  MAX_FONT_FILE_BYTES,
  OptionIdParams,
  ProductCategory,
  UpdateOptionRequest,
} from '#shared/schemas/customization';
import { receiveUpload } from '../../lib/multipart-upload';
import { createCustomizationOption } from '../../services/catalog/create-customization-option';
import { deleteCustomizationOption } from '../../services/catalog/delete-customization-option';
import { listCustomizationOptions, type OptionsCache } from '../../services/catalog/list-customization-options';
import { listProductCategories } from '../../services/catalog/list-product-categories';
import { saveFontFile } from '../../services/catalog/save-font-file';
import { updateCustomizationOption } from '../../services/catalog/update-customization-option';
import type { Db } from '../../db/client';
import type { FileStores } from '../../lib/file-store/provider';

const OPTIONS = '/customization-options';

const FONT_TOO_LARGE = FONT_TOO_LARGE_MESSAGE;

/** Registers the admin's option routes; every write invalidates `optionsCache` (the app's one cache). */
export async function adminCustomizationRoutes(
  app: FastifyInstance,
  opts: { db: Db; optionsCache: OptionsCache; storage: FileStores },
): Promise<void> {
  const { db, optionsCache, storage } = opts;
  // Encapsulated here: other upload routes may register their own multipart parser.
  if (!app.hasContentTypeParser('multipart/form-data'))
    await app.register(multipart, { limits: { fileSize: MAX_FONT_FILE_BYTES, files: 1 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'Cache-Control': 'no-store' };

  // GET /api/admin/customization-options/all?type=… — active and inactive, for the admin lists
  r.get(
    `${OPTIONS}/all`,
    {
      config: { permission: 'catalog:write' },
      schema: {
        summary: 'Every font and colour combination, active and inactive',
        querystring: ListOptionsQuery,
        response: { 200: z.array(CustomizationOption) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return listCustomizationOptions(db, optionsCache, { type: request.query.type, includeInactive: true });
    },
  );

  // POST /api/admin/customization-options — add a font or colour combination
  r.post(
    OPTIONS,
    {
      config: { permission: 'catalog:write' },
      schema: { summary: 'Add a font or colour combination', body: CreateOptionRequest, response: { 201: CustomizationOption } },
    },
    async (request, reply) => reply.code(201).send(await createCustomizationOption(db, request.body, { optionsCache })),
  );

  // PUT /api/admin/customization-options/:id — change fields or the active flag
  r.put(
    `${OPTIONS}/:id`,
    {
      config: { permission: 'catalog:write' },
      schema: {
        summary: "Change an option's fields or its active flag",
        params: OptionIdParams,
        body: UpdateOptionRequest,
        response: { 200: CustomizationOption },
      },
    },
    (request) => updateCustomizationOption(db, { id: request.params.id, changes: request.body, optionsCache }),
  );

  // DELETE /api/admin/customization-options/:id
  r.delete(
    `${OPTIONS}/:id`,
    {
      config: { permission: 'catalog:write' },
      schema: { summary: 'Delete a font or colour combination', params: OptionIdParams, response: { 200: DeleteOptionResponse } },
    },
    (request) => deleteCustomizationOption(db, storage, { id: request.params.id, optionsCache }),
  );

  // POST /api/admin/customization-options/:id/font-file — multipart, one TTF/OTF/WOFF ≤ 2 MB, streamed to disk
  r.post(
    `${OPTIONS}/:id/font-file`,
    {
      config: { permission: 'catalog:write' },
      schema: {
        summary: "Upload a font's file (multipart, one TTF/OTF/WOFF ≤ 2 MB)",
        params: OptionIdParams,
        response: { 200: CustomizationOption },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, {
        dir: storage.incomingDir,
        tooLarge: FONT_TOO_LARGE,
        limits: { fileSize: MAX_FONT_FILE_BYTES, files: 1, fields: 5, parts: 6 },
      });
      try {
        return await saveFontFile(db, storage, { id: request.params.id, file: upload.files[0], optionsCache });
      } finally {
        await upload.discard();
      }
    },
  );

  // GET /api/admin/product-categories — every category, active or coming soon
  r.get(
    '/product-categories',
    {
      config: { permission: 'catalog:write' },
      schema: { summary: 'Every product category, active or coming soon', response: { 200: z.array(ProductCategory) } },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return listProductCategories(db);
    },
  );
}
