/** What POST /api/orders/quote answers in tests (docs/product.md#promotion-pricing). */
import type { OrderQuoteResponse } from '#shared/schemas/promotion';

/**
 * The quote of three keychains (₹510) with a 10 % code (DIWALI10, −₹51) paid online: ₹459. Paid by
 * COD the code still applies and the ₹40 fee is added (₹499, no advance set). The server's answer in
 * promotions-checkout.test.ts and what the checkout's coupon field shows.
 */
export const DIWALI10_QUOTE: OrderQuoteResponse = {
  quantity: 3,
  tierTotalPaise: 51_000,
  couponCode: 'DIWALI10',
  couponDiscountPaise: 5_100,
  prepaidDiscountPaise: 0,
  paymentMethod: 'online',
  codFeePaise: 0,
  totalPaise: 45_900,
  onlineSavingPaise: 0,
  cod: { enabled: true, feePaise: 4000, advancePaise: 0, collectPaise: 49_900 },
};
