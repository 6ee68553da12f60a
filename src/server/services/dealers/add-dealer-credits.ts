import type { AddCreditsResponse } from '#shared/schemas/dealer-admin';
import type { Db } from '../../db/client';
import { adjustDealerCredits } from './adjust-dealer-credits';

/**
 * The admin adds 1..10,000 credits with a reason (spec §5; limits issue 17): one ledger row.
 * @throws AppError NOT_FOUND.
 */
export function addDealerCredits(
  db: Db,
  options: { dealerId: number; credits: number; reason: string; adminUserId: string; now: Date },
): Promise<AddCreditsResponse> {
  return adjustDealerCredits(db, { ...options, direction: 'add' });
}
