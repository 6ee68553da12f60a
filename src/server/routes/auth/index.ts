/**
 * Customer sign-in and profile (docs/product.md#auth-state, docs/product.md#customer-calls;
 * docs/decisions/015). Registered under /api: /api/auth/*, the /api/login navigation and POST
 * /api/logout.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthSessionResponse, AuthUserResponse, LogoutResponse, SignInQuery } from '#shared/schemas/auth';
import { UpdateProfileRequest } from '#shared/schemas/profile';
import { AUTH_CALLBACK_PATH, requestOrigin } from '../../dev-oidc/dev-issuer';
import { AppError } from '../../lib/app-error';
import {
  CUSTOMER_COOKIE,
  PENDING_SIGN_IN_COOKIE,
  clearSignedCookie,
  readSignedCookie,
  setSignedCookie,
} from '../../plugins/customer-session';
import { createCustomerSession, destroyCustomerSession } from '../../services/auth/customer-session';
import { findUser } from '../../services/auth/find-user';
import { getOidcTarget, type OidcDiscoveries } from '../../services/auth/oidc-client';
import { completeSignIn, startSignIn, takePendingSignIn } from '../../services/auth/sign-in';
import { updateProfile } from '../../services/auth/update-profile';
import { toAuthUser } from '../../services/auth/user-view';
import { checkAddressPin } from '../../services/pincodes/check-address-pin';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../env';
import type { PincodeDirectory } from '../../services/pincodes/pincode-directory';
import { perMinuteLimits } from '../../lib/route-rate-limit';

/** Where a failed sign-in lands (the storefront shows a toast for it). */
export const AUTH_ERROR_REDIRECT = '/?authError=1';

export async function authRoutes(
  app: FastifyInstance,
  opts: { db: Db; now: Clock; pincodes: PincodeDirectory; config: Config; oidcDiscoveries: OidcDiscoveries; rateLimit?: boolean },
): Promise<void> {
  const { db, now, pincodes, config, oidcDiscoveries } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = perMinuteLimits(opts.rateLimit);

  const beginSignIn = async (request: FastifyRequest, reply: FastifyReply, returnTo: unknown) => {
    const origin = requestOrigin(request, config.publicUrl);
    try {
      const target = await getOidcTarget(oidcDiscoveries, { app, config, origin });
      const started = await startSignIn(db, target, { returnTo, origin, now: now() });
      setSignedCookie(reply, config, PENDING_SIGN_IN_COOKIE, started.pendingSid, { expires: started.expire, path: AUTH_CALLBACK_PATH });
      return reply.header('Cache-Control', 'no-store').redirect(started.authorizationUrl, 302);
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in could not start');
      return reply.redirect(AUTH_ERROR_REDIRECT, 302);
    }
  };

  const endSession = async (request: FastifyRequest, reply: FastifyReply) => {
    const sid = readSignedCookie(request, CUSTOMER_COOKIE);
    if (sid) await destroyCustomerSession(db, sid);
    clearSignedCookie(reply, config, CUSTOMER_COOKIE);
  };

  // GET /api/auth/google?returnTo=/account: starts sign-in (navigation).
  r.get(
    '/auth/google',
    { schema: { summary: 'Start customer sign-in (a navigation)', querystring: SignInQuery, hide: true }, config: limited(30) },
    (request, reply) => beginSignIn(request, reply, request.query.returnTo),
  );
  // GET /api/login: the mobile menu's navigation; same as above.
  r.get(
    '/login',
    {
      schema: { summary: 'Start customer sign-in from the mobile menu (a navigation)', querystring: SignInQuery, hide: true },
      config: limited(30),
    },
    (request, reply) => beginSignIn(request, reply, request.query.returnTo),
  );

  // GET /api/auth/callback: the issuer sends the browser back here with code + state.
  r.get(
    '/auth/callback',
    { schema: { summary: 'The issuer sends the browser back here with code and state', hide: true }, config: limited(30) },
    async (request, reply) => {
      const pendingSid = readSignedCookie(request, PENDING_SIGN_IN_COOKIE);
      clearSignedCookie(reply, config, PENDING_SIGN_IN_COOKIE, AUTH_CALLBACK_PATH);
      reply.header('Cache-Control', 'no-store');
      const pending = await takePendingSignIn(db, pendingSid, now()); // 400 when missing or replayed
      let userId: string;
      try {
        const target = await getOidcTarget(oidcDiscoveries, { app, config, origin: pending.origin });
        const callbackUrl = new URL(target.redirectUri);
        callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
        ({ userId } = await completeSignIn(db, target, pending, callbackUrl, now()));
      } catch (error) {
        if (error instanceof AppError) throw error; // state mismatch: 400
        request.log.warn({ err: error }, 'sign-in callback failed');
        return reply.redirect(AUTH_ERROR_REDIRECT, 302);
      }
      const session = await createCustomerSession(db, {
        userId,
        previousSid: readSignedCookie(request, CUSTOMER_COOKIE),
        now: now(),
      });
      setSignedCookie(reply, config, CUSTOMER_COOKIE, session.sid, { expires: session.expire });
      return reply.redirect(pending.returnTo, 302);
    },
  );

  // POST /api/logout and POST /api/auth/logout → {success: true} (the client then navigates to /).
  // Never GET: a cross-site link or <img> must not sign anyone out; GET /api/logout is a 404.
  for (const url of ['/logout', '/auth/logout']) {
    r.post(
      url,
      { schema: { summary: 'Customer sign-out: end the session', response: { 200: LogoutResponse } } },
      async (request, reply) => {
        await endSession(request, reply);
        return reply.header('Cache-Control', 'no-store').send({ success: true as const });
      },
    );
  }

  // GET /api/auth/user → the signed-in user; 401 when signed out.
  r.get(
    '/auth/user',
    { onRequest: app.requireCustomer, schema: { summary: 'The signed-in user', response: { 200: AuthUserResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await findUser(db, request.customer!.userId);
      if (!user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
      return toAuthUser(user);
    },
  );

  // GET /api/auth/session → {user} or {user: null}: always 200, what the storefront asks on every page.
  r.get(
    '/auth/session',
    { schema: { summary: 'The signed-in user or null: what the storefront asks on every page', response: { 200: AuthSessionResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const session = await app.customerSession(request);
      const user = session ? await findUser(db, session.userId) : null;
      return { user: user ? toAuthUser(user) : null };
    },
  );

  // PUT /api/auth/profile {phone, address, marketingConsent?, preferredLanguage?} → the user.
  r.put(
    '/auth/profile',
    {
      onRequest: app.requireCustomer,
      schema: {
        summary: "Complete or change the signed-in user's profile",
        body: UpdateProfileRequest,
        response: { 200: AuthUserResponse },
      },
      config: limited(30),
    },
    async (request) => {
      checkAddressPin(pincodes, request.body.address, 'address');
      return toAuthUser(await updateProfile(db, request.customer!.userId, request.body));
    },
  );
}
