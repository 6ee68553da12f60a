/**
 * Cross-site request refusal (docs/product.md#cookies-and-origins): mutating /api requests must
 * carry JSON (or multipart for uploads), and a foreign Origin, `Origin: null` (sandboxed frames,
 * data: pages, cross-origin redirects: never our own pages) or `Sec-Fetch-Site: cross-site` is
 * refused. Browsers send text/plain cross-site without a preflight, so it gets no parser at all.
 * A bodyless request is held to the same rule: a form posts an empty body with a form content
 * type, so any Content-Type other than JSON or multipart is refused whether or not a body follows;
 * our own client sends a bodyless POST with no Content-Type at all.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { securityEvent } from '../lib/security-log';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes that third parties call server-to-server (no browser Origin to check). */
const SERVER_TO_SERVER = new Set(['/api/payments/webhook']);

function sameOrigin(request: FastifyRequest, origin: string): boolean {
  try {
    const url = new URL(origin);
    // request.host reads X-Forwarded-Host only from a proxy TRUST_PROXY names (Fastify trustProxy).
    return url.host === request.host;
  } catch {
    return false;
  }
}

/** Adds the guard as an onRequest hook. */
export function installRequestGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    const path = request.url.split('?')[0]!;
    if (SERVER_TO_SERVER.has(path)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (fetchSite === 'cross-site' || (origin !== undefined && (origin === 'null' || !sameOrigin(request, origin)))) {
      securityEvent(request, 'cross_site_refused', { path });
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
    }
    const length = Number(request.headers['content-length'] ?? 0);
    const hasBody = length > 0 || request.headers['transfer-encoding'] !== undefined;
    const declared = request.headers['content-type'];
    if (!hasBody && (declared === undefined || declared.trim() === '')) return;
    const type = (declared ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json' && type !== 'multipart/form-data') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
    }
  });
}
