/** The checkout's price before payment (docs/product.md#promotion-pricing): what POST /api/orders would charge. */
import { codAdvanceSplit, priceOrder, type OrderPrice, type PaymentMethod } from '#shared/pricing';
import type { Db } from '../../db/client';
import { claimPromotion, ruleOf, type PromotionRow } from './claim-promotion';
import { getPrepaidDiscount, prepaidRule } from './prepaid-discount';
import { getCodSettings } from '../settings/cod-settings';

/**
 * Prices `quantity` keychains with an optional code for an optional customer (e-mail, phone: the
 * per-customer and first-order rules are checked only when given), at `now`, for `paymentMethod`
 * (online by default; COD adds the fee of the COD settings and skips the prepaid discount,
 * docs/product.md#cash-on-delivery), with what paying online saves and the COD offer (its advance split for this cart). Nothing is
 * reserved: placing the order checks every rule again. Amounts in paise.
 * @throws AppError BAD_REQUEST naming the rule a code breaks (claimPromotion).
 */
export async function quoteOrder(
  db: Db,
  input: {
    quantity: number;
    couponCode?: string;
    customerEmail?: string;
    customerPhone?: string;
    userId?: string | null;
    paymentMethod?: PaymentMethod;
    now: Date;
  },
): Promise<
  OrderPrice & {
    couponCode: string | null;
    paymentMethod: PaymentMethod;
    onlineSavingPaise: number;
    cod: { enabled: boolean; feePaise: number; advancePaise: number; collectPaise: number };
  }
> {
  return db.transaction(async (tx) => {
    const tierTotalPaise = priceOrder({ quantity: input.quantity, paymentMethod: 'online' }).tierTotalPaise;
    let promotion: PromotionRow | null = null;
    if (input.couponCode) {
      const customer = { email: input.customerEmail ?? '', phone: input.customerPhone ?? '', userId: input.userId ?? null };
      promotion = await claimPromotion(tx, { code: input.couponCode, customer, tierTotalPaise, now: input.now });
    }
    const paymentMethod = input.paymentMethod ?? 'online';
    const codSettings = await getCodSettings(tx);
    const rules = {
      quantity: input.quantity,
      coupon: promotion ? ruleOf(promotion) : null,
      prepaid: prepaidRule(await getPrepaidDiscount(tx)),
    };
    const price = priceOrder({ ...rules, paymentMethod, codFeePaise: codSettings.feePaise });
    const online = paymentMethod === 'online' ? price : priceOrder({ ...rules, paymentMethod: 'online' });
    const codPrice = paymentMethod === 'cod' ? price : priceOrder({ ...rules, paymentMethod: 'cod', codFeePaise: codSettings.feePaise });
    const split = codAdvanceSplit(codPrice.totalPaise, codSettings);
    return {
      ...price,
      couponCode: promotion?.code ?? null,
      paymentMethod,
      onlineSavingPaise: online.prepaidDiscountPaise,
      cod: { enabled: codSettings.enabled, feePaise: codSettings.feePaise, ...split },
    };
  });
}
