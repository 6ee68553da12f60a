/**
 * The real Redis of the test machine (127.0.0.1:6379, or TEST_REDIS_URL) for the
 * several-instances tests. Each test file takes a random key prefix and removes
 * its keys at the end.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** Where the tests find Redis. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A fresh key prefix for one test file, e.g. `test:3fa9c2d1:`. */
export function randomRedisPrefix(): string {
  return `test:${randomBytes(4).toString('hex')}:`;
}

/** Deletes every key under `prefix`. */
export async function deleteRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined); // the caller sees the command's error
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
