/**
 * The courier's side of cash on delivery (docs/product.md#cash-on-delivery): the COD screen,
 * its report, remittance imports (a CSV upload, or the courier's report fetched by its API) and
 * the simulated courier's remittance file. @fastify/multipart is registered in this plugin's scope.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COD_REMITTANCE_MESSAGES,
  CodOverview,
  CodReport,
  RemittanceEntryRequest,
  RemittanceImportReport,
} from '#shared/schemas/cod-remittances';
import { staffActor } from '../../plugins/admin-auth';
import { AppError } from '../../lib/app-error';
import { getCodOverview, getCodReport } from '../../services/cod/cod-overview';
import { importRemittances } from '../../services/cod/import-remittances';
import { parseRemittanceCsv } from '../../services/shipping/remittance-csv';
import { SimulatedCourier } from '../../services/shipping/simulated-courier';
import type { ShippingProvider } from '../../services/shipping/provider';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { sendDownload } from '../../lib/send-download';

/** The largest remittance file accepted (a few thousand rows). */
export const MAX_REMITTANCE_FILE_BYTES = 1024 * 1024;

/** The uploaded file's text and name. @throws AppError BAD_REQUEST without a file, PAYLOAD_TOO_LARGE over the cap. */
async function readUploadedCsv(request: FastifyRequest): Promise<{ text: string; fileName: string | null }> {
  let file;
  try {
    file = await request.file();
  } catch (error) {
    throw new AppError('BAD_REQUEST', COD_REMITTANCE_MESSAGES.noFile, { cause: error });
  }
  if (!file) throw new AppError('BAD_REQUEST', COD_REMITTANCE_MESSAGES.noFile);
  const buffer = await file.toBuffer().catch((error: unknown) => {
    throw new AppError('PAYLOAD_TOO_LARGE', COD_REMITTANCE_MESSAGES.tooLarge, { cause: error });
  });
  if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', COD_REMITTANCE_MESSAGES.tooLarge);
  return { text: buffer.toString('utf8'), fileName: file.filename?.slice(0, 200) || null };
}

export async function adminCodRemittanceRoutes(
  app: FastifyInstance,
  opts: { db: Db; now: Clock; shipping: ShippingProvider },
): Promise<void> {
  const { db, now, shipping } = opts;
  await app.register(multipart, { limits: { fileSize: MAX_REMITTANCE_FILE_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const simulated = shipping instanceof SimulatedCourier ? shipping : null;

  // GET /api/admin/cod — the COD screen: figures and its four lists
  r.get(
    '/cod',
    {
      config: { permission: 'cod:remittances' },
      schema: { summary: 'The COD screen: figures, orders to confirm, collect and remit, mismatches', response: { 200: CodOverview } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getCodOverview(db, { now: now(), courierReport: 'fetchRemittances' in shipping, simulatedFile: simulated !== null });
    },
  );

  // GET /api/admin/cod/report — COD share, RTO rates (overall, by state, by PIN prefix), cash pending remittance
  r.get(
    '/cod/report',
    {
      config: { permission: 'reports:read' },
      schema: { summary: 'COD share, RTO rates and cash pending remittance', response: { 200: CodReport } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getCodReport(db);
    },
  );

  // POST /api/admin/cod/remittances — multipart `file`: a courier's remittance CSV; answers the report
  r.post(
    '/cod/remittances',
    {
      config: { permission: 'cod:remittances' },
      schema: { summary: "Import a courier's COD remittance file (multipart: file)", response: { 200: RemittanceImportReport } },
    },
    async (request) => {
      const { text, fileName } = await readUploadedCsv(request);
      const parsed = parseRemittanceCsv(text);
      const report = await importRemittances(db, { ...parsed, source: 'file', fileName, actor: staffActor(request), now: now() });
      request.auditChange = {
        action: 'cod.remittance_import',
        recordType: 'cod_remittance_imports',
        recordId: report.importId,
        amountPaise: report.matchedPaise,
        after: { fileName, matched: report.matched, matchedPaise: report.matchedPaise, reported: report.reported },
      };
      return report;
    },
  );

  // POST /api/admin/cod/remittances/fetch — the courier's remittance report, by its API
  r.post(
    '/cod/remittances/fetch',
    {
      config: { permission: 'cod:remittances' },
      schema: { summary: "Fetch and import the courier's COD remittance report", response: { 200: RemittanceImportReport } },
    },
    async (request) => {
      if (!shipping.fetchRemittances) throw new AppError('BAD_REQUEST', COD_REMITTANCE_MESSAGES.noCourierReport);
      const lines = await shipping.fetchRemittances();
      const report = await importRemittances(db, { lines, source: 'courier', actor: staffActor(request), now: now() });
      request.auditChange = {
        action: 'cod.remittance_fetch',
        recordType: 'cod_remittance_imports',
        recordId: report.importId,
        amountPaise: report.matchedPaise,
        after: { courier: shipping.name, matched: report.matched, matchedPaise: report.matchedPaise, reported: report.reported },
      };
      return report;
    },
  );

  // POST /api/admin/cod/remittances/entry — one remittance line typed by staff (a courier's top-up transfer)
  r.post(
    '/cod/remittances/entry',
    {
      config: { permission: 'cod:remittances' },
      schema: {
        summary: 'Record one COD remittance line (AWB, amount in paise, UTR, day), matched as an imported line',
        body: RemittanceEntryRequest,
        response: { 200: RemittanceImportReport },
      },
    },
    async (request) => {
      const report = await importRemittances(db, {
        lines: [request.body],
        source: 'entry',
        actor: staffActor(request),
        now: now(),
      });
      request.auditChange = {
        action: 'cod.remittance_entry',
        recordType: 'cod_remittance_imports',
        recordId: report.importId,
        after: { ...request.body, outcome: report.lines[0]?.outcome ?? null },
      };
      return report;
    },
  );

  // GET /api/admin/cod/remittances/simulated.csv — the simulated courier's remittance file (development)
  r.get(
    '/cod/remittances/simulated.csv',
    {
      config: { permission: 'cod:remittances' },
      schema: { summary: "The simulated courier's remittance file (AWB, Amount, UTR, Remitted on)" },
    },
    async (_request, reply) => {
      if (!simulated) throw new AppError('NOT_FOUND', COD_REMITTANCE_MESSAGES.noSimulatedFile);
      return sendDownload(reply, {
        fileName: 'simulated-cod-remittance.csv',
        type: 'text/csv; charset=utf-8',
        body: await simulated.remittanceCsv(),
      });
    },
  );
}
