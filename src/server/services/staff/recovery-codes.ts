/**
 * Recovery codes (docs/product.md#staff-sign-in): ten one-time codes a staff member keeps on paper
 * for when their phone or passkey is lost. Only the SHA-256 of each is stored; they are shown once,
 * when made. Each code is 10 random base32 characters (50 bits), written `xxxxx-xxxxx`; case, spaces
 * and dashes do not matter when typed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffRecoveryCodes } from '../../db/schema/index';

/** How many codes a set has. */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function normalise(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function hashCode(code: string): string {
  return createHash('sha256').update(normalise(code)).digest('hex');
}

function newCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Replaces staff member `staffId`'s recovery codes with a new set of RECOVERY_CODE_COUNT and
 * returns them in clear (the only time they exist in clear).
 */
export async function replaceRecoveryCodes(db: Db, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.transaction(async (tx) => {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: hashCode(code) })));
  });
  return codes;
}

/** How many unused recovery codes staff member `staffId` has. */
export async function unusedRecoveryCodes(db: Db, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Deletes every recovery code of staff member `staffId`. */
export async function removeRecoveryCodes(db: Db, staffId: number): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
}

/**
 * Uses `code` if it is one of staff member `staffId`'s unused recovery codes: marks it used at
 * `now` in one UPDATE (a second use, even racing, finds it used). Returns whether it was accepted.
 */
export async function useRecoveryCode(db: Db, staffId: number, code: string, now: Date): Promise<boolean> {
  if (normalise(code).length !== 10) return false;
  const [used] = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, hashCode(code)), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return used !== undefined;
}
