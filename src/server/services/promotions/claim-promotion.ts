/**
 * Claiming a coupon code for an order (docs/product.md#promotions,
 * docs/decisions/150-promotion-uses-reserved-under-a-row-lock.md): every rule checked under a
 * lock on the promotion's row, so parallel checkouts on any number of instances take the last
 * use one at a time and a code limited to 5 uses is never held 6 times.
 */
import { and, eq, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { customerEmailKey, GMAIL_DOMAINS } from '#shared/customer-email';
import { nationalPhoneDigits } from '#shared/phone';
import type { DiscountRule } from '#shared/pricing';
import { PROMOTION_MESSAGES, type PromotionRefusal } from '#shared/schemas/promotion';
import type { Tx } from '../../db/client';
import { orders, promotionRedemptions, promotions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** A promotion row. */
export type PromotionRow = typeof promotions.$inferSelect;

/** Who places an order: any of the three makes two orders the same customer's. */
export interface PromotionCustomer {
  email: string;
  /** As the order stores it ("+91 98765 43210" or bare digits): compared on its 10 national digits. */
  phone: string;
  userId: string | null;
}

/**
 * The customer as a redemption row stores them (lower-case e-mail, 10 mobile digits) and as the
 * rules compare them: `emailKey` is customerEmailKey (Gmail's dots, `+tags` and googlemail.com
 * are one address, docs/decisions/219-gmail-addresses-are-one-customer.md).
 */
export function customerKey(customer: PromotionCustomer): { email: string; emailKey: string; phone: string; userId: string | null } {
  const email = customer.email.trim().toLowerCase();
  return { email, emailKey: email ? customerEmailKey(email) : '', phone: nationalPhoneDigits(customer.phone), userId: customer.userId };
}

/**
 * customerEmailKey in SQL, for a stored e-mail column: lower case and trimmed; for gmail.com and
 * googlemail.com the local part without dots and `+tag`, on gmail.com. Compared in SQL so rows
 * stored before the rule (lower case only) count too; customer-email-key.test.ts holds it equal
 * to the TypeScript on both databases.
 */
export function customerEmailKeySql(column: SQLWrapper): SQL<string> {
  const lower = sql`lower(btrim(${column}))`;
  const domains = sql.join(
    GMAIL_DOMAINS.map((d) => sql`${d}`),
    sql`, `,
  );
  return sql<string>`(case when split_part(${lower}, '@', 2) in (${domains})
    then replace(split_part(split_part(${lower}, '@', 1), '+', 1), '.', '') || '@gmail.com'
    else ${lower} end)`;
}

/** A code refused at checkout or payment: 400 with the reason's message on `couponCode`. */
export function promotionRefused(reason: PromotionRefusal, minOrderPaise = 0): AppError {
  const message = reason === 'belowMinimum' ? PROMOTION_MESSAGES.belowMinimum(minOrderPaise) : PROMOTION_MESSAGES[reason];
  return new AppError('BAD_REQUEST', message, { issues: [{ path: 'couponCode', message }] });
}

/** The discount rule of a promotion row (pricing.ts DiscountRule). */
export function ruleOf(promotion: PromotionRow): DiscountRule {
  return { type: promotion.type as DiscountRule['type'], value: promotion.value, maxDiscountPaise: promotion.maxDiscountPaise };
}

function sameCustomer(key: ReturnType<typeof customerKey>, columns: { email: SQLWrapper; phone: SQLWrapper; userId: SQLWrapper }): SQL {
  // An unknown part (a quote before the form is filled) matches nobody.
  const conditions: SQL[] = [];
  if (key.emailKey) conditions.push(sql`${customerEmailKeySql(columns.email)} = ${key.emailKey}`);
  if (key.phone.length === 10) conditions.push(sql`${columns.phone} = ${key.phone}`);
  if (key.userId) conditions.push(sql`${columns.userId} = ${key.userId}`);
  return conditions.length ? or(...conditions)! : sql`false`;
}

/**
 * The reason `promotion` cannot be used at `now`, or null: ended, paused, not yet started,
 * expired (docs/product.md#promotions). The rules that depend on the order or the customer are
 * claimPromotion's.
 */
export function timeAndStatusRefusal(promotion: PromotionRow, now: Date): PromotionRefusal | null {
  if (promotion.status === 'ended') return 'ended';
  if (promotion.status === 'paused') return 'paused';
  if (promotion.startsAt && now < promotion.startsAt) return 'notStarted';
  if (promotion.endsAt && now >= promotion.endsAt) return 'expired';
  return null;
}

/**
 * Checks the use-count rules of a locked promotion for one customer: the customer's own uses
 * (perCustomerLimit), first order only (no paid order by the same e-mail, phone or account),
 * then the total (usageLimit). Reserved and used redemptions count; `exceptOrderId` leaves out
 * the order being paid again. @throws AppError BAD_REQUEST naming the rule.
 */
export async function assertUsesLeft(tx: Tx, promotion: PromotionRow, customer: PromotionCustomer, exceptOrderId?: number): Promise<void> {
  const key = customerKey(customer);
  const held = and(
    eq(promotionRedemptions.promotionId, promotion.id),
    inArray(promotionRedemptions.status, ['reserved', 'used']),
    exceptOrderId === undefined ? undefined : ne(promotionRedemptions.orderId, exceptOrderId),
  );
  if (promotion.firstOrderOnly) {
    const [paid] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          inArray(orders.paymentStatus, ['completed', 'refunded']),
          exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
          sameCustomer(key, {
            email: orders.customerEmail,
            phone: sql`right(regexp_replace(${orders.customerPhone}, '\\D', '', 'g'), 10)`,
            userId: orders.userId,
          }),
        ),
      );
    if ((paid?.n ?? 0) > 0) throw promotionRefused('firstOrderOnly');
  }
  const mine = promotion.perCustomerLimit ?? (promotion.firstOrderOnly ? 1 : null);
  if (mine !== null) {
    const [own] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(promotionRedemptions)
      .where(
        and(
          held,
          sameCustomer(key, {
            email: promotionRedemptions.customerEmail,
            phone: promotionRedemptions.customerPhone,
            userId: promotionRedemptions.userId,
          }),
        ),
      );
    if ((own?.n ?? 0) >= mine) throw promotionRefused('alreadyUsed');
  }
  if (promotion.usageLimit !== null) {
    const [all] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(promotionRedemptions)
      .where(held);
    if ((all?.n ?? 0) >= promotion.usageLimit) throw promotionRefused('usedUp');
  }
}

