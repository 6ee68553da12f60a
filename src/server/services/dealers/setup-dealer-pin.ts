import { and, eq, isNull } from 'drizzle-orm';
import { DEALER_MESSAGES } from '#shared/schemas/dealer';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/index';
import { issueDealerToken } from './dealer-tokens';
import { IP_LIMIT, hitLoginThrottle } from './login-throttle';
import { tooManyAttempts, type DealerAuthResult } from './login-dealer';
import { hashPin } from './pin-hash';
import { toDealer } from './to-dealer';

/**
 * First-time PIN setup (spec §2, §4): only while the dealer has no PIN (a compare-and-set on
 * pin_hash IS NULL, so two racing setups cannot both win), then logs the dealer in. The
 * common-PIN and format rules are in the request schema. Counted against the per-IP limit.
 */
export async function setupDealerPin(
  db: Db,
  options: { phoneNumber: string; newPin: string; ip: string; pepper: string; now: Date },
): Promise<DealerAuthResult> {
  const { now } = options;
  const wait = await hitLoginThrottle(db, [{ key: `ip:${options.ip}`, limit: IP_LIMIT }], now);
  if (wait !== null) return tooManyAttempts(wait);

  const [dealer] = await db.select().from(dealers).where(eq(dealers.phoneNumber, options.phoneNumber));
  if (!dealer) return { ok: false, status: 404, message: DEALER_MESSAGES.dealerNotFound };
  if (!dealer.isActive) return { ok: false, status: 403, message: DEALER_MESSAGES.inactive };
  if (dealer.pinHash !== null) return { ok: false, status: 409, message: DEALER_MESSAGES.pinAlreadySet };

  const pinHash = await hashPin(options.pepper, options.newPin);
  const [updated] = await db
    .update(dealers)
    .set({ pinHash, failedPinAttempts: 0, pinLockedUntil: null, pinDisabledAt: null, lastLoginAt: now, updatedAt: now })
    .where(and(eq(dealers.id, dealer.id), isNull(dealers.pinHash)))
    .returning();
  if (!updated) return { ok: false, status: 409, message: DEALER_MESSAGES.pinAlreadySet };
  const token = await issueDealerToken(db, dealer.id, now);
  return { ok: true, response: { success: true, token, dealer: toDealer(updated), message: DEALER_MESSAGES.loginSuccess } };
}
