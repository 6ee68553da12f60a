/**
 * Runs purgeExpiredRows every 10 minutes while the app is up (issue 11 item 12). The timer starts
 * when the app is ready, is unref'd (it never keeps the process alive) and stops when the app
 * closes; a run that is still going when the next tick comes is not doubled. A failed run is
 * logged and retried at the next tick: a purge is housekeeping, never worth a crash.
 */
import type { FastifyInstance } from 'fastify';
import { purgeExpiredRows, type PurgeCounts } from '../services/maintenance/purge-expired-rows';

/** How often expired rows are purged. */
export const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/** Installs the purge timer; `onRun` (tests) hears each finished run. */
export function installPurgeTimer(
  app: FastifyInstance,
  options: { intervalMs?: number; onRun?: (counts: PurgeCounts | null) => void } = {},
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const run = (): Promise<void> => (running ??= purgeOnce().finally(() => (running = null)));
  const purgeOnce = async (): Promise<void> => {
    let counts: PurgeCounts | null = null;
    try {
      counts = await purgeExpiredRows(app.db, app.now());
      if (Object.values(counts).some((n) => n > 0)) app.log.info({ event: 'purge', ...counts }, 'expired rows purged');
    } catch (error) {
      app.log.warn({ err: error }, 'purging expired rows failed; retrying at the next tick');
    }
    options.onRun?.(counts);
  };

  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), options.intervalMs ?? PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = undefined;
    await running; // let a run in flight finish before the database closes
  });
}
