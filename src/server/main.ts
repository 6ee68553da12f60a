/**
 * The server process: load config, open and migrate the database, seed, listen, and shut
 * down gracefully on SIGTERM/SIGINT (issue 11 item 9): readiness turns 503, the listener
 * stops accepting, in-flight requests finish (up to 10 s), idle keep-alive sockets are
 * closed as soon as their request is answered, then the pool closes and the process exits 0.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './env';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { startPaymentReconciler } from './services/payments/reconcile-pending-payments';

/** How long in-flight requests may take to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;

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
  let logClientError: (error: Error) => void = (error) => process.stderr.write(`database client error: ${error.message}\n`);
  const database = await openDatabase({ ...config, onClientError: (error) => logClientError(error) });
  await database.migrate();
  await seedDatabase(database.db);
  const app = await buildApp({ config, database });
  logClientError = (error) => app.log.warn({ err: error }, 'database connection lost (the pool reconnects)');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Readiness answers 503 from now on, so a load balancer stops sending new work.
    app.lifecycle.closing = true;
    // Keep-alive sockets whose request has been answered are closed at once, not after the
    // keep-alive timeout; busy ones are closed when their response is sent (Connection: close).
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      app.log.warn('in-flight requests still running after 10 s: closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    const watchdog = setTimeout(() => {
      app.log.error('shutdown did not finish within 15 s');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 5_000);
    force.unref();
    watchdog.unref();
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'error while closing the server');
      code = 1;
    }
    clearInterval(sweeper);
    clearTimeout(force);
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
  // Payments still pending after 15 minutes are checked with the gateway (issue 2).
  startPaymentReconciler(app);
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL';
  app.log.info(`Chaabi is running at http://localhost:${config.port} (database: ${where}, payments: ${app.payments.name})`);
  if (config.adminPasswordGenerated) {
    app.log.warn(
      `Admin password for this run (set ADMIN_PASSWORD to choose one): ${config.adminPassword}  → http://localhost:${config.port}/${config.adminPath}`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Chaabi failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
