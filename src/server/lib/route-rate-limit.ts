/**
 * The per-client limits of the public routes (@fastify/rate-limit, its store shared across
 * instances by plugins/rate-limit-store.ts): written once, so every route plugin drops them the
 * same way when the app is built with `rateLimit: false` (benches, most tests).
 */
import type { FastifyContextConfig } from 'fastify';

/**
 * A route plugin's limit maker: `limit(max)` is the route config allowing `max` requests a minute
 * per client, or no limit at all when `rateLimit` is false.
 */
export function perMinuteLimits(rateLimit: boolean | undefined): (max: number) => FastifyContextConfig {
  return (max) => (rateLimit === false ? {} : { rateLimit: { max, timeWindow: '1 minute' } });
}
