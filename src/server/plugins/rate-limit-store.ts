/**
 * The @fastify/rate-limit store when REDIS_URL is set: every instance counts
 * in Redis (the plugin's own RedisStore: INCR + PEXPIRE in one Lua script, fixed window), so
 * 11 wrong admin passwords split over two instances lock the address as they would on one.
 * When a Redis command fails (Redis down, slow, restarting), that hit is counted in this
 * instance's memory instead (the plugin's LocalStore) and a warning is logged: the limits keep
 * working per instance and the request is never a 5xx (docs/decisions/023-several-instances.md).
 */
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0];

interface PluginStore extends FastifyRateLimitStore {
  read?(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
}

const require = createRequire(import.meta.url);
// The plugin's stores are not exported by name; their files are stable across v9-v11.
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => PluginStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => PluginStore;

/** Gap between two "counting locally" warnings, in ms. */
const WARN_GAP_MS = 30_000;

class FallbackStore implements PluginStore {
  constructor(
    private readonly shared: PluginStore,
    private readonly local: PluginStore,
    private readonly onError: (error: Error) => void,
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.onError(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.shared.read!(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.onError(error);
        this.local.read!(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteParams): FallbackStore {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.onError);
  }
}

/**
 * A store class for `@fastify/rate-limit`'s `store` option: counters in `redis` under
 * `${keyPrefix}rl:`, falling back to this instance's memory for any hit Redis cannot count.
 */
export function redisRateLimitStore(redis: Redis, keyPrefix: string, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let lastWarnAt = 0;
  const onError = (error: Error) => {
    const now = Date.now();
    if (now - lastWarnAt < WARN_GAP_MS) return;
    lastWarnAt = now;
    log.warn({ err: error }, 'rate limit: Redis did not answer, counting in this instance until it does');
  };
  return class {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      return new FallbackStore(
        new RedisStore(continueExceeding, exponentialBackoff, redis, `${keyPrefix}rl:`),
        new LocalStore(continueExceeding, exponentialBackoff),
        onError,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
