/**
 * Request bodies and query strings (docs/architecture.md "Security"): JSON only, keeping the
 * raw text for webhook signatures; no text/plain parser (browsers send it cross-site without a
 * preflight). NUL and lone surrogates cannot be stored in PostgreSQL text, so a body, query or
 * route parameter holding one is a 400 naming the field, not a 500.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { findUnsafeValue } from '../lib/request-text';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** Replaces every content-type parser with the JSON one and checks query strings and parameters. */
export function installJsonBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    if ((body as string).length === 0) return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body as string);
    } catch {
      return done(new AppError('BAD_REQUEST', 'Request body is not valid JSON'), undefined);
    }
    const unsafe = findUnsafeValue(parsed);
    if (unsafe) return done(new AppError('BAD_REQUEST', unsafe.message, { issues: [unsafe] }), undefined);
    done(null, parsed);
  });
  // The same check for the query string and route parameters (`?search=%00`).
  app.addHook('preValidation', async (request) => {
    const unsafe = findUnsafeValue({ query: request.query, params: request.params });
    if (unsafe) throw new AppError('BAD_REQUEST', unsafe.message, { issues: [unsafe] });
  });
}
