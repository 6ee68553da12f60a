/**
 * The process lifecycle as the app sees it (docs/architecture.md, main.ts): while closing, a
 * new request is answered 503 with Retry-After rather than reset, every answer closes its
 * connection so keep-alive clients reconnect elsewhere, and main.ts waits for the in-flight
 * count to reach zero before closing.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Process lifecycle: `closing` turns true at shutdown (new requests get 503); `inFlight` counts requests being served. */
    lifecycle: { closing: boolean; inFlight: number; lastRequestAt: number };
  }
}

/**
 * Decorates `app.lifecycle` and installs the shutdown hooks. `lastRequestAt` is the process's
 * own time (Date.now()): draining measures real elapsed time, not the shop's injectable clock.
 */
export function installLifecycle(app: FastifyInstance): void {
  app.decorate('lifecycle', { closing: false, inFlight: 0, lastRequestAt: 0 });
  app.addHook('preClose', async () => {
    app.lifecycle.closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    app.lifecycle.lastRequestAt = Date.now();
    if (app.lifecycle.closing && request.url !== '/healthz') {
      return reply
        .code(503)
        .header('Connection', 'close')
        .header('Retry-After', '5')
        .serializer(JSON.stringify)
        .type('application/json; charset=utf-8')
        .send({ code: 'SHUTTING_DOWN', message: 'The shop is restarting. Please try again in a moment.' });
    }
    app.lifecycle.inFlight += 1;
    reply.raw.once('close', () => {
      app.lifecycle.inFlight -= 1;
    });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.closing) reply.header('Connection', 'close');
  });
}
