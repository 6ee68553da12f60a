/**
 * Refund contracts (docs/product.md#refunds): the admin's request, its answer, and a refund as the
 * admin's order card and the customer's order history show it. Amounts in paise.
 */
import { z } from 'zod';
import { MAX_AMOUNT_PAISE } from './amounts';
import { freeText } from '../free-text';
import { decimalToPaise, formatRupees } from '../money';

/** The states of a refund: asked for, then confirmed by the provider or failed there. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

/** Razorpay refunds nothing below ₹1. */
export const MIN_REFUND_PAISE = 100;
/** Longest reason kept with a refund (it goes on the credit note). */
export const MAX_REFUND_REASON_LENGTH = 200;
/** When a normal-speed refund reaches the customer's account (Razorpay: 5-7 working days). */
export const REFUND_EXPECTED_DAYS = '5-7 business days';

/** The texts of the refund rules (400 answers and the admin's screen). */
export const REFUND_MESSAGES = {
  reasonRequired: 'Please give a reason for the refund',
  reasonTooLong: `The reason must be ${MAX_REFUND_REASON_LENGTH} characters or less`,
  amountWhole: 'The amount must be whole paise',
  amountMinimum: `The smallest refund is ${formatRupees(MIN_REFUND_PAISE)}`,
  notPaid: (orderId: number) => `Order #${orderId} is not paid online: there is nothing to refund`,
  fullyRefunded: (orderId: number) => `Order #${orderId} is already fully refunded`,
  underWay: (orderId: number) => `Order #${orderId} has refunds under way for all that was paid`,
  tooMuch: (requestedPaise: number, remainingPaise: number) =>
    `${formatRupees(requestedPaise)} is more than the ${formatRupees(remainingPaise)} that remains refundable`,
  cancelPaidOrder: (orderId: number) =>
    `Order #${orderId} is paid: cancel it with a refund (Cancel and refund on the order card, or POST /api/admin/orders/${orderId}/refunds with cancelOrder)`,
  providerUnavailable: 'The payment provider could not be reached: nothing was refunded',
} as const;

/** POST /api/admin/orders/{id}/refunds body: the amount (default: all that remains), why, and whether to cancel the order. */
export const CreateRefundRequest = z.object({
  amountPaise: z
    .number({ error: REFUND_MESSAGES.amountWhole })
    .int(REFUND_MESSAGES.amountWhole)
    .min(MIN_REFUND_PAISE, REFUND_MESSAGES.amountMinimum)
    .max(MAX_AMOUNT_PAISE, REFUND_MESSAGES.amountWhole)
    .optional(),
  reason: freeText(
    z
      .string({ error: REFUND_MESSAGES.reasonRequired })
      .trim()
      .min(1, REFUND_MESSAGES.reasonRequired)
      .max(MAX_REFUND_REASON_LENGTH, REFUND_MESSAGES.reasonTooLong),
  ),
  /** Cancels the order once the provider has accepted the refund (the admin's Cancel and refund). */
  cancelOrder: z.boolean().optional(),
});
export type CreateRefundRequest = z.infer<typeof CreateRefundRequest>;

/** POST /api/admin/orders/{id}/refunds answer. */
export const CreateRefundResponse = z.object({
  id: z.number().int(),
  status: z.enum(REFUND_STATUSES),
});
export type CreateRefundResponse = z.infer<typeof CreateRefundResponse>;

/** A refund of an order as the admin and the customer read it. */
export const OrderRefund = z.object({
  id: z.number().int(),
  amountPaise: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** Why the provider failed it, when it did. */
  failureReason: z.string().nullable(),
  /** ISO times. */
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof OrderRefund>;

/** Rupees as the admin types them: 170, 170.5 or 170.50. */
const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * The admin's Refund form: an amount in rupees (turned into paise, at most `maxPaise`) and the
 * reason; the same rules as CreateRefundRequest.
 */
export function refundFormSchema(maxPaise: number) {
  return z.object({
    amount: z
      .string()
      .trim()
      .regex(RUPEES, 'Enter an amount in rupees, e.g. 170 or 170.50')
      .transform((rupees) => decimalToPaise(rupees))
      .pipe(
        z
          .number()
          .min(MIN_REFUND_PAISE, REFUND_MESSAGES.amountMinimum)
          .refine((paise) => paise <= maxPaise, { message: `At most ${formatRupees(maxPaise)} remains refundable` }),
      ),
    reason: CreateRefundRequest.shape.reason,
  });
}
