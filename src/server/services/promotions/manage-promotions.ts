/**
 * The admin's promotions (docs/product.md#promotions): create, list with their results so far,
 * pause, resume and end.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { PROMOTION_MESSAGES, type PromotionView } from '#shared/schemas/promotion';
import type { z } from 'zod';
import type { CreatePromotionRequest as CreateSchema } from '#shared/schemas/promotion';
import type { Db } from '../../db/client';
import { orders, promotionRedemptions, promotions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { PromotionRow } from './claim-promotion';

type Figures = Pick<
  PromotionView,
  'usesHeld' | 'paidOrders' | 'releasedOrders' | 'revenuePaise' | 'discountGivenPaise' | 'averageOrderPaise'
>;

const NO_FIGURES: Figures = { usesHeld: 0, paidOrders: 0, releasedOrders: 0, revenuePaise: 0, discountGivenPaise: 0, averageOrderPaise: 0 };

function view(row: PromotionRow, figures: Figures): PromotionView {
  return {
    id: row.id,
    code: row.code,
    type: row.type as PromotionView['type'],
    value: row.value,
    minOrderPaise: row.minOrderPaise,
    maxDiscountPaise: row.maxDiscountPaise,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    appliesTo: 'shop',
    status: row.status as PromotionView['status'],
    createdAt: row.createdAt.toISOString(),
    ...figures,
  };
}

/**
 * Creates a promotion dated `now` (body: the output of CreatePromotionRequest; code already
 * normalised). @throws AppError CONFLICT when the code exists (codes are unique whatever the case).
 */
export async function createPromotion(db: Db, input: z.output<typeof CreateSchema>, now: Date): Promise<PromotionView> {
  const [row] = await db
    .insert(promotions)
    .values({
      code: input.code,
      type: input.type,
      value: input.value,
      minOrderPaise: input.minOrderPaise ?? null,
      maxDiscountPaise: input.maxDiscountPaise ?? null,
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      usageLimit: input.usageLimit ?? null,
      perCustomerLimit: input.perCustomerLimit ?? null,
      firstOrderOnly: input.firstOrderOnly,
      appliesTo: input.appliesTo,
      createdAt: now,
    })
    .onConflictDoNothing({ target: promotions.code })
    .returning();
  if (!row)
    throw new AppError('CONFLICT', PROMOTION_MESSAGES.duplicate, { issues: [{ path: 'code', message: PROMOTION_MESSAGES.duplicate }] });
  return view(row, NO_FIGURES);
}

/**
 * Every promotion, oldest first, with its results (docs/product.md#promotion-reports): uses held,
 * paid and released orders, revenue and discount of the paid ones (paise), average order value.
 */
export async function listPromotions(db: Db): Promise<PromotionView[]> {
  const rows = await db.select().from(promotions).orderBy(asc(promotions.id));
  const figures = await db
    .select({
      promotionId: promotionRedemptions.promotionId,
      usesHeld: sql<number>`count(*) filter (where ${promotionRedemptions.status} in ('reserved', 'used'))::int`,
      paidOrders: sql<number>`count(*) filter (where ${promotionRedemptions.status} = 'used')::int`,
      releasedOrders: sql<number>`count(*) filter (where ${promotionRedemptions.status} = 'released')::int`,
      revenuePaise:
        sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${promotionRedemptions.status} = 'used'), 0)::bigint`.mapWith(Number),
      discountGivenPaise:
        sql<number>`coalesce(sum(${promotionRedemptions.discountPaise}) filter (where ${promotionRedemptions.status} = 'used'), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(promotionRedemptions)
    .innerJoin(orders, eq(orders.id, promotionRedemptions.orderId))
    .groupBy(promotionRedemptions.promotionId);
  const byId = new Map(figures.map((f) => [f.promotionId, f]));
  return rows.map((row) => {
    const f = byId.get(row.id);
    if (!f) return view(row, NO_FIGURES);
    const averageOrderPaise = f.paidOrders ? Math.round(f.revenuePaise / f.paidOrders) : 0;
    return view(row, { ...f, averageOrderPaise });
  });
}

const NEXT_STATUS = { pause: 'paused', resume: 'active', end: 'ended' } as const;

/**
 * Pauses, resumes or ends a promotion. Ending is final: an ended promotion cannot be paused or
 * resumed. A paused or ended code is refused at checkout and at payment of an unpaid order.
 * @throws AppError NOT_FOUND; CONFLICT for a change of an ended promotion.
 */
export async function updatePromotionStatus(db: Db, id: number, action: keyof typeof NEXT_STATUS): Promise<PromotionView> {
  const [current] = await db.select().from(promotions).where(eq(promotions.id, id));
  if (!current) throw new AppError('NOT_FOUND', PROMOTION_MESSAGES.notFound);
  if (current.status === 'ended' && action !== 'end') throw new AppError('CONFLICT', PROMOTION_MESSAGES.ended);
  await db.update(promotions).set({ status: NEXT_STATUS[action] }).where(eq(promotions.id, id));
  const all = await listPromotions(db);
  return all.find((p) => p.id === id)!;
}
