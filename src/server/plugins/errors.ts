/**
 * The one error handler (STYLE.md "Errors"): zod validation → 400 with the spec's message
 * and the field issues; AppError → its status; anything else → 500 without internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/** Installs the error and not-found handlers for /api routes. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ code: 'BAD_REQUEST', message: issues[0]?.message ?? 'Invalid request', issues });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.status).send({ code: error.code, message: error.message, issues: error.issues });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = status === 429 ? 'TOO_MANY_REQUESTS' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
      return reply.code(status).send({ code, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
  });
}
