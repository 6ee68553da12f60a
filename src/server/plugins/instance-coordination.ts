/**
 * What several instances share through Redis (docs/decisions/023-several-instances.md): with
 * REDIS_URL, the rate-limit counters live in Redis and an options-cache change on one instance
 * clears the others' copies by pub/sub; without it, both stay in this process.
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { OptionsCache } from '../services/catalog/list-customization-options';
import type { Config } from '../env';
import { closeRedis, createRedis } from '../lib/redis';
import { connectOptionsCacheBus } from '../services/catalog/options-cache-bus';
import { redisRateLimitStore } from './rate-limit-store';

/** Registers @fastify/rate-limit (routes opt in) and, with REDIS_URL, the Redis store and the bus of `optionsCache`. */
export async function installInstanceCoordination(
  app: FastifyInstance,
  options: { config: Config; optionsCache: OptionsCache },
): Promise<void> {
  const { config } = options;
  if (!config.redisUrl) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const publisher = createRedis(config.redisUrl, app.log, 'chaabi');
  const subscriber = createRedis(config.redisUrl, app.log, 'chaabi-subscriber');
  const disconnect = await connectOptionsCacheBus(options.optionsCache, {
    publisher,
    subscriber,
    keyPrefix: config.redisKeyPrefix,
    log: app.log,
  });
  app.addHook('onReady', async () => {
    // Start with both connections up when Redis is there; never wait long for one that is not.
    await Promise.all([waitForRedis(publisher, 2_000), waitForRedis(subscriber, 2_000)]);
  });
  app.addHook('onClose', async () => {
    disconnect();
    await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
  });
  await app.register(rateLimit, {
    global: false,
    store: redisRateLimitStore(publisher, config.redisKeyPrefix, app.log),
    skipOnError: true,
  });
}

/** Resolves once `redis` is ready (and, for a subscriber, subscribed), or after `ms` regardless. */
async function waitForRedis(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    timer.unref();
    function done() {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve();
    }
    function onReady() {
      // The subscriber subscribes on 'ready'; give that round trip a moment.
      setTimeout(done, 50).unref();
    }
    redis.once('ready', onReady);
  });
}
