/**
 * The door of a server-to-server webhook (docs/decisions/099-manual-courier-and-random-dev-secrets.md):
 * a request without the sender's signature header is refused with 401 from an onRequest hook,
 * before a byte of its body is read, and its connection is closed so that an endless body is
 * never drained; each client address gets WEBHOOKS_PER_MINUTE requests (a gateway or courier
 * sends far fewer), and a body is at most WEBHOOK_BODY_LIMIT bytes.
 */
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { securityEvent } from '../lib/security-log';
import { perMinuteLimits } from '../lib/route-rate-limit';

/** Webhook requests one client address may send per minute. */
export const WEBHOOKS_PER_MINUTE = 120;
/** The largest webhook body read (Razorpay's and Shiprocket's events are a few KB). */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Route options for a webhook signed in `header`: the early refusal, the body limit and, unless
 * `rateLimit` is false (benches, most tests), the per-address limit.
 */
export function webhookRouteOptions(
  header: string,
  options: { rateLimit?: boolean } = {},
): {
  onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  bodyLimit: number;
  config: FastifyContextConfig;
} {
  const name = header.toLowerCase();
  return {
    async onRequest(request, reply) {
      const value = request.headers[name];
      if (typeof value === 'string' && value.trim() !== '') return;
      securityEvent(request, 'webhook_signature_invalid', { path: request.url.split('?')[0], signed: false });
      // The body is not read: close the connection after the answer instead of draining it.
      reply.header('Connection', 'close');
      throw new AppError('UNAUTHORIZED', `Missing ${name} header`);
    },
    bodyLimit: WEBHOOK_BODY_LIMIT,
    config: perMinuteLimits(options.rateLimit)(WEBHOOKS_PER_MINUTE),
  };
}
