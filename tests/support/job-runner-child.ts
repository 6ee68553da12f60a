/**
 * The server with its pg-boss job runner, in a process of its own, for the connection-cut test
 * (src/server/services/jobs/connection-cuts.test.ts): the app on PostgreSQL (CUT_DATABASE_URL)
 * listening on a free loopback port, four quick jobs that each query the database and complete
 * every second, the last-resort handler as main.ts installs it, and SIGTERM closing it all as
 * main.ts does. Prints "listening on <port>" once it runs; its log lines are JSON on stdout.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { openPostgres } from '../../src/server/db/client';
import { installLastResortHandler } from '../../src/server/lib/last-resort';
import { startPgBossRunner } from '../../src/server/services/jobs/pg-boss-runner';
import type { JobDefinition } from '../../src/server/services/jobs/job-types';
import { jobContextOf } from '../../src/server/services/jobs/start-jobs';
import { testConfig } from '../setup/test-db';

const url = process.env.CUT_DATABASE_URL;
if (!url) throw new Error('CUT_DATABASE_URL is required');

/** A job that holds a connection for a moment, so cuts land before, during and after its complete(). */
const quickJob = (name: string): JobDefinition => ({
  name,
  intervalMs: 1_000,
  retryLimit: 5,
  retryDelayMs: 1_000,
  async run(ctx) {
    await sleep(Math.floor(Math.random() * 100));
    await ctx.db.execute(sql`select pg_sleep(0.02)`);
    return { ok: true };
  },
});

const config = testConfig({ LOG_LEVEL: 'info', DATA_DIR: process.env.DATA_DIR ?? 'data/test' });
const database = openPostgres(url, {
  max: 5,
  onClientError: (error) => process.stdout.write(`${JSON.stringify({ level: 40, msg: 'database connection lost', err: error.message })}\n`),
});
const app = await buildApp({ config, database, rateLimit: false });
installLastResortHandler(process, app.log);
await app.listen({ port: 0, host: '127.0.0.1' });
const runner = await startPgBossRunner(jobContextOf(app, undefined), ['cut-a', 'cut-b', 'cut-c', 'cut-d'].map(quickJob), {
  connectionString: url,
  pollingIntervalSeconds: 0.5,
});
app.jobs.runner = runner;
const address = app.server.address();
process.stdout.write(`listening on ${typeof address === 'object' && address ? address.port : 0}\n`);

process.on('SIGTERM', () => {
  app
    .close()
    .then(() => database.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
});
