/**
 * Bench target, run in its own process so the load generator does not share its event loop:
 * `tsx bench/serve.ts app|bare` starts the real app (rate limits off, logs off) on a fresh
 * test database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), or a bare Fastify
 * that serves the same option JSON from memory. Prints `READY <port>` when listening.
 * `BENCH_DATA_DIR` chooses the data folder (uploads, fonts) instead of data/test.
 */
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { createOptionsCache, listCustomizationOptions } from '../src/server/services/catalog/list-customization-options';
import { createTestDatabase, testConfig } from '../tests/setup/test-db';

const mode = process.argv[2] ?? 'app';
const database = await createTestDatabase();
const app =
  mode === 'bare'
    ? Fastify({ logger: false })
    : await buildApp({
        config: testConfig(process.env.BENCH_DATA_DIR ? { DATA_DIR: process.env.BENCH_DATA_DIR } : {}),
        database,
        rateLimit: false,
        logger: false,
      });
if (mode === 'bare') {
  const fonts = JSON.stringify(await listCustomizationOptions(database.db, createOptionsCache(), { type: 'font' }));
  app.get('/api/admin/customization-options', async (_req, reply) => reply.header('content-type', 'application/json').send(fonts));
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
