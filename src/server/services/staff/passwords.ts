/**
 * Staff passwords (docs/product.md#staff-sign-in): argon2id with the OWASP Password Storage Cheat
 * Sheet's minimum (m = 19 MiB, t = 2, p = 1); a new password has at least 12 characters and is not
 * among the common passwords @zxcvbn-ts/language-common ships (NIST SP 800-63B-4 §3.1.1.2: a
 * blocklist and a length, no composition rules).
 */
import { hash, verify, type Options } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/app-error';

// algorithm 2 is Algorithm.Argon2id (a const enum, which isolatedModules cannot read).
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The shortest password a staff member may choose (NIST SP 800-63B-4 asks ≥ 8 with MFA, 15 without; we ask 12). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** The longest (argon2 takes any length; this bounds the work per request). */
export const STAFF_PASSWORD_MAX_LENGTH = 200;

const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** The argon2id hash of `password`. */
export function hashStaffPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of nothing anyone knows, verified against when the e-mail is unknown so both answers take as long. */
let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `passwordHash`; with a null hash (unknown e-mail, invite not accepted)
 * it still runs one argon2 verification so the timing does not tell the cases apart, then answers false.
 */
export async function verifyStaffPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashStaffPassword('no one has this password: chaabi staff sign-in');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Checks a new password: `STAFF_PASSWORD_MIN_LENGTH`..`STAFF_PASSWORD_MAX_LENGTH` characters
 * (code points) and not a common password (case-insensitive).
 * @throws AppError BAD_REQUEST with an issue on `password` saying which rule it broke.
 */
export function checkNewStaffPassword(password: string): void {
  const length = [...password].length;
  let message: string | undefined;
  if (length < STAFF_PASSWORD_MIN_LENGTH) message = `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;
  else if (length > STAFF_PASSWORD_MAX_LENGTH) message = `Use at most ${STAFF_PASSWORD_MAX_LENGTH} characters`;
  else if (COMMON.has(password.toLowerCase())) message = 'This password is one of the most common ones; choose another';
  if (message) throw new AppError('BAD_REQUEST', message, { issues: [{ path: 'password', message }] });
}
