/**
 * The password step of staff sign-in (docs/product.md#staff-sign-in,
 * docs/decisions/204-staff-lock-outs-per-address.md). Every attempt is counted BEFORE the argon2
 * check, in one INSERT … ON CONFLICT DO UPDATE … RETURNING per counter, so a burst over any number
 * of instances cannot check more passwords than the counters allow:
 *
 * 1. per e-mail and client address: from the 5th failure in a row that address is locked for that
 *    e-mail for 1, 2, 4 … up to 60 minutes (failures older than a day stop counting);
 * 2. per e-mail, over all addresses: from the 5th failure in a row the e-mail is locked for the
 *    same growing time. During that lock an account without a second factor checks nothing; an
 *    account with one (and an e-mail nobody has, so the answer tells nothing) still checks the
 *    password of an address with no failure for it in the last day, once, up to
 *    LENIENT_CHECKS_PER_DAY such checks per e-mail a day: the owner on a clean address still
 *    reaches the second factor while an attacker's addresses stay locked.
 *
 * Failures are counted whether or not anyone has the e-mail, so a stranger learns nothing from the
 * answer or its timing; a right password clears both counts.
 */
import { and, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffSignInAddressFailures, staffSignInFailures } from '../../db/schema/index';
import { hitLoginThrottle, type ThrottleLimit } from '../dealers/login-throttle';
import { verifyStaffPassword } from './passwords';
import { secondFactorMethods } from './second-factors';

/** Failures in a row before an e-mail (or an e-mail from one address) is locked. */
export const SIGN_IN_FREE_FAILURES = 4;
/** The longest lock. */
const MAX_LOCK_MS = 60 * 60 * 1000;
/** Failures of one address older than this stop counting against it. */
export const ADDRESS_MEMORY_MS = 24 * 60 * 60 * 1000;
/**
 * Passwords checked for clean addresses while an e-mail with a second factor is locked, per day.
 * With the at most ~34 checks a day the growing lock lets through, an e-mail gets fewer than 100
 * failed checks a day (NIST SP 800-63B-4 §3.2.2: at most 100 consecutive failed attempts).
 */
export const LENIENT_CHECKS_PER_DAY: ThrottleLimit = { max: 60, windowSeconds: 24 * 60 * 60 };

/**
 * The end of the lock after `failures` failures in a row (an SQL integer) at `nowIso`: none up to
 * SIGN_IN_FREE_FAILURES, then 1, 2, 4 … 60 min; null when there is none.
 */
export function lockUntilSql(failures: SQL, nowIso: string): SQL {
  const free = SIGN_IN_FREE_FAILURES;
  return sql`case when ${failures} > ${free} then ${nowIso}::timestamptz + make_interval(secs => least(60 * power(2, least(${failures} - ${free + 1}, 6)), ${MAX_LOCK_MS / 1000})) else null end`;
}

/** A staff row as the sign-in needs it. */
export interface SignInStaff {
  id: number;
  email: string;
  name: string;
  role: string;
  sessionEpoch: number;
}

/** What a password check found; a refusal without a check says for how long (seconds). */
export type PasswordCheck =
  { ok: true; staff: SignInStaff } | { ok: false; locked: false } | { ok: false; locked: true; retryAfterSeconds: number };

