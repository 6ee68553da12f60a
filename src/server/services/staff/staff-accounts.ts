/**
 * The owner's Staff screen (docs/product.md#staff-invites): invite a person with a role, list
 * everyone, change a role, disable or enable, and issue a password-reset link. Every write appends
 * an audit row with the role and disabled state before and after.
 * Disabling or changing a role ends every session of the person at once (staff-session.ts).
 * The shop always keeps one enabled owner who can sign in, and an owner never disables themself
 * (docs/decisions/170-staff-owner-safeguards.md).
 */
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { InviteStaffRequest, StaffMember, UpdateStaffRequest } from '#shared/schemas/staff';
import type { StaffRole } from '#shared/staff-roles';
import type { Db, Tx } from '../../db/client';
import { staff, staffPasskeys } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { appendAudit } from './audit-log';
import { endStaffLinks, issueStaffLink, type AuditContext, type IssuedLink } from './staff-invites';
import { endStaffSessions } from './staff-session';

/** Messages of the refused staff writes. */
export const STAFF_MESSAGES = {
  emailTaken: 'Someone on the staff already has this e-mail',
  notFound: 'No such staff member',
  disableSelf: 'You cannot disable your own account',
  lastOwner: 'The shop needs at least one enabled owner: make someone else an owner first',
  resetDisabled: 'Enable this person before sending them a password link',
} as const;

const memberColumns = {
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  passwordHash: staff.passwordHash,
  disabledAt: staff.disabledAt,
  totpConfirmedAt: staff.totpConfirmedAt,
  lastSignInAt: staff.lastSignInAt,
  createdAt: staff.createdAt,
  hasPasskey: sql<boolean>`exists (select 1 from ${staffPasskeys} where ${staffPasskeys.staffId} = ${staff.id})`,
};

type MemberRow = {
  id: number;
  email: string;
  name: string;
  role: string;
  passwordHash: string | null;
  disabledAt: Date | null;
  totpConfirmedAt: Date | null;
  lastSignInAt: Date | null;
  createdAt: Date;
  hasPasskey: boolean;
};

function toMember(row: MemberRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    status: row.disabledAt ? 'disabled' : row.passwordHash === null ? 'invited' : 'active',
    hasSecondFactor: row.totpConfirmedAt !== null || row.hasPasskey,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Everyone on the staff, owners first, then by name (disabled people too). */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(staff)
    .orderBy(sql`${staff.role} <> 'owner'`, asc(staff.name), asc(staff.id));
  return rows.map(toMember);
}

async function memberById(db: Db | Tx, id: number): Promise<StaffMember> {
  const [row] = await db.select(memberColumns).from(staff).where(eq(staff.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', STAFF_MESSAGES.notFound);
  return toMember(row);
}

/**
 * Invites `input` (e-mail lower-cased by the contract) at `now`: a staff row without a password,
 * a 72-hour one-time link (staff-invites.ts) mailed to them, and an audit row, in one transaction.
 * @throws AppError CONFLICT when someone on the staff already has the e-mail.
 */
export async function inviteStaff(
  db: Db,
  options: { input: InviteStaffRequest & { email: string }; adminPath: string; now: Date; audit: AuditContext; sealKey: string },
): Promise<{ id: number } & IssuedLink> {
  const { input, now } = options;
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(staff)
      .values({ email: input.email, name: input.name.trim(), role: input.role, createdAt: now })
      .onConflictDoNothing({ target: staff.email })
      .returning({ id: staff.id, email: staff.email, name: staff.name, role: staff.role });
    if (!made)
      throw new AppError('CONFLICT', STAFF_MESSAGES.emailTaken, { issues: [{ path: 'email', message: STAFF_MESSAGES.emailTaken }] });
    const person = { ...made, role: made.role as StaffRole };
    const link = await issueStaffLink(tx, { person, kind: 'invite', adminPath: options.adminPath, now, sealKey: options.sealKey });
    await appendAudit(tx, {
      at: now,
      action: 'staff.invite',
      recordType: 'staff',
      recordId: person.id,
      after: { email: person.email, role: person.role, disabled: false },
      status: 201,
      ...options.audit,
    });
    return { id: person.id, ...link };
  });
}

