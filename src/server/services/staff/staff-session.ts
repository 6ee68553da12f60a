/**
 * Server-side staff sessions (docs/product.md#staff-sign-in): rows of `sessions` with
 * sess.role = 'admin' naming a staff member. The cookie carries only the random sid (signed); the
 * row and the person's `staff` row decide whether it is live:
 * - idle timeout 30 min, sliding (OWASP ASVS 5.0 7.3.1); absolute limit 12 h (ASVS 7.3.2);
 * - `stage`: `pending` after the password while a second factor is still due (5 min), `enrol` in
 *   production for a person with no second factor yet (only their own account is open), `full`;
 * - `epoch`: equal to the person's `staff.session_epoch`; disabling them, changing their role or
 *   password bumps it, which ends every session of theirs on every instance at its next request;
 * - `authAt`: when the password or a second factor was last entered (re-authentication, 5 min).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { StaffRole } from '#shared/staff-roles';
import type { Db } from '../../db/client';
import { sessions, staff } from '../../db/schema/index';

/** A staff session ends this long after its last request. */
export const ADMIN_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** A staff session ends this long after sign-in, however busy. */
export const ADMIN_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** A half-done sign-in (password right, second factor due) lasts this long. */
export const PENDING_SESSION_MS = 5 * 60 * 1000;
/** Sensitive actions need the password or a second factor entered at most this long ago. */
export const REAUTH_WINDOW_MS = 5 * 60 * 1000;
/** `expire` is rewritten only when it moves by at least this much (one write a minute, not one per request). */
const TOUCH_STEP_MS = 60 * 1000;

export type SessionStage = 'pending' | 'enrol' | 'full';

/** A live staff session and whose it is. */
export interface AdminSession {
  sid: string;
  /** When it ends if idle from now on. */
  expire: Date;
  /** When it ends regardless. */
  absoluteExpire: Date;
  stage: SessionStage;
  /** When the password or a second factor was last entered. */
  authAt: Date;
  staff: { id: number; email: string; name: string; role: StaffRole };
  /** A WebAuthn challenge waiting for its answer (base64url), if any. */
  challenge?: string;
}

const isAdminRow = sql`${sessions.sess} ->> 'role' = 'admin'`;

interface SessJson {
  role: 'admin';
  staffId: number;
  epoch: number;
  stage: SessionStage;
  createdAt: string;
  absoluteExpiresAt: string;
  authAt: string;
  challenge?: string;
}

/**
 * Opens a new session for staff member `staffId` at `stage` (a fresh sid every time, so a sid
 * seen before sign-in is never promoted) and drops `previousSid`.
 */
export async function createStaffSession(
  db: Db,
  options: { staffId: number; epoch: number; stage: SessionStage; now: Date; previousSid?: string | null },
): Promise<{ sid: string; expire: Date; absoluteExpire: Date }> {
  const { now } = options;
  if (options.previousSid) await destroyStaffSession(db, options.previousSid);
  const lifetime = options.stage === 'pending' ? PENDING_SESSION_MS : ADMIN_SESSION_MAX_AGE_MS;
  const absoluteExpire = new Date(now.getTime() + lifetime);
  const expire = new Date(Math.min(now.getTime() + ADMIN_IDLE_TIMEOUT_MS, absoluteExpire.getTime()));
  const sid = randomBytes(32).toString('base64url');
  const sess: SessJson = {
    role: 'admin',
    staffId: options.staffId,
    epoch: options.epoch,
    stage: options.stage,
    createdAt: now.toISOString(),
    absoluteExpiresAt: absoluteExpire.toISOString(),
    authAt: now.toISOString(),
  };
  await db.insert(sessions).values({ sid, sess: { ...sess }, expire });
  return { sid, expire, absoluteExpire };
}

/**
 * The live session with this sid, or null when missing, idle for 30 minutes, past its absolute
 * end, not a staff session, or its person is disabled or has a newer session epoch. A live one is
 * touched (idle deadline now + 30 min, capped at the absolute end).
 */
