/**
 * The job runner for the embedded database (PGlite: one process, so "once across instances"
 * is simply "once"): each job on its own unref'd timer, one run at a time, a failed run retried
 * after retryDelayMs, doubling, up to retryLimit times, with the same bookkeeping as pg-boss.
 */
import { runJobAttempt } from './job-bookkeeping';
import type { JobContext, JobDefinition, JobRunner } from './job-types';

/** Starts every job; the first run comes at once when `runAtStart` (default true), then every intervalMs. */
export function startInProcessRunner(ctx: JobContext, jobs: readonly JobDefinition[], options: { runAtStart?: boolean } = {}): JobRunner {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Map<string, Promise<void>>();

  const later = (fn: () => void, ms: number): void => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  /** One run with its retries; resolves when it succeeded or gave up. */
  const runWithRetries = (job: JobDefinition): Promise<void> =>
    new Promise<void>((resolve) => {
      const attempt = (n: number): void => {
        runJobAttempt(job, ctx, { attempt: n, runner: 'in-process' }).then(
          () => resolve(),
          () => {
            if (stopped || n > job.retryLimit) return resolve();
            later(() => attempt(n + 1), job.retryDelayMs * 2 ** (n - 1));
          },
        );
      };
      attempt(1);
    });

  const trigger = (job: JobDefinition): Promise<void> => {
    const current = running.get(job.name);
    if (current) return current; // never two runs of one job at once
    const run = runWithRetries(job).finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };

  // runWithRetries never rejects; the catch keeps a bug in it from being fatal (docs/decisions/106).
  const fire = (job: JobDefinition): void => {
    trigger(job).catch((error: unknown) => ctx.log.error({ err: error, job: job.name }, 'a background job run failed unexpectedly'));
  };
  for (const job of jobs) {
    const interval = setInterval(() => {
      if (!stopped) fire(job);
    }, job.intervalMs);
    interval.unref();
    timers.add(interval);
    if (options.runAtStart !== false) fire(job);
  }

  return {
    kind: 'in-process',
    async runNow(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`Unknown job ${name}`);
      await trigger(job);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running.values()]);
    },
  };
}
