/**
 * Keychain pricing rules (docs/product.md#pricing-tiers). All amounts are integer paise (₹1 = 100
 * paise).
 */

/**
 * Price of a single keychain with no bulk discount, in paise (docs/product.md#pricing-tiers: 199
 * rupees).
 */
export const KEYCHAIN_BASE_PRICE_PAISE = 19_900;

/** Dealer credit price in paise (docs/product.md#dealer-credits: 130 rupees per credit). */
export const DEALER_CREDIT_PRICE_PAISE = 13_000;

/** Fixed prices of the non-keychain catalogue in paise (docs/product.md#fixed-prices). */
export const FIXED_PRICES_PAISE = {
  readyMadeKeychain: 14_900,
  phoneCase: 29_900,
  mug: 39_900,
  jewelry: 89_900,
} as const;

/** Maximum keychains a shopper can pick in the customizer (docs/product.md#keychain-text). */
export const MAX_CUSTOMIZER_QUANTITY = 10;

/**
 * Per-unit keychain price for a total quantity, in paise (docs/product.md#pricing-tiers tier table:
 * 1→199, 2→180, 3→170, 4→160, 5-9→150, 10+→130).
 * @throws RangeError when quantity is not a positive integer.
 */
export function unitPriceForQuantity(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`quantity must be a positive integer, got ${quantity}`);
  }
  if (quantity === 1) return 19_900;
  if (quantity === 2) return 18_000;
  if (quantity === 3) return 17_000;
  if (quantity === 4) return 16_000;
  if (quantity <= 9) return 15_000;
  return 13_000;
}

/** A keychain price quote: every figure in paise. */
export interface KeychainQuote {
  quantity: number;
  unitPrice: number;
  total: number;
  /** What the same keychains cost at the single-unit price (199 × quantity). */
  original: number;
  /** original − total; 0 for one keychain (docs/product.md#pricing-tiers). */
  savings: number;
}

/**
 * Quotes `quantity` keychains at the tier price (docs/product.md#pricing-tiers: total = unit ×
 * quantity, savings = 199 × quantity − total).
 * @throws RangeError when quantity is not a positive integer.
 */
export function quoteKeychains(quantity: number): KeychainQuote {
  const unitPrice = unitPriceForQuantity(quantity);
  const total = unitPrice * quantity;
  const original = KEYCHAIN_BASE_PRICE_PAISE * quantity;
  return { quantity, unitPrice, total, original, savings: original - total };
}

/**
 * Whether the quantity dropdown shows a savings note for this option
 * (docs/product.md#pricing-tiers: from 3 on).
 */
export function showsSavingsInDropdown(quantity: number): boolean {
  return quantity >= 3;
}

/**
 * Whether the total shows a savings note (docs/product.md#pricing-tiers: whenever the saving is
 * positive).
 */
export function showsSavingsInTotal(quantity: number): boolean {
  return quoteKeychains(quantity).savings > 0;
}

/**
 * Per-unit price (paise) the Add Another Keychain button advertises: the tier price the
 * order reaches with one more keychain, so 130 from quantity 9 on (docs/product.md#pricing-tiers).
 */
export function addAnotherUnitPrice(currentQuantity: number): number {
  return unitPriceForQuantity(Math.max(1, currentQuantity) + 1);
}

/**
 * Total price in paise of `credits` dealer credits at ₹130 each (docs/product.md#dealer-credits).
 */
export function dealerCreditsPrice(credits: number): number {
  if (!Number.isInteger(credits) || credits < 1) {
    throw new RangeError(`credits must be a positive integer, got ${credits}`);
  }
  return credits * DEALER_CREDIT_PRICE_PAISE;
}

/** A discount rule: a whole percent (1-100) or a fixed amount in paise, optionally capped (paise). */
export interface DiscountRule {
  type: 'percentage' | 'fixed';
  /** Whole percent for 'percentage', paise for 'fixed'. */
  value: number;
  maxDiscountPaise?: number | null;
}

