import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loginThrottle } from '../../db/schema/index';

/** A fixed-window limit: at most `max` hits per `windowSeconds`. */
export interface ThrottleLimit {
  max: number;
  windowSeconds: number;
}

/** Login and setup attempts per client IP (docs/decisions/014-dealer-pin-security.md). */
export const IP_LIMIT: ThrottleLimit = { max: 10, windowSeconds: 15 * 60 };
/** Attempts of one PIN value over all phones and IPs (spraying "1234" over many phones). */
export const PIN_VALUE_LIMIT: ThrottleLimit = { max: 20, windowSeconds: 60 * 60 };

/**
 * Counts one hit on each key (one statement per key, INSERT … ON CONFLICT DO UPDATE, so every
 * instance shares the counters through the login_throttle table) and answers the longest
 * wait in seconds when any key is over its limit, else null.
 */
export async function hitLoginThrottle(db: Db | Tx, hits: { key: string; limit: ThrottleLimit }[], now: Date): Promise<number | null> {
  let retryAfter: number | null = null;
  const nowIso = now.toISOString();
  for (const { key, limit } of hits) {
    const expired = sql`${loginThrottle.windowStartedAt} <= ${nowIso}::timestamptz - make_interval(secs => ${limit.windowSeconds})`;
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, count: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          count: sql`case when ${expired} then 1 else ${loginThrottle.count} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${nowIso}::timestamptz else ${loginThrottle.windowStartedAt} end`,
        },
      })
      .returning({ count: loginThrottle.count, windowStartedAt: loginThrottle.windowStartedAt });
    if (row && row.count > limit.max) {
      const wait = Math.max(1, Math.ceil((row.windowStartedAt.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000));
      retryAfter = Math.max(retryAfter ?? 0, wait);
    }
  }
  return retryAfter;
}

/** Gives back one hit per key (a right PIN does not count against the IP or the PIN value). */
export async function refundLoginThrottle(db: Db | Tx, keys: string[]): Promise<void> {
  for (const key of keys) {
    await db
      .update(loginThrottle)
      .set({ count: sql`greatest(${loginThrottle.count} - 1, 0)` })
      .where(eq(loginThrottle.key, key));
  }
}
