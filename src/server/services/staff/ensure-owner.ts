/**
 * The owner account from the shop's set-up (docs/product.md#staff-roles, docs/deploy.md "First
 * sign-in"): at every start, the staff member with ADMIN_EMAIL is an `owner` whose password is
 * ADMIN_PASSWORD, or the generated password kept hashed in the data folder. On the first start with
 * no staff the row is made; afterwards a new ADMIN_PASSWORD or a rotated generated password
 * (`npm run rotate-admin-password`, then a restart) replaces the owner's password and ends the
 * owner's sessions, as a new admin password always did. Several instances starting at once make
 * one row (the e-mail is unique). An ADMIN_PASSWORD that is about to be set must pass the new-password
 * rule (passwords.ts); a weak one stops the start with its reason (docs/decisions/207). A generated
 * password (random, 20 characters) is checked by the script that makes it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema/index';
import { hashStaffPassword, shopNamesFrom, staffPasswordProblem, verifyStaffPassword, type StaffPasswordStrength } from './passwords';
import { endStaffSessions } from './staff-session';

/** Where the owner's password comes from (Config). */
export interface OwnerSource {
  adminEmail: string;
  adminPassword: string | undefined;
  adminPasswordHash: string | undefined;
}

/** The owner's name until they change it. */
const OWNER_NAME = 'Owner';

/** Refuses a weak ADMIN_PASSWORD before it is set (the rule of passwords.ts, for the owner `name`). */
async function checkAdminPassword(db: Db, strength: StaffPasswordStrength, email: string, name: string, password: string): Promise<void> {
  const problem = staffPasswordProblem(strength, password, { email, name, shopNames: await shopNamesFrom(db) });
  if (problem)
    throw new Error(`ADMIN_PASSWORD is too weak: ${problem}. Choose a passphrase of unrelated words (docs/deploy.md "First sign-in").`);
}

/**
 * Makes or updates the owner row as described above, checking an ADMIN_PASSWORD it sets with
 * `strength`. Returns its id, or null when neither password source is set (nothing to sign in
 * with) or the e-mail belongs to a non-owner.
 * @throws Error when ADMIN_PASSWORD is about to be set and breaks the new-password rule.
 */
export async function ensureOwner(db: Db, source: OwnerSource, strength: StaffPasswordStrength): Promise<number | null> {
  const email = source.adminEmail.trim().toLowerCase();
  if (source.adminPassword === undefined && source.adminPasswordHash === undefined) return null;
  const [existing] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
  if (existing && existing.role !== 'owner') return null;

  if (!existing) {
    if (source.adminPassword !== undefined) await checkAdminPassword(db, strength, email, OWNER_NAME, source.adminPassword);
    const passwordHash = source.adminPassword !== undefined ? await hashStaffPassword(source.adminPassword) : source.adminPasswordHash!;
    const [made] = await db
      .insert(staff)
      .values({ email, name: OWNER_NAME, role: 'owner', passwordHash })
      .onConflictDoNothing()
      .returning({ id: staff.id });
    if (made) return made.id;
    const [raced] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, email)).limit(1);
    return raced?.id ?? null;
  }

  const current = existing.passwordHash;
  const unchanged =
    source.adminPassword !== undefined ? await verifyStaffPassword(current, source.adminPassword) : current === source.adminPasswordHash;
  if (!unchanged) {
    if (source.adminPassword !== undefined) await checkAdminPassword(db, strength, email, existing.name, source.adminPassword);
    const passwordHash = source.adminPassword !== undefined ? await hashStaffPassword(source.adminPassword) : source.adminPasswordHash!;
    await db.update(staff).set({ passwordHash }).where(eq(staff.id, existing.id));
    await endStaffSessions(db, existing.id);
  }
  return existing.id;
}