/** The least an order paid online may cost after discounts: the gateway's ₹1 minimum, in paise. */
export const MIN_PAYABLE_PAISE = 100;

/**
 * Paise a discount rule takes off `amountPaise` (docs/product.md#promotions): a percentage is
 * rounded down to the paisa (the shop never gives more than it says), a fixed amount is taken
 * whole; either is capped by `maxDiscountPaise` and never leaves less than MIN_PAYABLE_PAISE.
 * @throws RangeError when amountPaise is not whole, non-negative paise.
 */
export function discountFor(amountPaise: number, rule: DiscountRule): number {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError(`amount must be whole paise, got ${amountPaise}`);
  let discount = rule.type === 'percentage' ? Math.floor((amountPaise * rule.value) / 100) : rule.value;
  if (rule.maxDiscountPaise !== null && rule.maxDiscountPaise !== undefined) discount = Math.min(discount, rule.maxDiscountPaise);
  return Math.max(0, Math.min(discount, amountPaise - MIN_PAYABLE_PAISE));
}

/** How an order is to be paid: only 'online' takes the prepaid discount (docs/product.md#prepaid-discount). */
export type PaymentMethod = 'online' | 'cod';

/** An order's price in paise, step by step (docs/product.md#promotions). */
export interface OrderPrice {
  quantity: number;
  /** The tier price of the keychains (docs/product.md#pricing-tiers), before any code. */
  tierTotalPaise: number;
  couponDiscountPaise: number;
  prepaidDiscountPaise: number;
  /** The cash on delivery fee, 0 when paid online (docs/product.md#cash-on-delivery). */
  codFeePaise: number;
  /** What the buyer pays, the COD fee included. */
  totalPaise: number;
}

/**
 * Prices an order (docs/product.md#promotions, docs/product.md#cash-on-delivery): the tier price
 * first, then the coupon on the tier price, then the prepaid discount on what is left when paid
 * online (never for cash on delivery); cash on delivery adds `codFeePaise` (paise, default 0),
 * which is part of the total and of the taxable value (CGST Act s.15(2)(c)). Each discount goes
 * through discountFor.
 * @throws RangeError when quantity is not a positive integer or the fee is not whole paise.
 */
export function priceOrder(options: {
  quantity: number;
  coupon?: DiscountRule | null;
  prepaid?: DiscountRule | null;
  paymentMethod: PaymentMethod;
  codFeePaise?: number;
}): OrderPrice {
  const fee = options.paymentMethod === 'cod' ? (options.codFeePaise ?? 0) : 0;
  if (!Number.isSafeInteger(fee) || fee < 0) throw new RangeError(`COD fee must be whole paise, got ${fee}`);
  const tierTotalPaise = quoteKeychains(options.quantity).total;
  const couponDiscountPaise = options.coupon ? discountFor(tierTotalPaise, options.coupon) : 0;
  const afterCoupon = tierTotalPaise - couponDiscountPaise;
  const prepaidDiscountPaise = options.prepaid && options.paymentMethod === 'online' ? discountFor(afterCoupon, options.prepaid) : 0;
  return {
    quantity: options.quantity,
    tierTotalPaise,
    couponDiscountPaise,
    prepaidDiscountPaise,
    codFeePaise: fee,
    totalPaise: afterCoupon - prepaidDiscountPaise + fee,
  };
}

/**
 * The optional advance of a cash on delivery order (docs/product.md#cash-on-delivery): when the
 * total is strictly above `advanceAbovePaise`, the shopper pays `advancePaise` online first (never
 * more than the total) and the courier collects the rest. Both settings null = no advance. Paise.
 */
export function codAdvanceSplit(
  totalPaise: number,
  settings: { advanceAbovePaise: number | null; advancePaise: number | null },
): { advancePaise: number; collectPaise: number } {
  const { advanceAbovePaise, advancePaise } = settings;
  const advance =
    advanceAbovePaise !== null && advancePaise !== null && totalPaise > advanceAbovePaise ? Math.min(advancePaise, totalPaise) : 0;
  return { advancePaise: advance, collectPaise: totalPaise - advance };
}
