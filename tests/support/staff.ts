/** Staff members for route tests: insert one of a role and sign them in (services/staff/). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client';
import { staff } from '#server/db/schema/index';
import { hashStaffPassword } from '#server/services/staff/passwords';
import { createStaffSession } from '#server/services/staff/staff-session';
import type { StaffRole } from '#shared/staff-roles';
import { loginCookie } from './admin';

/** The password every staff member made here has. */
export const TEST_STAFF_PASSWORD = 'a staff password for tests';

let seq = 0;

/** Inserts an enabled staff member of `role` with TEST_STAFF_PASSWORD; returns their id and e-mail. */
export async function addStaff(db: Db, role: StaffRole, name = `Test ${role}`): Promise<{ id: number; email: string }> {
  seq += 1;
  const email = `${role.replace('_', '-')}-${seq}-${process.pid}@chaabi.local`;
  const [row] = await db
    .insert(staff)
    .values({ email, name, role, passwordHash: await hashStaffPassword(TEST_STAFF_PASSWORD) })
    .returning({ id: staff.id });
  return { id: row!.id, email };
}

/** Inserts a staff member of `role` and returns the cookie header of their signed-in session. */
export async function staffCookie(app: FastifyInstance, db: Db, role: StaffRole): Promise<string> {
  const { email } = await addStaff(db, role);
  return loginCookie(app, TEST_STAFF_PASSWORD, email);
}

/**
 * The cookie header of a fully signed-in session of the owner made straight in the database, for
 * tests in production mode whose subject is not the second factor (production asks every staff
 * member for one: docs/product.md#staff-sign-in). `cookieName` is `__Host-chaabi_admin` there.
 */
export async function ownerSessionCookie(app: FastifyInstance, db: Db, now: Date, cookieName = '__Host-chaabi_admin'): Promise<string> {
  const [owner] = await db.select().from(staff).where(eq(staff.role, 'owner')).limit(1);
  if (!owner) throw new Error('no owner: the app makes one when it is ready');
  const session = await createStaffSession(db, { staffId: owner.id, epoch: owner.sessionEpoch, stage: 'full', now });
  return `${cookieName}=${app.signCookie(session.sid)}`;
}
