/**
 * The admin Dealers tab's contracts (docs/product.md#admin-dealers, docs/product.md#admin-inputs,
 * docs/product.md#dealer-calls admin dealer calls): create, edit, credit adjustments and PIN
 * resets. Shared dealer shapes and messages: ./dealer.
 */
import { z } from 'zod';
import { freeText } from '../free-text';
import { emailAddress } from './contact';
import { OptionalGstin } from './business-settings';
import { gstStateByCode, gstStateByName } from '../gst-states';
import { PageCursorParam } from './page-cursor';
import { BusinessAddress, DEALER_MESSAGES, Dealer, DealerPhone, IssuedSetupCode, LedgerEntry, RowId, requiredDealerText } from './dealer';

/** Most credits one admin adjustment (add or remove) may move (a typo must not mint 100,000). */
export const MAX_CREDIT_ADJUSTMENT = 10_000;
/** Above this many credits the admin confirms the adjustment before it is sent. */
export const CONFIRM_CREDIT_ADJUSTMENT_ABOVE = 1_000;

/** :dealerId params. */
export const DealerIdParams = z.object({ dealerId: RowId });

/**
 * Why a dealer's GSTIN does not fit its business address, or null: a GSTIN's first two digits are
 * the GST state code of its holder's registration (CBIC's GSTIN format), so they must be the code
 * of the address's state (its stored `stateCode` when it has one, else the code its state name means).
 */
export function dealerGstinStateProblem(gstin: string, address: { state: string; stateCode?: string | null }): string | null {
  const stated = address.stateCode ? gstStateByCode(address.stateCode) : gstStateByName(address.state);
  const prefix = gstin.slice(0, 2);
  if (stated?.code === prefix) return null;
  const holder = gstStateByCode(prefix)?.name ?? prefix;
  return stated
    ? `GSTIN's first two digits (${prefix}, ${holder}) must match the state of the business address (${stated.code}, ${stated.name})`
    : `GSTIN's first two digits (${prefix}, ${holder}) must match the state of the business address: enter a valid Indian state`;
}

/**
 * The fields of the admin's dealer form (docs/product.md#admin-inputs), before the GSTIN/state
 * check.
 */
export const DealerFields = z.object({
  businessName: requiredDealerText(DEALER_MESSAGES.businessNameRequired),
  ownerName: requiredDealerText(DEALER_MESSAGES.ownerNameRequired, 120),
  phoneNumber: DealerPhone,
  email: emailAddress(DEALER_MESSAGES.emailInvalid),
  businessAddress: BusinessAddress,
  /** Blank or absent: unregistered (B2C invoices). */
  gstin: OptionalGstin.optional(),
  adminNotes: freeText(z.string().trim().max(2000), { multiLine: true }).optional(),
});

/** A zod check for a dealer form: its GSTIN, when given, must start with its address's state code (field `gstin`). */
export function refineDealerGstin(
  dealer: { gstin?: string | null; businessAddress: { state: string; stateCode?: string | null } },
  ctx: z.RefinementCtx,
): void {
  const problem = dealer.gstin ? dealerGstinStateProblem(dealer.gstin, dealer.businessAddress) : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
}

/** POST /api/admin/dealers body: the form's fields, an optional GSTIN checked against the address's state. */
export const CreateDealerRequest = DealerFields.superRefine(refineDealerGstin);
export type CreateDealerRequest = z.input<typeof CreateDealerRequest>;

/**
 * The fields PUT /api/admin/dealers/:dealerId may change; at least one of them (unknown keys are
 * dropped, so `{}` or only unknown keys is a 400 on `updates`, never an empty UPDATE).
 */
export const DealerUpdates = z
  .object({
    businessName: requiredDealerText(DEALER_MESSAGES.businessNameRequired).optional(),
    ownerName: requiredDealerText(DEALER_MESSAGES.ownerNameRequired, 120).optional(),
    phoneNumber: DealerPhone.optional(),
    email: emailAddress(DEALER_MESSAGES.emailInvalid).optional(),
    businessAddress: BusinessAddress.optional(),
    /** Blank clears it; checked against the resulting address's state by the service. */
    gstin: OptionalGstin.optional(),
    isActive: z.boolean().optional(),
    adminNotes: freeText(z.string().trim().max(2000), { multiLine: true }).nullable().optional(),
  })
  .refine((updates) => Object.values(updates).some((value) => value !== undefined), { message: DEALER_MESSAGES.nothingToUpdate });

/**
 * PUT /api/admin/dealers/:dealerId body (docs/product.md#admin-calls: {dealerId, updates}); the
 * path's id wins.
 */
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

/** POST /api/admin/dealers/add-credits and /remove-credits body (docs/product.md#admin-calls). */
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

/** Dealers (and ledger rows) per page of the admin lists: the default and the most. */
export const DEFAULT_ADMIN_DEALERS_PAGE_SIZE = 30;
export const MAX_ADMIN_DEALERS_PAGE_SIZE = 100;

/**
 * GET /api/admin/dealers query (docs/decisions/181-admin-lists-page-with-a-cursor.md): newest
 * first, `limit` at a time; `cursor` is the previous page's `nextCursor`; `q` finds a dealer by
 * business or owner name, phone, city or e-mail (case-insensitive, part of the text).
 */
export const AdminDealersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_ADMIN_DEALERS_PAGE_SIZE).default(DEFAULT_ADMIN_DEALERS_PAGE_SIZE),
  cursor: PageCursorParam.optional(),
  q: z.string().trim().max(100, 'Search with at most 100 characters').optional(),
});
export type AdminDealersQuery = z.input<typeof AdminDealersQuery>;

/** GET /api/admin/dealers answer: one page, newest first. */
export const AdminDealersPage = z.object({
  data: z.array(Dealer),
  /** Dealers matching `q` (every dealer without it), on every page. */
  total: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type AdminDealersPage = z.infer<typeof AdminDealersPage>;

/** GET /api/admin/dealers/:dealerId/transactions query: `limit` rows after `cursor`, newest first. */
export const DealerTransactionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_ADMIN_DEALERS_PAGE_SIZE).default(DEFAULT_ADMIN_DEALERS_PAGE_SIZE),
  cursor: PageCursorParam.optional(),
});

/** GET /api/admin/dealers/:dealerId/transactions answer: one page of every ledger row, pending purchases too. */
export const DealerTransactionsPage = z.object({
  data: z.array(LedgerEntry),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type DealerTransactionsPage = z.infer<typeof DealerTransactionsPage>;
