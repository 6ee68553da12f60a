/** The usual setup of an admin route test file: one app on a fresh database and an admin session. */
import { sql } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import type { createTestApp, TestApp } from '../setup/test-db';
import { loginCookie } from './admin';
import { withTestApp } from './per-file';
import { signedInCustomer } from './shop';

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

/** What withAdminAndCustomer fills in before the file's tests: the app and the two sessions' cookies. */
export interface AdminAndCustomer {
  t: TestApp;
  admin: string;
  customer: string;
}

/**
 * withAdminApp with a signed-in shop customer too: `customer` is the user row to insert (its id,
 * e-mail, names). Answers a handle whose `t`, `admin` and `customer` (cookies) are set before the
 * file's tests run.
 */
export function withAdminAndCustomer(customer: Parameters<typeof signedInCustomer>[2]): AdminAndCustomer {
  const file = {} as AdminAndCustomer;
  withAdminApp(async (app, cookie) => {
    file.t = app;
    file.admin = cookie;
    file.customer = (await signedInCustomer(app.app, app.database.db, customer)).cookie;
  });
  return file;
}
