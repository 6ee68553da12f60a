/**
 * The pg-boss worker loop and the last-resort handler without a database
 * (docs/decisions/106-background-faults-are-never-fatal.md): a `complete` or `fail` that
 * rejects as a cut connection does is retried until it goes through, a fetch that throws is
 * retried, nothing rejects out of the loop, and an unhandled rejection is logged at fatal level.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type PgBoss from 'pg-boss';
import { installLastResortHandler, UNHANDLED_REJECTION_MESSAGE } from '../../lib/last-resort';
import type { JobContext, JobDefinition } from './job-types';
import { workQueue } from './pg-boss-worker';

const cut = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

function context() {
  const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn(), fatal: vi.fn() };
  // The bookkeeping's writes fail too (the database is cut): runJobAttempt logs them and goes on.
  const db = {
    insert() {
      throw cut();
    },
  };
  return { ctx: { log, db, now: () => new Date('2026-11-27T10:00:00Z') } as unknown as JobContext, log };
}

/** A pg-boss stand-in with one job to hand out, whose complete/fail reject `failures` times. */
function fakeBoss(options: { failures: number; fetchThrows?: number }) {
  const calls = { fetch: 0, complete: 0, fail: 0 };
  let handedOut = false;
  const settle = (kind: 'complete' | 'fail') => async () => {
    calls[kind] += 1;
    if (calls[kind] <= options.failures) throw cut();
    return {};
  };
  const boss = {
    async fetch() {
      calls.fetch += 1;
      if (calls.fetch <= (options.fetchThrows ?? 0)) throw cut();
      if (handedOut) return [];
      handedOut = true;
      return [{ id: 'job-1', retryCount: 0 }];
    },
    complete: settle('complete'),
    fail: settle('fail'),
  };
  return { boss: boss as unknown as PgBoss, calls };
}

const job = (run: JobDefinition['run']): JobDefinition => ({ name: 'cut-me', intervalMs: 1_000, retryLimit: 1, retryDelayMs: 1_000, run });

describe('the pg-boss worker loop', () => {
  it('retries complete() after a cut connection until it goes through, and never rejects', async () => {
    const { ctx, log } = context();
    const { boss, calls } = fakeBoss({ failures: 2, fetchThrows: 1 });
    const halt = new AbortController();
    const loop = workQueue(
      boss,
      ctx,
      job(async () => ({ ok: true })),
      { pollingIntervalMs: 20, signal: halt.signal },
    );
    await expect.poll(() => calls.complete, { timeout: 5_000 }).toBe(3);
    halt.abort();
    await expect(loop).resolves.toBeUndefined();
    expect(calls.fail).toBe(0);
    expect(log.warn.mock.calls.map(([, message]) => message)).toEqual(
      expect.arrayContaining([
        'could not fetch a job from pg-boss: retrying',
        'could not record a job run',
        'could not complete a job in pg-boss: retrying',
      ]),
    );
  });

  it('fails a throwing run in pg-boss (so that pg-boss retries it), retrying fail() too', async () => {
    const { ctx } = context();
    const { boss, calls } = fakeBoss({ failures: 1 });
    const halt = new AbortController();
    const loop = workQueue(
      boss,
      ctx,
      job(async () => {
        throw new Error('gateway down');
      }),
      { pollingIntervalMs: 20, signal: halt.signal },
    );
    await expect.poll(() => calls.fail, { timeout: 5_000 }).toBe(2);
    halt.abort();
    await loop;
    expect(calls.complete).toBe(0);
  });
});

describe('the last-resort handler', () => {
  it('logs an unhandled rejection at fatal level, naming it a bug', () => {
    const target = new EventEmitter();
    const log = { fatal: vi.fn() };
    const remove = installLastResortHandler(target, log);
    target.emit('unhandledRejection', cut());
    target.emit('unhandledRejection', 'a string');
    expect(log.fatal).toHaveBeenCalledTimes(2);
    expect(log.fatal.mock.calls[0]).toEqual([{ err: expect.objectContaining({ code: '57P01' }) }, UNHANDLED_REJECTION_MESSAGE]);
    remove();
    expect(target.listenerCount('unhandledRejection')).toBe(0);
  });
});
