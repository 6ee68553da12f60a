/**
 * One job's worker on pg-boss, in place of `boss.work()`: pg-boss 10's own worker calls
 * `complete()` and `fail()` without awaiting them, so a connection cut while a job marks itself
 * done rejected with nothing to catch it and Node stopped on the unhandled rejection. Here every
 * call (fetch, complete, fail) is awaited and caught where it is made; a lost connection is
 * logged and retried, never fatal (docs/decisions/106-background-faults-are-never-fatal.md).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type PgBoss from 'pg-boss';
import { runJobAttempt } from './job-bookkeeping';
import type { JobContext, JobDefinition } from './job-types';

/** How often complete/fail is tried before the job is left to pg-boss's expiry (15 min), which retries it. */
const SETTLE_ATTEMPTS = 6;
/** The first wait between two tries of complete/fail or after a failed fetch, doubling (ms). */
const FIRST_BACKOFF_MS = 250;
/** The longest wait between two tries (ms). */
const MAX_BACKOFF_MS = 5_000;

/** Waits `ms`, or less when `signal` aborts; never rejects. */
export async function pause(ms: number, signal: AbortSignal): Promise<void> {
  await sleep(ms, undefined, { signal, ref: false }).catch(() => undefined);
}

const backoff = (failures: number) => Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, failures - 1));

/**
 * Tells pg-boss how a run ended (`complete`, or `fail` so that pg-boss retries it), retrying
 * SETTLE_ATTEMPTS times with back-off when the database does not answer. Never rejects: when
 * every try failed, the job stays active until pg-boss expires it and runs it again.
 */
async function settle(boss: PgBoss, ctx: JobContext, job: JobDefinition, id: string, failure: unknown): Promise<void> {
  const verb = failure === undefined ? 'complete' : 'fail';
  for (let attempt = 1; attempt <= SETTLE_ATTEMPTS; attempt += 1) {
    try {
      if (failure === undefined) await boss.complete(job.name, id);
      else await boss.fail(job.name, id, { message: failure instanceof Error ? failure.message : 'the job failed' });
      return;
    } catch (error) {
      const last = attempt === SETTLE_ATTEMPTS;
      ctx.log.warn(
        { err: error, job: job.name, jobId: id, attempt },
        last ? `could not ${verb} a job in pg-boss: it is retried when it expires` : `could not ${verb} a job in pg-boss: retrying`,
      );
      // Not cut short by stop(): the run's outcome is worth a few more seconds of shutdown.
      if (!last) await sleep(backoff(attempt), undefined, { ref: false });
    }
  }
}

/**
 * Runs `job` from its pg-boss queue until `signal` aborts: fetch one (SKIP LOCKED), run it through
 * runJobAttempt, settle it, and poll again after `pollingIntervalMs` when the queue was empty.
 * Resolves once the run in hand (if any) is settled after the abort; never rejects.
 */
export async function workQueue(
  boss: PgBoss,
  ctx: JobContext,
  job: JobDefinition,
  options: { pollingIntervalMs: number; signal: AbortSignal },
): Promise<void> {
  let failedFetches = 0;
  while (!options.signal.aborted) {
    let taken: PgBoss.JobWithMetadata<object> | undefined;
    try {
      [taken] = await boss.fetch<object>(job.name, { batchSize: 1, includeMetadata: true });
      failedFetches = 0;
    } catch (error) {
      failedFetches += 1;
      ctx.log.warn({ err: error, job: job.name }, 'could not fetch a job from pg-boss: retrying');
      await pause(backoff(failedFetches), options.signal);
      continue;
    }
    if (!taken) {
      await pause(options.pollingIntervalMs, options.signal);
      continue;
    }
    let failure: unknown;
    try {
      await runJobAttempt(job, ctx, { attempt: taken.retryCount + 1, runner: 'pg-boss' });
    } catch (error) {
      failure = error ?? new Error('the job failed');
    }
    await settle(boss, ctx, job, taken.id, failure);
  }
}
