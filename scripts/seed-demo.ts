/**
 * `npm run seed:demo -- --orders 100000 [--force] [--seed N]`: a year of plausible history in the
 * database of DATABASE_URL, or the embedded one under DATA_DIR (docs/product.md#demo-data).
 * Refuses a database that has orders unless `--force`.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed';
import { seedDemo } from '../src/server/demo-seed/seed-demo';
import { loadConfig } from '../src/server/env';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '100000' }, force: { type: 'boolean', default: false }, seed: { type: 'string' } },
});
const orders = Number(values.orders);
if (!Number.isInteger(orders) || orders < 1 || orders > 2_000_000) {
  console.error('--orders must be a whole number from 1 to 2,000,000');
  process.exit(2);
}
const config = loadConfig();
// Loading and recounting 100,000 orders takes longer than a request's 8-second query limit.
const database = await openDatabase({ ...config, timeouts: { queryTimeoutMs: 1_800_000 } });
const started = Date.now();
try {
  await database.migrate();
  await seedDatabase(database.db);
  const summary = await seedDemo(database.db, {
    orders,
    now: new Date(),
    force: values.force,
    seed: values.seed === undefined ? undefined : Number(values.seed),
    log: (line) => console.info(line),
  });
  console.table(summary);
  console.info(`Seeded ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
