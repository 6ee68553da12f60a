/**
 * The job runner on PostgreSQL (docs/decisions/024): pg-boss 10 keeps the queue in the
 * database. Every instance offers each job once per interval with a singleton key and a
 * time slot (`singletonSeconds`, aligned on the database clock), and the unique index on
 * (name, slot, key) keeps one job per slot across all instances; whichever worker fetches it
 * (SKIP LOCKED) runs it, and pg-boss retries a failure with exponential back-off.
 *
 * No background failure stops the server (docs/decisions/106-background-faults-are-never-fatal.md):
 * every pg-boss call here is awaited or caught where it is made, pg-boss's own 'error' event is
 * logged, and the workers are our own loops (pg-boss-worker.ts), since pg-boss's leave
 * `complete()` and `fail()` floating.
 */
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { pause, workQueue } from './pg-boss-worker';
import type { JobContext, JobDefinition, JobRunner } from './job-types';

/** Options of the pg-boss runner. */
export interface PgBossRunnerOptions {
  connectionString: string;
  /** pg-boss's schema (default `pgboss`). */
  schema?: string;
  /** How often each worker looks for work, in seconds (pg-boss minimum 0.5; default 2). */
  pollingIntervalSeconds?: number;
  /** Offer each job at start as well as every interval (default true). */
  runAtStart?: boolean;
}

// An arbitrary constant: instances create pg-boss queues one at a time.
const QUEUE_CREATION_LOCK = 7_242_016;

/** A run still active after this is expired and retried (no shop job takes more than a few minutes). */
const JOB_EXPIRY_SECONDS = 15 * 60;

/**
 * Creates the queues that do not exist yet, holding an advisory lock: two instances creating
 * the same queue at once deadlock inside pg-boss's create_queue (partition attach), measured
 * on the two-instance test.
 */
async function createQueues(boss: PgBoss, connectionString: string, names: string[], log: FastifyBaseLogger): Promise<void> {
  const lock = new pg.Client({ connectionString, application_name: 'chaabi-jobs-setup' });
  // A client without an 'error' listener throws its lost connection out of the event loop.
  lock.on('error', (error) => log.warn({ err: error }, 'job setup connection lost'));
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [QUEUE_CREATION_LOCK]);
    for (const name of names) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name);
    }
  } finally {
    await lock.end(); // ending the session releases the lock
  }
}

/** The pg-boss slot of a job, in whole seconds (at least 1; pg-boss allows at most 12 h, its archive interval). */
function slotSeconds(job: JobDefinition): number {
  return Math.max(1, Math.round(job.intervalMs / 1000));
}

/** How long stop() waits for the runs in flight before stopping pg-boss (ms). */
const STOP_GRACE_MS = 10_000;

/**
 * Starts pg-boss (creating its schema on first use, serialised by pg-boss across instances) and
 * every job's worker and timer. When the start fails (the database is away), pg-boss is stopped
 * again and the error thrown to the caller, who retries (main.ts).
 */
export async function startPgBossRunner(ctx: JobContext, jobs: readonly JobDefinition[], options: PgBossRunnerOptions): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? 'pgboss',
    max: 3,
    application_name: 'chaabi-jobs',
    // Our jobs are offered by the instances' timers, not by pg-boss cron (its minute resolution is too coarse for 30 s).
    schedule: false,
    supervise: true,
  });
  // pg-boss reports its pool's lost connections and its maintenance failures here; it reconnects itself.
  boss.on('error', (error) => ctx.log.warn({ err: error }, 'pg-boss error (it retries on its own)'));
  try {
    await boss.start();
    await createQueues(
      boss,
      options.connectionString,
      jobs.map((j) => j.name),
      ctx.log,
    );
  } catch (error) {
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    throw error;
  }

  const timers = new Set<NodeJS.Timeout>();
  const halt = new AbortController();
  const offer = (job: JobDefinition, singleton: boolean): Promise<string | null> =>
    boss.send(
      job.name,
      {},
      {
        retryLimit: job.retryLimit,
        retryDelay: Math.max(1, Math.round(job.retryDelayMs / 1000)),
        retryBackoff: true,
        // A run still going after this long counts as failed and is retried (pg-boss: at most 24 h).
        expireInSeconds: JOB_EXPIRY_SECONDS,
        ...(singleton ? { singletonKey: job.name, singletonSeconds: slotSeconds(job) } : {}),
      },
    );

  const pollingIntervalMs = Math.max(500, (options.pollingIntervalSeconds ?? 2) * 1000);
  // Each loop catches its own failures (pg-boss-worker.ts); the catch here only keeps a bug in it from being fatal.
  const workers = jobs.map((job) =>
    workQueue(boss, ctx, job, { pollingIntervalMs, signal: halt.signal }).catch((error: unknown) =>
      ctx.log.error({ err: error, job: job.name }, 'a job worker stopped on an unexpected error'),
    ),
  );
  for (const job of jobs) {
    const tick = () => {
      if (halt.signal.aborted) return;
      offer(job, true).catch((error: unknown) =>
        ctx.log.warn({ err: error, job: job.name }, 'could not offer a job to pg-boss: offered again next interval'),
      );
    };
    const interval = setInterval(tick, job.intervalMs);
    interval.unref();
    timers.add(interval);
    if (options.runAtStart !== false) tick();
  }

  return {
    kind: 'pg-boss',
    async runNow(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`Unknown job ${name}`);
      await offer(job, false);
    },
    async stop() {
      halt.abort();
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      const grace = new AbortController();
      await Promise.race([Promise.allSettled(workers), pause(STOP_GRACE_MS, grace.signal)]);
      grace.abort();
      try {
        await boss.stop({ graceful: true, wait: true, timeout: 1_000 });
      } catch (error) {
        ctx.log.warn({ err: error }, 'pg-boss did not stop cleanly');
      }
    },
  };
}
