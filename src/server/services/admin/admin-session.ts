/**
 * Server-side admin sessions (DESIGN.md §5): rows of `sessions` with sess.role = 'admin'.
 * The cookie carries only the random sid (signed); the row decides whether it is still live.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/index';

/** How long an admin session lives after login. */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** A live admin session. */
export interface AdminSession {
  sid: string;
  expire: Date;
}

const isAdminRow = sql`${sessions.sess} ->> 'role' = 'admin'`;

/**
 * Compares a candidate with the admin password in constant time: both are hashed with
 * SHA-256 first so neither the content nor the length leaks through timing.
 */
export function isAdminPassword(candidate: string, adminPassword: string): boolean {
  const a = createHash('sha256').update(candidate, 'utf8').digest();
  const b = createHash('sha256').update(adminPassword, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/**
 * Opens a new admin session (a fresh sid at every login, DESIGN.md §5) and drops the
 * caller's previous one and every expired admin row (lazy clean-up; no timer to leak).
 */
export async function createAdminSession(db: Db, options: { previousSid?: string | null; now?: Date } = {}): Promise<AdminSession> {
  const now = options.now ?? new Date();
  await db.delete(sessions).where(and(isAdminRow, lt(sessions.expire, now)));
  if (options.previousSid) await destroyAdminSession(db, options.previousSid);
  const session: AdminSession = { sid: randomBytes(32).toString('base64url'), expire: new Date(now.getTime() + ADMIN_SESSION_TTL_MS) };
  await db.insert(sessions).values({ sid: session.sid, sess: { role: 'admin', createdAt: now.toISOString() }, expire: session.expire });
  return session;
}

/** The live admin session with this sid, or null when missing, expired or not an admin's. */
export async function findAdminSession(db: Db, sid: string, now: Date = new Date()): Promise<AdminSession | null> {
  const [row] = await db
    .select({ sid: sessions.sid, expire: sessions.expire })
    .from(sessions)
    .where(and(eq(sessions.sid, sid), isAdminRow, gt(sessions.expire, now)))
    .limit(1);
  return row ?? null;
}

/** Deletes the admin session with this sid (no-op when it does not exist). */
export async function destroyAdminSession(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.sid, sid), isAdminRow));
}
