/**
 * The signed-in person's own second factors (docs/product.md#staff-sign-in), all `self`: GET
 * /api/admin/me/mfa, authenticator-app set-up and confirmation, passkey registration, new recovery
 * codes and removing a factor. Every write needs the password or a second factor entered within
 * the last 5 minutes (sign-in or POST /api/admin/reauth; 403 REAUTH_REQUIRED otherwise), so a
 * session taken over later cannot add the taker's own factor (docs/decisions/208-fresh-auth-to-add-a-factor.md;
 * OWASP ASVS asks re-authentication before authentication factors change). Enrolling the first factor in
 * the `enrol` stage (production) turns the session into a full one under a new session id. In
 * production nobody removes their last factor.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MfaStatus,
  PasskeyRegisterRequest,
  PasskeyRegisterResponse,
  RecoveryCodesResponse,
  TotpConfirmRequest,
  TotpSetupResponse,
  WebAuthnOptions,
} from '#shared/schemas/admin-mfa';
import { ADMIN_LOGIN_MESSAGES } from '#shared/schemas/admin-session';
import { AppError } from '../../lib/app-error';
import { setAdminCookie } from '../../plugins/admin-auth';
import { promoteToFullSession } from '../../services/staff/mfa-session';
import { listPasskeys, passkeyRegistrationOptions, registerPasskey, removePasskey } from '../../services/staff/passkeys';
import { removeRecoveryCodes, replaceRecoveryCodes, unusedRecoveryCodes } from '../../services/staff/recovery-codes';
import { secondFactorMethods } from '../../services/staff/second-factors';
import { setSessionChallenge, type AdminSession } from '../../services/staff/staff-session';
import { acceptTotpCode, removeTotp, startTotpEnrolment } from '../../services/staff/totp';
import { relyingPartyFor } from './mfa-sign-in';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../env';

const SELF = { permission: 'self' } as const;
const SELF_REAUTH = { permission: 'self', reauth: true } as const;
const Done = z.object({ success: z.literal(true) });

export async function adminAccountMfaRoutes(app: FastifyInstance, opts: { db: Db; now: Clock; config: Config }): Promise<void> {
  const { db, now, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sessionOf = (request: FastifyRequest): AdminSession => request.adminSession!;
  // The audit trail (plugins/audit-trail.ts) writes the row of each of these writes, success or
  // refusal, under the action named here.
  const audit = (request: FastifyRequest, action: string, extra: { recordId?: number; after?: unknown } = {}) => {
    request.auditChange = { action, recordType: 'staff', recordId: extra.recordId ?? sessionOf(request).staff.id, after: extra.after };
  };

  /** After a first factor in the `enrol` stage: a full session under a new sid. */
  const leaveEnrolStage = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = sessionOf(request);
    if (session.stage !== 'enrol') return;
    const full = await promoteToFullSession(db, session, now());
    if (full) setAdminCookie(reply, full, config);
  };

  /** Refuses to remove the last factor in production. */
  const keepOneFactor = async (staffId: number, removing: 'totp' | 'passkey') => {
    const methods = (await secondFactorMethods(db, staffId)).filter((m) => m !== 'recovery');
    const passkeys = await listPasskeys(db, staffId);
    const left = removing === 'totp' ? passkeys.length : methods.includes('totp') ? 1 : passkeys.length - 1;
    if (left <= 0 && config.isProduction) {
      throw new AppError('CONFLICT', 'Add another authenticator app or passkey before removing your last one');
    }
    return left;
  };

  r.get('/me/mfa', { schema: { summary: 'My second factors', response: { 200: MfaStatus } }, config: SELF }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const id = sessionOf(request).staff.id;
    const methods = await secondFactorMethods(db, id);
    const passkeys = await listPasskeys(db, id);
    return {
      totp: methods.includes('totp'),
      passkeys: passkeys.map((p) => ({ ...p, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null })),
      recoveryCodesLeft: await unusedRecoveryCodes(db, id),
      factorRequired: config.isProduction,
    };
  });

  r.post(
    '/me/mfa/totp',
    { schema: { summary: 'Start setting up an authenticator app', response: { 200: TotpSetupResponse } }, config: SELF_REAUTH },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { staff } = sessionOf(request);
      const started = await startTotpEnrolment(db, staff, config.sessionSecret);
      if (!started) throw new AppError('CONFLICT', 'An authenticator app is already set up; remove it first');
      return started;
    },
  );

  r.post(
    '/me/mfa/totp/confirm',
    {
      schema: {
        summary: 'Confirm the authenticator app with a first code; answers the recovery codes once',
        body: TotpConfirmRequest,
        response: { 200: RecoveryCodesResponse },
      },
      config: SELF_REAUTH,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { staff } = sessionOf(request);
      const ok = await acceptTotpCode(db, {
        staffId: staff.id,
        code: request.body.code,
        now: now(),
        sealKey: config.sessionSecret,
        confirming: true,
      });
      if (!ok) {
        audit(request, 'mfa.totp.enrol_failed');
        throw new AppError('BAD_REQUEST', ADMIN_LOGIN_MESSAGES.incorrectCode, {
          issues: [{ path: 'code', message: ADMIN_LOGIN_MESSAGES.incorrectCode }],
        });
      }
      const recoveryCodes = await replaceRecoveryCodes(db, staff.id);
      audit(request, 'mfa.totp.enrol');
      await leaveEnrolStage(request, reply);
      return { recoveryCodes };
    },
  );

  r.delete(
    '/me/mfa/totp',
    { schema: { summary: 'Remove my authenticator app', response: { 200: Done } }, config: SELF_REAUTH },
    async (request) => {
      const { staff } = sessionOf(request);
      const left = await keepOneFactor(staff.id, 'totp');
      await removeTotp(db, staff.id);
      if (left <= 0) await removeRecoveryCodes(db, staff.id);
      audit(request, 'mfa.totp.remove');
      return { success: true as const };
    },
  );

  r.post(
    '/me/mfa/passkeys/options',
    { schema: { summary: 'WebAuthn options to add a passkey', response: { 200: WebAuthnOptions } }, config: SELF_REAUTH },
    async (request) => {
      const session = sessionOf(request);
      const options = await passkeyRegistrationOptions(db, relyingPartyFor(config, request), session.staff);
      await setSessionChallenge(db, session.sid, options.challenge);
      return { ...options };
    },
  );

  r.post(
    '/me/mfa/passkeys',
    {
      schema: {
        summary: "Add a passkey: the authenticator's answer to the options",
        body: PasskeyRegisterRequest,
        response: { 200: PasskeyRegisterResponse },
      },
      config: SELF_REAUTH,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const session = sessionOf(request);
      const challenge = session.challenge;
      if (challenge) await setSessionChallenge(db, session.sid, null);
      const id =
        challenge === undefined
          ? null
          : await registerPasskey(db, {
              rp: relyingPartyFor(config, request),
              staffId: session.staff.id,
              challenge,
              response: request.body.response as unknown as Parameters<typeof registerPasskey>[1]['response'],
              name: request.body.name,
            });
      if (id === null) {
        audit(request, 'mfa.passkey.enrol_failed');
        throw new AppError('BAD_REQUEST', 'That passkey could not be verified. Try again.');
      }
      const recoveryCodes =
        (await unusedRecoveryCodes(db, session.staff.id)) === 0 ? await replaceRecoveryCodes(db, session.staff.id) : null;
      audit(request, 'mfa.passkey.enrol', { after: { passkeyId: id, name: request.body.name } });
      await leaveEnrolStage(request, reply);
      return { id, recoveryCodes };
    },
  );

  r.delete(
    '/me/mfa/passkeys/:id',
    {
      schema: {
        summary: 'Remove one of my passkeys',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: Done },
      },
      config: SELF_REAUTH,
    },
    async (request) => {
      const { staff } = sessionOf(request);
      const mine = await listPasskeys(db, staff.id);
      if (!mine.some((p) => p.id === request.params.id)) throw new AppError('NOT_FOUND', 'No such passkey');
      const left = await keepOneFactor(staff.id, 'passkey');
      await removePasskey(db, staff.id, request.params.id);
      if (left <= 0) await removeRecoveryCodes(db, staff.id);
      audit(request, 'mfa.passkey.remove', { after: { passkeyId: request.params.id } });
      return { success: true as const };
    },
  );

  r.post(
    '/me/mfa/recovery-codes',
    {
      schema: { summary: 'Replace my recovery codes with a new set, shown once', response: { 200: RecoveryCodesResponse } },
      config: SELF_REAUTH,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { staff } = sessionOf(request);
      if ((await secondFactorMethods(db, staff.id)).length === 0)
        throw new AppError('CONFLICT', 'Set up an authenticator app or a passkey first');
      const recoveryCodes = await replaceRecoveryCodes(db, staff.id);
      audit(request, 'mfa.recovery_codes.replace');
      return { recoveryCodes };
    },
  );
}
