/**
 * Starts the shop's jobs for a running app (main.ts): pg-boss on PostgreSQL, timers in process
 * on PGlite — one JobDefinition list, two runners (docs/decisions/024). Closing the app stops
 * them after the runs in flight (plugins/jobs.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../email/provider';
import { startInProcessRunner } from './in-process-runner';
import type { JobContext, JobDefinition, JobRunner } from './job-types';
import { startPgBossRunner } from './pg-boss-runner';
import { SHOP_JOBS } from './shop-jobs';

/** Options of startJobs; tests shorten intervals and bring their own mailer (default: the app's, services.mailer). */
export interface StartJobsOptions {
  jobs?: readonly JobDefinition[];
  mailer?: Mailer;
  /** PostgreSQL URL for pg-boss (default config.databaseUrl); ignored on PGlite. */
  connectionString?: string;
  pollingIntervalSeconds?: number;
  runAtStart?: boolean;
}

/** The job context of an app: its engines (app.services), its logger, and `mailer`. */
export function jobContextOf(app: FastifyInstance, mailer: Mailer | undefined): JobContext {
  const { db, config, payments, now, proofs, pdfFonts, printerRules, storage } = app.services;
  return { db, config, payments, messaging: app.services.messaging, log: app.log, now, mailer, proofs, pdfFonts, printerRules, storage };
}

/** Starts the runner that fits the app's database and stops it when the app closes. */
export async function startJobs(app: FastifyInstance, options: StartJobsOptions = {}): Promise<JobRunner> {
  const ctx = jobContextOf(app, options.mailer ?? app.services.mailer);
  const jobs = options.jobs ?? SHOP_JOBS;
  const connectionString = options.connectionString ?? app.services.config.databaseUrl;
  const runner =
    app.services.database.kind === 'postgres' && connectionString
      ? await startPgBossRunner(ctx, jobs, {
          connectionString,
          pollingIntervalSeconds: options.pollingIntervalSeconds,
          runAtStart: options.runAtStart,
        })
      : startInProcessRunner(ctx, jobs, { runAtStart: options.runAtStart });
  app.jobs.runner = runner;
  app.log.info({ runner: runner.kind, jobs: jobs.map((j) => j.name) }, 'background jobs started');
  return runner;
}
