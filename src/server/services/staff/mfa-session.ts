/**
 * The second-factor side of staff sessions (docs/product.md#staff-sign-in): promoting a pending or
 * enrolment session to a full one under a new session id, and counting wrong codes on a pending
 * session (the 5th ends it).
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
 * Counts a wrong code on the pending session `sid`; at the PENDING_CODE_ATTEMPTS-th the session is
 * deleted (the person starts again with the password). Returns whether it ended.
 */
export async function countPendingFailure(db: Db, sid: string): Promise<boolean> {
  const next = sql`coalesce((${sessions.sess} ->> 'mfaFailures')::int, 0) + 1`;
  const [row] = await db
    .update(sessions)
    .set({ sess: sql`jsonb_set(${sessions.sess}, '{mfaFailures}', to_jsonb(${next}))` })
    .where(and(eq(sessions.sid, sid), sql`${sessions.sess} ->> 'role' = 'admin'`))
    .returning({ failures: sql<number>`(${sessions.sess} ->> 'mfaFailures')::int` });
  if (!row || row.failures >= PENDING_CODE_ATTEMPTS) {
    await destroyStaffSession(db, sid);
    return true;
  }
  return false;
}
