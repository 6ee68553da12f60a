/**
 * Staff accounts (docs/product.md#staff-invites): the owner invites, lists, changes roles, disables
 * and sends password links ('staff:manage'; writes need a recent re-authentication); the invited
 * person checks and accepts their link without a session (rate limited per address like sign-in).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptInviteRequest,
  InviteCheckRequest,
  InviteCheckResponse,
  InviteStaffRequest,
  InviteStaffResponse,
  StaffListResponse,
  StaffMember,
  UpdateStaffRequest,
} from '#shared/schemas/staff';
import { publicBaseUrl } from '../../config/config';
import { AppError } from '../../lib/app-error';
import { ADMIN_LOGIN_MESSAGES } from '#shared/schemas/admin-session';
import { inviteStaff, listStaff, resetStaffPassword, updateStaff } from '../../services/staff/staff-accounts';
import { acceptStaffLink, checkStaffLink, inviteLink, type AuditContext } from '../../services/staff/staff-invites';
import { ADMIN_LOGIN_LIMIT, requestOrigin } from './session';
import type { StaffPasswordStrength } from '../../services/staff/passwords';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../env';

const StaffIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const AcceptResponse = z.object({ success: z.literal(true) });

/** The signed-in owner and where the request came from, for the audit log. */
function auditOf(request: FastifyRequest): AuditContext {
  const session = request.adminSession;
  if (!session) throw new AppError('UNAUTHORIZED', ADMIN_LOGIN_MESSAGES.loginRequired);
  return { staff: { id: session.staff.id, email: session.staff.email, role: session.staff.role }, ...requestOrigin(request) };
}

export async function adminStaffRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    now: Clock;
    config: Pick<Config, 'adminPath' | 'publicUrl' | 'port' | 'sessionSecret'>;
    staffPasswords: StaffPasswordStrength;
    rateLimit?: boolean;
  },
): Promise<void> {
  const { db, now, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answer = (link: { id: number; token: string; expiresAt: Date }) => ({
    id: link.id,
    inviteUrl: inviteLink(publicBaseUrl(config), config.adminPath, link.token),
    expiresAt: link.expiresAt.toISOString(),
  });

  // GET /api/admin/staff — everyone on the staff
  r.get(
    '/staff',
    {
      config: { permission: 'staff:manage' },
      schema: { summary: 'Everyone on the staff: role, status, second factor, last sign-in', response: { 200: StaffListResponse } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await listStaff(db) };
    },
  );

  // POST /api/admin/staff — invite a person → their one-time link (also mailed), 72 h
  r.post(
    '/staff',
    {
      config: { permission: 'staff:manage', reauth: true },
      schema: {
        summary: 'Invite a staff member: a one-time link, mailed too, valid 72 h',
        body: InviteStaffRequest,
        response: { 201: InviteStaffResponse },
      },
    },
    async (request, reply) => {
      const link = await inviteStaff(db, {
        input: request.body,
        adminPath: config.adminPath,
        now: now(),
        audit: auditOf(request),
        sealKey: config.sessionSecret,
      });
      return reply.code(201).header('Cache-Control', 'no-store').send(answer(link));
    },
  );

  // PATCH /api/admin/staff/:id — change role and/or disable or enable
  r.patch(
    '/staff/:id',
    {
      config: { permission: 'staff:manage', reauth: true },
      schema: {
        summary: "Change a staff member's role, or disable or enable them",
        params: StaffIdParams,
        body: UpdateStaffRequest,
        response: { 200: StaffMember },
      },
    },
    async (request) => {
      const audit = auditOf(request);
      return updateStaff(db, { id: request.params.id, input: request.body, actorId: audit.staff!.id, now: now(), audit });
    },
  );

  // POST /api/admin/staff/:id/reset-password — a new one-time password link (older ones die)
  r.post(
    '/staff/:id/reset-password',
    {
      config: { permission: 'staff:manage', reauth: true },
      schema: {
        summary: 'A new one-time password link for a staff member (older links die)',
        params: StaffIdParams,
        response: { 200: InviteStaffResponse },
      },
    },
    async (request, reply) => {
      const link = await resetStaffPassword(db, {
        id: request.params.id,
        adminPath: config.adminPath,
        now: now(),
        sealKey: config.sessionSecret,
        audit: auditOf(request),
      });
      return reply.header('Cache-Control', 'no-store').send(answer(link));
    },
  );

  // POST /api/admin/staff/accept/check — whose live link is this (public)
  r.post(
    '/staff/accept/check',
    {
      config: opts.rateLimit === false ? {} : { rateLimit: ADMIN_LOGIN_LIMIT },
      schema: {
        summary: 'Whose live invite or password link this is (public)',
        body: InviteCheckRequest,
        response: { 200: InviteCheckResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return checkStaffLink(db, request.body.token, now());
    },
  );

  // POST /api/admin/staff/accept — choose the password with a live link (public)
  r.post(
    '/staff/accept',
    {
      config: opts.rateLimit === false ? {} : { rateLimit: ADMIN_LOGIN_LIMIT },
      schema: {
        summary: 'Choose a password with a live invite or password link (public)',
        body: AcceptInviteRequest,
        response: { 200: AcceptResponse },
      },
    },
    async (request) => {
      await acceptStaffLink(db, {
        token: request.body.token,
        password: request.body.password,
        strength: opts.staffPasswords,
        now: now(),
        origin: requestOrigin(request),
      });
      return { success: true as const };
    },
  );
}
