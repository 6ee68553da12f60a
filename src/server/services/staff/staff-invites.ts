/**
 * Invite and password-reset links of staff (docs/product.md#staff-invites,
 * docs/decisions/169-staff-invite-links.md): a random 32-byte token, of which only the SHA-256 is
 * kept; the link opens the admin page with the token in the URL fragment, works once and dies
 * 72 h after it was issued, when a newer link is issued for the same person, or when they are
 * disabled. Accepting sets the password (passwords.ts rules) and marks the link used in one
 * transaction, and ends every other session of the person.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { INVITE_FRAGMENT_KEY, INVITE_LINK_DEAD, type InviteCheckResponse } from '#shared/schemas/staff';
import { STAFF_ROLE_LABELS, type StaffRole } from '#shared/staff-roles';
import type { Db, Tx } from '../../db/client';
import { staff, staffInvites } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../email/html';
import { htmlPage } from '../email/order-emails';
import { enqueueEmail, PUBLIC_URL_TOKEN, STAFF_LINK_SEAL_PURPOSE, STAFF_LINK_TOKEN } from '../email/outbox';
import { sealSecret } from '../../lib/secret-box';
import { appendAudit, type AuditEntry } from './audit-log';
import { checkNewStaffPassword, hashStaffPassword, shopNamesFrom, type StaffPasswordStrength } from './passwords';
import { endStaffSessions } from './staff-session';

/** How long an invite or reset link works after it is issued. */
export const INVITE_LINK_MS = 72 * 60 * 60 * 1000;

/** Who did it and from where, for the audit log. */
export type AuditContext = Pick<AuditEntry, 'staff' | 'ip' | 'userAgent'>;

/** The SHA-256 (hex) of a link's token: what the table keeps. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The link for `token` under `base` (the shop's public URL, or PUBLIC_URL_TOKEN in a stored mail). */
export function inviteLink(base: string, adminPath: string, token: string): string {
  return `${base.replace(/\/+$/, '')}/${adminPath}#${INVITE_FRAGMENT_KEY}=${token}`;
}

/** An issued link: the token (shown once, never stored) and when it dies. */
export interface IssuedLink {
  inviteId: number;
  token: string;
  expiresAt: Date;
}

/**
 * Issues a new link for staff member `staffId` at `now`, ends their older unused links, and queues
 * the mail carrying it (`kind` says whether it invites them or resets their password). The mail's
 * bodies hold STAFF_LINK_TOKEN where the token goes; the token waits beside them sealed under
 * `sealKey` (SESSION_SECRET, lib/secret-box.ts) and is put in only when the mail is sent, so no
 * admin view of the outbox and no stored row carries a working link
 * (docs/decisions/202-staff-link-tokens-sealed-in-the-outbox.md). Runs inside the caller's transaction.
 */
export async function issueStaffLink(
  tx: Tx,
  options: {
    person: { id: number; email: string; name: string; role: StaffRole };
    kind: 'invite' | 'reset';
    adminPath: string;
    now: Date;
    sealKey: string;
  },
): Promise<IssuedLink> {
  const { person, now } = options;
  await tx
    .update(staffInvites)
    .set({ expiresAt: now })
    .where(and(eq(staffInvites.staffId, person.id), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_LINK_MS);
  const [row] = await tx
    .insert(staffInvites)
    .values({ staffId: person.id, tokenHash: tokenHash(token), expiresAt, createdAt: now })
    .returning({ id: staffInvites.id });
  const inviteId = row!.id;
  const link = inviteLink(PUBLIC_URL_TOKEN, options.adminPath, STAFF_LINK_TOKEN);
  const invite = options.kind === 'invite';
  const subject = invite ? 'You are invited to the Chaabi admin panel' : 'Choose a new password for the Chaabi admin panel';
  const lead = invite
    ? `You have been added to the Chaabi shop's staff as ${STAFF_ROLE_LABELS[person.role]}. Choose your password to sign in.`
    : 'The shop owner has sent you a link to choose a new password for the Chaabi admin panel.';
  const rule = 'The link works once and expires in 72 hours. If you did not expect this mail, ignore it.';
  await enqueueEmail(
    tx,
    {
      dedupeKey: `staff-link:${inviteId}`,
      kind: invite ? 'staff_invite' : 'staff_password_reset',
      to: person.email,
      subject,
      text: [`Hi ${person.name},`, '', lead, '', link, '', rule, '— Chaabi'].join('\n'),
      html: htmlPage(
        subject,
        `<p>Hi ${escapeHtml(person.name)},</p><p>${escapeHtml(lead)}</p><p><a href="${link}">Choose your password</a></p><p>${escapeHtml(rule)}</p><p>— Chaabi</p>`,
      ),
      sealedLinkToken: sealSecret(options.sealKey, STAFF_LINK_SEAL_PURPOSE, token),
    },
    now,
  );
  return { inviteId, token, expiresAt };
}

/** Ends every unused link of `staffId` at `now` (a disabled person's links die with their access). */
export async function endStaffLinks(tx: Db | Tx, staffId: number, now: Date): Promise<void> {
  await tx
    .update(staffInvites)
    .set({ expiresAt: now })
    .where(and(eq(staffInvites.staffId, staffId), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)));
}

