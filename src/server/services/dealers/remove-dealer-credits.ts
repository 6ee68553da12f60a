import type { AddCreditsResponse } from '#shared/schemas/dealer-admin';
import type { Db } from '../../db/client';
import { adjustDealerCredits } from './adjust-dealer-credits';

/**
 * The admin removes 1..10,000 credits with a reason (a correction, issue 17); never below 0.
 * @throws AppError NOT_FOUND, CONFLICT "Cannot remove {n} credits: the balance is only {m}".
 */
export function removeDealerCredits(
  db: Db,
  options: { dealerId: number; credits: number; reason: string; adminUserId: string; now: Date },
): Promise<AddCreditsResponse> {
  return adjustDealerCredits(db, { ...options, direction: 'remove' });
}
