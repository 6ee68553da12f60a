/** Liveness and readiness probes (issue 2). */
import type { FastifyInstance } from 'fastify';

/** GET /healthz (process up) and GET /readyz (database reachable). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready', database: app.database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
  });
}
