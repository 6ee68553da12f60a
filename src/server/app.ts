/**
 * buildApp: the Fastify application for main.ts and for tests (docs/architecture.md). It takes an
 * open database and a config and registers plugins and routes; it never listens by itself.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './env';
import type { Database, Db } from './db/client';
import { installErrorHandler } from './plugins/errors';
import { installRequestLog, loggerOptions } from './plugins/request-log';
import { AppError } from './lib/app-error';
import { FILE_NOT_FOUND_MESSAGE } from './lib/file-store';
import { findUnsafeValue } from './lib/request-text';
import { installRequestGuard } from './plugins/request-guard';
import { adminCookieName, installAdminAuth } from './plugins/admin-auth';
import { CUSTOMER_COOKIE, installCustomerSession } from './plugins/customer-session';
import { installJobs } from './plugins/jobs';
import { installOrderAccess } from './plugins/order-access';
import { installDevIssuer } from './dev-oidc/dev-issuer';
import { authRoutes } from './routes/auth/index';
import { customerRoutes } from './routes/customers';
import { designRoutes } from './routes/designs';
import { adminRoutes } from './routes/admin/index';
import { fontRoutes } from './routes/fonts';
import { healthRoutes } from './routes/health';
import { catalogRoutes } from './routes/shop/catalog';
import { orderRoutes } from './routes/shop/orders';
import { shopMediaRoutes } from './routes/shop/media';
import { paymentRoutes } from './routes/shop/payments';
import { shopInfoRoutes } from './routes/shop/shop-info';
import { stlRoutes } from './routes/stl/index';
import { dealerRoutes } from './routes/dealer/index';
import { createPaymentProvider, type PaymentProvider } from './services/payments/provider';
import type { Redis } from 'ioredis';
import { closeRedis, createRedis } from './lib/redis';
import { closeStorage } from './lib/storage';
import { redisRateLimitStore } from './plugins/rate-limit-store';
import { connectOptionsCacheBus } from './services/catalog/options-cache-bus';
import { routeDataPreloads, routePreloads, type ViteManifest } from './lib/route-preloads';
import { PRERENDERED_META, prerenderedPageFor, prerenderedPages } from './lib/prerendered';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    payments: PaymentProvider;
    /** Process lifecycle: `closing` turns true at shutdown (new requests get 503); `inFlight` counts requests being served. */
    lifecycle: { closing: boolean; inFlight: number; lastRequestAt: number };
    /** The clock of time-based rules (admin session timeouts, purges); tests inject their own. */
    now: () => Date;
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
  /** The built client to serve (default CLIENT_DIST; tests point it at a folder of their own). */
  clientDir?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Called for every route as it is registered (the admin guard test walks the route table). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock (default: the system time); tests move time with their own. */
  now?: () => Date;
}

/** The built client folder (vite build output). */
export const CLIENT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

/** proxy-addr's hop-count trust as a function (Fastify's types take no number): the nearest `hops` addresses. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Builds the app; call `.ready()` or `.listen()` on it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { ...loggerOptions(config), ...(options.logStream ? { stream: options.logStream } : {}) },
    // Only the proxies TRUST_PROXY names are believed; unset, X-Forwarded-For is ignored (docs/decisions/080-trusted-proxies.md).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Our own one-line-per-request log (plugins/request-log.ts) replaces Fastify's two lines.
    logController: new LogController({ disableRequestLogging: true }),
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
  app.decorate('lifecycle', { closing: false, inFlight: 0, lastRequestAt: 0 });
  app.addHook('preClose', async () => {
    app.lifecycle.closing = true;
  });
  // Shutdown: while closing, a new request is answered 503 with Retry-After
  // rather than reset, every answer closes its connection so keep-alive clients reconnect
  // elsewhere, and main.ts waits for the in-flight count to reach zero before closing.
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
  app.decorate('now', options.now ?? (() => new Date()));
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installJobs(app);
  app.addHook('onClose', () => closeStorage(config));

  // JSON only, keeping the raw text for webhook signatures (docs/product.md#payments-security). No text/plain parser.
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
    // NUL and lone surrogates cannot be stored in PostgreSQL text: a 400 naming the field, not a 500.
    const unsafe = findUnsafeValue(parsed);
    if (unsafe) return done(new AppError('BAD_REQUEST', unsafe.message, { issues: [unsafe] }), undefined);
    done(null, parsed);
  });
  // The same check for the query string and route parameters (`?search=%00`).
  app.addHook('preValidation', async (request) => {
    const unsafe = findUnsafeValue({ query: request.query, params: request.params });
    if (unsafe) throw new AppError('BAD_REQUEST', unsafe.message, { issues: [unsafe] });
  });

  installErrorHandler(app);
  installRequestLog(app);

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
  // After helmet, so that a refused cross-site request still carries the security headers.
  installRequestGuard(app);
  // Brotli or gzip for API answers over 1 KB; built files are precompressed at build.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // With REDIS_URL the counters are shared by every instance; otherwise in memory.
  if (config.redisUrl) {
    const redisUrl = config.redisUrl;
    const publisher = createRedis(redisUrl, app.log, 'chaabi');
    const subscriber = createRedis(redisUrl, app.log, 'chaabi-subscriber');
    const disconnect = await connectOptionsCacheBus(database.db, {
      publisher,
      subscriber,
      keyPrefix: config.redisKeyPrefix,
      log: app.log,
    });
    app.addHook('onReady', async () => {
      // Start with both connections up when Redis is there; never wait long for one that is not.
      await Promise.all([waitForRedis(publisher, 2_000), waitForRedis(subscriber, 2_000)]);
    });
    app.addHook('onClose', async () => {
      disconnect();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    });
    await app.register(rateLimit, {
      global: false,
      store: redisRateLimitStore(publisher, config.redisKeyPrefix, app.log),
      skipOnError: true,
    });
  } else {
    await app.register(rateLimit, { global: false });
  }
  // Customer sign-in: the built-in development issuer unless OIDC_* are set (docs/decisions/015).
  if (!config.oidc && !config.isProduction) installDevIssuer(app);
  await app.register(swagger, {
    openapi: { info: { title: 'Chaabi API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });

  const limits = options.rateLimit !== false;
  await app.register(healthRoutes);
  await app.register(catalogRoutes, { prefix: '/api' });
  await app.register(shopInfoRoutes, { prefix: '/api' });
  await app.register(fontRoutes, { prefix: '/api' });
  await app.register(orderRoutes, { prefix: '/api/orders', rateLimit: limits });
  await app.register(authRoutes, { prefix: '/api', rateLimit: limits });
  await app.register(customerRoutes, { prefix: '/api' });
  await app.register(designRoutes);
  await app.register(paymentRoutes, { prefix: '/api/payments', rateLimit: limits });
  await app.register(adminRoutes, { prefix: '/api/admin', rateLimit: limits });
  await app.register(stlRoutes, { prefix: '/api', rateLimit: limits });
  await app.register(dealerRoutes, { prefix: '/api/dealer', rateLimit: limits });
  await app.register(shopMediaRoutes);
  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());

  registerClient(app, options.clientDir ?? CLIENT_DIST);
  return app;
}

/** Resolves once `redis` is ready (and, for a subscriber, subscribed), or after `ms` regardless. */
async function waitForRedis(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    timer.unref();
    function done() {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve();
    }
    function onReady() {
      // The subscriber subscribes on 'ready'; give that round trip a moment.
      setTimeout(done, 50).unref();
    }
    redis.once('ready', onReady);
  });
}

