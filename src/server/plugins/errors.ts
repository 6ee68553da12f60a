/**
 * The one error contract (docs/architecture.md "Errors"). Every failure answers
 * `{ code, message, issues?, requestId? }`:
 * - zod validation → 400 with the spec's message and the field issues;
 * - AppError → its status (and headers, e.g. Retry-After);
 * - Fastify's client faults → their 4xx (malformed JSON 400, too large 413, media type 415,
 *   rate limited 429 with Retry-After);
 * - requests Node's HTTP parser refuses (431 headers or address too long, 400 malformed, 408
 *   too slow) → the same body, written to the socket by answerClientError; requests Fastify's
 *   router refuses before any hook (a malformed address) → answerFrameworkError;
 * - PostgreSQL refusing a value (SQLSTATE class 22) → 400;
 * - the client hanging up before its body arrived → logged as "client aborted the request" (info),
 *   never as the database;
 * - database unreachable, restarting or stalled → 503 DATABASE_UNAVAILABLE with Retry-After;
 * - storage unwritable → 503 STORAGE_UNAVAILABLE;
 * - anything else → 500 with the request id and no internals.
 * The body is serialised with JSON.stringify, not the route's response schema, so an error
 * can never fail serialisation (the 500 `FST_ERR_RESPONSE_SERIALIZATION`).
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../lib/file-store/provider';
import { isClientAbort, isDatabaseUnavailable, isRejectedValue, isStorageFailure, safeErrorFields } from '../lib/faults';
import { securityEvent } from '../lib/security-log';

/** The log line of a request whose client hung up before its body arrived (not a fault of ours). */
export const CLIENT_ABORTED_MESSAGE = 'client aborted the request';

/** Seconds a client should wait before retrying a 503. */
export const RETRY_AFTER_UNAVAILABLE_S = 5;

interface ErrorBody {
  code: string;
  message: string;
  issues?: { path: string; message: string }[];
  requestId?: string;
}

/** Fastify's own 4xx error codes and what we call them. */
function clientFaultCode(status: number): string {
  switch (status) {
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 406:
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return 'BAD_REQUEST';
  }
}

function clientFaultMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The request is too large';
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'Too many parts in the upload';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Content-Length does not match the body';
    default:
      break;
  }
  if (status === 429) return error.message || 'Too many requests. Please wait and try again.';
  // Other Fastify 4xx messages are written for clients already (e.g. "Body is not valid JSON").
  return error.message.slice(0, 200) || 'Bad request';
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  // JSON.stringify, never the route's response schema: an error body must always serialise.
  return reply.code(status).serializer(JSON.stringify).type('application/json; charset=utf-8').send(body);
}

/** Turns any thrown value into the one error body; logs what an operator needs, without personal data. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Invalid value',
    }));
    return send(reply, 400, { code: 'BAD_REQUEST', message: issues[0]?.message ?? 'Invalid request', issues });
  }
  // First, and before the database check: Node's "aborted" carries ECONNRESET, which a lost
  // database connection carries too; only the request's own closed socket tells them apart. An
  // upload wraps it in an AppError (its cause), which would otherwise go unlogged.
  if (isClientAbort(error, request.raw.destroyed || request.raw.socket?.destroyed === true)) {
    request.log.info(
      { method: request.method, path: request.url.split('?')[0], clientAborted: true, err: safeErrorFields(error) },
      CLIENT_ABORTED_MESSAGE,
    );
    return send(reply, 400, { code: 'CLIENT_ABORTED', message: 'The request ended before its body arrived' });
  }
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    if (error.status === 503) {
      if (!reply.hasHeader('retry-after')) reply.header('Retry-After', String(RETRY_AFTER_UNAVAILABLE_S));
      request.log.warn({ err: safeErrorFields(error.cause ?? error), code: error.code }, error.message);
    } else if (error.status >= 500) {
      request.log.error({ err: safeErrorFields(error) }, error.message);
    }
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.issues) body.issues = error.issues;
    if (error.status >= 500 && error.status !== 503) body.requestId = request.id;
    return send(reply, error.status, body);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: safeErrorFields(error) }, 'database unavailable');
    reply.header('Retry-After', String(RETRY_AFTER_UNAVAILABLE_S));
    return send(reply, 503, { code: 'DATABASE_UNAVAILABLE', message: 'The shop is briefly unavailable. Please try again in a moment.' });
  }
  if (isRejectedValue(error)) {
    request.log.info({ err: safeErrorFields(error) }, 'database refused a value');
    return send(reply, 400, { code: 'BAD_REQUEST', message: 'A value in the request is not allowed' });
  }
  if (isStorageFailure(error)) {
    request.log.error({ err: safeErrorFields(error) }, 'storage unavailable');
    reply.header('Retry-After', String(RETRY_AFTER_UNAVAILABLE_S));
    return send(reply, 503, { code: 'STORAGE_UNAVAILABLE', message: STORAGE_UNAVAILABLE_MESSAGE });
  }
  const status = (error as FastifyError | undefined)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const fastifyError = error as FastifyError;
    if (status === 429) securityEvent(request, 'rate_limited', { route: request.routeOptions.url ?? request.url.split('?')[0] });
    return send(reply, status, { code: clientFaultCode(status), message: clientFaultMessage(fastifyError, status) });
  }
  request.log.error({ err: safeErrorFields(error) }, 'unhandled error');
  return send(reply, 500, { code: 'INTERNAL', message: 'Something went wrong. Please try again.', requestId: request.id });
}

/** Installs the one error handler. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => handleError(error, request, reply));
}

/**
 * Headers of an answer written straight to the socket (below): the security headers every
 * other answer gets from helmet, with a policy that lets an error body load nothing.
 */
const RAW_ANSWER_HEADERS = [
  'Content-Type: application/json; charset=utf-8',
  'Cache-Control: no-store',
  'Connection: close',
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Opener-Policy: same-origin',
  'Cross-Origin-Resource-Policy: same-origin',
  'Referrer-Policy: no-referrer',
  'Strict-Transport-Security: max-age=31536000; includeSubDomains',
  'X-Content-Type-Options: nosniff',
  'X-Frame-Options: SAMEORIGIN',
];

/**
 * Fastify's `frameworkErrors`: a request its router refuses before any hook runs (a malformed
 * percent-encoding in the address) gets the security headers and the one error format.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  for (const line of RAW_ANSWER_HEADERS.filter((h) => !/^(Content-Type|Connection):/.test(h))) {
    const at = line.indexOf(':');
    reply.header(line.slice(0, at), line.slice(at + 1).trim());
  }
  void handleError(error, request, reply);
}

/** What Node's HTTP parser refused, as our status, code and message. */
function parserFault(error: NodeJS.ErrnoException): { status: number; reason: string; body: ErrorBody } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        body: { code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', message: 'The address or the headers of the request are too long' },
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', body: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' } };
    default:
      return { status: 400, reason: 'Bad Request', body: { code: 'BAD_REQUEST', message: 'The request is malformed' } };
  }
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses before any route sees it
 * (an address or headers over the 16 KB limit, a malformed request line, a request that
 * arrives too slowly) is answered in the one error format with the usual security headers,
 * not Node's or Fastify's own bare answer, and the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, body } = parserFault(error);
  const json = JSON.stringify(body);
  if (socket.writable) {
    const head = [`HTTP/1.1 ${status} ${reason}`, ...RAW_ANSWER_HEADERS, `Content-Length: ${Buffer.byteLength(json)}`];
    socket.end(`${head.join('\r\n')}\r\n\r\n${json}`, () => socket.destroy());
  } else {
    socket.destroy();
  }
}
