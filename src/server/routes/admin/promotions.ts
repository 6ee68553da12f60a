/**
 * Promotions (docs/product.md#promotions): POST/GET/PATCH /api/admin/promotions and the prepaid
 * discount setting GET/PUT /api/admin/settings/prepaid-discount.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreatePromotionRequest,
  PrepaidDiscountSetting,
  PromotionIdParams,
  PromotionView,
  UpdatePromotionRequest,
} from '#shared/schemas/promotion';
import { createPromotion, listPromotions, updatePromotionStatus } from '../../services/promotions/manage-promotions';
import { getPrepaidDiscount, setPrepaidDiscount } from '../../services/promotions/prepaid-discount';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

export async function adminPromotionRoutes(app: FastifyInstance, opts: { db: Db; now: Clock }): Promise<void> {
  const { db, now } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // POST /api/admin/promotions — a new code; 409 when it exists
  r.post(
    '/promotions',
    {
      config: { permission: 'promotions:write' },
      schema: {
        summary: 'Create a coupon code (409 when the code exists)',
        body: CreatePromotionRequest,
        response: { 201: PromotionView },
      },
    },
    async (request, reply) => {
      const created = await createPromotion(db, request.body, now());
      request.auditChange = { action: 'promotion.create', recordType: 'promotions', recordId: created.id, after: created };
      return reply.code(201).send(created);
    },
  );

  // GET /api/admin/promotions — every code with its uses, revenue and discount given
  r.get(
    '/promotions',
    {
      config: { permission: 'promotions:read' },
      schema: {
        summary: 'Every coupon code with its uses and results',
        response: { 200: z.object({ promotions: z.array(PromotionView) }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { promotions: await listPromotions(db) };
    },
  );

  // PATCH /api/admin/promotions/:id — pause, resume or end
  r.patch(
    '/promotions/:id',
    {
      config: { permission: 'promotions:write' },
      schema: {
        summary: 'Pause, resume or end a coupon code',
        params: PromotionIdParams,
        body: UpdatePromotionRequest,
        response: { 200: PromotionView },
      },
    },
    async (request) => {
      const updated = await updatePromotionStatus(db, request.params.id, request.body.action);
      request.auditChange = {
        action: `promotion.${request.body.action}`,
        recordType: 'promotions',
        recordId: updated.id,
        after: { status: updated.status },
      };
      return updated;
    },
  );

  // GET /api/admin/settings/prepaid-discount — off, or the percent or paise off online payment
  // (a promotion: read and set by those who run promotions, docs/decisions/177-prepaid-discount-is-a-promotion.md)
  r.get(
    '/settings/prepaid-discount',
    {
      config: { permission: 'promotions:read' },
      schema: { summary: 'The prepaid discount setting', response: { 200: PrepaidDiscountSetting } },
    },
    () => getPrepaidDiscount(db),
  );

  // PUT /api/admin/settings/prepaid-discount — set it (type null turns it off)
  r.put(
    '/settings/prepaid-discount',
    {
      config: { permission: 'promotions:write' },
      schema: {
        summary: 'Set the prepaid discount (type null turns it off)',
        body: PrepaidDiscountSetting,
        response: { 200: PrepaidDiscountSetting },
      },
    },
    async (request) => {
      const before = await getPrepaidDiscount(db);
      const after = await setPrepaidDiscount(db, request.body);
      request.auditChange = { action: 'settings.prepaid_discount', recordType: 'settings', recordId: 'prepaid-discount', before, after };
      return after;
    },
  );
}
