/**
 * Cross-site request refusal (docs/product.md#cookies-and-origins): every mutating request must
 * carry JSON (or multipart for uploads), and a foreign Origin, `Origin: null` (sandboxed frames,
 * data: pages, cross-origin redirects: never our own pages) or `Sec-Fetch-Site: cross-site` is
 * refused. Browsers send text/plain cross-site without a preflight, so it gets no parser at all.
 * A bodyless request is held to the same rule: a form posts an empty body with a form content
 * type, so any Content-Type other than JSON or multipart is refused whether or not a body follows;
 * our own client sends a bodyless POST with no Content-Type at all.
 *
 * The guard holds whatever the path looks like (docs/decisions/210-guard-judges-the-matched-route.md):
 * the router decodes `%61pi` to `api`, so a test of the raw URL is a side door. Its only exceptions
 * are named by the route the router matched (`request.routeOptions.url`), never by the raw URL.
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

/** Options of installRequestGuard. */
export interface RequestGuardOptions {
  /**
   * Paths served by an onRequest hook rather than a route (the development sign-in issuer under
   * `/oidc`, which posts its own HTML forms): a request that matched no route and whose raw path is
   * one of these or below one passes, as the hook that serves it tests the same raw path.
   */
  unroutedPaths?: readonly string[];
}

function isUnroutedPath(rawPath: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => rawPath === prefix || rawPath.startsWith(`${prefix}/`));
}

/**
 * Adds the guard as an onRequest hook: a mutating request (POST, PUT, PATCH, DELETE) on any path
 * gets 403 FORBIDDEN for a foreign Origin, `Origin: null` or `Sec-Fetch-Site: cross-site`, and 415
 * UNSUPPORTED_MEDIA_TYPE for a body that is neither JSON nor multipart.
 */
export function installRequestGuard(app: FastifyInstance, options: RequestGuardOptions = {}): void {
  const unrouted = options.unroutedPaths ?? [];
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) return;
    // The pattern the router matched (undefined when none did): `%61pi`, `//`, `..` or `/API`
    // spellings either match the same pattern or none at all.
    const route = request.routeOptions.url;
    if (route !== undefined && SERVER_TO_SERVER.has(route)) return;
    const rawPath = request.url.split('?')[0]!;
    if (route === undefined && isUnroutedPath(rawPath, unrouted)) return;
    const path = route ?? rawPath;
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
