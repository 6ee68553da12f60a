/**
 * The server process: load config, open and migrate the database, seed, listen, and shut
 * down gracefully on SIGTERM/SIGINT: readiness turns 503, the listener
 * stops accepting, in-flight requests finish (up to 10 s), idle keep-alive sockets are
 * closed as soon as their request is answered, then the pool closes and the process exits 0.
 */
import { messagingStartLine } from './services/messaging/choose-messaging';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './env';
import { InstanceCheckError } from './plugins/instance-registry';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { startJobs } from './services/jobs/start-jobs';
import { installLastResortHandler } from './lib/last-resort';
import { ADMIN_PASSWORD_FILE, withStoredSecrets } from './services/admin/stored-secrets';
import { ownerSignInRecord } from './services/admin/owner-sign-in-line';

/** How long in-flight requests may take to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;
/** A drained server has started no request for this long. */
const QUIET_MS = 500;

/** The first wait before starting the background jobs again after a failed start, doubling up to a minute (ms). */
const JOBS_RETRY_MS = 2_000;

/** Opens and migrates the database, seeds it and builds the app. */
async function prepare(config: Config, onClientError: (error: Error) => void) {
  const database = await openDatabase({ ...config, onClientError });
  await database.migrate();
  await seedDatabase(database.db);
  return buildApp({ config, database });
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const secrets = await withStoredSecrets(config);
  config = secrets.config;
  let logClientError: (error: Error) => void = (error) => process.stderr.write(`database client error: ${error.message}\n`);
  const app = await prepare(config, (error) => logClientError(error)).catch((error: unknown) => {
    // A password nobody saw must not stay stored: the next start makes and prints a new one.
    if (secrets.generatedAdminPassword) fs.rmSync(path.join(config.dataDir, ADMIN_PASSWORD_FILE), { force: true });
    throw error;
  });
  const { database } = app.services;
  logClientError = (error) => app.log.warn({ err: error }, 'database connection lost (the pool reconnects)');
  // Last resort only: background work catches its own failures (docs/decisions/106).
  installLastResortHandler(process, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Readiness and new requests answer 503 from now on, so a load balancer stops sending
    // work; in-flight requests finish, each answer closing its keep-alive connection.
    app.lifecycle.closing = true;
    const watchdog = setTimeout(() => {
      app.log.error('shutdown did not finish within 15 s');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 5_000);
    watchdog.unref();
    const drainedBy = Date.now() + SHUTDOWN_GRACE_MS;
    // Drained: nothing in flight and no request started for QUIET_MS (bytes already on their way
    // over open connections are answered with a 503, not reset by closing the listener).
    const busy = () => app.lifecycle.inFlight > 0 || Date.now() - app.lifecycle.lastRequestAt < QUIET_MS;
    while (busy() && Date.now() < drainedBy) await new Promise((r) => setTimeout(r, 20));
    if (app.lifecycle.inFlight > 0) {
      app.log.warn({ inFlight: app.lifecycle.inFlight }, 'requests still running after 10 s: closing their connections');
      app.server.closeAllConnections();
    }
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'error while closing the server');
      code = 1;
    }
    try {
      await database.close();
      app.log.info('database closed; bye');
    } catch (error) {
      app.log.error({ err: error }, 'error while closing the database');
      code = 1;
    }
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Reconciliation, e-mail, purges and file clean-ups: pg-boss on PostgreSQL, timers on PGlite
  // (docs/decisions/024). A database that is away at this moment delays them; it never stops the
  // server (docs/decisions/106).
  for (let attempt = 1; !closing; attempt += 1) {
    try {
      await startJobs(app);
      break;
    } catch (error) {
      const waitMs = Math.min(60_000, JOBS_RETRY_MS * 2 ** (attempt - 1));
      app.log.error({ err: error, attempt, retryInMs: waitMs }, 'could not start the background jobs: retrying');
      await new Promise((resolve) => setTimeout(resolve, waitMs).unref());
    }
  }
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL';
  app.log.info(`Chaabi is running at http://localhost:${config.port} (database: ${where}, payments: ${app.services.payments.name})`);
  const whatsapp = messagingStartLine(app.services.messaging);
  if (app.services.messaging) app.log.info(whatsapp);
  else app.log.warn(whatsapp);
  const signIn = ownerSignInRecord({
    adminEmail: config.adminEmail,
    adminUrl: `http://localhost:${config.port}/${config.adminPath}`,
    generatedPassword: secrets.generatedAdminPassword,
    adminPasswordSet: config.adminPassword !== undefined,
    passwordFile: path.join(config.dataDir, ADMIN_PASSWORD_FILE),
  });
  app.log[signIn.level](signIn.fields, signIn.msg);
}

main().catch((error: unknown) => {
  if (error instanceof InstanceCheckError) {
    process.stderr.write(`Chaabi did not start: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`Chaabi failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
