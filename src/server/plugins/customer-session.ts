/**
 * Customer sessions on requests (docs/product.md#admin-auth): the signed `chaabi_session` cookie
 * names a `sessions` row with sess.kind = 'customer'. `app.requireCustomer` admits only such
 * requests (401 {code: 'UNAUTHORIZED', message: 'Unauthorized'}); `app.customerSession(request)`
 * reads it where signing in is optional (an order placed while signed in is linked to the user).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../env';
import { AppError } from '../lib/app-error';
import { findCustomerSession, type CustomerSession } from '../services/auth/customer-session';
import type { Clock } from '../lib/clock';
import type { Db } from '../db/client';

/** Name of the customer session cookie. */
export const CUSTOMER_COOKIE = 'chaabi_session';
/** Name of the pending sign-in cookie (lives only until the callback). */
export const PENDING_SIGN_IN_COOKIE = 'chaabi_oidc';

declare module 'fastify' {
  interface FastifyInstance {
    /** Admits only requests with a live customer session. */
    requireCustomer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The request's live customer session, or null (cached per request). */
    customerSession: (request: FastifyRequest) => Promise<CustomerSession | null>;
  }
  interface FastifyRequest {
    customer: CustomerSession | null;
  }
}

/** A signed cookie's value, or null when absent or tampered with. */
export function readSignedCookie(request: FastifyRequest, name: string): string | null {
  const raw = request.cookies[name];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** Sets a signed session-style cookie: httpOnly, SameSite=Lax, Secure in production. */
export function setSignedCookie(
  reply: FastifyReply,
  config: Config,
  name: string,
  value: string,
  options: { expires: Date; path?: string },
): void {
  reply.setCookie(name, value, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: options.path ?? '/',
    expires: options.expires,
  });
}

/** Clears a cookie set by setSignedCookie. */
export function clearSignedCookie(reply: FastifyReply, config: Config, name: string, path = '/'): void {
  reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure: config.isProduction, path });
}

const LOOKED_UP = Symbol('customerSessionLookedUp');

/** Decorates `app.requireCustomer` and `app.customerSession`; sessions are looked up in `db` at `now`. */
export function installCustomerSession(app: FastifyInstance, { db, now }: { db: Db; now: Clock }): void {
  app.decorateRequest('customer', null);

  const customerSession = async (request: FastifyRequest): Promise<CustomerSession | null> => {
    const r = request as FastifyRequest & { [LOOKED_UP]?: boolean };
    if (r[LOOKED_UP]) return request.customer;
    const sid = readSignedCookie(request, CUSTOMER_COOKIE);
    request.customer = sid ? await findCustomerSession(db, sid, now()) : null;
    r[LOOKED_UP] = true;
    return request.customer;
  };
  app.decorate('customerSession', customerSession);
  // Named: the API document finds the guard on a route by its name (plugins/api-docs.ts).
  app.decorate('requireCustomer', async function requireCustomer(request: FastifyRequest) {
    if (!(await customerSession(request))) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  });
}
