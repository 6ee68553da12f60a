/**
 * Checking a second-factor code at sign-in or re-authentication (docs/product.md#staff-sign-in):
 * an authenticator code (6 digits) or a recovery code, each usable once. Wrong codes are counted
 * per person in `staff.mfa_failures`, which a correct password does not clear: from the 5th wrong
 * code in a row no code is checked for a growing time (1, 2, 4 … 60 minutes, lockUntilSql), so the
 * password alone never buys more guesses. Each attempt is counted before its code is checked, so a
 * burst cannot check more (docs/decisions/205-count-before-check.md). A correct code clears the
 * count.
 */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema/index';
import { useRecoveryCode } from './recovery-codes';
import { lockUntilSql } from './sign-in';
import { acceptTotpCode, isTotpCode } from './totp';

/** What a code check found: which kind of code worked, or why none did. */
export type CodeCheck =
  { ok: true; method: 'totp' | 'recovery' } | { ok: false; locked: false } | { ok: false; locked: true; retryAfterSeconds: number };

/**
 * Counts one code attempt for `staffId` at `now` BEFORE the code is checked, in one UPDATE that
 * also sets the lock (lockUntilSql of the new count), so parallel attempts on any instance check at
 * most 5 codes before the lock and one per lock after it. Answers null when the code may be checked, else
 * the seconds to wait (a missing person waits nothing and is refused by the check).
 */
async function claimCodeAttempt(db: Db, staffId: number, now: Date): Promise<number | null> {
  const nowIso = now.toISOString();
  const next = sql`(${staff.mfaFailures} + 1)`;
  const [claimed] = await db
    .update(staff)
    .set({
      mfaFailures: next,
      mfaLockedUntil: lockUntilSql(next, nowIso),
    })
    .where(and(eq(staff.id, staffId), or(isNull(staff.mfaLockedUntil), lte(staff.mfaLockedUntil, now))))
    .returning({ id: staff.id });
  if (claimed) return null;
  const [row] = await db.select({ lockedUntil: staff.mfaLockedUntil }).from(staff).where(eq(staff.id, staffId)).limit(1);
  if (!row?.lockedUntil) return null;
  return Math.max(1, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
}

/**
 * Checks `code` for staff member `staffId` at `now` (TOTP secrets are opened with `sealKey`,
 * SESSION_SECRET), after counting the attempt (claimCodeAttempt). A refusal says only whether the
 * person is locked (and for how many seconds), never whether the code was wrong, replayed or
 * already used.
 */
export async function checkSecondFactorCode(
  db: Db,
  options: { staffId: number; code: string; now: Date; sealKey: string },
): Promise<CodeCheck> {
  const { staffId, now } = options;
  const wait = await claimCodeAttempt(db, staffId, now);
  if (wait !== null) return { ok: false, locked: true, retryAfterSeconds: wait };

  const code = options.code.trim();
  let method: 'totp' | 'recovery' | null = null;
  if (isTotpCode(code)) {
    if (await acceptTotpCode(db, { staffId, code, now, sealKey: options.sealKey })) method = 'totp';
  } else if (await useRecoveryCode(db, staffId, code, now)) {
    method = 'recovery';
  }
  if (!method) return { ok: false, locked: false };
  await db.update(staff).set({ mfaFailures: 0, mfaLockedUntil: null }).where(eq(staff.id, staffId));
  return { ok: true, method };
}