/**
 * Finds and locks (`FOR UPDATE`, until the caller's transaction ends) the promotion of `code`
 * (normalised upper case) and checks every rule for this customer and an order whose tier price
 * is `tierTotalPaise` at `now` (docs/product.md#promotions). The caller then stores the order and
 * its redemption (recordRedemption) in the same transaction.
 * @throws AppError BAD_REQUEST naming the rule: unknown, ended, paused, not yet started, expired,
 * below the minimum, first order only, already used by this customer, fully used.
 */
export async function claimPromotion(
  tx: Tx,
  options: { code: string; customer: PromotionCustomer; tierTotalPaise: number; now: Date },
): Promise<PromotionRow> {
  const [promotion] = await tx.select().from(promotions).where(eq(promotions.code, options.code)).for('update');
  if (!promotion) throw promotionRefused('unknown');
  const refusal = timeAndStatusRefusal(promotion, options.now);
  if (refusal) throw promotionRefused(refusal);
  if (promotion.minOrderPaise !== null && options.tierTotalPaise < promotion.minOrderPaise) {
    throw promotionRefused('belowMinimum', promotion.minOrderPaise);
  }
  await assertUsesLeft(tx, promotion, options.customer);
  return promotion;
}

/** Stores the reserved use of `promotion` by a new order (same transaction as claimPromotion). */
export async function recordRedemption(
  tx: Tx,
  options: { promotionId: number; orderId: number; customer: PromotionCustomer; discountPaise: number; now: Date },
): Promise<void> {
  const key = customerKey(options.customer);
  await tx.insert(promotionRedemptions).values({
    promotionId: options.promotionId,
    orderId: options.orderId,
    customerEmail: key.email,
    customerPhone: key.phone,
    userId: key.userId,
    discountPaise: options.discountPaise,
    status: 'reserved',
    createdAt: options.now,
  });
}
