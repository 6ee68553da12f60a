/**
 * The app's background-job slot (docs/decisions/024): startJobs (services/jobs/start-jobs.ts)
 * puts its runner here after the app is listening, and closing the app stops it, after the
 * runs in flight and before the database closes. Tests that build an app run no jobs unless
 * they start them.
 */
import type { FastifyInstance } from 'fastify';
import type { JobRunner } from '../services/jobs/job-types';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: { runner: JobRunner | undefined; onStop: (() => void)[] };
  }
}

/** Decorates `app.jobs` and stops its runner when the app closes. */
export function installJobs(app: FastifyInstance): void {
  app.decorate('jobs', { runner: undefined, onStop: [] });
  app.addHook('onClose', async () => {
    await app.jobs.runner?.stop();
    app.jobs.runner = undefined;
    for (const fn of app.jobs.onStop.splice(0)) fn();
  });
}
