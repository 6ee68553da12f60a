/** The checkout's price before payment (docs/product.md#promotion-pricing): what POST /api/orders would charge. */
import { priceOrder, type OrderPrice } from '#shared/pricing';
import type { Db } from '../../db/client';
import { claimPromotion, ruleOf, type PromotionRow } from './claim-promotion';
import { getPrepaidDiscount, prepaidRule } from './prepaid-discount';

/**
 * Prices `quantity` keychains with an optional code for an optional customer (e-mail, phone: the
 * per-customer and first-order rules are checked only when given), at `now`. Nothing is reserved:
 * placing the order checks every rule again. Amounts in paise.
 * @throws AppError BAD_REQUEST naming the rule a code breaks (claimPromotion).
 */
export async function quoteOrder(
  db: Db,
  input: { quantity: number; couponCode?: string; customerEmail?: string; customerPhone?: string; userId?: string | null; now: Date },
): Promise<OrderPrice & { couponCode: string | null }> {
  return db.transaction(async (tx) => {
    const tierTotalPaise = priceOrder({ quantity: input.quantity, paymentMethod: 'online' }).tierTotalPaise;
    let promotion: PromotionRow | null = null;
    if (input.couponCode) {
      const customer = { email: input.customerEmail ?? '', phone: input.customerPhone ?? '', userId: input.userId ?? null };
      promotion = await claimPromotion(tx, { code: input.couponCode, customer, tierTotalPaise, now: input.now });
    }
    const price = priceOrder({
      quantity: input.quantity,
      coupon: promotion ? ruleOf(promotion) : null,
      prepaid: prepaidRule(await getPrepaidDiscount(tx)),
      paymentMethod: 'online',
    });
    return { ...price, couponCode: promotion?.code ?? null };
  });
}
