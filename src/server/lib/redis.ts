/**
 * Redis for running several instances (docs/decisions/023-several-instances.md):
 * shared rate-limit counters and the options-cache invalidation channel. Redis is optional and
 * never on the critical path: commands fail fast while it is unreachable (no offline queue, one
 * try, 1 s command timeout) and every caller falls back to in-process behaviour, so a Redis
 * outage never turns a request into a 5xx.
 */
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** How long one Redis command may take before the caller falls back, in ms. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/** Minimum gap between two "Redis unreachable" log lines of one connection, in ms. */
const ERROR_LOG_GAP_MS = 30_000;

/**
 * Opens an ioredis connection that fails fast: commands sent while disconnected are refused at
 * once instead of queued, and each gives up after REDIS_COMMAND_TIMEOUT_MS. It reconnects by
 * itself (back-off up to 2 s). Connection errors are logged at warn, at most once per 30 s.
 */
export function createRedis(url: string, log: FastifyBaseLogger, name: string): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
  let lastLoggedAt = 0;
  redis.on('error', (error: Error) => {
    const now = Date.now();
    if (now - lastLoggedAt < ERROR_LOG_GAP_MS) return;
    lastLoggedAt = now;
    log.warn({ err: error, redis: name }, 'Redis unreachable: falling back to per-instance behaviour until it is back');
  });
  redis.on('ready', () => {
    if (lastLoggedAt > 0) log.info({ redis: name }, 'Redis connection restored');
    lastLoggedAt = 0;
  });
  return redis;
}

/** Closes a connection: QUIT when Redis answers within 500 ms, else the socket is dropped. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status === 'ready') {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      redis.quit().catch(() => undefined),
      new Promise((resolve) => {
        timer = setTimeout(resolve, 500);
      }),
    ]);
    clearTimeout(timer);
  }
  redis.disconnect();
}