/** Serves the built SPA: static assets, and index.html for every other non-API GET. */
function registerClient(app: FastifyInstance, clientDir: string): void {
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  // index.html with the admin path the router mounts the panel at (a-z, 0-9, hyphens: env.ts).
  // Cached, and read again only when a rebuild changes the file (its asset names change too).
  const indexFile = path.join(clientDir, 'index.html');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  let indexCache: { mtimeMs: number; html: string; manifest: ViteManifest } = { mtimeMs: -1, html: '', manifest: {} };
  const prerendered = prerenderedPages(path.join(clientDir, '.prerendered'));
  const indexHtml = (pathname: string, signedOut: boolean, adminSignedOut: boolean): string => {
    try {
      const { mtimeMs } = fs.statSync(indexFile);
      if (mtimeMs !== indexCache.mtimeMs) {
        const html = fs
          .readFileSync(indexFile, 'utf8')
          .replace('</head>', `<meta name="chaabi-admin-path" content="${app.config.adminPath}" />\n  </head>`);
        const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest) : {};
        indexCache = { mtimeMs, html, manifest };
      }
    } catch {
      // mid-rebuild: keep serving the last good copy
    }
    // The first screen as HTML for visitors without a session (docs/decisions/030). Its
    // scripts load after it has painted, so the first paint gets the whole connection.
    const fragment = signedOut ? prerendered.fragment(prerenderedPageFor(pathname, app.config.adminPath, adminSignedOut)) : null;
    // Otherwise the app's and the route's chunks download beside the boot script.
    const preloads = (fragment ? [] : routePreloads(indexCache.manifest, pathname, app.config.adminPath))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .concat(routeDataPreloads(pathname).map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`))
      .concat(fragment ? [PRERENDERED_META] : [])
      .join('\n    ');
    const html = preloads ? indexCache.html.replace('</head>', `  ${preloads}\n  </head>`) : indexCache.html;
    return fragment ? html.replace('<div id="root"></div>', `<div id="root">${fragment}</div>`) : html;
  };
  if (hasClient) {
    void app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      // .vite/manifest.json is for the server (route preloads), not the public.
      dotfiles: 'ignore',
      // Looked up per request, so a rebuild under a running server serves its new files.
      wildcard: true,
      // dist/client/**/*.{br,gz} written by scripts/precompress.ts at build.
      preCompressed: true,
      // Our own Cache-Control: the plugin's default (max-age=0) overwrote the one set here.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    if (request.method !== 'GET' || url.startsWith('/api/') || url === '/api' || !hasClient) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: `Route ${request.method} ${url} not found` });
    }
    if (/\.[a-z0-9]+$/i.test(url) && !url.endsWith('.html')) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: FILE_NOT_FOUND_MESSAGE });
    }
    const signedOut = request.cookies[CUSTOMER_COOKIE] === undefined;
    const adminSignedOut = request.cookies[adminCookieName(app.config)] === undefined;
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(indexHtml(url, signedOut, adminSignedOut));
  });
}
