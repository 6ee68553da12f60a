/**
 * buildApp: the Fastify application for main.ts and for tests (STYLE.md). It takes an open
 * database and a config and registers plugins and routes; it never listens by itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './env';
import type { Database, Db } from './db/client';
import { installErrorHandler } from './plugins/errors';
import { installRequestGuard } from './plugins/request-guard';
import { installAdminAuth } from './plugins/admin-auth';
import { installCustomerSession } from './plugins/customer-session';
import { installOrderAccess } from './plugins/order-access';
import { installDevIssuer } from './dev-oidc/dev-issuer';
import { authRoutes } from './routes/auth/index';
import { customerRoutes } from './routes/customers';
import { adminRoutes } from './routes/admin/index';
import { fontRoutes } from './routes/fonts';
import { healthRoutes } from './routes/health';
import { catalogRoutes } from './routes/shop/catalog';
import { orderRoutes } from './routes/shop/orders';
import { shopMediaRoutes } from './routes/shop/media';
import { paymentRoutes } from './routes/shop/payments';
import { stlRoutes } from './routes/stl/index';
import { dealerRoutes } from './routes/dealer/index';
import { createPaymentProvider, type PaymentProvider } from './services/payments/provider';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    payments: PaymentProvider;
  }
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** Options of buildApp. */
export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Override the payment provider (tests point the Razorpay SDK at a local stub). */
  payments?: PaymentProvider;
  /** Per-route rate limits; benches turn them off to measure raw throughput. */
  rateLimit?: boolean;
  /** Log requests (default: config.logLevel). */
  logger?: boolean;
  /** Called for every route as it is registered (the admin guard test walks the route table). */
  onRoute?: (route: RouteOptions) => void;
}

/** The built client folder (vite build output). */
export const CLIENT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

/** Builds the app; call `.ready()` or `.listen()` on it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.isProduction,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('payments', options.payments ?? createPaymentProvider(config));
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // JSON only, keeping the raw text for webhook signatures (DESIGN.md §5). No text/plain parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    if ((body as string).length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const error = Object.assign(new Error('Request body is not valid JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });

  installErrorHandler(app);
  installRequestGuard(app);

  await app.register(cookie, { secret: config.sessionSecret });
  installAdminAuth(app);
  installCustomerSession(app);
  installOrderAccess(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
        frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  // Customer sign-in: the built-in development issuer unless OIDC_* are set (docs/decisions/015).
  if (!config.oidc && !config.isProduction) installDevIssuer(app);
  await app.register(swagger, {
    openapi: { info: { title: 'Chaabi API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });

  const limits = options.rateLimit !== false;
  await app.register(healthRoutes);
  await app.register(catalogRoutes, { prefix: '/api' });
  await app.register(fontRoutes, { prefix: '/api' });
  await app.register(orderRoutes, { prefix: '/api/orders', rateLimit: limits });
  await app.register(authRoutes, { prefix: '/api', rateLimit: limits });
  await app.register(customerRoutes, { prefix: '/api' });
  await app.register(paymentRoutes, { prefix: '/api/payments', rateLimit: limits });
  await app.register(adminRoutes, { prefix: '/api/admin', rateLimit: limits });
  await app.register(stlRoutes, { prefix: '/api', rateLimit: limits });
  await app.register(dealerRoutes, { prefix: '/api/dealer', rateLimit: limits });
  await app.register(shopMediaRoutes);
  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());

  registerClient(app);
  return app;
}

/** Serves the built SPA: static assets, and index.html for every other non-API GET. */
function registerClient(app: FastifyInstance): void {
  const hasClient = fs.existsSync(path.join(CLIENT_DIST, 'index.html'));
  // index.html with the admin path the router mounts the panel at (a-z, 0-9, hyphens: env.ts).
  // Cached, and read again only when a rebuild changes the file (its asset names change too).
  const indexFile = path.join(CLIENT_DIST, 'index.html');
  let indexCache = { mtimeMs: -1, html: '' };
  const indexHtml = (): string => {
    try {
      const { mtimeMs } = fs.statSync(indexFile);
      if (mtimeMs !== indexCache.mtimeMs) {
        const html = fs
          .readFileSync(indexFile, 'utf8')
          .replace('</head>', `<meta name="chaabi-admin-path" content="${app.config.adminPath}" />\n  </head>`);
        indexCache = { mtimeMs, html };
      }
    } catch {
      // mid-rebuild: keep serving the last good copy
    }
    return indexCache.html;
  };
  if (hasClient) {
    void app.register(fastifyStatic, {
      root: CLIENT_DIST,
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (request.method !== 'GET' || url.startsWith('/api/') || url === '/api' || !hasClient) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: `Route ${request.method} ${url} not found` });
    }
    if (/\.[a-z0-9]+$/i.test(url) && !url.endsWith('.html')) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'File not found' });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());
  });
}
