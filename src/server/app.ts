/**
 * buildApp: the Fastify application for main.ts and for tests (docs/architecture.md). It
 * takes an open database and a config, builds the engines through the composition root
 * (composition-root.ts) unless given them, and registers plugins and routes; it never
 * listens by itself.
 */
import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './env';
import type { Database } from './db/client';
import { createServices, type Services } from './composition-root';
import type { Clock } from './lib/clock';
import { answerClientError, answerFrameworkError, installErrorHandler } from './plugins/errors';
import { chooseLogFormat, installRequestLog, logDestination, loggerOptions } from './plugins/request-log';
import { installRequestGuard } from './plugins/request-guard';
import { installAuditTrail } from './plugins/audit-trail';
import { ensureOwner } from './services/staff/ensure-owner';
import { installAdminAuth } from './plugins/admin-auth';
import { installApiDocs } from './plugins/api-docs';
import { installCustomerSession } from './plugins/customer-session';
import { installJobs } from './plugins/jobs';
import { installOrderAccess } from './plugins/order-access';
import { installLifecycle } from './plugins/lifecycle';
import { installJsonBody } from './plugins/json-body';
import { installSecurityHeaders } from './plugins/security-headers';
import { installInstanceCoordination } from './plugins/instance-coordination';
import { installInstanceRegistry, type InstanceIdentity } from './plugins/instance-registry';
import { CLIENT_DIST, installClientPages } from './plugins/client-pages';
import { DEV_ISSUER_PATH, installDevIssuer } from './dev-oidc/dev-issuer';
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
import { pincodeRoutes } from './routes/shop/pincodes';
import { shopInfoRoutes } from './routes/shop/shop-info';
import { stlRoutes } from './routes/stl/index';
import { dealerRoutes } from './routes/dealer/index';
import type { PaymentProvider } from './services/payments/provider';
import type { ShippingProvider } from './services/shipping/provider';
import type { MessagingProvider } from './services/messaging/provider';
import { shippingRoutes } from './routes/shop/shipping';
import { whatsappRoutes } from './routes/shop/whatsapp';
import { accountWhatsAppRoutes } from './routes/account-whatsapp';
import type { PincodeDirectory } from './services/pincodes/pincode-directory';

declare module 'fastify' {
  interface FastifyInstance {
    /** The engines of this app (composition-root.ts), for main.ts, the job runner and tests; plugins get theirs and the config as options. */
    services: Services;
  }
}

/** Options of buildApp. */
export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The engines, built by the caller (who then closes them); default: built here and closed with the app. */
  services?: Services;
  /** Override the payment provider (tests point the Razorpay SDK at a local stub); ignored with `services`. */
  payments?: PaymentProvider;
  /** Override the courier (tests: a simulated courier with faults, or Shiprocket against a stub); ignored with `services`. */
  shipping?: ShippingProvider;
  /** The PIN code directory (default: the shipped one); ignored with `services`. */
  pincodes?: PincodeDirectory;
  /** Override the WhatsApp provider (tests: a simulated one with faults, the Cloud API against a stub, null for none); ignored with `services`. */
  messaging?: MessagingProvider | null;
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
  /** The clock (default: the system time); tests move time with their own. Ignored with `services`. */
  now?: Clock;
  /**
   * Announce this instance in the database and refuse to start beside another without Redis and
   * S3 (plugins/instance-registry.ts). Default: on, except with NODE_ENV=test, where apps share
   * test databases; a test turns it on with the identity each app stands for.
   */
  instanceCheck?: boolean | InstanceIdentity;
}

/** proxy-addr's hop-count trust as a function (Fastify's types take no number): the nearest `hops` addresses. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Where the logger writes: the caller's `logStream` (tests), else stdout as pretty lines or JSON (LOG_FORMAT, plugins/request-log.ts). */
function logStreamOption(
  config: Config,
  logStream: NodeJS.WritableStream | undefined,
): { stream?: DestinationStream | NodeJS.WritableStream } {
  if (logStream) return { stream: logStream };
  const terminal = Boolean(process.stdout.isTTY);
  const stream = logDestination(chooseLogFormat(config.logFormat, terminal), terminal);
  return stream ? { stream } : {};
}

