/**
 * The server process: load config, open and migrate the database, seed, listen, and shut
 * down gracefully on SIGTERM/SIGINT (finish in-flight requests, then close the pool).
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './env';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { startPaymentReconciler } from './services/payments/reconcile-pending-payments';
import { startOrphanFileCleaner } from './services/storage/clean-orphan-files';

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
  const database = await openDatabase(config);
  await database.migrate();
  await seedDatabase(database.db);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out after 10 s');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Payments still pending after 15 minutes are checked with the gateway (issue 2).
  startPaymentReconciler(app);
  // Files no row names (an upload or delete cut off by a storage failure) go after an hour (docs/decisions/018).
  startOrphanFileCleaner(app);
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
