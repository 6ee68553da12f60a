/**
 * One-time dealer setup codes (docs/decisions/016-dealer-setup-codes.md): the admin
 * hands the code over, the dealer uses it once to choose a first PIN. Codes are drawn with
 * crypto.randomInt (no modulo bias) from Crockford base32 without I, L, O, U; only a peppered
 * HMAC is stored, so a leaked dealers table does not reveal a live code.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SETUP_CODE_ALPHABET, SETUP_CODE_LENGTH } from '#shared/schemas/dealer';
import type { Db, Tx } from '../../db/client';
import { adminAuditLog, dealers } from '../../db/schema/index';

/** How long a setup code is accepted after it was issued: 72 hours. */
export const SETUP_CODE_TTL_MS = 72 * 60 * 60 * 1000;
/** Wrong tries that burn a code (the 5th wrong try is the last). */
export const SETUP_CODE_MAX_ATTEMPTS = 5;

/** A new random setup code (SETUP_CODE_LENGTH characters, 50 bits). */
export function generateSetupCode(): string {
  let code = '';
  for (let i = 0; i < SETUP_CODE_LENGTH; i += 1) code += SETUP_CODE_ALPHABET[randomInt(SETUP_CODE_ALPHABET.length)];
  return code;
}

/** The stored form of a normalized code: HMAC-SHA256(PIN_PEPPER, 'setup-code:' + code), hex. */
export function hashSetupCode(pepper: string, code: string): string {
  return createHmac('sha256', pepper).update(`setup-code:${code}`, 'utf8').digest('hex');
}

/** Constant-time comparison of two stored-form hashes (a missing one compares against a dummy). */
export function setupCodeMatches(storedHash: string | null, candidateHash: string): boolean {
  const a = Buffer.from(storedHash ?? '0'.repeat(64), 'hex');
  const b = Buffer.from(candidateHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b) && storedHash !== null;
}

/**
 * Issues a fresh code for a dealer inside the caller's transaction: replaces any earlier code,
 * resets its try count, and records "setup code issued" in admin_audit_log (never the code).
 * Answers the code in clear text, for the admin to see once.
 */
export async function issueSetupCode(
  tx: Db | Tx,
  options: { dealerId: number; pepper: string; now: Date; reason: 'dealer_created' | 'pin_reset' },
): Promise<{ setupCode: string; setupCodeExpiresAt: string }> {
  const setupCode = generateSetupCode();
  const expiresAt = new Date(options.now.getTime() + SETUP_CODE_TTL_MS);
  await tx
    .update(dealers)
    .set({ setupCodeHash: hashSetupCode(options.pepper, setupCode), setupCodeExpiresAt: expiresAt, setupCodeAttempts: 0 })
    .where(eq(dealers.id, options.dealerId));
  await tx.insert(adminAuditLog).values({
    action: 'dealer_setup_code_issued',
    target: `dealer:${options.dealerId}`,
    detail: { reason: options.reason, expiresAt: expiresAt.toISOString() },
    createdAt: options.now,
  });
  return { setupCode, setupCodeExpiresAt: expiresAt.toISOString() };
}
