/** The seller the invoice tests share: Chaabi Prints LLP in Pune, Maharashtra (state code 27). */
import type { Db } from '#server/db/client';
import { BusinessSettingsRequest } from '#shared/schemas/business-settings';
import { updateBusinessSettings } from '#server/services/settings/business-settings';

/**
 * Saves the test seller's business settings, as the admin's settings form would. `gstin` null
 * saves a shop without one (bills of supply); `stateCode` moves the seller to another state.
 */
export async function saveTestSeller(db: Db, options: { gstin?: string | null; stateCode?: string } = {}): Promise<void> {
  const settings = BusinessSettingsRequest.parse({
    legalName: 'Chaabi Prints LLP',
    tradeName: 'Chaabi',
    address: '4 FC Road, Pune 411004',
    stateCode: options.stateCode ?? '27',
    gstin: options.gstin === undefined ? '27AAPFU0939F1ZV' : (options.gstin ?? ''),
    email: 'accounts@chaabi.in',
    phone: '9876543210',
    grievanceOfficer: { name: 'Asha Rao', designation: 'Grievance Officer', email: 'grievance@chaabi.in', phone: '9876543210' },
  });
  await updateBusinessSettings(db, { settings });
}
