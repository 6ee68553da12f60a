/** The usual setup of an admin route test file: one app on a fresh database and an admin session. */
import { sql } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import type { createTestApp, TestApp } from '../setup/test-db';
import { loginCookie } from './admin';
import { withTestApp } from './per-file';

/**
 * Registers beforeAll/afterAll: builds a test app, logs the admin in, and hands both to `ready`
 * (the file keeps them in its own `t` and `cookie`); closes the app after the file.
 */
export function withAdminApp(ready: (t: TestApp, cookie: string) => unknown, options?: Parameters<typeof createTestApp>[0]): void {
  withTestApp(async (app) => ready(app, await loginCookie(app.app)), options);
}

/**
 * withAdminApp for the admin order tests: before every test the orders, payments and their
 * events are emptied and their ids restart at 1.
 */
export function withAdminOrdersApp(ready: (t: TestApp, cookie: string) => void): void {
  let app: TestApp | undefined;
  withAdminApp((t, cookie) => {
    app = t;
    ready(t, cookie);
  });
  beforeEach(async () => {
    await app?.database.db.execute(sql`truncate table order_events, payment_events, payments, orders restart identity cascade`);
  });
}
