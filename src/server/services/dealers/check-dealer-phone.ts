import { eq } from 'drizzle-orm';
import type { CheckPhoneResponse } from '#shared/schemas/dealer-portal';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/index';

/**
 * The login page's phone step (spec §3 "Dealer login responses"): whether the phone belongs to
 * a dealer, is active, and still needs its first PIN. The spec's flow needs this answer, so
 * the route is rate limited per IP (docs/decisions/014 on enumeration).
 */
export async function checkDealerPhone(db: Db, phoneNumber: string): Promise<CheckPhoneResponse> {
  const [dealer] = await db
    .select({ isActive: dealers.isActive, pinHash: dealers.pinHash, businessName: dealers.businessName })
    .from(dealers)
    .where(eq(dealers.phoneNumber, phoneNumber));
  if (!dealer) return { exists: false, isActive: false, needsSetup: false, businessName: null };
  return { exists: true, isActive: dealer.isActive, needsSetup: dealer.pinHash === null, businessName: dealer.businessName };
}
