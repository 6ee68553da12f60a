/**
 * Staff sign-in, step 2, and re-authentication (docs/product.md#staff-sign-in): POST
 * /api/admin/login/mfa (an authenticator or recovery code), /login/passkey/options and
 * /login/passkey (WebAuthn), and POST /api/admin/reauth (password or code within the last 5 minutes).
 * A wrong code gets the same answer whatever the reason (wrong, replayed, used, no such factor);
 * each attempt is counted before it is checked: 5 end a pending session, and wrong codes lock the
 * person's codes for a growing time (docs/decisions/205-count-before-check.md).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_LOGIN_MESSAGES, AdminMfaRequest, AdminReauthRequest } from '#shared/schemas/admin-session';
import { MfaDoneResponse, PasskeyLoginRequest, WebAuthnOptions } from '#shared/schemas/admin-mfa';
import { AppError } from '../../lib/app-error';
import { securityEvent } from '../../lib/security-log';
import { setAdminCookie } from '../../plugins/admin-auth';
import { appendAudit } from '../../services/staff/audit-log';
import { checkSecondFactorCode } from '../../services/staff/code-check';
import { claimPendingAttempt, endSpentPendingSession, promoteToFullSession } from '../../services/staff/mfa-session';
import { passkeyAuthenticationOptions, relyingPartyOf, verifyPasskeySignIn } from '../../services/staff/passkeys';
import { checkStaffPassword } from '../../services/staff/sign-in';
import { setSessionChallenge, touchStaffAuth, type AdminSession } from '../../services/staff/staff-session';
import { ADMIN_LOGIN_LIMIT, lockedError, requestOrigin } from './session';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../env';

/** The relying party of this request (PUBLIC_URL, else the request's own origin). */
export function relyingPartyFor(config: Config, request: FastifyRequest) {
  return relyingPartyOf(config.publicUrl, `${request.protocol}://${request.host}`);
}

