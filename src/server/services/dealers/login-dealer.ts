import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { DEALER_MESSAGES, pinLockedMessage, tooManyAttemptsMessage } from '#shared/schemas/dealer';
import { type DealerLoginResponse } from '#shared/schemas/dealer-portal';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/index';
import { issueDealerToken } from './dealer-tokens';
import { IP_LIMIT, PIN_VALUE_LIMIT, hitLoginThrottle, refundLoginThrottle } from './login-throttle';
import { dummyVerifyPin, pinThrottleKey, verifyPin } from './pin-hash';
import { toDealer } from './to-dealer';

/** Consecutive failures from which each failure starts a delay (DESIGN.md §5). */
export const FIRST_DELAYED_FAILURE = 4;
/** Delay in seconds after the 4th, 5th, … 9th consecutive failure. */
export const PIN_DELAYS_SECONDS = [30, 60, 120, 240, 480, 900] as const;
/** The consecutive failure that disables the PIN until the admin resets it. */
export const DISABLING_FAILURE = 10;

/** A refused login or setup: the status and body the route answers with. */
export interface DealerAuthFailure {
  ok: false;
  status: 401 | 403 | 404 | 409 | 423 | 429;
  message: string;
  retryAfterSeconds?: number;
}
/** What login and setup-pin answer. */
export type DealerAuthResult = { ok: true; response: DealerLoginResponse } | DealerAuthFailure;

const invalidPin: DealerAuthFailure = { ok: false, status: 401, message: DEALER_MESSAGES.invalidPin };
const pinDisabled: DealerAuthFailure = { ok: false, status: 423, message: DEALER_MESSAGES.pinDisabled };

/** The 429 answer for a wait of `seconds` (the spray limits' message unless another is given). */
export function tooManyAttempts(seconds: number, message = tooManyAttemptsMessage(seconds)): DealerAuthFailure {
  return { ok: false, status: 429, message, retryAfterSeconds: seconds };
}

function lockedFor(lockedUntil: Date | null, now: Date): number {
  return lockedUntil && lockedUntil > now ? Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000) : 0;
}

/**
 * Dealer login by phone and PIN (spec §4, DESIGN.md §5, docs/decisions/014). In order: the
 * per-IP and per-PIN-value spray limits; an unknown phone (or one without a PIN) answers
 * exactly like a wrong PIN after a dummy argon2 verify; a disabled PIN 423; a running delay 429;
 * an inactive dealer 403. The attempt is counted BEFORE the PIN is verified, in one UPDATE that
 * also sets the delay or the disable, so a burst of parallel guesses cannot slip past the lock;
 * a right PIN then clears the count.
 */
export async function loginDealer(
  db: Db,
  options: { phoneNumber: string; pin: string; ip: string; pepper: string; now: Date },
): Promise<DealerAuthResult> {
  const { phoneNumber, pin, pepper, now } = options;
  const ipKey = `ip:${options.ip}`;
  const pinKey = pinThrottleKey(pepper, pin);
  const wait = await hitLoginThrottle(
    db,
    [
      { key: ipKey, limit: IP_LIMIT },
      { key: pinKey, limit: PIN_VALUE_LIMIT },
    ],
    now,
  );
  if (wait !== null) return tooManyAttempts(wait);

  const [dealer] = await db.select().from(dealers).where(eq(dealers.phoneNumber, phoneNumber));
  if (!dealer || dealer.pinHash === null) return dummyVerifyPin(pepper, pin).then(() => invalidPin);
  if (dealer.pinDisabledAt) return pinDisabled;
  const locked = lockedFor(dealer.pinLockedUntil, now);
  if (locked > 0) return tooManyAttempts(locked, pinLockedMessage(locked));
  if (!dealer.isActive) return { ok: false, status: 403, message: DEALER_MESSAGES.inactive };

  const nowIso = now.toISOString();
  const next = sql`${dealers.failedPinAttempts} + 1`;
  const delays = sql.raw(`ARRAY[${PIN_DELAYS_SECONDS.join(',')}]`);
  const [attempt] = await db
    .update(dealers)
    .set({
      failedPinAttempts: next,
      pinLockedUntil: sql`case when ${next} >= ${FIRST_DELAYED_FAILURE} and ${next} < ${DISABLING_FAILURE}
        then ${nowIso}::timestamptz + make_interval(secs => (${delays})[${next} - ${FIRST_DELAYED_FAILURE - 1}]) else null end`,
      pinDisabledAt: sql`case when ${next} >= ${DISABLING_FAILURE} then ${nowIso}::timestamptz else null end`,
    })
    .where(
      and(eq(dealers.id, dealer.id), isNull(dealers.pinDisabledAt), or(isNull(dealers.pinLockedUntil), lte(dealers.pinLockedUntil, now))),
    )
    .returning({ failedPinAttempts: dealers.failedPinAttempts });
  if (!attempt) {
    // A parallel attempt locked or disabled the PIN between our read and this update.
    const [after] = await db
      .select({ lockedUntil: dealers.pinLockedUntil, disabledAt: dealers.pinDisabledAt })
      .from(dealers)
      .where(eq(dealers.id, dealer.id));
    if (!after || after.disabledAt) return pinDisabled;
    const wait = Math.max(1, lockedFor(after.lockedUntil, now));
    return tooManyAttempts(wait, pinLockedMessage(wait));
  }

  if (!(await verifyPin(dealer.pinHash, pepper, pin))) {
    return attempt.failedPinAttempts >= DISABLING_FAILURE ? pinDisabled : invalidPin;
  }
  const [updated] = await db
    .update(dealers)
    .set({ failedPinAttempts: 0, pinLockedUntil: null, pinDisabledAt: null, lastLoginAt: now })
    .where(eq(dealers.id, dealer.id))
    .returning();
  await refundLoginThrottle(db, [ipKey, pinKey]);
  const token = await issueDealerToken(db, dealer.id, now);
  return { ok: true, response: { success: true, token, dealer: toDealer(updated!), message: DEALER_MESSAGES.loginSuccess } };
}
