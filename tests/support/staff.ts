/** Staff members for route tests: insert one of a role and sign them in (services/staff/). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client';
import { staff } from '#server/db/schema/index';
import { hashStaffPassword } from '#server/services/staff/passwords';
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
