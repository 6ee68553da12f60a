/**
 * Build plates as records (docs/print-room.md#plates):
 *   POST /api/admin/plates                    a plate from the Print queue's selected orders
 *   GET  /api/admin/plates                    the day's plates (Asia/Kolkata), newest first
 *   GET  /api/admin/plates/queue              queued keychains by colour combination
 *   GET  /api/admin/plates/ready-to-ship      orders whose every keychain passed
 *   GET  /api/admin/plates/progress           each printable order's "n of m printed"
 *   POST /api/admin/plates/:id/start          queued → printing
 *   POST /api/admin/plates/:id/printed        printing → printed
 *   POST /api/admin/plates/:id/check          printed → checked, with the failed keychains
 * The plate's 3MF (GET /api/admin/plates/:id/plate.3mf) is served by plate-file.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckPlateRequest,
  CreatePlateRequest,
  OrderPrintProgress,
  Plate,
  PlateIdParams,
  PlateListResponse,
  PlateQueueResponse,
  ReadyToShipResponse,
} from '#shared/schemas/plates';
import { DEFAULT_BED, DEFAULT_KEYCHAIN_OPTIONS, plateGrid } from '../../../geometry/index.js';
import {
  advancePlate,
  checkPlate,
  createPlate,
  listOrderPrintProgress,
  listPlates,
  listReadyToShip,
  plateTotals,
  startOfPrintDay,
} from '../../services/print-room/plates';
import { listQueueGroups } from '../../services/print-room/queue-groups';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

export async function adminPlateRoutes(app: FastifyInstance, opts: { db: Db; now: Clock }): Promise<void> {
  const { db, now } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perPlate = plateGrid({ widthMm: DEFAULT_KEYCHAIN_OPTIONS.width, depthMm: DEFAULT_KEYCHAIN_OPTIONS.height }, DEFAULT_BED).perPlate;

  r.post(
    '/plates',
    {
      config: { permission: 'print-room' },
      schema: { summary: "A plate from the Print queue's selected orders", body: CreatePlateRequest, response: { 201: Plate } },
    },
    async (request, reply) => {
      const plate = await createPlate(db, { orderIds: request.body.orderIds, colourKey: request.body.colourKey, perPlate, now: now() });
      request.auditChange = { recordType: 'plates', recordId: plate.id, after: { orderIds: request.body.orderIds } };
      return reply.code(201).send(plate);
    },
  );

  r.get(
    '/plates',
    {
      config: { permission: 'print-room' },
      schema: { summary: "The day's plates (Asia/Kolkata), newest first", response: { 200: PlateListResponse } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const plates = await listPlates(db, { since: startOfPrintDay(now()) });
      return { plates, totals: plateTotals(plates) };
    },
  );

  r.get(
    '/plates/queue',
    {
      config: { permission: 'print-room' },
      schema: { summary: 'Queued keychains by colour combination', response: { 200: PlateQueueResponse } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { groups: await listQueueGroups(db), perPlate };
    },
  );

  r.get(
    '/plates/ready-to-ship',
    {
      config: { permission: 'print-room' },
      schema: { summary: 'Orders whose every keychain passed quality check', response: { 200: ReadyToShipResponse } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { orders: await listReadyToShip(db) };
    },
  );

  r.get(
    '/plates/progress',
    {
      config: { permission: 'print-room' },
      schema: { summary: 'Each printable order\'s "n of m printed"', response: { 200: z.object({ orders: z.array(OrderPrintProgress) }) } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { orders: await listOrderPrintProgress(db) };
    },
  );

  r.post(
    '/plates/:id/start',
    {
      config: { permission: 'print-room' },
      schema: { summary: 'Start a plate: queued → printing', params: PlateIdParams, response: { 200: Plate } },
    },
    (request) => advancePlate(db, { id: request.params.id, from: 'queued', now: now() }),
  );

  r.post(
    '/plates/:id/printed',
    {
      config: { permission: 'print-room' },
      schema: { summary: 'A plate is printed: printing → printed', params: PlateIdParams, response: { 200: Plate } },
    },
    (request) => advancePlate(db, { id: request.params.id, from: 'printing', now: now() }),
  );

  r.post(
    '/plates/:id/check',
    {
      config: { permission: 'print-room' },
      schema: {
        summary: 'Quality check of a plate: printed → checked, with the failed keychains',
        params: PlateIdParams,
        body: CheckPlateRequest,
        response: { 200: Plate },
      },
    },
    (request) => checkPlate(db, { id: request.params.id, check: request.body, now: now() }),
  );
}