/** Enabled owners other than `exceptId` who can sign in (a password is set); their rows are locked by then. */
async function otherUsableOwners(tx: Tx, exceptId: number): Promise<number> {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), ne(staff.id, exceptId), isNull(staff.disabledAt), isNotNull(staff.passwordHash)));
  return rows.length;
}

/**
 * Changes staff member `id`'s role and/or disabled state at `now`, as `actorId`. Disabling or a
 * new role ends all their sessions (and a disabled person's unused links); enabling lets them sign
 * in again with their password. Unchanged fields write nothing but the audit row.
 * @throws AppError NOT_FOUND; BAD_REQUEST when the actor disables themself, or when the change
 * would leave no enabled owner who can sign in.
 */
export async function updateStaff(
  db: Db,
  options: { id: number; input: UpdateStaffRequest; actorId: number; now: Date; audit: AuditContext },
): Promise<StaffMember> {
  const { id, input, now } = options;
  return db.transaction(async (tx) => {
    // Every staff write locks the owners' rows first, in id order, then its own row: two owners
    // changing each other at once wait for one another instead of deadlocking or both passing.
    await tx.select({ id: staff.id }).from(staff).where(eq(staff.role, 'owner')).orderBy(asc(staff.id)).for('update');
    const [current] = await tx.select().from(staff).where(eq(staff.id, id)).for('update').limit(1);
    if (!current) throw new AppError('NOT_FOUND', STAFF_MESSAGES.notFound);
    const before = { role: current.role, disabled: current.disabledAt !== null };
    const after = { role: input.role ?? before.role, disabled: input.disabled ?? before.disabled };
    if (after.disabled && !before.disabled && id === options.actorId) {
      throw new AppError('BAD_REQUEST', STAFF_MESSAGES.disableSelf, {
        issues: [{ path: 'disabled', message: STAFF_MESSAGES.disableSelf }],
      });
    }
    const losesOwner = before.role === 'owner' && !before.disabled && (after.role !== 'owner' || after.disabled);
    if (losesOwner && (await otherUsableOwners(tx, id)) === 0) {
      throw new AppError('BAD_REQUEST', STAFF_MESSAGES.lastOwner, {
        issues: [{ path: after.role !== 'owner' ? 'role' : 'disabled', message: STAFF_MESSAGES.lastOwner }],
      });
    }
    const roleChanged = after.role !== before.role;
    const disabling = after.disabled && !before.disabled;
    if (roleChanged || after.disabled !== before.disabled) {
      await tx
        .update(staff)
        .set({ role: after.role, disabledAt: after.disabled ? (current.disabledAt ?? now) : null })
        .where(eq(staff.id, id));
    }
    if (roleChanged || disabling) await endStaffSessions(tx, id);
    if (disabling) await endStaffLinks(tx, id, now);
    await appendAudit(tx, {
      at: now,
      action: 'staff.update',
      recordType: 'staff',
      recordId: id,
      before,
      after,
      status: 200,
      ...options.audit,
    });
    return memberById(tx, id);
  });
}

/**
 * Issues a new one-time password link for staff member `id` at `now` (their older unused links
 * die), mails it, and writes the audit row. Their password keeps working until the link is used,
 * and their second factors stay (docs/product.md#staff-invites).
 * @throws AppError NOT_FOUND; BAD_REQUEST for a disabled person (enable them first).
 */
export async function resetStaffPassword(
  db: Db,
  options: { id: number; adminPath: string; now: Date; audit: AuditContext; sealKey: string },
): Promise<{ id: number } & IssuedLink> {
  const { id, now } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: staff.id, email: staff.email, name: staff.name, role: staff.role, disabledAt: staff.disabledAt })
      .from(staff)
      .where(eq(staff.id, id))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', STAFF_MESSAGES.notFound);
    if (row.disabledAt) throw new AppError('BAD_REQUEST', STAFF_MESSAGES.resetDisabled);
    const link = await issueStaffLink(tx, {
      person: { id: row.id, email: row.email, name: row.name, role: row.role as StaffRole },
      kind: 'reset',
      adminPath: options.adminPath,
      now,
      sealKey: options.sealKey,
    });
    await appendAudit(tx, { at: now, action: 'staff.reset_password', recordType: 'staff', recordId: id, status: 200, ...options.audit });
    return { id, ...link };
  });
}
