/**
 * The dealer guard (docs/product.md#security). `app.requireDealer` (a preHandler) admits a request
 * only with `Authorization: Bearer <token>` naming a live token of an active dealer and sets
 * `request.dealer`; otherwise 401 {code: 'UNAUTHORIZED', message: 'Session expired'} (the
 * client then clears its session: docs/product.md#roles "Session Expired").
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEALER_MESSAGES } from '#shared/schemas/dealer';
import type { dealers } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { findDealerByToken } from '../services/dealers/dealer-tokens';
import type { Clock } from '../lib/clock';
import type { Db } from '../db/client';

/** A guard usable as a preHandler hook. */
export type DealerGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Admits only requests carrying a live dealer bearer token. */
    requireDealer: DealerGuard;
  }
  interface FastifyRequest {
    /** The dealer once requireDealer has admitted the request. */
    dealer: typeof dealers.$inferSelect | null;
    /** The bearer token requireDealer admitted (logout revokes it). */
    dealerToken: string | null;
  }
}

/** The bearer token of a request, or null. */
export function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** Decorates `app.requireDealer` (call once in the dealer routes plugin); tokens are looked up in `db` at `now`. */
export function installDealerAuth(app: FastifyInstance, { db, now }: { db: Db; now: Clock }): void {
  app.decorateRequest('dealer', null);
  app.decorateRequest('dealerToken', null);
  const requireDealer: DealerGuard = async (request) => {
    const token = readBearerToken(request);
    const dealer = token ? await findDealerByToken(db, token, now()) : null;
    if (!dealer) throw new AppError('UNAUTHORIZED', DEALER_MESSAGES.sessionExpired);
    request.dealer = dealer;
    request.dealerToken = token;
  };
  app.decorate('requireDealer', requireDealer);
}
