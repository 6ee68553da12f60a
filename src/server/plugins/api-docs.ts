/**
 * The API's OpenAPI 3 document at /api/docs and its reference page at /api/docs/ui
 * (docs/decisions/128-an-api-a-newcomer-can-read.md): staff only in production, open in
 * development (docs/decisions/099-manual-courier-and-random-dev-secrets.md).
 *
 * A route file gives each route its `summary` (the words of its comment) and, in `response`,
 * the errors only it knows of (`errorResponses(404, 409)`). The rest is read off the route here,
 * once: its tag from its path, and the errors every such route can answer: 400 when it validates
 * input, 403 and 415 from the request guard when it writes, 401 when a session guards it, 404
 * when its path names a record, 429 when it is rate-limited. Every error has the one body of
 * plugins/errors.ts, the `ErrorResponse` component.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_ADMIN_ROUTES } from './admin-auth';

/** The body of every error answer (plugins/errors.ts), a component of the document. */
export const ErrorResponse = z
  .object({
    code: z.string().meta({ description: 'Stable error code, e.g. NOT_FOUND, BAD_REQUEST, TOO_MANY_REQUESTS' }),
    message: z.string().meta({ description: 'What went wrong, in words a person can read (the first issue of a 400)' }),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorResponse' });

/** What each error status means on this API. */
const ERROR_DESCRIPTIONS = {
  400: 'The input broke a rule: `message` is the first rule broken, `issues` names the fields',
  401: 'Sign-in required (no session, or it expired)',
  403: 'Not allowed: a cross-site request, or the session may not do this',
  404: 'Not found, or not yours',
  409: 'Conflicts with the current state of the record',
  413: 'The request is too large',
  415: 'Send the body as application/json (multipart for uploads)',
  422: 'The Idempotency-Key was used before with another body',
  429: 'Too many requests: wait for Retry-After seconds',
  503: 'A service it needs is unavailable: retry after Retry-After seconds',
} as const;

/** An error status the document describes. */
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/**
 * `response` entries for errors a route can answer beyond those read off the route (see the
 * module comment), e.g. `response: { 200: Order, ...errorResponses(409) }`. The error handler
 * writes the body itself, so these change the document only.
 */
export function errorResponses(...statuses: ErrorStatus[]): Partial<Record<ErrorStatus, typeof ErrorResponse>> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse]));
}

/** The areas of the API, by path prefix; the longest prefix that matches names a route's tag. */
const TAGS = [
  { prefix: '/api/admin/orders', name: 'admin-orders', description: 'Orders, shipments, labels and tax documents in the back office' },
  { prefix: '/api/admin/reports', name: 'admin-orders', description: '' },
  { prefix: '/api/admin/tax-documents', name: 'admin-orders', description: '' },
  { prefix: '/api/admin/refunds', name: 'admin-orders', description: '' },
  { prefix: '/api/admin/print-room', name: 'print-room', description: 'Keychains, plates and quality checks of the print room' },
  { prefix: '/api/admin/plates', name: 'print-room', description: '' },
  { prefix: '/api/admin/print', name: 'print-room', description: '' },
  { prefix: '/api/admin/printers', name: 'printers', description: 'Printers the print room sends plates to' },
  { prefix: '/api/admin/settings', name: 'settings', description: "The seller's details and business settings" },
  { prefix: '/api/admin/customization-options', name: 'catalogue', description: '' },
  { prefix: '/api/admin/dealers', name: 'admin-dealers', description: 'Dealer accounts, setup codes and credits, for staff' },
  { prefix: '/api/admin', name: 'admin', description: 'Staff sign-in, media and operations' },
  { prefix: '/api/dealer', name: 'dealer', description: 'The dealer portal: sign-in, credits, orders, saved designs' },
  { prefix: '/api/orders', name: 'orders', description: 'Checkout orders, their confirmation, invoices and tracking' },
  { prefix: '/api/payments', name: 'payments', description: 'Online payments and the gateway webhook' },
  { prefix: '/api/shipping', name: 'shipping', description: 'Courier tracking and webhooks' },
  { prefix: '/api/designs', name: 'designs', description: "Saved designs, share links and the engine's checks of a design" },
  { prefix: '/api/proofs', name: 'designs', description: '' },
  { prefix: '/api/blender-stl', name: 'stl', description: 'STL and 3MF files from the geometry engine' },
  { prefix: '/api/stl', name: 'stl', description: '' },
  { prefix: '/api/auth', name: 'account', description: 'Customer sign-in, profile and account' },
  { prefix: '/api/customers', name: 'account', description: '' },
  { prefix: '/api/profile', name: 'account', description: '' },
  { prefix: '/api', name: 'shop', description: 'The catalogue, fonts, PIN codes and shop details the storefront reads' },
  { prefix: '/', name: 'health', description: 'Probes for the load balancer' },
] as const;

