/**
 * Authenticator-app codes for staff (docs/product.md#staff-sign-in): TOTP as RFC 6238 with
 * otplib's defaults (SHA-1, 6 digits, 30 s steps), a code of the step before or after the server's
 * accepted (clock drift, ±1 step), and each code usable once: the accepted step is written with a
 * compare-and-set in one UPDATE, so the same code (or an older one) is refused even when two
 * requests race. The secret is kept sealed with SESSION_SECRET (lib/secret-box.ts).
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema/index';
import { openSecret, sealSecret } from '../../lib/secret-box';

/** The secret-box purpose of TOTP secrets. */
const TOTP_PURPOSE = 'staff-totp';
/** RFC 6238 step, seconds. */
export const TOTP_PERIOD_S = 30;
/** The issuer shown in the authenticator app. */
const TOTP_ISSUER = 'Chaabi Admin';

/** Whether `code` looks like an authenticator code (6 digits) rather than a recovery code. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * Starts an authenticator-app enrolment for `person`: a new random secret (160 bits, base32),
 * stored sealed with `sealKey` (SESSION_SECRET) and not confirmed yet; any earlier unconfirmed
 * secret is replaced. Returns the secret and its otpauth:// URI (the QR code's content).
 * @returns null when the person already has a confirmed authenticator (remove it first).
 */
export async function startTotpEnrolment(
  db: Db,
  person: { id: number; email: string },
  sealKey: string,
): Promise<{ secret: string; otpauthUrl: string } | null> {
  const secret = generateSecret();
  const [row] = await db
    .update(staff)
    .set({ totpSecretSealed: sealSecret(sealKey, TOTP_PURPOSE, secret), totpLastStep: null })
    .where(and(eq(staff.id, person.id), isNull(staff.totpConfirmedAt)))
    .returning({ id: staff.id });
  if (!row) return null;
  return { secret, otpauthUrl: generateURI({ issuer: TOTP_ISSUER, label: person.email, secret }) };
}

/** The RFC 6238 step `code` belongs to for `secret` at `now` (±1 step), or null. */
async function matchingStep(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  if (!isTotpCode(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_S,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Checks `code` against staff member `staffId`'s authenticator at `now`. `confirming`: the secret
 * must still be unconfirmed (enrolment) and a right code confirms it; otherwise it must be
 * confirmed. On success the code's step is stored only if it is newer than the last accepted one
 * (compare-and-set), so each code works once. Returns whether the code was accepted.
 */
export async function acceptTotpCode(
  db: Db,
  options: { staffId: number; code: string; now: Date; sealKey: string; confirming?: boolean },
): Promise<boolean> {
  const [row] = await db
    .select({ sealed: staff.totpSecretSealed, confirmedAt: staff.totpConfirmedAt, lastStep: staff.totpLastStep })
    .from(staff)
    .where(eq(staff.id, options.staffId))
    .limit(1);
  if (!row?.sealed || (options.confirming ? row.confirmedAt !== null : row.confirmedAt === null)) return false;
  let secret: string;
  try {
    secret = openSecret(options.sealKey, TOTP_PURPOSE, row.sealed);
  } catch {
    return false; // sealed under another SESSION_SECRET: the person enrols again
  }
  const step = await matchingStep(secret, options.code, options.now, row.lastStep);
  if (step === null) return false;
  const [won] = await db
    .update(staff)
    .set({ totpLastStep: step, ...(options.confirming ? { totpConfirmedAt: options.now } : {}) })
    .where(and(eq(staff.id, options.staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return won !== undefined;
}

/** Removes staff member `staffId`'s authenticator app (secret, confirmation, last step). */
export async function removeTotp(db: Db, staffId: number): Promise<void> {
  await db.update(staff).set({ totpSecretSealed: null, totpConfirmedAt: null, totpLastStep: null }).where(eq(staff.id, staffId));
}
