/**
 * Admin Dealers tab (docs/product.md#admin-dealers, docs/product.md#admin-inputs,
 * docs/product.md#dealer-calls admin dealer calls), the dealers themselves: list, create, edit,
 * PIN, orders, volume offer, delete; admin session required. A dealer's credits and ledger are in
 * dealer-credits.ts.
 */
import type { FastifyInstance } from 'fastify';
import { staffActor } from '../../plugins/admin-auth';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Dealer, DealerOrdersPage, SuccessResponse } from '#shared/schemas/dealer';
import {
  AdminDealersPage,
  AdminDealersQuery,
  CreateDealerRequest,
  CreateDealerResponse,
  DealerIdParams,
  ResetPinRequest,
  ResetPinResponse,
  UpdateDealerRequest,
} from '#shared/schemas/dealer-admin';
import { createDealer } from '../../services/dealers/create-dealer';
import { deleteDealer } from '../../services/dealers/delete-dealer';
import { listDealerOrders } from '../../services/dealers/list-dealer-orders';
import { dealerHistoryRoute } from './dealer-credits';
import { unlockDealer } from '../../services/dealers/unlock-dealer';
import { listDealers } from '../../services/dealers/list-dealers';
import { resetDealerPin } from '../../services/dealers/reset-dealer-pin';
import { updateDealer } from '../../services/dealers/update-dealer';
import { setDealerVolumeBonus } from '../../services/dealers/set-dealer-volume-bonus';
import { SetVolumeBonusRequest } from '#shared/dealer-volume-bonus';
import { checkAddressPin } from '../../services/pincodes/check-address-pin';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../env';
import type { PincodeDirectory } from '../../services/pincodes/pincode-directory';

/** The routes of the dealers themselves under /api/admin/dealers; `now` is the shop's clock. */
export async function adminDealerRoutes(
  app: FastifyInstance,
  opts: { db: Db; now: Clock; pincodes: PincodeDirectory; config: Pick<Config, 'pinPepper'> },
): Promise<void> {
  const { db, now, pincodes, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/admin/dealers — one page of dealers, newest first, with the total (?q= searches)
  r.get(
    '/dealers',
    {
      config: { permission: 'dealers:read' },
      schema: {
        summary: 'One page of dealers, newest first, and their total; ?q= finds by name, phone, e-mail or city, ?cursor= continues',
        querystring: AdminDealersQuery,
        response: { 200: AdminDealersPage },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { limit, cursor, q } = request.query;
      return listDealers(db, { limit, ...(cursor ? { cursor } : {}), ...(q ? { q } : {}) });
    },
  );

  // POST /api/admin/dealers — create a dealer (no PIN yet) → the dealer and its one-time setup code
  r.post(
    '/dealers',
    {
      config: { permission: 'dealers:write' },
      schema: {
        summary: 'Create a dealer (no PIN yet): the dealer and its one-time setup code',
        body: CreateDealerRequest,
        response: { 201: CreateDealerResponse },
      },
    },
    async (request, reply) => {
      checkAddressPin(pincodes, request.body.businessAddress, 'businessAddress');
      const dealer = await createDealer(db, { input: request.body, pepper: config.pinPepper, now: now() });
      request.auditChange = { recordType: 'dealers', recordId: dealer.id };
      return reply.code(201).header('Cache-Control', 'no-store').send(dealer);
    },
  );

  // POST /api/admin/dealers/reset-pin — clears the PIN and lockout, revokes tokens → a new setup code
  r.post(
    '/dealers/reset-pin',
    {
      config: { permission: 'dealers:write' },
      schema: {
        summary: "Reset a dealer's PIN: clear PIN and lockout, revoke tokens, a new setup code",
        body: ResetPinRequest,
        response: { 200: ResetPinResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      request.auditChange = { recordType: 'dealers', recordId: request.body.dealerId };
      return resetDealerPin(db, { dealerId: request.body.dealerId, pepper: config.pinPepper, now: now() });
    },
  );

  // POST /api/admin/dealers/:dealerId/unlock — clears a PIN delay or disable (admin audit log)
  r.post(
    '/dealers/:dealerId/unlock',
    {
      config: { permission: 'dealers:write' },
      schema: { summary: "Clear a dealer's PIN delay or disable", params: DealerIdParams, response: { 200: Dealer } },
    },
    (request) => unlockDealer(db, { dealerId: request.params.dealerId, actor: staffActor(request), now: now() }),
  );

  // GET /api/admin/dealers/:dealerId/orders — one page of the dealer's orders, newest first
  dealerHistoryRoute(app, db, {
    path: '/dealers/:dealerId/orders',
    summary: "One page of the dealer's orders, newest first",
    response: DealerOrdersPage,
    list: listDealerOrders,
  });

  // PUT /api/admin/dealers/:dealerId — edit (body {dealerId, updates}; the path's id wins)
  r.put(
    '/dealers/:dealerId',
    {
      config: { permission: 'dealers:write' },
      schema: {
        summary: "Edit a dealer (the path's id wins over the body's)",
        params: DealerIdParams,
        body: UpdateDealerRequest,
        response: { 200: Dealer },
      },
    },
    (request) => {
      const address = request.body.updates.businessAddress;
      if (address) checkAddressPin(pincodes, address, 'updates.businessAddress');
      return updateDealer(db, { dealerId: request.params.dealerId, updates: request.body.updates, now: now() });
    },
  );

  // PUT /api/admin/dealers/:dealerId/volume-bonus — set or end the volume offer
  r.put(
    '/dealers/:dealerId/volume-bonus',
    {
      config: { permission: 'dealers:write' },
      schema: {
        summary: "Set a dealer's volume offer (extra credits on big purchases); null ends it",
        params: DealerIdParams,
        body: SetVolumeBonusRequest,
        response: { 200: Dealer },
      },
    },
    async (request) => {
      const { before, dealer } = await setDealerVolumeBonus(db, { dealerId: request.params.dealerId, bonus: request.body.volumeBonus });
      request.auditChange = {
        action: 'dealer.volume_bonus',
        recordType: 'dealers',
        recordId: dealer.id,
        before,
        after: dealer.volumeBonus,
      };
      return dealer;
    },
  );

  // DELETE /api/admin/dealers/:dealerId — delete (orders and ledger rows stay)
  r.delete(
    '/dealers/:dealerId',
    {
      config: { permission: 'dealers:write', reauth: true },
      schema: { summary: 'Delete a dealer (orders and ledger rows stay)', params: DealerIdParams, response: { 200: SuccessResponse } },
    },
    (request) => deleteDealer(db, request.params.dealerId),
  );
}
