/**
 * Deletes rows whose life is over: nothing reads them again, and left alone
 * they grow without bound (one login_throttle row per client address, one session per visit).
 * Each DELETE is guarded by its own expiry, so it is safe to run on every instance at once.
 */
import { and, like, lt, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dealerTokens,
  idempotencyKeys,
  loginThrottle,
  sessions,
  staffSignInAddressFailures,
  whatsappEarlyStatuses,
} from '../../db/schema/index';
import { EARLY_STATUS_DAYS } from '../messaging/whatsapp-webhook';
import { IP_LIMIT, PIN_VALUE_LIMIT } from '../dealers/login-throttle';
import { ADDRESS_MEMORY_MS } from '../staff/sign-in';

/** How many rows of each kind one purge deleted. */
export interface PurgeCounts {
  sessions: number;
  loginThrottle: number;
  idempotencyKeys: number;
  dealerTokens: number;
  whatsappEarlyStatuses: number;
  staffSignInAddressFailures: number;
}

/** A throttle key of an unknown kind is kept this long after its window opened (longer than any window in use). */
const UNKNOWN_THROTTLE_WINDOW_SECONDS = 24 * 60 * 60;

function windowEndedBefore(now: Date, seconds: number) {
  return lt(loginThrottle.windowStartedAt, new Date(now.getTime() - seconds * 1000));
}

/**
 * Deletes customer and admin sessions (and pending sign-ins) past `expire`, login_throttle rows
 * whose fixed window has ended (`ip:` 15 min, `pin:` 1 h, any other key 24 h), idempotency keys
 * past `expires_at`, and dealer tokens past `expires_at` (revoked ones are kept until then, for
 * the record), and WhatsApp statuses held more than EARLY_STATUS_DAYS for a message id no
 * message of ours took (docs/decisions/197-whatsapp-statuses-before-the-message-id.md), and staff
 * sign-in failures of one address whose last failure is older than ADDRESS_MEMORY_MS (they no
 * longer count: docs/decisions/204-staff-lock-outs-per-address.md). `now` is the caller's clock.
 * Answers the counts.
 */
export async function purgeExpiredRows(db: Db, now: Date): Promise<PurgeCounts> {
  const purgedSessions = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
  const purgedThrottle = await db
    .delete(loginThrottle)
    .where(
      or(
        and(like(loginThrottle.key, 'ip:%'), windowEndedBefore(now, IP_LIMIT.windowSeconds)),
        and(like(loginThrottle.key, 'pin:%'), windowEndedBefore(now, PIN_VALUE_LIMIT.windowSeconds)),
        and(
          notLike(loginThrottle.key, 'ip:%'),
          notLike(loginThrottle.key, 'pin:%'),
          windowEndedBefore(now, UNKNOWN_THROTTLE_WINDOW_SECONDS),
        ),
      ),
    )
    .returning({ key: loginThrottle.key });
  const purgedKeys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .returning({ one: sql<number>`1` });
  const purgedTokens = await db.delete(dealerTokens).where(lt(dealerTokens.expiresAt, now)).returning({ id: dealerTokens.id });
  const purgedStatuses = await db
    .delete(whatsappEarlyStatuses)
    .where(lt(whatsappEarlyStatuses.receivedAt, new Date(now.getTime() - EARLY_STATUS_DAYS * 24 * 60 * 60 * 1000)))
    .returning({ one: sql<number>`1` });
  const purgedAddresses = await db
    .delete(staffSignInAddressFailures)
    .where(lt(staffSignInAddressFailures.lastFailureAt, new Date(now.getTime() - ADDRESS_MEMORY_MS)))
    .returning({ one: sql<number>`1` });
  return {
    sessions: purgedSessions.length,
    loginThrottle: purgedThrottle.length,
    idempotencyKeys: purgedKeys.length,
    dealerTokens: purgedTokens.length,
    whatsappEarlyStatuses: purgedStatuses.length,
    staffSignInAddressFailures: purgedAddresses.length,
  };
}
