/**
 * The password step of staff sign-in (docs/product.md#staff-sign-in). Failures are counted per
 * lower-cased e-mail whether or not anyone has it, so a stranger learns nothing from the answer or
 * its timing: from the 5th failure in a row the address is locked for a growing time (1, 2, 4 …
 * up to 60 minutes) and every attempt meanwhile gets the same refusal without checking. A success
 * clears the count. Per-address limits are the route's rate limit.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffSignInFailures } from '../../db/schema/index';
import { verifyStaffPassword } from './passwords';

/** Failures in a row before an e-mail is locked. */
export const SIGN_IN_FREE_FAILURES = 4;
/** The longest lock. */
const MAX_LOCK_MS = 60 * 60 * 1000;

/** The lock after `failures` failures in a row: none up to SIGN_IN_FREE_FAILURES, then 1, 2, 4 … 60 min. */
export function lockAfter(failures: number): number {
  if (failures <= SIGN_IN_FREE_FAILURES) return 0;
  return Math.min(60_000 * 2 ** (failures - SIGN_IN_FREE_FAILURES - 1), MAX_LOCK_MS);
}

/** A staff row as the sign-in needs it. */
export interface SignInStaff {
  id: number;
  email: string;
  name: string;
  role: string;
  sessionEpoch: number;
}

export type PasswordCheck = { ok: true; staff: SignInStaff } | { ok: false; locked: boolean };

/**
 * Checks `password` for `email` at `now`. Disabled people and invites not yet accepted fail like a
 * wrong password.
 */
export async function checkStaffPassword(db: Db, email: string, password: string, now: Date): Promise<PasswordCheck> {
  const [failure] = await db.select().from(staffSignInFailures).where(eq(staffSignInFailures.email, email)).limit(1);
  if (failure?.lockedUntil && failure.lockedUntil > now) return { ok: false, locked: true };

  const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
  const usable = row && row.disabledAt === null ? row.passwordHash : null;
  const ok = await verifyStaffPassword(usable, password);
  if (ok && row) {
    if (failure) await db.delete(staffSignInFailures).where(eq(staffSignInFailures.email, email));
    await db.update(staff).set({ lastSignInAt: now }).where(eq(staff.id, row.id));
    return {
      ok: true,
      staff: {
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        sessionEpoch: row.sessionEpoch,
      },
    };
  }
  await recordFailure(db, email, now);
  return { ok: false, locked: false };
}

/** Counts one more failure for `email` and locks it per lockAfter. */
export async function recordFailure(db: Db, email: string, now: Date): Promise<void> {
  const [row] = await db
    .insert(staffSignInFailures)
    .values({ email, failures: 1 })
    .onConflictDoUpdate({ target: staffSignInFailures.email, set: { failures: sql`${staffSignInFailures.failures} + 1` } })
    .returning({ failures: staffSignInFailures.failures });
  const lock = lockAfter(row?.failures ?? 1);
  if (lock > 0) {
    await db
      .update(staffSignInFailures)
      .set({ lockedUntil: new Date(now.getTime() + lock) })
      .where(eq(staffSignInFailures.email, email));
  }
}
