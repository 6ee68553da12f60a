/**
 * Server-side admin sessions (docs/product.md#admin-auth): rows of `sessions` with
 * sess.role = 'admin'. The cookie carries only the random sid (signed); the row decides whether
 * it is still live:
 * - idle timeout: `expire` slides to now + 30 min on use (OWASP ASVS 5.0 7.3.1), never past
 * - the absolute limit: 12 h after login regardless of use (ASVS 7.3.2), kept in sess.absoluteExpiresAt;
 * - password binding: sess.pw is a fingerprint of the admin password, so changing or rotating
 *   it ends every admin session at the next request.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { verifyStoredAdminPassword } from './stored-secrets';

/** An admin session ends this long after its last request. */
export const ADMIN_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** An admin session ends this long after login, however busy. */
export const ADMIN_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** `expire` is rewritten only when it moves by at least this much (one write a minute, not one per request). */
const TOUCH_STEP_MS = 60 * 1000;

/** A live admin session. */
export interface AdminSession {
  sid: string;
  /** When it ends if idle from now on. */
  expire: Date;
  /** When it ends regardless (login + 12 h). */
  absoluteExpire: Date;
}

const isAdminRow = sql`${sessions.sess} ->> 'role' = 'admin'`;

/**
 * Compares a candidate with the admin password in constant time: both are hashed with
 * SHA-256 first so neither the content nor the length leaks through timing.
 */
function isAdminPassword(candidate: string, adminPassword: string): boolean {
  const a = createHash('sha256').update(candidate, 'utf8').digest();
  const b = createHash('sha256').update(adminPassword, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/** Where the admin password comes from: ADMIN_PASSWORD, or the generated one's hash in the data folder. */
export interface AdminPasswordSource {
  adminPassword: string | undefined;
  adminPasswordHash: string | undefined;
}

/**
 * Checks a login attempt: against ADMIN_PASSWORD when it is set (constant time), otherwise
 * against the stored argon2id hash (docs/decisions/034-production-start.md). False when neither exists.
 */
export async function verifyAdminPassword(candidate: string, source: AdminPasswordSource): Promise<boolean> {
  if (source.adminPassword !== undefined) return isAdminPassword(candidate, source.adminPassword);
  if (source.adminPasswordHash !== undefined) return verifyStoredAdminPassword(source.adminPasswordHash, candidate);
  return false;
}

/**
 * The fingerprint of the admin password stored in each admin session: HMAC-SHA256(SESSION_SECRET,
 * password, or the stored hash of a generated one), first 128 bits, base64url. It reveals
 * nothing without the secret, and a new ADMIN_PASSWORD or a rotated generated one gives a new
 * fingerprint, so every older session stops matching.
 */
export function adminPasswordFingerprint(sessionSecret: string, source: AdminPasswordSource): string {
  const password = source.adminPassword ?? `stored:${source.adminPasswordHash ?? ''}`;
  return createHmac('sha256', sessionSecret).update(`admin-password:${password}`, 'utf8').digest().subarray(0, 16).toString('base64url');
}

/**
 * Opens a new admin session (a fresh sid at every login, docs/product.md#admin-auth) bound to the
 * password's fingerprint, and drops the caller's previous one.
 */
export async function createAdminSession(
  db: Db,
  options: { fingerprint: string; now: Date; previousSid?: string | null },
): Promise<AdminSession> {
  const { now } = options;
  if (options.previousSid) await destroyAdminSession(db, options.previousSid);
  const absoluteExpire = new Date(now.getTime() + ADMIN_SESSION_MAX_AGE_MS);
  const session: AdminSession = {
    sid: randomBytes(32).toString('base64url'),
    expire: new Date(now.getTime() + ADMIN_IDLE_TIMEOUT_MS),
    absoluteExpire,
  };
  await db.insert(sessions).values({
    sid: session.sid,
    sess: { role: 'admin', createdAt: now.toISOString(), absoluteExpiresAt: absoluteExpire.toISOString(), pw: options.fingerprint },
    expire: session.expire,
  });
  return session;
}

/**
 * The live admin session with this sid, or null when missing, idle for 30 minutes, past its
 * 12 hours, made under another admin password, or not an admin's. A live one is touched: its
 * idle deadline moves to now + 30 min (capped at the absolute limit).
 */
export async function findAdminSession(db: Db, options: { sid: string; fingerprint: string; now: Date }): Promise<AdminSession | null> {
  const { now } = options;
  const [row] = await db
    .select({ sid: sessions.sid, expire: sessions.expire, sess: sessions.sess })
    .from(sessions)
    .where(and(eq(sessions.sid, options.sid), isAdminRow, gt(sessions.expire, now)))
    .limit(1);
  if (!row) return null;
  const { pw, absoluteExpiresAt } = row.sess;
  if (typeof pw !== 'string' || typeof absoluteExpiresAt !== 'string') return null;
  const a = Buffer.from(pw);
  const b = Buffer.from(options.fingerprint);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  const absoluteExpire = new Date(absoluteExpiresAt);
  if (!(absoluteExpire > now)) return null;

  const expire = new Date(Math.min(now.getTime() + ADMIN_IDLE_TIMEOUT_MS, absoluteExpire.getTime()));
  if (expire.getTime() - row.expire.getTime() >= TOUCH_STEP_MS) {
    await db
      .update(sessions)
      .set({ expire })
      .where(and(eq(sessions.sid, row.sid), isAdminRow, lt(sessions.expire, expire)));
    return { sid: row.sid, expire, absoluteExpire };
  }
  return { sid: row.sid, expire: row.expire, absoluteExpire };
}

/** Deletes the admin session with this sid (no-op when it does not exist). */
export async function destroyAdminSession(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.sid, sid), isAdminRow));
}
