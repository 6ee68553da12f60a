/**
 * Order capabilities (docs/decisions/017-order-capabilities.md). Order ids are
 * sequential, so an id proves nothing: POST /api/orders gives its caller a capability for the
 * new order, kept in ONE signed, httpOnly, SameSite=Lax cookie `chaabi_orders` holding the
 * browser's most recent order ids (newest first, at most ORDER_CAPABILITY_LIMIT), Secure in
 * production. Every later call about an order needs that capability or the signed-in customer
 * who owns it (orders.user_id); anyone else gets 404 'Order not found' with no customer data.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAYMENT_MESSAGES } from '#shared/schemas/payment';
import { AppError } from '../lib/app-error';
import { findOrderOwner } from '../services/orders/find-order-owner';
import { readSignedCookie } from './customer-session';
import type { Db } from '../db/client';
import type { Config } from '../env';

/** Name of the order capability cookie. */
export const ORDER_CAPABILITY_COOKIE = 'chaabi_orders';
/** How many recent orders one browser holds capabilities for (the oldest drops out). */
export const ORDER_CAPABILITY_LIMIT = 20;
/** Lifetime of the capability cookie: long enough to retry a payment days later. */
export const ORDER_CAPABILITY_MAX_AGE_S = 30 * 24 * 60 * 60;
/** Name of the random per-browser id cookie that scopes anonymous Idempotency-Keys. */
export const CLIENT_ID_COOKIE = 'chaabi_client';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: admits a request about `request.body.orderId` only for its owner (else 404). */
    requireOrderAccess: (request: FastifyRequest) => Promise<void>;
  }
}

/** The order ids this request holds a valid (signed) capability for; [] when absent or forged. */
export function readOrderCapabilities(request: FastifyRequest): number[] {
  const value = readSignedCookie(request, ORDER_CAPABILITY_COOKIE);
  if (!value) return [];
  return value
    .split('.')
    .map((part) => Number(part))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(0, ORDER_CAPABILITY_LIMIT);
}

/** Adds `orderId` to the request's capability cookie (newest first, bounded). */
export function grantOrderCapability(
  config: Pick<Config, 'isProduction'>,
  request: FastifyRequest,
  reply: FastifyReply,
  orderId: number,
): void {
  const ids = [orderId, ...readOrderCapabilities(request).filter((id) => id !== orderId)].slice(0, ORDER_CAPABILITY_LIMIT);
  reply.setCookie(ORDER_CAPABILITY_COOKIE, ids.join('.'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/api',
    maxAge: ORDER_CAPABILITY_MAX_AGE_S,
  });
}

/**
 * True when the request may act on `orderId`: a capability for it in the signed cookie, or a
 * customer session whose user owns it (looked up in `db`). Unknown orders are simply "not yours".
 */
export async function canAccessOrder(app: FastifyInstance, db: Db, request: FastifyRequest, orderId: number): Promise<boolean> {
  if (readOrderCapabilities(request).includes(orderId)) return true;
  const session = await app.customerSession(request);
  if (!session) return false;
  const owner = await findOrderOwner(db, orderId);
  return owner !== null && owner.userId === session.userId;
}

/** The signed per-browser id (anonymous idempotency scope), or null. */
export function readClientId(request: FastifyRequest): string | null {
  return readSignedCookie(request, CLIENT_ID_COOKIE);
}

/** Decorates `app.requireOrderAccess` (orders read from `db`) and gives every browser page load a random client id. */
export function installOrderAccess(app: FastifyInstance, { db, config }: { db: Db; config: Pick<Config, 'isProduction'> }): void {
  // The id must exist BEFORE the first POST /api/orders: a checkout whose answer was lost never
  // sees a cookie that answer set, and its retry must land in the same idempotency scope.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || request.url.startsWith('/api')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html') || readClientId(request)) return payload;
    reply.setCookie(CLIENT_ID_COOKIE, randomUUID(), {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      path: '/api',
      maxAge: 365 * 24 * 60 * 60,
    });
    return payload;
  });

  app.decorate('requireOrderAccess', async (request: FastifyRequest) => {
    const orderId = (request.body as { orderId?: unknown } | undefined)?.orderId;
    if (typeof orderId !== 'number' || !(await canAccessOrder(app, db, request, orderId))) {
      throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
    }
  });
}
