/**
 * The usual setup of a database or route test file: one test database or app, opened before the
 * file's tests and closed after them (docs/decisions/004-test-databases.md).
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../setup/test-db';

/**
 * Registers beforeAll/afterAll: opens one `T` with `open` and hands it to `ready` (the file keeps
 * it in its own variable), then closes it after the file's tests.
 */
export function perTestFile<T extends { close(): Promise<void> }>(open: () => Promise<T>, ready: (value: T) => unknown): void {
  let value: T | undefined;
  beforeAll(async () => {
    value = await open();
    await ready(value);
  });
  afterAll(async () => {
    await value?.close();
  });
}

/** perTestFile with a test app on a fresh database (createTestApp's options). */
export function withTestApp(ready: (t: TestApp) => unknown, options?: Parameters<typeof createTestApp>[0]): void {
  perTestFile(() => createTestApp(options), ready);
}

/** perTestFile with a fresh, migrated and seeded test database. */
export function withTestDatabase(ready: (database: TestDatabase) => unknown): void {
  perTestFile(createTestDatabase, ready);
}