/** Builds the app; call `.ready()` or `.listen()` on it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { ...loggerOptions(config), ...logStreamOption(config, options.logStream) },
    // Only the proxies TRUST_PROXY names are believed; unset, X-Forwarded-For is ignored (docs/architecture.md "Security").
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Our own one-line-per-request log (plugins/request-log.ts) replaces Fastify's two lines.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
    // Requests arriving while closing get our own 503 (the onRequest hook below), in the error format.
    return503OnClosing: false,
    // What Node's HTTP parser refuses (431, 400, 408) is answered in the error format too (plugins/errors.ts).
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  const services =
    options.services ??
    createServices(config, database, {
      ...(options.payments ? { payments: options.payments } : {}),
      ...(options.shipping ? { shipping: options.shipping } : {}),
      ...(options.pincodes ? { pincodes: options.pincodes } : {}),
      ...(options.messaging !== undefined ? { messaging: options.messaging } : {}),
      ...(options.now ? { now: options.now } : {}),
      log: app.log,
    });
  const {
    db,
    now,
    payments,
    print,
    printability,
    optionsCache,
    shipping,
    pincodes,
    pdfFonts,
    printerRules,
    storage,
    oidcDiscoveries,
    staffPasswords,
  } = services;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('services', services);
  installLifecycle(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installJobs(app);
  // After the job runner's hook: runs in flight finish before the engines stop.
  if (!options.services) app.addHook('onClose', () => services.close());
  installJsonBody(app);
  installErrorHandler(app);
  installRequestLog(app);

  await app.register(cookie, { secret: config.sessionSecret });
  installAdminAuth(app, { db, now, config });
  installAuditTrail(app, { db, now });
  // The owner account from ADMIN_EMAIL and the admin password (services/staff/ensure-owner.ts).
  app.addHook('onReady', async () => {
    await ensureOwner(db, config, staffPasswords);
  });
  installCustomerSession(app, { db, now });
  installOrderAccess(app, { db, config });
  installSecurityHeaders(app, { isProduction: config.isProduction });
  // After helmet, so that a refused cross-site request still carries the security headers.
  // Every mutating request, whatever its path; the development issuer's own forms excepted.
  const devIssuer = !config.oidc && !config.isProduction;
  installRequestGuard(app, { unroutedPaths: devIssuer ? [DEV_ISSUER_PATH] : [] });
  // Brotli or gzip for API answers over 1 KB; built files are precompressed at build.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await installInstanceCoordination(app, { config, optionsCache });
  const instanceCheck = options.instanceCheck ?? config.nodeEnv !== 'test';
  if (instanceCheck) {
    installInstanceRegistry(app, { db, config, now, ...(typeof instanceCheck === 'object' ? { identity: instanceCheck } : {}) });
  }
  // Customer sign-in: the built-in development issuer unless OIDC_* are set (docs/decisions/015).
  if (devIssuer) installDevIssuer(app, { config });
  // The OpenAPI document maps every route: staff only in production, open in development (docs/decisions/099).
  await installApiDocs(app, { isProduction: config.isProduction });

  const rateLimit = options.rateLimit !== false;
  await app.register(healthRoutes, { database });
  await app.register(catalogRoutes, { prefix: '/api', db, optionsCache });
  await app.register(shopInfoRoutes, { prefix: '/api', db, config });
  await app.register(pincodeRoutes, { prefix: '/api', pincodes });
  await app.register(fontRoutes, { prefix: '/api', storage });
  await app.register(orderRoutes, {
    prefix: '/api/orders',
    rateLimit,
    db,
    now,
    shipping,
    pincodes,
    printability,
    optionsCache,
    pdfFonts,
    config,
  });
  await app.register(authRoutes, { prefix: '/api', rateLimit, db, now, pincodes, config, oidcDiscoveries });
  await app.register(customerRoutes, { prefix: '/api', db });
  await app.register(accountWhatsAppRoutes, { prefix: '/api', db, now });
  await app.register(designRoutes, { clientDir: options.clientDir ?? CLIENT_DIST, db, now, optionsCache, config });
  await app.register(paymentRoutes, { prefix: '/api/payments', rateLimit, db, now, payments, config });
  await app.register(shippingRoutes, { prefix: '/api', rateLimit, db, now, shipping });
  await app.register(whatsappRoutes, { prefix: '/api', rateLimit, db, now, messaging: services.messaging });
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    ...{ rateLimit, db, now, print, optionsCache, shipping, pincodes, pdfFonts, payments, printerRules, storage, staffPasswords, config },
  });
  await app.register(stlRoutes, { prefix: '/api', rateLimit, db, print, printability, optionsCache });
  await app.register(dealerRoutes, {
    prefix: '/api/dealer',
    rateLimit,
    db,
    now,
    payments,
    pincodes,
    printability,
    optionsCache,
    pdfFonts,
    config,
  });
  await app.register(shopMediaRoutes, { db, storage });

  installClientPages(app, { clientDir: options.clientDir ?? CLIENT_DIST, config });
  return app;
}
