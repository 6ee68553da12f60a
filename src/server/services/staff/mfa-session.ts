/**
 * The second-factor side of staff sessions (docs/product.md#staff-sign-in): promoting a pending or
 * enrolment session to a full one under a new session id, and counting second-factor attempts on
 * a pending session before they are checked (the 5th wrong one ends it).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, staff } from '../../db/schema/index';
import { createStaffSession, destroyStaffSession, type AdminSession } from './staff-session';

/** Wrong codes a pending session takes before it ends. */
export const PENDING_CODE_ATTEMPTS = 5;

/**
 * Replaces `session` (pending or enrol) with a full session of the same person at `now`: a new sid
 * (the old one is dropped, so a sid seen before the second factor is never promoted) and
 * authAt = now. Returns the new session's cookie data, or null when the person is gone.
 */
export async function promoteToFullSession(
  db: Db,
  session: Pick<AdminSession, 'sid' | 'staff'>,
  now: Date,
): Promise<{ sid: string; expire: Date; absoluteExpire: Date } | null> {
  const [person] = await db.select({ epoch: staff.sessionEpoch }).from(staff).where(eq(staff.id, session.staff.id)).limit(1);
  if (!person) return null;
  return createStaffSession(db, { staffId: session.staff.id, epoch: person.epoch, stage: 'full', now, previousSid: session.sid });
}

/**
 * Counts one second-factor attempt on the pending session `sid` BEFORE it is checked, in one
 * UPDATE … RETURNING that refuses once PENDING_CODE_ATTEMPTS are counted, so a burst on any number
 * of instances checks at most that many codes or passkeys per pending sign-in
 * (docs/decisions/205-count-before-check.md). Answers the attempt's number (1…5), or null when the
 * session is gone or spent (it is then deleted: the person starts again with the password).
 */
export async function claimPendingAttempt(db: Db, sid: string): Promise<number | null> {
  const counted = sql`coalesce((${sessions.sess} ->> 'mfaFailures')::int, 0)`;
  const [row] = await db
    .update(sessions)
    .set({ sess: sql`jsonb_set(${sessions.sess}, '{mfaFailures}', to_jsonb(${counted} + 1))` })
    .where(and(eq(sessions.sid, sid), sql`${sessions.sess} ->> 'role' = 'admin'`, sql`${counted} < ${PENDING_CODE_ATTEMPTS}`))
    .returning({ attempt: sql<number>`(${sessions.sess} ->> 'mfaFailures')::int` });
  if (row) return Number(row.attempt);
  await destroyStaffSession(db, sid);
  return null;
}

/**
 * After attempt number `attempt` on the pending session `sid` failed: ends the session when it was
 * the PENDING_CODE_ATTEMPTS-th. Returns whether it ended.
 */
export async function endSpentPendingSession(db: Db, sid: string, attempt: number): Promise<boolean> {
  if (attempt < PENDING_CODE_ATTEMPTS) return false;
  await destroyStaffSession(db, sid);
  return true;
}