function secondsUntil(until: Date | null | undefined, now: Date): number {
  return Math.max(1, Math.ceil(((until?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
}

/**
 * Counts one attempt for `email` from `address` at `now` unless a lock refuses it: the address's
 * count first (refused while it is locked), then the e-mail's (refused while it is locked, unless
 * `isLenientAccount()` and this address has no failure in the last day and the day's lenient
 * checks are not used up); when the e-mail refuses, the address's count is given back. Each count
 * is one statement, so its row is locked only while the statement runs (a transaction would hold
 * the e-mail's row across round trips, and a burst would queue on it). Answers null when the
 * attempt may be checked, else the seconds to wait.
 */
async function claimAttempt(
  db: Db,
  options: { email: string; address: string; now: Date; isLenientAccount: () => Promise<boolean> },
): Promise<number | null> {
  const { email, address, now } = options;
  const nowIso = now.toISOString();
  const forgetBefore = new Date(now.getTime() - ADDRESS_MEMORY_MS).toISOString();
  const pair = staffSignInAddressFailures;
  const account = staffSignInFailures;
  const thisPair = and(eq(pair.email, email), eq(pair.address, address));

  const next = sql`(case when ${pair.lastFailureAt} <= ${forgetBefore}::timestamptz then 1 else ${pair.failures} + 1 end)`;
  const [counted] = await db
    .insert(pair)
    .values({ email, address, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: [pair.email, pair.address],
      set: { failures: next, lastFailureAt: now, lockedUntil: lockUntilSql(next, nowIso) },
      where: or(isNull(pair.lockedUntil), lte(pair.lockedUntil, now)),
    })
    .returning({ failures: pair.failures });
  if (!counted) {
    const [row] = await db.select({ lockedUntil: pair.lockedUntil }).from(pair).where(thisPair);
    return secondsUntil(row?.lockedUntil, now);
  }

  let lenient = false;
  if (counted.failures === 1) {
    const [row] = await db.select({ lockedUntil: account.lockedUntil }).from(account).where(eq(account.email, email));
    if (row?.lockedUntil && row.lockedUntil > now && (await options.isLenientAccount())) {
      lenient = (await hitLoginThrottle(db, [{ key: `staff-sign-in:${email}`, limit: LENIENT_CHECKS_PER_DAY }], now)) === null;
    }
  }
  const failures = sql`(${account.failures} + 1)`;
  const [admitted] = await db
    .insert(account)
    .values({ email, failures: 1 })
    .onConflictDoUpdate({
      target: account.email,
      set: { failures, lockedUntil: sql`greatest(${account.lockedUntil}, ${lockUntilSql(failures, nowIso)})` },
      where: lenient ? undefined : or(isNull(account.lockedUntil), lte(account.lockedUntil, now)),
    })
    .returning({ failures: account.failures });
  if (admitted) return null;

  // Nothing was checked: the address's count goes back (a lock it set stays, on the safe side).
  await db
    .update(pair)
    .set({ failures: sql`greatest(${pair.failures} - 1, 0)` })
    .where(thisPair);
  const [row] = await db.select({ lockedUntil: account.lockedUntil }).from(account).where(eq(account.email, email));
  return secondsUntil(row?.lockedUntil, now);
}

/**
 * Checks `password` for `email` (lower-cased) from client `address` (request.ip) at `now`, counting
 * the attempt first (see the file's head). Disabled people and invites not yet accepted fail like a
 * wrong password, and like an unknown e-mail they count as having a second factor.
 */
export async function checkStaffPassword(
  db: Db,
  options: { email: string; password: string; address: string; now: Date },
): Promise<PasswordCheck> {
  const { email, address, now } = options;
  const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
  const usable = row && row.disabledAt === null ? row.passwordHash : null;
  const isLenientAccount = async () => !row || usable === null || (await secondFactorMethods(db, row.id)).length > 0;

  const wait = await claimAttempt(db, { email, address, now, isLenientAccount });
  if (wait !== null) return { ok: false, locked: true, retryAfterSeconds: wait };

  const ok = await verifyStaffPassword(usable, options.password);
  if (!ok || !row) return { ok: false, locked: false };
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.email, email));
  await db
    .delete(staffSignInAddressFailures)
    .where(and(eq(staffSignInAddressFailures.email, email), eq(staffSignInAddressFailures.address, address)));
  await db.update(staff).set({ lastSignInAt: now }).where(eq(staff.id, row.id));
  return {
    ok: true,
    staff: { id: row.id, email: row.email, name: row.name, role: row.role, sessionEpoch: row.sessionEpoch },
  };
}
