/**
 * What the admin sees of background jobs: one job_status row per job and one
 * job_failures row per failed attempt, written by both runners through runJobAttempt.
 */
import { desc, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobFailures, jobStatus } from '../../db/schema/index';
import type { JobContext, JobDefinition } from './job-types';

/** Failed attempts are kept this long (purged with the other expired rows). */
export const JOB_FAILURE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

function errorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000) || 'Error';
}

/**
 * Runs one attempt of `job` and records it: duration, result or error (attempt 1 is the first
 * try). Its start and end are read off the shop's clock (`ctx.now`, composition-root.ts); the
 * duration is measured in process time. Rethrows the job's error so the runner can retry; a failure to write the bookkeeping
 * itself is logged, never thrown over the job's outcome.
 */
export async function runJobAttempt(
  job: JobDefinition,
  ctx: JobContext,
  options: { attempt: number; runner: 'pg-boss' | 'in-process' },
): Promise<Record<string, unknown>> {
  const startedAt = ctx.now();
  const started = performance.now();
  let result: Record<string, unknown> | undefined;
  let failure: unknown;
  try {
    result = await job.run(ctx);
  } catch (error) {
    failure = error;
  }
  const finishedAt = ctx.now();
  const durationMs = Math.round(performance.now() - started);
  const ok = failure === undefined;
  try {
    await ctx.db
      .insert(jobStatus)
      .values({
        name: job.name,
        runner: options.runner,
        lastStartedAt: startedAt,
        lastFinishedAt: finishedAt,
        lastDurationMs: durationMs,
        runs: 1,
        ...(ok
          ? { lastSuccessAt: finishedAt, lastResult: result ?? {}, failures: 0 }
          : { lastFailureAt: finishedAt, lastError: errorMessage(failure), failures: 1 }),
      })
      .onConflictDoUpdate({
        target: jobStatus.name,
        set: {
          runner: options.runner,
          lastStartedAt: startedAt,
          lastFinishedAt: finishedAt,
          lastDurationMs: durationMs,
          runs: sql`${jobStatus.runs} + 1`,
          ...(ok
            ? { lastSuccessAt: finishedAt, lastResult: result ?? {} }
            : { lastFailureAt: finishedAt, lastError: errorMessage(failure), failures: sql`${jobStatus.failures} + 1` }),
        },
      });
    if (!ok)
      await ctx.db
        .insert(jobFailures)
        .values({ name: job.name, attempt: options.attempt, message: errorMessage(failure), failedAt: finishedAt });
  } catch (error) {
    ctx.log.warn({ err: error, job: job.name }, 'could not record a job run');
  }
  if (!ok) {
    ctx.log.warn({ err: failure, job: job.name, attempt: options.attempt }, 'background job failed');
    throw failure;
  }
  return result ?? {};
}

/** One job as the admin API shows it. */
export interface JobView {
  name: string;
  intervalSeconds: number | null;
  runner: string | null;
  lastRunAt: string | null;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
  lastDurationMs: number | null;
  lastResult: Record<string, unknown> | null;
  runs: number;
  failures: number;
  recentFailures: { attempt: number; message: string; failedAt: string }[];
}

/** Every known job (the definitions, plus any name with rows) with its last runs and its 10 latest failures. */
export async function listJobs(db: Db, definitions: readonly JobDefinition[]): Promise<JobView[]> {
  const statuses = await db.select().from(jobStatus);
  const failures = await db.select().from(jobFailures).orderBy(desc(jobFailures.failedAt), desc(jobFailures.id)).limit(500);
  const names = [...new Set([...definitions.map((d) => d.name), ...statuses.map((s) => s.name)])];
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  return names.map((name) => {
    const status = statuses.find((s) => s.name === name);
    const definition = definitions.find((d) => d.name === name);
    return {
      name,
      intervalSeconds: definition ? definition.intervalMs / 1000 : null,
      runner: status?.runner ?? null,
      lastRunAt: iso(status?.lastStartedAt),
      lastSuccessAt: iso(status?.lastSuccessAt),
      lastFailureAt: iso(status?.lastFailureAt),
      lastError: status?.lastError ?? null,
      lastDurationMs: status?.lastDurationMs ?? null,
      lastResult: status?.lastResult ?? null,
      runs: status?.runs ?? 0,
      failures: status?.failures ?? 0,
      recentFailures: failures
        .filter((f) => f.name === name)
        .slice(0, 10)
        .map((f) => ({ attempt: f.attempt, message: f.message, failedAt: f.failedAt.toISOString() })),
    };
  });
}

/** Deletes failed-attempt rows older than JOB_FAILURE_RETENTION_MS; answers how many. */
export async function purgeOldJobFailures(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(jobFailures)
    .where(lt(jobFailures.failedAt, new Date(now.getTime() - JOB_FAILURE_RETENTION_MS)))
    .returning({ id: jobFailures.id });
  return rows.length;
}

export type { JobContext };
