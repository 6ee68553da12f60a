/**
 * Checking a second-factor code at sign-in or re-authentication (docs/product.md#staff-sign-in):
 * an authenticator code (6 digits) or a recovery code, each usable once. Wrong codes are counted
 * per person in `staff.mfa_failures`, which a correct password does not clear: from the 5th wrong
 * code in a row no code is checked for a growing time (1, 2, 4 … 60 minutes, lockAfter), so the
 * password alone never buys more guesses. A correct code clears the count.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema/index';
import { useRecoveryCode } from './recovery-codes';
import { lockAfter } from './sign-in';
import { acceptTotpCode, isTotpCode } from './totp';

/** What a code check found: which kind of code worked, or why none did. */
export type CodeCheck = { ok: true; method: 'totp' | 'recovery' } | { ok: false; locked: boolean };

/**
 * Checks `code` for staff member `staffId` at `now` (TOTP secrets are opened with `sealKey`,
 * SESSION_SECRET). A refusal says only whether the person is locked, never whether the code was
 * wrong, replayed or already used.
 */
export async function checkSecondFactorCode(
  db: Db,
  options: { staffId: number; code: string; now: Date; sealKey: string },
): Promise<CodeCheck> {
  const { staffId, now } = options;
  const [row] = await db.select({ lockedUntil: staff.mfaLockedUntil }).from(staff).where(eq(staff.id, staffId)).limit(1);
  if (!row) return { ok: false, locked: false };
  if (row.lockedUntil && row.lockedUntil > now) return { ok: false, locked: true };

  const code = options.code.trim();
  let method: 'totp' | 'recovery' | null = null;
  if (isTotpCode(code)) {
    if (await acceptTotpCode(db, { staffId, code, now, sealKey: options.sealKey })) method = 'totp';
  } else if (await useRecoveryCode(db, staffId, code, now)) {
    method = 'recovery';
  }
  if (method) {
    await db.update(staff).set({ mfaFailures: 0, mfaLockedUntil: null }).where(eq(staff.id, staffId));
    return { ok: true, method };
  }
  await recordCodeFailure(db, staffId, now);
  return { ok: false, locked: false };
}

/** Counts one more wrong code for `staffId` at `now` and locks further codes per lockAfter. */
async function recordCodeFailure(db: Db, staffId: number, now: Date): Promise<void> {
  const [row] = await db
    .update(staff)
    .set({ mfaFailures: sql`${staff.mfaFailures} + 1` })
    .where(eq(staff.id, staffId))
    .returning({ failures: staff.mfaFailures });
  const lock = lockAfter(row?.failures ?? 0);
  if (lock > 0)
    await db
      .update(staff)
      .set({ mfaLockedUntil: new Date(now.getTime() + lock) })
      .where(eq(staff.id, staffId));
}
