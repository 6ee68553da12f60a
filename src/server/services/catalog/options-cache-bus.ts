/**
 * The options cache across instances (issue 16 item 1, docs/decisions/023-several-instances.md):
 * each instance caches the option lists for OPTIONS_CACHE_TTL_MS; when one instance changes an
 * option it publishes on `${prefix}options-changed` and every subscribed instance drops its
 * copy at once. A message lost while Redis is away costs at most the 5 s TTL, and a subscriber
 * that reconnects drops its copy, since it may have missed messages.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { OptionsCache } from './list-customization-options';

/** The channel name under the Redis key prefix. */
export function optionsChannel(keyPrefix: string): string {
  return `${keyPrefix}options-changed`;
}

/**
 * Connects the options `cache` to the channel: `publisher` announces this instance's changes,
 * `subscriber` (a connection of its own: a subscribed connection cannot send commands) hears the
 * others'. Returns a function that disconnects the cache from the channel.
 */
export async function connectOptionsCacheBus(
  cache: OptionsCache,
  connections: { publisher: Redis; subscriber: Redis; keyPrefix: string; log: FastifyBaseLogger },
): Promise<() => void> {
  const { publisher, subscriber, log } = connections;
  const channel = optionsChannel(connections.keyPrefix);
  const onMessage = (from: string) => {
    if (from === channel) cache.dropLocal();
  };
  const onReady = () => {
    cache.dropLocal();
    subscriber.subscribe(channel).catch((error: unknown) => log.warn({ err: error }, 'options cache: subscribe failed'));
  };
  subscriber.on('message', onMessage);
  subscriber.on('ready', onReady);
  if (subscriber.status === 'ready') onReady();
  cache.setBroadcast(() => {
    publisher.publish(channel, String(Date.now())).catch((error: unknown) => {
      log.warn({ err: error }, 'options cache: could not tell the other instances (they catch up within 5 s)');
    });
  });
  return () => {
    cache.setBroadcast(null);
    subscriber.off('message', onMessage);
    subscriber.off('ready', onReady);
  };
}
