/**
 * Cash on delivery contract (docs/product.md#cash-on-delivery): the settings, the confirmation
 * code request and the refusal messages, which live only here.
 */
import { z } from 'zod';
import { paiseAmount } from './amounts';
import { formatRupees } from '../money';

/** Why COD was refused or a code not taken, one message each (docs/product.md#cash-on-delivery). */
export const COD_MESSAGES = {
  disabled: 'Cash on delivery is not available right now; please pay online',
  overLimit: (limitPaise: number) => `Cash on delivery is available for orders up to ${formatRupees(limitPaise)}; please pay online`,
  pinNotServed: 'The courier does not collect cash at this PIN code; please pay online',
  rtoLimit: 'Cash on delivery is not available for this phone number after earlier orders were returned; please pay online',
  dealer: 'Dealer orders are paid with credits, not cash on delivery',
  wrongCode: 'That code is not right; check the message and try again',
  expired: 'This order was not confirmed in time and has been cancelled',
  notAwaiting: 'This order is not waiting for a cash on delivery confirmation',
  locked: 'Too many wrong codes; we will call you to confirm this order',
  resendLimit: 'The code has already been sent 3 more times; we will call you to confirm this order',
  advanceUnpaid: 'Pay the advance online first; then the code confirms the order',
} as const;

/** Wrong codes before a COD confirmation locks (docs/product.md#cash-on-delivery). */
export const COD_MAX_ATTEMPTS = 5;
/** Resends of the code a shopper may ask for. */
export const COD_MAX_RESENDS = 3;

const paise = paiseAmount();

/** The COD settings as the admin saves them (paise, hours); both advance fields null = no advance. */
export const CodSettings = z
  .object({
    enabled: z.boolean(),
    feePaise: paise,
    limitPaise: paise,
    autoCancelHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 14),
    rtoLimit: z.number().int().min(1).max(100),
    advanceAbovePaise: paise.nullable(),
    advancePaise: paiseAmount(100).nullable(),
    forwardShippingEstimatePaise: paise,
    returnShippingEstimatePaise: paise,
    printCostPerKeychainPaise: paise,
  })
  .refine((s) => (s.advanceAbovePaise === null) === (s.advancePaise === null), {
    path: ['advancePaise'],
    message: 'Set both the amount above which an advance is due and the advance, or neither',
  })
  .refine((s) => s.advanceAbovePaise === null || s.advancePaise === null || s.advancePaise < s.advanceAbovePaise, {
    path: ['advancePaise'],
    message: 'The advance must be less than the order total it applies above',
  });
export type CodSettings = z.infer<typeof CodSettings>;

/** The settings a shop starts with (paise, hours): COD on, ₹40 fee, up to ₹2,000, 24 h, 2 RTOs, no advance. */
export const DEFAULT_COD_SETTINGS: CodSettings = {
  enabled: true,
  feePaise: 4000,
  limitPaise: 200_000,
  autoCancelHours: 24,
  rtoLimit: 2,
  advanceAbovePaise: null,
  advancePaise: null,
  forwardShippingEstimatePaise: 6000,
  returnShippingEstimatePaise: 6000,
  printCostPerKeychainPaise: 3000,
};

/** GET/PUT /api/admin/cod/settings answer: the settings and when they were last saved (null = defaults). */
export const CodSettingsView = z.object({ settings: CodSettings, updatedAt: z.string().nullable() });
export type CodSettingsView = z.infer<typeof CodSettingsView>;

/** POST /api/orders/:id/cod-confirmation body: the 6-digit code. */
export const CodConfirmationRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits'),
});
export type CodConfirmationRequest = z.infer<typeof CodConfirmationRequest>;
