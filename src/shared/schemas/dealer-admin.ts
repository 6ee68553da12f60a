/**
 * The admin Dealers tab's contracts (spec §2, §5 "Dealer create form", §7 admin dealer calls):
 * create, edit, credit adjustments and PIN resets. Shared dealer shapes and messages: ./dealer.
 */
import { z } from 'zod';
import { freeText } from '../free-text';
import { emailAddress } from './contact';
import { BusinessAddress, DEALER_MESSAGES, Dealer, DealerPhone, IssuedSetupCode, LedgerEntry, RowId, requiredDealerText } from './dealer';

/** Most credits one admin adjustment (add or remove) may move (issue 17: a typo must not mint 100,000). */
export const MAX_CREDIT_ADJUSTMENT = 10_000;
/** Above this many credits the admin confirms the adjustment before it is sent (issue 17). */
export const CONFIRM_CREDIT_ADJUSTMENT_ABOVE = 1_000;

/** :dealerId params. */
export const DealerIdParams = z.object({ dealerId: RowId });

/** POST /api/admin/dealers body (spec §5 "Dealer create form"). */
export const CreateDealerRequest = z.object({
  businessName: requiredDealerText(DEALER_MESSAGES.businessNameRequired),
  ownerName: requiredDealerText(DEALER_MESSAGES.ownerNameRequired, 120),
  phoneNumber: DealerPhone,
  email: emailAddress(DEALER_MESSAGES.emailInvalid),
  businessAddress: BusinessAddress,
  adminNotes: freeText(z.string().trim().max(2000), { multiLine: true }).optional(),
});
export type CreateDealerRequest = z.input<typeof CreateDealerRequest>;

/** The fields PUT /api/admin/dealers/:dealerId may change. */
export const DealerUpdates = z.object({
  businessName: CreateDealerRequest.shape.businessName.optional(),
  ownerName: CreateDealerRequest.shape.ownerName.optional(),
  phoneNumber: DealerPhone.optional(),
  email: CreateDealerRequest.shape.email.optional(),
  businessAddress: BusinessAddress.optional(),
  isActive: z.boolean().optional(),
  adminNotes: freeText(z.string().trim().max(2000), { multiLine: true }).nullable().optional(),
});

/** PUT /api/admin/dealers/:dealerId body (spec §7: {dealerId, updates}); the path's id wins. */
export const UpdateDealerRequest = z.object({
  dealerId: RowId.optional(),
  updates: DealerUpdates,
});
export type UpdateDealerRequest = z.input<typeof UpdateDealerRequest>;

/**
 * Credits of one admin adjustment: a whole number from 1 to 10,000. A form's text ("10.5",
 * " 25 ") is read as a number first; anything else (true, "", null) is refused, never coerced.
 */
export const AdjustmentCredits = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
  z
    .number({ error: DEALER_MESSAGES.creditsInvalid })
    .int(DEALER_MESSAGES.creditsInvalid)
    .min(1, DEALER_MESSAGES.creditsInvalid)
    .max(MAX_CREDIT_ADJUSTMENT, DEALER_MESSAGES.creditsInvalid),
);

/** POST /api/admin/dealers/add-credits and /remove-credits body (spec §7; limits issue 17). */
export const AddCreditsRequest = z.object({
  dealerId: RowId,
  credits: AdjustmentCredits,
  reason: requiredDealerText(DEALER_MESSAGES.reasonRequired, 500),
});
export type AddCreditsRequest = z.input<typeof AddCreditsRequest>;

/** POST /api/admin/dealers/add-credits answer. */
export const AddCreditsResponse = z.object({ success: z.literal(true), dealer: Dealer, transaction: LedgerEntry });
export type AddCreditsResponse = z.infer<typeof AddCreditsResponse>;

/**
 * POST /api/admin/dealers/reset-pin body: the PIN is cleared and a new setup code issued
 * (docs/decisions/016); the dealer chooses the new PIN with it. Any other field is ignored.
 */
export const ResetPinRequest = z.object({ dealerId: RowId });
export type ResetPinRequest = z.infer<typeof ResetPinRequest>;

/** POST /api/admin/dealers answer: the new dealer and its first setup code. */
export const CreateDealerResponse = Dealer.extend(IssuedSetupCode.shape);
export type CreateDealerResponse = z.infer<typeof CreateDealerResponse>;

/** POST /api/admin/dealers/reset-pin answer. */
export const ResetPinResponse = z.object({ success: z.literal(true), ...IssuedSetupCode.shape });
export type ResetPinResponse = z.infer<typeof ResetPinResponse>;