export async function findStaffSession(db: Db, options: { sid: string; now: Date }): Promise<AdminSession | null> {
  const { now } = options;
  const [row] = await db
    .select({
      sid: sessions.sid,
      expire: sessions.expire,
      sess: sessions.sess,
      staffId: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      epoch: staff.sessionEpoch,
      disabledAt: staff.disabledAt,
    })
    .from(sessions)
    .innerJoin(staff, sql`${staff.id} = (${sessions.sess} ->> 'staffId')::int`)
    .where(and(eq(sessions.sid, options.sid), isAdminRow, gt(sessions.expire, now)))
    .limit(1);
  if (!row || row.disabledAt !== null) return null;
  const sess = row.sess as Partial<SessJson>;
  if (sess.epoch !== row.epoch || typeof sess.absoluteExpiresAt !== 'string' || typeof sess.authAt !== 'string') return null;
  if (sess.stage !== 'pending' && sess.stage !== 'enrol' && sess.stage !== 'full') return null;
  const absoluteExpire = new Date(sess.absoluteExpiresAt);
  if (!(absoluteExpire > now)) return null;

  let expire = row.expire;
  const next = new Date(Math.min(now.getTime() + ADMIN_IDLE_TIMEOUT_MS, absoluteExpire.getTime()));
  if (next.getTime() - row.expire.getTime() >= TOUCH_STEP_MS) {
    await db
      .update(sessions)
      .set({ expire: next })
      .where(and(eq(sessions.sid, row.sid), isAdminRow, lt(sessions.expire, next)));
    expire = next;
  }
  return {
    sid: row.sid,
    expire,
    absoluteExpire,
    stage: sess.stage,
    authAt: new Date(sess.authAt),
    staff: { id: row.staffId, email: row.email, name: row.name, role: row.role as StaffRole },
    ...(typeof sess.challenge === 'string' ? { challenge: sess.challenge } : {}),
  };
}

/** Records that the password or a second factor was entered now (re-authentication). */
export async function touchStaffAuth(db: Db, sid: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ sess: sql`${sessions.sess} || ${JSON.stringify({ authAt: now.toISOString() })}::jsonb` })
    .where(and(eq(sessions.sid, sid), isAdminRow));
}

/** Stores (or clears, with null) the WebAuthn challenge the session waits an answer to. */
export async function setSessionChallenge(db: Db, sid: string, challenge: string | null): Promise<void> {
  const patch = challenge === null ? sql`${sessions.sess} - 'challenge'` : sql`${sessions.sess} || ${JSON.stringify({ challenge })}::jsonb`;
  await db
    .update(sessions)
    .set({ sess: patch })
    .where(and(eq(sessions.sid, sid), isAdminRow));
}

/** Whether the password or a second factor was entered within REAUTH_WINDOW_MS of `now`. */
export function isRecentlyAuthenticated(session: Pick<AdminSession, 'authAt'>, now: Date): boolean {
  return now.getTime() - session.authAt.getTime() <= REAUTH_WINDOW_MS;
}

/** Deletes the staff session with this sid (no-op when it does not exist). */
export async function destroyStaffSession(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.sid, sid), isAdminRow));
}

/**
 * Ends every session of staff member `staffId` at once: bumps their epoch (every instance checks it
 * on each request) and deletes their rows. Returns the new epoch.
 */
export async function endStaffSessions(db: Db, staffId: number): Promise<number> {
  const [row] = await db
    .update(staff)
    .set({ sessionEpoch: sql`${staff.sessionEpoch} + 1` })
    .where(eq(staff.id, staffId))
    .returning({ epoch: staff.sessionEpoch });
  await db.delete(sessions).where(and(isAdminRow, sql`(${sessions.sess} ->> 'staffId')::int = ${staffId}`));
  return row?.epoch ?? 0;
}