export async function adminMfaSignInRoutes(
  app: FastifyInstance,
  opts: { db: Db; now: Clock; config: Config; rateLimit?: boolean },
): Promise<void> {
  const { db, now, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited: { rateLimit?: typeof ADMIN_LOGIN_LIMIT } = opts.rateLimit === false ? {} : { rateLimit: ADMIN_LOGIN_LIMIT };

  /** The request's pending session, or 401 "sign in again". */
  const pendingSession = async (request: FastifyRequest): Promise<AdminSession> => {
    const session = await app.findAdminSessionOf(request);
    if (!session || session.stage !== 'pending') throw new AppError('UNAUTHORIZED', ADMIN_LOGIN_MESSAGES.codeStepExpired);
    return session;
  };

  const staffRef = (session: AdminSession) => ({ id: session.staff.id, email: session.staff.email, role: session.staff.role });

  /** Turns the pending `session` into a full one (new sid, authAt now) and audits `action`. */
  const finishSignIn = async (request: FastifyRequest, reply: FastifyReply, session: AdminSession, action: string) => {
    const at = now();
    const full = await promoteToFullSession(db, session, at);
    if (!full) throw new AppError('UNAUTHORIZED', ADMIN_LOGIN_MESSAGES.codeStepExpired);
    setAdminCookie(reply, full, config);
    await appendAudit(db, { at, staff: staffRef(session), action, ...requestOrigin(request) });
    return { success: true as const };
  };

  /**
   * Counts a second-factor attempt on the pending `session` before anything is checked (at most
   * PENDING_CODE_ATTEMPTS per pending sign-in, on any instance): the attempt's number, or 401
   * "sign in again" once they are spent.
   */
  const claimAttempt = async (session: AdminSession): Promise<number> => {
    const attempt = await claimPendingAttempt(db, session.sid);
    if (attempt === null) throw new AppError('UNAUTHORIZED', ADMIN_LOGIN_MESSAGES.codeStepExpired);
    return attempt;
  };

  /** Audits a refused second factor, ends a spent pending session and answers 401 (or 429 when locked). */
  const refuseCode = async (
    request: FastifyRequest,
    session: AdminSession,
    attempt: number,
    lock: { locked: false } | { locked: true; retryAfterSeconds: number },
  ): Promise<never> => {
    const at = now();
    securityEvent(request, 'admin_login_failed', { step: 'mfa' });
    await appendAudit(db, {
      at,
      staff: staffRef(session),
      action: 'sign_in.mfa_failed',
      status: lock.locked ? 429 : 401,
      ...requestOrigin(request),
    });
    await endSpentPendingSession(db, session.sid, attempt);
    if (lock.locked) throw lockedError(lock.retryAfterSeconds);
    throw new AppError('UNAUTHORIZED', ADMIN_LOGIN_MESSAGES.incorrectCode);
  };

  // POST /api/admin/login/mfa — an authenticator or recovery code finishes a pending sign-in
  r.post(
    '/login/mfa',
    {
      schema: {
        summary: 'Staff sign-in, step 2: an authenticator-app code or a recovery code (each works once)',
        body: AdminMfaRequest,
        response: { 200: MfaDoneResponse },
      },
      config: limited,
    },
    async (request, reply) => {
      const session = await pendingSession(request);
      const attempt = await claimAttempt(session);
      const check = await checkSecondFactorCode(db, {
        staffId: session.staff.id,
        code: request.body.code,
        now: now(),
        sealKey: config.sessionSecret,
      });
      if (!check.ok) return refuseCode(request, session, attempt, check);
      return finishSignIn(request, reply, session, check.method === 'totp' ? 'sign_in.totp' : 'sign_in.recovery_code');
    },
  );

  // POST /api/admin/login/passkey/options — a WebAuthn challenge for the pending person's passkeys
  r.post(
    '/login/passkey/options',
    {
      schema: { summary: 'Staff sign-in, step 2 with a passkey: the WebAuthn request options', response: { 200: WebAuthnOptions } },
      config: limited,
    },
    async (request) => {
      const session = await pendingSession(request);
      const options = await passkeyAuthenticationOptions(db, relyingPartyFor(config, request), session.staff.id);
      await setSessionChallenge(db, session.sid, options.challenge);
      return { ...options };
    },
  );

  // POST /api/admin/login/passkey — the passkey's answer finishes a pending sign-in
  r.post(
    '/login/passkey',
    {
      schema: {
        summary: "Staff sign-in, step 2 with a passkey: the authenticator's answer",
        body: PasskeyLoginRequest,
        response: { 200: MfaDoneResponse },
      },
      config: limited,
    },
    async (request, reply) => {
      const session = await pendingSession(request);
      const attempt = await claimAttempt(session);
      const challenge = session.challenge;
      if (challenge) await setSessionChallenge(db, session.sid, null); // each challenge answers once
      const ok =
        challenge !== undefined &&
        (await verifyPasskeySignIn(db, {
          rp: relyingPartyFor(config, request),
          staffId: session.staff.id,
          challenge,
          response: request.body.response as unknown as Parameters<typeof verifyPasskeySignIn>[1]['response'],
          now: now(),
        }));
      if (!ok) return refuseCode(request, session, attempt, { locked: false });
      return finishSignIn(request, reply, session, 'sign_in.passkey');
    },
  );

  // POST /api/admin/reauth — the password or a code again: sensitive actions open for 5 minutes
  r.post(
    '/reauth',
    {
      schema: {
        summary: 'Re-authentication: the password or a second-factor code; sensitive actions are open for 5 minutes',
        body: AdminReauthRequest,
        response: { 200: MfaDoneResponse },
      },
      config: { permission: 'self', ...limited },
    },
    async (request) => {
      const session = request.adminSession!;
      const at = now();
      const body = request.body;
      const check =
        'password' in body
          ? await checkStaffPassword(db, { email: session.staff.email, password: body.password, address: request.ip, now: at })
          : await checkSecondFactorCode(db, { staffId: session.staff.id, code: body.code, now: at, sealKey: config.sessionSecret });
      if (!check.ok) {
        securityEvent(request, 'admin_login_failed', { step: 'reauth' });
        // The audit trail (plugins/audit-trail.ts) writes the row, with the answer's status.
        request.auditChange = { action: 'reauth.failed', recordType: 'staff', recordId: session.staff.id };
        if (check.locked) throw lockedError(check.retryAfterSeconds);
        throw new AppError(
          'UNAUTHORIZED',
          'password' in body ? ADMIN_LOGIN_MESSAGES.incorrectPassword : ADMIN_LOGIN_MESSAGES.incorrectCode,
        );
      }
      await touchStaffAuth(db, session.sid, at);
      request.auditChange = { action: 'reauth', recordType: 'staff', recordId: session.staff.id };
      return { success: true as const };
    },
  );
}
