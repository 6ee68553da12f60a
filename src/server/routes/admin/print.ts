/**
 * The print room's downloads under /api/admin (admin session required):
 *   GET /api/admin/orders/:id/print-files          the order's STL and 3MF files as one zip
 *   GET /api/admin/print-batch?status=|?ids=        many orders' print files, build plates per
 *                                                   colour combination, proofs and the job sheet
 *   GET /api/admin/orders/:id/keychains/:n/proof.png the proof of an order's n-th keychain
 * They use the app's one print engine (composition-root.ts), handed in as `print`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PrintBatchQuery } from '#shared/schemas/print';
import { sendProofPng } from '../proof-reply';
import { buildOrderPrintFiles } from '../../services/stl/build-order-print-files';
import { buildPrintBatch } from '../../services/stl/build-print-batch';
import { getPrintRoomLayers } from '../../services/print-room/print-room-settings';
import { getOrderKeychainProof } from '../../services/stl/get-order-keychain-proof';
import type { StlContext } from '../../services/stl/stl-context';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { sendDownload } from '../../lib/send-download';

const OrderIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Registers the print room's admin downloads over the print engine `print`. */
export async function adminPrintRoutes(app: FastifyInstance, opts: { db: Db; now: Clock; print: StlContext }): Promise<void> {
  const { db, now } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { print } = opts;

  r.get(
    '/orders/:id/print-files',
    {
      config: { permission: 'print-room' },
      schema: { summary: "The order's STL and 3MF files as one zip", params: OrderIdParams },
    },
    async (request, reply) => {
      const files = await buildOrderPrintFiles(db, print, request.params.id, await getPrintRoomLayers(db));
      return sendDownload(reply, { fileName: files.fileName, type: 'application/zip', body: Buffer.from(files.zip) });
    },
  );

  r.get(
    '/print-batch',
    {
      config: { permission: 'print-room' },
      schema: { summary: "Many orders' print files and build plates as one zip", querystring: PrintBatchQuery },
    },
    async (request, reply) => {
      const batch = await buildPrintBatch(db, print, request.query, { now: now(), layers: await getPrintRoomLayers(db) });
      return sendDownload(reply, { fileName: batch.fileName, type: 'application/zip', body: batch.zip });
    },
  );

  r.get(
    '/orders/:id/keychains/:n/proof.png',
    {
      config: { permission: 'print-room' },
      schema: {
        summary: "The proof of an order's n-th keychain",
        params: OrderIdParams.extend({ n: z.coerce.number().int().min(1).max(1000) }),
      },
    },
    async (request, reply) =>
      sendProofPng(
        reply,
        await getOrderKeychainProof(db, print, { orderId: request.params.id, keychain: request.params.n }),
        'private, max-age=3600',
      ),
  );
}
