/**
 * Idempotency-Key for retried money-moving requests (docs/decisions/065-idempotency-keys.md; IETF
 * httpapi idempotency-key draft with Stripe's semantics; docs/decisions/017). A route opts in by
 * spreading `idempotent({ db, now }, { scope })` into its options (after its guards):
 * - no header: the request runs as usual;
 * - a key longer than 255 characters, or with control or non-ASCII characters: 400;
 * - first use: the key is claimed (INSERT … ON CONFLICT DO NOTHING) with a hash of method,
 *   route and body; the answer is stored if it is a 2xx or 4xx; a 5xx releases the key;
 * - same key, same request: the stored status and body, with `Idempotent-Replayed: true`;
 * - same key, another request: 422 IDEMPOTENCY_KEY_REUSED;
 * - same key while the first is still running: waits up to IDEMPOTENCY_WAIT_MS for its answer
 *   and replays it, else 409 with Retry-After: 1.
 * Keys live 24 h per scope (the caller: a dealer, a signed-in user, an order capability or a browser).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Clock } from '../lib/clock';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { claimIdempotencyKey, releaseIdempotencyKey, saveIdempotentResponse } from '../services/idempotency/idempotency-keys';

/** The request header (IETF draft name). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The answer header on a replay. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** Longest accepted key. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
/** How long a duplicate waits for the first request's answer before answering 409. */
export const IDEMPOTENCY_WAIT_MS = 5000;
const POLL_MS = 50;

/** Printable ASCII only (no control characters, no spaces at the ends). */
const KEY_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

const CLAIM = Symbol('idempotencyClaim');
type ClaimedRequest = FastifyRequest & { [CLAIM]?: { scope: string; key: string } };

/** How a route uses Idempotency-Key. */
export interface IdempotencyOptions {
  /** Whose key it is, read after the route's guards have run (e.g. `dealer:12`). */
  scope: (request: FastifyRequest) => string | Promise<string>;
  /** Re-applies what a replayed answer carries outside its body (e.g. the order capability cookie). */
  onReplay?: (request: FastifyRequest, reply: FastifyReply, status: number, body: unknown) => void;
}

/** The key of a request, undefined when absent. @throws AppError BAD_REQUEST for a malformed key. */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (Array.isArray(raw)) throw new AppError('BAD_REQUEST', 'Send one Idempotency-Key header');
  // The draft sends an sf-string ("…"); Stripe sends the bare value. Both are accepted.
  const key = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH || !KEY_PATTERN.test(key)) {
    throw new AppError('BAD_REQUEST', `Idempotency-Key must be 1-${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters`);
  }
  return key;
}

/** JSON with object keys sorted, so the hash does not depend on key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of method, route and body: the request a key stands for. */
export function idempotencyRequestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? request.url}\n${stableJson(request.body ?? null)}`)
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Route hooks giving a route Idempotency-Key semantics, keys kept in `db` and dated by `now` (the
 * composition root's); spread into the route's options.
 */
export function idempotent(
  { db, now }: { db: Db; now: Clock },
  options: IdempotencyOptions,
): { preHandler: preHandlerAsyncHookHandler; onSend: onSendAsyncHookHandler<unknown> } {
  const preHandler: preHandlerAsyncHookHandler = async function (request, reply) {
    const key = readIdempotencyKey(request);
    if (key === undefined) return;
    const scope = await options.scope(request);
    const requestHash = idempotencyRequestHash(request);
    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const claim = await claimIdempotencyKey(db, { scope, key, requestHash, now: now() });
      switch (claim.kind) {
        case 'claimed':
          (request as ClaimedRequest)[CLAIM] = { scope, key };
          return;
        case 'mismatch':
          throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request');
        case 'replay':
          options.onReplay?.(request, reply, claim.status, claim.body);
          reply.header(REPLAYED_HEADER, 'true');
          return reply.code(claim.status).send(claim.body);
        case 'in-progress':
          if (Date.now() >= deadline) {
            throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still in progress', { headers: { 'Retry-After': '1' } });
          }
          await sleep(POLL_MS);
      }
    }
  };

  const onSend: onSendAsyncHookHandler<unknown> = async function (request, reply, payload) {
    const claimed = (request as ClaimedRequest)[CLAIM];
    if (!claimed) return payload;
    (request as ClaimedRequest)[CLAIM] = undefined;
    const status = reply.statusCode;
    if ((status >= 200 && status < 300) || (status >= 400 && status < 500)) {
      let body: unknown = null;
      if (typeof payload === 'string') {
        try {
          body = JSON.parse(payload);
        } catch {
          body = payload;
        }
      }
      await saveIdempotentResponse(db, { ...claimed, status, body });
    } else {
      await releaseIdempotencyKey(db, claimed);
    }
    return payload;
  };
  return { preHandler, onSend };
}
