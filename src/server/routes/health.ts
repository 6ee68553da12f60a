/** Liveness and readiness probes. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** How long /readyz waits for the database before answering 503. */
export const READINESS_TIMEOUT_MS = 1_500;

/** Resolves with the ping, or rejects after `ms`: a stalled database must not stall the probe. */
async function withDeadline(ping: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([ping, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** GET /healthz (process up) and GET /readyz (database answers within 1.5 s, not shutting down). */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }): Promise<void> {
  const { database } = opts;
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (app.lifecycle.closing) return reply.code(503).send({ status: 'unavailable', message: 'Shutting down' });
    try {
      const ping = database.ping();
      ping.catch(() => undefined); // a late rejection after the deadline is not unhandled
      await withDeadline(ping, READINESS_TIMEOUT_MS);
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.code(503).header('Retry-After', '5').send({ status: 'unavailable', message: 'Database unreachable' });
    }
  });
}