const dead = () => new AppError('BAD_REQUEST', INVITE_LINK_DEAD, { issues: [{ path: 'token', message: INVITE_LINK_DEAD }] });

/**
 * Whose live link `token` is, at `now`: their e-mail, name and the link's end.
 * @throws AppError BAD_REQUEST INVITE_LINK_DEAD when it is unknown, used, expired or its person disabled.
 */
export async function checkStaffLink(db: Db, token: string, now: Date): Promise<InviteCheckResponse> {
  const [row] = await db
    .select({ email: staff.email, name: staff.name, expiresAt: staffInvites.expiresAt })
    .from(staffInvites)
    .innerJoin(staff, eq(staff.id, staffInvites.staffId))
    .where(
      and(
        eq(staffInvites.tokenHash, tokenHash(token)),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, now),
        isNull(staff.disabledAt),
      ),
    )
    .limit(1);
  if (!row) throw dead();
  return { email: row.email, name: row.name, expiresAt: row.expiresAt.toISOString() };
}

/**
 * Accepts link `token` at `now` with a new `password`: checks the password (passwords.ts, with
 * `strength`, the person's e-mail and name and the shop's names as user inputs), then in
 * one transaction marks the link used (only if still unused, unexpired and its person enabled, so
 * two tabs racing set it once), sets the argon2id hash, ends every session of the person and
 * writes the audit row. Second factors stay as they are (a reset never skips them).
 * @throws AppError BAD_REQUEST INVITE_LINK_DEAD, or BAD_REQUEST on `password` with the reason it is refused.
 */
export async function acceptStaffLink(
  db: Db,
  options: {
    token: string;
    password: string;
    strength: StaffPasswordStrength;
    now: Date;
    origin: Pick<AuditEntry, 'ip' | 'userAgent'>;
  },
): Promise<void> {
  const { now } = options;
  const person = await checkStaffLink(db, options.token, now);
  checkNewStaffPassword(options.strength, options.password, { ...person, shopNames: await shopNamesFrom(db) });
  const passwordHash = await hashStaffPassword(options.password);
  await db.transaction(async (tx) => {
    // The person's row is locked before the link's, the order a disable takes, so the two never deadlock.
    const [owner] = await tx
      .select({ staffId: staffInvites.staffId })
      .from(staffInvites)
      .where(eq(staffInvites.tokenHash, tokenHash(options.token)))
      .limit(1);
    if (!owner) throw dead();
    await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, owner.staffId)).for('update');
    const [used] = await tx
      .update(staffInvites)
      .set({ usedAt: now })
      .where(and(eq(staffInvites.tokenHash, tokenHash(options.token)), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)))
      .returning({ staffId: staffInvites.staffId });
    if (!used) throw dead();
    const [person] = await tx
      .update(staff)
      .set({ passwordHash })
      .where(and(eq(staff.id, used.staffId), isNull(staff.disabledAt)))
      .returning({ id: staff.id, email: staff.email, role: staff.role });
    if (!person) throw dead();
    await endStaffSessions(tx, person.id);
    await appendAudit(tx, {
      at: now,
      staff: person,
      action: 'staff.accept',
      recordType: 'staff',
      recordId: person.id,
      status: 200,
      ...options.origin,
    });
  });
}
