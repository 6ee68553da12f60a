/**
 * Reading and saving the seller's business settings (docs/decisions/046-business-settings.md).
 * Until the admin saves them, the defaults below stand in and `configured` is false.
 */
import { eq } from 'drizzle-orm';
import { gstStateByCode } from '#shared/gst-states';
import { CHECKOUT_CLOSED_MESSAGE, missingSellerDetails, PLACEHOLDER_ADDRESS } from '#shared/seller-details';
import { AppError } from '../../lib/app-error';
import { BusinessSettingsRequest, type BusinessSettings, type BusinessSettingsValues } from '#shared/schemas/business-settings';
import type { Db, Tx } from '../../db/client';
import { businessSettings } from '../../db/schema';

/** Placeholders a fresh shop starts with; every invoice-relevant one must be replaced by the owner. */
export const DEFAULT_BUSINESS_SETTINGS = {
  legalName: 'Chaabi',
  tradeName: 'Chaabi',
  address: PLACEHOLDER_ADDRESS,
  stateCode: '29',
  gstin: null,
  email: 'support@chaabi.in',
  phone: '9876543210',
  grievanceOfficer: { name: 'Grievance Officer', designation: 'Grievance Officer', email: 'support@chaabi.in', phone: '9876543210' },
  hsnCode: '3926',
  gstRatePercent: 18,
  invoicePrefix: 'CH',
} as const;

type StoredSettings = Omit<BusinessSettings, 'stateName' | 'configured' | 'updatedAt'>;

function present(stored: StoredSettings, updatedAt: Date | null): BusinessSettings {
  return {
    ...stored,
    grievanceOfficer: { ...stored.grievanceOfficer },
    stateName: gstStateByCode(stored.stateCode)?.name ?? stored.stateCode,
    configured: updatedAt !== null,
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

/**
 * The current business settings (the defaults with `configured: false` before the first save).
 * Pass a transaction to read them inside it (invoices read the seller where they number).
 */
export async function getBusinessSettings(db: Db | Tx): Promise<BusinessSettings> {
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.id, 1));
  if (!row) return present(DEFAULT_BUSINESS_SETTINGS, null);
  // Stored rows were validated on save; parsing again keeps a hand-edited row from leaking through.
  const parsed = BusinessSettingsRequest.safeParse({ ...row.settings, gstin: row.settings.gstin ?? '' });
  if (!parsed.success) return present(DEFAULT_BUSINESS_SETTINGS, null);
  return present({ ...parsed.data, gstin: parsed.data.gstin ?? null }, row.updatedAt);
}

/**
 * Saves the whole settings (the output of BusinessSettingsRequest) and returns them, `configured`
 * from now on: the first save inserts the row. `updatedAt` is the database's time
 * (docs/decisions/039-updated-at-by-the-schema.md).
 */
export async function updateBusinessSettings(db: Db, options: { settings: BusinessSettingsValues }): Promise<BusinessSettings> {
  const stored = { ...options.settings, gstin: options.settings.gstin ?? null };
  const [saved] = await db
    .insert(businessSettings)
    .values({ id: 1, settings: stored })
    .onConflictDoUpdate({ target: businessSettings.id, set: { settings: stored } })
    .returning();
  return present(stored, saved!.updatedAt);
}

/**
 * Whether the shop may take money: outside production always; in production once the required
 * seller details are saved (docs/product.md#seller-details), so no invoice names a placeholder seller.
 */
export function checkoutOpen(settings: BusinessSettings, isProduction: boolean): boolean {
  return !isProduction || missingSellerDetails(settings).length === 0;
}

/**
 * Throws AppError CHECKOUT_CLOSED (503, Retry-After 300) when checkoutOpen is false; called before
 * a shop order or a dealer's credit purchase is stored (docs/decisions/114-checkout-closed-until-seller-set-up.md).
 */
export async function assertCheckoutOpen(db: Db, isProduction: boolean): Promise<void> {
  if (!isProduction) return;
  if (checkoutOpen(await getBusinessSettings(db), isProduction)) return;
  throw new AppError('CHECKOUT_CLOSED', CHECKOUT_CLOSED_MESSAGE, { headers: { 'Retry-After': '300' } });
}
