/**
 * Promotions contract (docs/product.md#promotions): coupon codes as the admin writes them, the
 * code field of checkout, the prepaid discount setting, and the refusal messages, which live only
 * here.
 */
import { z } from 'zod';
import { paiseAmount } from './amounts';
import { formatRupees } from '../money';

/** Why a code was refused, one message each (docs/product.md#promotions). */
export const PROMOTION_MESSAGES = {
  format: 'A code has 3 to 20 letters A-Z and digits 0-9',
  unknown: 'This code does not exist',
  expired: 'This code has expired',
  notStarted: 'This code is not active yet',
  paused: 'This code is paused',
  ended: 'This code has ended',
  usedUp: 'This code has been fully used',
  belowMinimum: (minPaise: number) => `This code needs an order of at least ${formatRupees(minPaise)}`,
  firstOrderOnly: 'This code is for a first order only',
  alreadyUsed: 'You have already used this code',
  duplicate: 'A promotion with this code already exists',
  notFound: 'Promotion not found',
  percentRange: 'A percentage is a whole number from 1 to 100',
  endsBeforeStart: 'The end must be after the start',
} as const;

/** The reasons a code can be refused at checkout or at payment. */
export type PromotionRefusal = Exclude<
  keyof typeof PROMOTION_MESSAGES,
  'format' | 'duplicate' | 'notFound' | 'percentRange' | 'endsBeforeStart'
>;

/** Codes are 3-20 characters A-Z and 0-9 once normalised. */
export const PROMOTION_CODE = /^[A-Z0-9]{3,20}$/;

/**
 * A code as typed, normalised: spaces, hyphens and invisible characters (zero-width, BOM,
 * soft hyphen) dropped, full-width forms folded (NFKC), upper case. "  diwali-10\u200b" →
 * "DIWALI10". Whatever is left must match PROMOTION_CODE.
 */
export function normalisePromotionCode(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\s\-_\u00ad\u200b-\u200f\u2060\ufeff]/g, '')
    .toUpperCase();
}

/** A code field: normalised, then refused with PROMOTION_MESSAGES.format unless A-Z and 0-9. */
export const promotionCodeField = z
  .string({ error: PROMOTION_MESSAGES.format })
  .max(100, PROMOTION_MESSAGES.format)
  .transform(normalisePromotionCode)
  .pipe(z.string().regex(PROMOTION_CODE, PROMOTION_MESSAGES.format));

const paise = paiseAmount();
const optionalInstant = z.iso.datetime({ offset: true }).nullish();

/** POST /api/admin/promotions body: `value` is a whole percent or paise. */
export const CreatePromotionRequest = z
  .object({
    code: promotionCodeField,
    type: z.enum(['percentage', 'fixed']),
    value: paiseAmount(1),
    minOrderPaise: paise.nullish(),
    maxDiscountPaise: paise.nullish(),
    startsAt: optionalInstant,
    endsAt: optionalInstant,
    usageLimit: z.number().int().min(1).max(1_000_000).nullish(),
    perCustomerLimit: z.number().int().min(1).max(1_000).nullish(),
    firstOrderOnly: z.boolean().default(false),
    appliesTo: z.literal('shop').default('shop'),
  })
  .refine((p) => p.type !== 'percentage' || p.value <= 100, { path: ['value'], message: PROMOTION_MESSAGES.percentRange })
  .refine((p) => !p.startsAt || !p.endsAt || Date.parse(p.endsAt) > Date.parse(p.startsAt), {
    path: ['endsAt'],
    message: PROMOTION_MESSAGES.endsBeforeStart,
  });
export type CreatePromotionRequest = z.input<typeof CreatePromotionRequest>;

/** PATCH /api/admin/promotions/:id body: pause, resume or end (ending is final). */
export const UpdatePromotionRequest = z.object({ action: z.enum(['pause', 'resume', 'end']) });

/** /api/admin/promotions/:id path. */
export const PromotionIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A promotion as the admin sees it, with its figures so far (paise). */
export const PromotionView = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(['percentage', 'fixed']),
  value: z.number().int(),
  minOrderPaise: z.number().int().nullable(),
  maxDiscountPaise: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  appliesTo: z.literal('shop'),
  status: z.enum(['active', 'paused', 'ended']),
  createdAt: z.string(),
  /** Uses reserved by unpaid orders plus uses by paid orders. */
  usesHeld: z.number().int(),
  /** Paid orders that used the code. */
  paidOrders: z.number().int(),
  /** Orders that used the code and were released (payment failed, cancelled, abandoned). */
  releasedOrders: z.number().int(),
  /** What the paid orders paid, after discounts. */
  revenuePaise: z.number().int(),
  /** Coupon discount given on paid orders. */
  discountGivenPaise: z.number().int(),
  /** revenuePaise ÷ paidOrders, rounded to the paisa; 0 without paid orders. */
  averageOrderPaise: z.number().int(),
});
export type PromotionView = z.infer<typeof PromotionView>;

/** The prepaid discount setting: off, or a whole percent or paise off online payment. */
export const PrepaidDiscountSetting = z
  .object({ type: z.enum(['percentage', 'fixed']).nullable(), value: paiseAmount() })
  .refine((p) => p.type !== 'percentage' || p.value <= 100, { path: ['value'], message: PROMOTION_MESSAGES.percentRange });
export type PrepaidDiscountSetting = z.infer<typeof PrepaidDiscountSetting>;

/** POST /api/orders/quote body: what the checkout would cost with a code (nothing is reserved). */
export const OrderQuoteRequest = z.object({
  quantity: z.number().int().min(1).max(100),
  couponCode: z.union([z.literal('').transform(() => undefined), promotionCodeField]).optional(),
  customerEmail: z.string().max(254).optional(),
  customerPhone: z.string().max(20).optional(),
  /** The payment method to price (docs/product.md#cash-on-delivery): COD adds its fee and skips the prepaid discount. */
  paymentMethod: z.enum(['online', 'cod']).default('online'),
});
export type OrderQuoteRequest = z.input<typeof OrderQuoteRequest>;

/** POST /api/orders/quote answer, paise. */
export const OrderQuoteResponse = z.object({
  quantity: z.number().int(),
  tierTotalPaise: z.number().int(),
  couponCode: z.string().nullable(),
  couponDiscountPaise: z.number().int(),
  prepaidDiscountPaise: z.number().int(),
  /** The payment method priced, and the COD fee in the total (0 online). */
  paymentMethod: z.enum(['online', 'cod']),
  codFeePaise: z.number().int(),
  totalPaise: z.number().int(),
  /** What paying online takes off (the prepaid discount of the online price), whichever method was priced. */
  onlineSavingPaise: z.number().int(),
  /**
   * Whether the shop offers cash on delivery, its fee, and for this cart paid by COD the advance
   * paid online first and the cash paid on delivery (paise; advance 0 = none).
   */
  cod: z.object({
    enabled: z.boolean(),
    feePaise: z.number().int(),
    advancePaise: z.number().int(),
    collectPaise: z.number().int(),
  }),
});
export type OrderQuoteResponse = z.infer<typeof OrderQuoteResponse>;
