/**
 * Staff accounts and the audit log (docs/product.md#staff-roles, docs/product.md#audit-log):
 * GET/POST /api/admin/staff, PATCH /api/admin/staff/:id, POST /api/admin/staff/accept,
 * GET /api/admin/audit-log(.csv).
 */
import { z } from 'zod';
import { freeText, hasUnsafeCharacters, UNSAFE_TEXT_MESSAGE } from '../free-text';
import { STAFF_ROLES } from '../staff-roles';
import { StaffEmail } from './admin-session';

/** A staff member as the owner's Staff screen lists them. */
export const StaffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** `invited`: the invite is not accepted yet; `disabled`: cannot sign in. */
  status: z.enum(['active', 'invited', 'disabled']),
  hasSecondFactor: z.boolean(),
  lastSignInAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** GET /api/admin/staff answer. */
export const StaffListResponse = z.object({ data: z.array(StaffMember) });
export type StaffListResponse = z.infer<typeof StaffListResponse>;

/**
 * A staff member's display name: free text on one line (docs/product.md "Free text": no line
 * breaks, bidirectional controls or invisible characters), 1..100 characters after trimming.
 */
export const StaffName = freeText(
  z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Use at most 100 characters'),
);

/**
 * The length limits of a new staff password, in code points after trimming the ends
 * (services/staff/passwords.ts holds the whole rule; NIST SP 800-63B-4 §3.1.1.2 asks at least 8
 * with a second factor and 15 without; we ask 12 with a strength estimate).
 */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** The longest new staff password (argon2 takes any length; this bounds the work per request). */
export const STAFF_PASSWORD_MAX_LENGTH = 200;
/** Why a new staff password is refused before its strength is estimated (shown under the field). */
export const STAFF_PASSWORD_LENGTH_MESSAGES = {
  tooShort: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters (spaces at the start or end do not count)`,
  tooLong: `Use at most ${STAFF_PASSWORD_MAX_LENGTH} characters`,
} as const;

/**
 * The checks of a new staff password a form can make before sending it: no invisible or control
 * characters (shared/free-text.ts), STAFF_PASSWORD_MIN_LENGTH..MAX_LENGTH code points once the ends
 * are trimmed. The server adds the strength estimate (services/staff/passwords.ts).
 */
export const NewStaffPassword = z
  .string({ error: 'Password is required' })
  .refine((value) => !hasUnsafeCharacters(value), UNSAFE_TEXT_MESSAGE)
  .refine((value) => [...value.trim()].length >= STAFF_PASSWORD_MIN_LENGTH, STAFF_PASSWORD_LENGTH_MESSAGES.tooShort)
  .refine((value) => [...value].length <= STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_LENGTH_MESSAGES.tooLong);

/** POST /api/admin/staff body (owner). */
export const InviteStaffRequest = z.object({
  email: StaffEmail,
  name: StaffName,
  role: z.enum(STAFF_ROLES, { error: 'Choose a role' }),
});
export type InviteStaffRequest = z.input<typeof InviteStaffRequest>;

/** POST /api/admin/staff answer (201) and POST /api/admin/staff/:id/reset-password: the one-time link, 72 h. */
export const InviteStaffResponse = z.object({ id: z.number().int(), inviteUrl: z.string(), expiresAt: z.iso.datetime({ offset: true }) });
export type InviteStaffResponse = z.infer<typeof InviteStaffResponse>;

/** PATCH /api/admin/staff/:id body (owner): at least one field. */
export const UpdateStaffRequest = z
  .object({ role: z.enum(STAFF_ROLES).optional(), disabled: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, { message: 'Give a role or disabled' });
export type UpdateStaffRequest = z.infer<typeof UpdateStaffRequest>;

/** POST /api/admin/staff/accept body: the invite's token and the new password. */
export const AcceptInviteRequest = z.object({
  token: z.string({ error: 'The invite link is incomplete' }).min(20, 'The invite link is incomplete').max(200),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(STAFF_PASSWORD_MAX_LENGTH, `Use at most ${STAFF_PASSWORD_MAX_LENGTH} characters`),
});

export type AcceptInviteRequest = z.input<typeof AcceptInviteRequest>;

/** The message of every dead invite or reset link: used, expired, replaced or unknown. */
export const INVITE_LINK_DEAD = 'This invite link has expired or was already used';

/** POST /api/admin/staff/accept/check body: whose live link is this (before the password is chosen). */
export const InviteCheckRequest = AcceptInviteRequest.pick({ token: true });

/** POST /api/admin/staff/accept/check answer: the invited person, and when the link dies. */
export const InviteCheckResponse = z.object({ email: z.string(), name: z.string(), expiresAt: z.iso.datetime({ offset: true }) });
export type InviteCheckResponse = z.infer<typeof InviteCheckResponse>;

/** Where an invite or reset link points: the admin page, the token in the fragment (never sent to a server or in a Referer). */
export const INVITE_FRAGMENT_KEY = 'invite';

/** One audit-log entry. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  staffId: z.number().int().nullable(),
  staffEmail: z.string().nullable(),
  role: z.string().nullable(),
  action: z.string(),
  recordType: z.string().nullable(),
  recordId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  status: z.number().int().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Money the write moved, integer paise (a refund, a remittance), or null. */
  amountPaise: z.number().int().nullable(),
  /** Dealer credits the write added (positive) or removed (negative), or null. */
  credits: z.number().int().nullable(),
  /** How many identical refusals within a minute this entry stands for (1 for any other). */
  count: z.number().int().min(1),
  /** ISO time of the last of them (`at` for any other entry). */
  lastAt: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

/** GET /api/admin/audit-log and /audit-log.csv query; `from`/`to` are India dates, both included. */
export const AuditQuery = z.object({
  staffId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  action: z.string().trim().min(1).max(100).optional(),
  recordType: z.string().trim().min(1).max(50).optional(),
  recordId: z.string().trim().min(1).max(100).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** The id of the last entry of the previous page. */
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.input<typeof AuditQuery>;

/** GET /api/admin/audit-log answer, newest first; `nextBefore` pages on. */
export const AuditListResponse = z.object({
  data: z.array(AuditEntry),
  /** Entries matching the filters, on every page. */
  total: z.number().int(),
  nextBefore: z.number().int().nullable(),
});
export type AuditListResponse = z.infer<typeof AuditListResponse>;
