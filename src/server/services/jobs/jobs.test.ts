/**
 * Background jobs: on PGlite the in-process runner runs the shop's jobs and
 * records them; a failing job is retried with back-off and its failures show in
 * GET /api/admin/jobs; on PostgreSQL (TEST_DATABASE_URL) two instances with pg-boss run a
 * scheduled job exactly once, and pg-boss retries a failure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { jobFailures, jobStatus } from '../../db/schema/index';
import { loginCookie } from '#tests/support/admin';
import { createTestApp, type TestApp, type TestDatabase } from '../../../../tests/setup/test-db';
import { withTwoInstances } from '#tests/support/per-file';
import { startInProcessRunner } from './in-process-runner';
import type { JobDefinition } from './job-types';
import { startPgBossRunner } from './pg-boss-runner';
import { SHOP_JOBS } from './shop-jobs';
import { jobContextOf, startJobs } from './start-jobs';

/** A job that fails its first `failFirst` attempts, counting every attempt. */
function flakyJob(name: string, failFirst: number, intervalMs = 3_600_000): JobDefinition & { attempts: number } {
  const job = {
    name,
    intervalMs,
    retryLimit: 3,
    retryDelayMs: 20,
    attempts: 0,
    async run() {
      job.attempts += 1;
      if (job.attempts <= failFirst) throw new Error(`gateway said no (${job.attempts})`);
      return { ok: true };
    },
  };
  return job;
}

describe('the in-process runner (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('runs every shop job and records its success', async () => {
    const runner = await startJobs(t.app, { connectionString: '' });
    expect(runner.kind).toBe('in-process');
    await expect
      .poll(
        async () =>
          (await t.app.services.db.select().from(jobStatus))
            .filter((s) => s.lastSuccessAt)
            .map((s) => s.name)
            .sort(),
        {
          timeout: 15_000,
          interval: 100,
        },
      )
      .toEqual(SHOP_JOBS.map((j) => j.name).sort());
    const [mail] = await t.app.services.db.select().from(jobStatus).where(eq(jobStatus.name, 'deliver-emails'));
    expect(mail).toMatchObject({ runner: 'in-process', runs: 1, failures: 0 });
    expect(mail!.lastResult).toMatchObject({ smtp: expect.stringContaining('not configured') });
    await runner.stop();
    t.app.jobs.runner = undefined;
  });

  it('retries a failing job with back-off until it succeeds, and the admin sees each failure', async () => {
    const job = flakyJob('flaky-in-process', 2);
    const runner = startInProcessRunner(jobContextOf(t.app, undefined), [job], { runAtStart: false });
    await runner.runNow(job.name);
    await runner.stop();
    expect(job.attempts).toBe(3);
    const failures = await t.app.services.db.select().from(jobFailures).where(eq(jobFailures.name, job.name)).orderBy(asc(jobFailures.id));
    expect(failures.map((f) => [f.attempt, f.message])).toEqual([
      [1, 'gateway said no (1)'],
      [2, 'gateway said no (2)'],
    ]);

    const res = await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: { cookie: await loginCookie(t.app) } });
    expect(res.statusCode).toBe(200);
    const view = (res.json().jobs as { name: string }[]).find((j) => j.name === job.name);
    expect(view).toMatchObject({
      runs: 3,
      failures: 2,
      lastError: 'gateway said no (2)',
      lastSuccessAt: expect.any(String),
      recentFailures: [expect.objectContaining({ attempt: 2 }), expect.objectContaining({ attempt: 1 })],
    });
    expect(res.json().jobs.map((j: { name: string }) => j.name)).toEqual(expect.arrayContaining(SHOP_JOBS.map((j) => j.name)));
  });

  it('gives up after retryLimit retries and waits for the next interval', async () => {
    const job = { ...flakyJob('always-failing', 100), retryLimit: 2 };
    const runner = startInProcessRunner(jobContextOf(t.app, undefined), [job], { runAtStart: false });
    await runner.runNow(job.name);
    await runner.stop();
    const [status] = await t.app.services.db.select().from(jobStatus).where(eq(jobStatus.name, job.name));
    expect(status).toMatchObject({ runs: 3, failures: 3, lastSuccessAt: null });
  });

  it('answers 401 without an admin session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs' })).statusCode).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('pg-boss on two instances (PostgreSQL)', () => {
  let database: TestDatabase;
  let apps: FastifyInstance[] = [];
  withTwoInstances((two) => ({ apps, database } = two));

  it(
    'runs a scheduled job once across both instances, and retries a failing one with its failure in the admin API',
    { timeout: 90_000 },
    async () => {
      // Both instances offer both jobs at start; one slot (an hour) means one run between them. Slots
      // are aligned on the hour, so a test that would straddle one waits for it to pass first.
      const toNextHourMs = 3_600_000 - (Date.now() % 3_600_000);
      if (toNextHourMs < 30_000) await new Promise((resolve) => setTimeout(resolve, toNextHourMs + 1_000));
      let runs = 0;
      const counted: JobDefinition = {
        name: 'counted',
        intervalMs: 3_600_000,
        retryLimit: 0,
        retryDelayMs: 1_000,
        async run() {
          runs += 1;
          return { runs };
        },
      };
      const flaky = flakyJob('flaky-pg-boss', 1, 3_600_000);
      flaky.retryDelayMs = 1_000;
      const runners = await Promise.all(
        apps.map((app) =>
          startPgBossRunner(jobContextOf(app, undefined), [counted, flaky], {
            connectionString: database.url!,
            pollingIntervalSeconds: 0.5,
          }),
        ),
      );
      try {
        expect(runners.map((r) => r.kind)).toEqual(['pg-boss', 'pg-boss']);
        await expect.poll(() => runs, { timeout: 15_000, interval: 100 }).toBe(1);
        await expect.poll(() => flaky.attempts, { timeout: 20_000, interval: 200 }).toBe(2);
        // Several polling rounds of both workers later, still once.
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        expect(runs).toBe(1);
        expect(flaky.attempts).toBe(2);

        const [status] = await database.db.select().from(jobStatus).where(eq(jobStatus.name, 'counted'));
        expect(status).toMatchObject({ runner: 'pg-boss', runs: 1, failures: 0 });
        const res = await apps[1]!.inject({ method: 'GET', url: '/api/admin/jobs', headers: { cookie: await loginCookie(apps[1]!) } });
        const view = (res.json().jobs as { name: string }[]).find((j) => j.name === 'flaky-pg-boss');
        expect(view).toMatchObject({
          runner: 'pg-boss',
          runs: 2,
          failures: 1,
          lastError: 'gateway said no (1)',
          lastSuccessAt: expect.any(String),
          recentFailures: [expect.objectContaining({ attempt: 1, message: 'gateway said no (1)' })],
        });
      } finally {
        await Promise.all(runners.map((r) => r.stop()));
      }
    },
  );
});
