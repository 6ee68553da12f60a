/**
 * The print room's printers (docs/print-room.md#printers):
 *   POST   /api/admin/printers       register one (the API key is sealed, never answered back)
 *   GET    /api/admin/printers       every printer with the poller's last state
 *   PATCH  /api/admin/printers/:id   change its name, kind, address or key (the address checked again)
 *   DELETE /api/admin/printers/:id   remove one
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreatePrinterRequest, Printer, PrinterIdParams, PrinterListResponse, UpdatePrinterRequest } from '#shared/schemas/printers';
import { createPrinter, deletePrinter, listPrinters, updatePrinter } from '../../services/printers/printers';
import type { PrinterAddressRules } from '../../services/printers/printer-address';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../env';

export async function adminPrinterRoutes(
  app: FastifyInstance,
  opts: { db: Db; now: Clock; printerRules: PrinterAddressRules; config: Pick<Config, 'sessionSecret'> },
): Promise<void> {
  const { db, now, printerRules, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/printers',
    {
      config: { permission: 'printers:keys', reauth: true },
      schema: {
        summary: 'Register a printer (the API key is sealed, never answered back)',
        body: CreatePrinterRequest,
        response: { 201: Printer },
      },
    },
    async (request, reply) => {
      const printer = await createPrinter(db, { printer: request.body, secret: config.sessionSecret, now: now(), rules: printerRules });
      request.auditChange = { recordType: 'printers', recordId: printer.id };
      return reply.code(201).send(printer);
    },
  );

  r.get(
    '/printers',
    {
      config: { permission: 'print-room' },
      schema: { summary: "Every printer with the poller's last state", response: { 200: PrinterListResponse } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { printers: await listPrinters(db) };
    },
  );

  r.patch(
    '/printers/:id',
    {
      config: { permission: 'printers:keys', reauth: true },
      schema: {
        summary: "Change a printer's name, kind, address or API key (the address is checked again)",
        params: PrinterIdParams,
        body: UpdatePrinterRequest,
        response: { 200: Printer },
      },
    },
    (request) => updatePrinter(db, { id: request.params.id, changes: request.body, secret: config.sessionSecret, rules: printerRules }),
  );

  r.delete(
    '/printers/:id',
    { config: { permission: 'printers:keys', reauth: true }, schema: { summary: 'Remove a printer', params: PrinterIdParams } },
    async (request, reply) => {
      await deletePrinter(db, { id: request.params.id });
      return reply.code(204).send();
    },
  );
}
