/**
 * Customer sessions and pending sign-ins (DESIGN.md §4-§5): rows of `sessions`.
 * - sess {kind: 'customer', userId}: a signed-in shopper; the cookie carries only the random sid.
 * - sess {kind: 'oidc_pending', …}: one sign-in in flight (PKCE verifier, state, nonce, returnTo).
 *   Consumed with one DELETE … RETURNING, so a replayed callback finds nothing.
 * Both live in PostgreSQL, so they survive restarts and work across instances.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/index';

/** How long a customer stays signed in. */
export const CUSTOMER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a started sign-in may take to come back. */
export const PENDING_SIGN_IN_TTL_MS = 10 * 60 * 1000;

/** A live customer session. */
export interface CustomerSession {
  sid: string;
  userId: string;
  expire: Date;
}

/** What a started sign-in remembers until its callback. */
export interface PendingSignIn {
  codeVerifier: string;
  state: string;
  nonce: string;
  returnTo: string;
  /** The origin the sign-in started on (the development issuer's redirect_uri lives there). */
  origin: string;
}

const isCustomerRow = sql`${sessions.sess} ->> 'kind' = 'customer'`;
const isPendingRow = sql`${sessions.sess} ->> 'kind' = 'oidc_pending'`;

function newSid(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Opens a customer session with a fresh sid (rotation at every sign-in, DESIGN.md §5) and
 * drops the caller's previous one plus expired customer and pending rows (lazy clean-up).
 */
export async function createCustomerSession(
  db: Db,
  options: { userId: string; previousSid?: string | null; now: Date },
): Promise<CustomerSession> {
  const now = options.now;
  await db.delete(sessions).where(and(sql`(${isCustomerRow} or ${isPendingRow})`, lt(sessions.expire, now)));
  if (options.previousSid) await destroyCustomerSession(db, options.previousSid);
  const session: CustomerSession = { sid: newSid(), userId: options.userId, expire: new Date(now.getTime() + CUSTOMER_SESSION_TTL_MS) };
  await db
    .insert(sessions)
    .values({ sid: session.sid, sess: { kind: 'customer', userId: options.userId, createdAt: now.toISOString() }, expire: session.expire });
  return session;
}

/** The live customer session with this sid, or null. */
export async function findCustomerSession(db: Db, sid: string, now: Date): Promise<CustomerSession | null> {
  const [row] = await db
    .select({ sid: sessions.sid, sess: sessions.sess, expire: sessions.expire })
    .from(sessions)
    .where(and(eq(sessions.sid, sid), isCustomerRow, gt(sessions.expire, now)))
    .limit(1);
  if (!row || typeof row.sess.userId !== 'string') return null;
  return { sid: row.sid, userId: row.sess.userId, expire: row.expire };
}

/** Deletes the customer session with this sid (no-op when missing). */
export async function destroyCustomerSession(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.sid, sid), isCustomerRow));
}

/** Stores a sign-in in flight and returns its id (kept in a short-lived signed cookie). */
export async function createPendingSignIn(db: Db, pending: PendingSignIn, now: Date): Promise<{ sid: string; expire: Date }> {
  const sid = newSid();
  const expire = new Date(now.getTime() + PENDING_SIGN_IN_TTL_MS);
  await db.insert(sessions).values({ sid, sess: { kind: 'oidc_pending', ...pending }, expire });
  return { sid, expire };
}

/** Takes a pending sign-in exactly once; null when unknown, expired or already used. */
export async function consumePendingSignIn(db: Db, sid: string, now: Date): Promise<PendingSignIn | null> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.sid, sid), isPendingRow))
    .returning({ sess: sessions.sess, expire: sessions.expire });
  if (!row || row.expire <= now) return null;
  const s = row.sess;
  if (
    typeof s.codeVerifier !== 'string' ||
    typeof s.state !== 'string' ||
    typeof s.nonce !== 'string' ||
    typeof s.returnTo !== 'string' ||
    typeof s.origin !== 'string'
  )
    return null;
  return { codeVerifier: s.codeVerifier, state: s.state, nonce: s.nonce, returnTo: s.returnTo, origin: s.origin };
}
