/**
 * The Create/Edit Dealer form (docs/product.md#admin-inputs): the shared request contract is the
 * form's resolver, so the messages are the server's. The edit form adds the Active switch.
 */
import { z } from 'zod';
import { type Dealer } from '#shared/schemas/dealer';
import { DealerFields, refineDealerGstin, type CreateDealerRequest, type UpdateDealerRequest } from '#shared/schemas/dealer-admin';

/** The edit form's schema: every create field (country required too) plus isActive; the GSTIN is checked against the state. */
export const EditDealerForm = DealerFields.extend({ isActive: z.boolean() }).superRefine(refineDealerGstin);
export type DealerFormInput = z.input<typeof EditDealerForm>;
export type DealerFormOutput = z.output<typeof EditDealerForm>;

/** The form's starting values: the dealer's, or blank with India and active for a new dealer. */
export function dealerFormDefaults(dealer?: Dealer | null): DealerFormInput {
  return {
    businessName: dealer?.businessName ?? '',
    ownerName: dealer?.ownerName ?? '',
    phoneNumber: dealer?.phoneNumber ?? '',
    email: dealer?.email ?? '',
    businessAddress: {
      street: dealer?.businessAddress.street ?? '',
      city: dealer?.businessAddress.city ?? '',
      state: dealer?.businessAddress.state ?? '',
      zipCode: dealer?.businessAddress.zipCode ?? '',
      country: dealer?.businessAddress.country ?? 'India',
    },
    gstin: dealer?.gstin ?? '',
    adminNotes: dealer?.adminNotes ?? '',
    isActive: dealer?.isActive ?? true,
  };
}

/** The POST body of a new dealer; empty admin notes and a blank GSTIN are left out. */
export function toCreateDealerBody(values: DealerFormOutput): CreateDealerRequest {
  const { isActive: _isActive, adminNotes, gstin, ...rest } = values;
  return { ...rest, ...(gstin ? { gstin } : {}), ...(adminNotes ? { adminNotes } : {}) };
}

/** The PUT `updates` of an edited dealer; cleared admin notes become null, a cleared GSTIN '' (unregistered). */
export function toDealerUpdates(values: DealerFormOutput): UpdateDealerRequest['updates'] {
  const { adminNotes, gstin, ...rest } = values;
  return { ...rest, gstin: gstin ?? '', adminNotes: adminNotes ? adminNotes : null };
}

/**
 * Whether the typed confirmation matches the business name exactly (docs/product.md#admin-inputs).
 */
export function deletionConfirmed(typed: string | null, businessName: string): boolean {
  return typed !== null && typed === businessName;
}

/**
 * The card's badge for a dealer without a PIN (docs/decisions/016): waiting for the dealer to use
 * a live setup code, the code expired, or no code at all (used up or burnt by wrong tries); in the
 * last two cases Reset PIN issues a new one.
 */
export function setupStatus(dealer: Pick<Dealer, 'setupCodeExpiresAt'>, now: Date = new Date()): string {
  if (dealer.setupCodeExpiresAt === null) return 'No PIN, no setup code';
  return new Date(dealer.setupCodeExpiresAt) > now ? 'Awaiting first login' : 'Setup code expired';
}