/** The tag of a route at `url`. */
export function tagOf(url: string): string {
  const matches = TAGS.filter((t) => url === t.prefix || url.startsWith(t.prefix.endsWith('/') ? t.prefix : `${t.prefix}/`));
  let best: { prefix: string; name: string } = { prefix: '', name: 'health' };
  for (const t of matches) if (t.prefix.length > best.prefix.length) best = t;
  return best.name;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Third parties call these server to server: no cross-site or media-type guard (plugins/request-guard.ts). */
const SERVER_TO_SERVER = new Set(['/api/payments/webhook']);

/** The guards that answer 401 without a session; Fastify binds a route's hooks, so they are known by name. */
const SESSION_GUARDS = new Set(['requireAdmin', 'requireDealer', 'requireCustomer']);
const nameOf = (hook: unknown): string => (typeof hook === 'function' ? hook.name.replace(/^(bound )+/, '') : '');
const hooksOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preValidation, route.preHandler].flatMap((hook) => (Array.isArray(hook) ? hook : hook ? [hook] : []));

/** The error statuses `route` can answer that its shape shows. */
function commonErrors(app: FastifyInstance, route: RouteOptions, url: string, schema: FastifySchema): ErrorStatus[] {
  const methods = [route.method].flat();
  const statuses = new Set<ErrorStatus>();
  if (schema.body || schema.querystring || schema.params || schema.headers) statuses.add(400);
  if (methods.some((m) => MUTATING.has(m)) && !SERVER_TO_SERVER.has(url)) [400, 403, 415].forEach((s) => statuses.add(s as ErrorStatus));
  const admin = url.startsWith('/api/admin/') && methods.some((m) => !PUBLIC_ADMIN_ROUTES.has(`${m} ${url}`));
  if (admin || hooksOf(route).some((hook) => SESSION_GUARDS.has(nameOf(hook)))) statuses.add(401);
  if (schema.params) statuses.add(404);
  const config = route.config as { rateLimit?: unknown } | undefined;
  if (config?.rateLimit) statuses.add(429);
  return [...statuses].sort();
}

/**
 * Registers @fastify/swagger (zod schemas through fastify-type-provider-zod), the document at
 * /api/docs and @fastify/swagger-ui at /api/docs/ui; in production both need a staff session.
 * Call it before the routes are registered.
 */
export async function installApiDocs(app: FastifyInstance, options: { isProduction: boolean }): Promise<void> {
  const staffOnly = options.isProduction ? { onRequest: app.requireAdmin } : {};
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Chaabi API',
        version: '0.1.0',
        description: 'The shop, dealer portal and back office of Chaabi. Every error answers the ErrorResponse body.',
      },
      tags: TAGS.filter((t) => t.description !== '').map(({ name, description }) => ({ name, description })),
    },
    transform: ({ schema: declared, url, route, ...document }) => {
      // A route without a schema still gets its tag and errors.
      const schema: FastifySchema = declared ?? {};
      if (schema.hide) return jsonSchemaTransform({ schema, url, route, ...document });
      const response = { ...(schema.response as Record<string, unknown> | undefined) };
      for (const status of commonErrors(app, route, url, schema)) response[status] ??= ErrorResponse;
      for (const [status, value] of Object.entries(response)) {
        if (value !== ErrorResponse) continue;
        const description = ERROR_DESCRIPTIONS[Number(status) as ErrorStatus];
        response[status] = { description, content: { 'application/json': { schema: ErrorResponse } } };
      }
      const tags = (schema as { tags?: string[] }).tags ?? [tagOf(url)];
      return jsonSchemaTransform({ schema: { ...schema, tags, response }, url, route, ...document });
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs/ui', uiHooks: staffOnly });
  app.get('/api/docs', { schema: { hide: true }, ...staffOnly }, () => app.swagger());
}
