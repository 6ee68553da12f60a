/**
 * The e2e suite's Playwright fixtures (docs/decisions/141-e2e-fixtures.md): every spec imports
 * `test` and `expect` from here instead of '@playwright/test'.
 *
 * - `server`: the real server of tests/e2e/support/server.ts, one per spec file with its own port
 *   and database, shared by the file's tests and hooks. `test.use({ serverEnv, serverOptions })`
 *   at the top of a file starts it with other environment variables or the file's own rows.
 * - `geometry`: the geometry engine's module (src/geometry), initialised once per worker, for
 *   specs that build the expected STL themselves.
 * - `adminPage`: the test's page, signed in to the admin panel through its password form.
 *
 * and helpers for the steps many specs take: `signInAsAdmin` (for a page a test opens itself),
 * `signInAsCustomer`, `signInAsDealer`, `fillCheckout`, `confirmedOrderId` and `dismissToasts`.
 */
import { test as base, expect, type Page } from '@playwright/test';
import * as engine from '../../../src/geometry/index';
import { fileServers, type FileServers } from './file-servers';
import { startServer, type E2EServer, type StartOptions } from './server';

export { expect };

interface WorkerFixtures {
  /** Environment variables of the file's server (worker option: `test.use` at the top of a file). */
  serverEnv: Record<string, string>;
  /** startServer's options for the file's server: `seed`, `readAfterStop`, `readyTimeoutMs`. */
  serverOptions: StartOptions;
  fileServers: FileServers<E2EServer>;
  /** The geometry engine's module, ready (initGeometry), for the specs that build the expected STLs themselves. */
  geometry: typeof engine;
}

interface TestFixtures {
  /** The spec file's running server (the same one in every test and hook of the file). */
  server: E2EServer;
  /** The test's page, signed in as the admin (signInAsAdmin) at 1280 × 900. */
  adminPage: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverEnv: [{}, { option: true, scope: 'worker' }],
  serverOptions: [{}, { option: true, scope: 'worker' }],

  // One server per spec file, though Playwright keeps a worker for several files (file-servers.ts).
  fileServers: [
    async ({}, use) => {
      const holder = fileServers<E2EServer>();
      await use(holder);
      await holder.close();
    },
    { scope: 'worker', box: true, timeout: 60_000 },
  ],

  server: [
    async ({ fileServers, serverEnv, serverOptions }, use, testInfo) => {
      // Ready in seconds, but a loaded machine has taken over a minute: 3 minutes unless the file says.
      const options = { readyTimeoutMs: 180_000, ...serverOptions };
      await use(await fileServers.forFile(testInfo.file, () => startServer(serverEnv, options)));
    },
    // Its own time, not the test's (or the hook's) that first asks for it.
    { timeout: 240_000 },
  ],

  geometry: [
    async ({}, use) => {
      await engine.initGeometry();
      await use(engine);
    },
    { scope: 'worker' },
  ],

  adminPage: async ({ page, server }, use) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page, server);
    await use(page);
  },
});

/** The owner's e-mail on the e2e server (ADMIN_EMAIL's default, services/staff/ensure-owner.ts). */
export const ADMIN_EMAIL = 'owner@chaabi.local';

/**
 * Signs `page` in as the owner through the sign-in form (Email and Password; the owner has no
 * second factor in development), submitted with a click on "Sign in" or with Enter in the password
 * field (`via`), and waits for the Orders tab. It waits until "Sign in" is live first: a click or
 * Enter before the page is hydrated submits nothing (docs/decisions/096-every-field-takes-input-from-first-paint.md).
 */
export async function signInAsAdmin(page: Page, server: E2EServer, { via = 'click' }: { via?: 'click' | 'enter' } = {}): Promise<void> {
  await page.goto(`${server.baseURL}/admin`);
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(server.adminPassword);
  const login = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(login).toBeEnabled();
  if (via === 'enter') await password.press('Enter');
  else await login.click();
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();
}

/**
 * Signs `page` in as one of the development issuer's test accounts (`who`: its button's name;
 * docs/decisions/015-customer-sign-in.md), from the guest page's Sign In link, and waits for the home page.
 */
export async function signInAsCustomer(page: Page, server: E2EServer, who: RegExp): Promise<void> {
  await page.goto(`${server.baseURL}/guest`);
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page.getByRole('heading', { name: 'Choose a test account' })).toBeVisible();
  await page.getByRole('button', { name: who }).click();
  await expect(page).toHaveURL(`${server.baseURL}/`);
}

/** Signs `page` in to the dealer portal with a dealer's phone number and PIN, and waits for the dashboard. */
export async function signInAsDealer(page: Page, server: E2EServer, dealer: { phoneNumber: string; pin: string }): Promise<void> {
  await page.goto(`${server.baseURL}/dealer`);
  await page.getByLabel('Phone Number').fill(dealer.phoneNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('PIN').fill(dealer.pin);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dealer-dashboard$/);
}

/** Closes every toast on screen (so a screenshot or a click reaches what is under it) and waits until they are gone. */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: 'Close' });
  for (const button of await close.all()) await button.click();
  await expect(close).toHaveCount(0);
}

/** The number of the order the Order Confirmed page shows ("Order #123"). */
export async function confirmedOrderId(page: Page): Promise<number> {
  const text = await page
    .getByText(/Order #\d+/)
    .first()
    .textContent();
  const match = /Order #(\d+)/.exec(text ?? '');
  if (!match) throw new Error(`no order number on the page: ${text}`);
  return Number(match[1]);
}

/** The guest checkout's fields, by label, in the order a shopper fills them. */
const CHECKOUT_FIELDS = ['Email', 'Full Name', 'Phone', 'Address Line 1', 'City', 'State', 'PIN Code'] as const;

/** A checkout field's label. */
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** What fillCheckout types by default: a Bengaluru address whose PIN code is valid. */
const ASHA: Record<CheckoutField, string> = {
  Email: 'asha.verma@example.in',
  'Full Name': 'Asha Verma',
  Phone: '9876543210',
  'Address Line 1': '12 MG Road',
  City: 'Bengaluru',
  State: 'Karnataka',
  'PIN Code': '560001',
};

/**
 * Fills the checkout form on `page` (docs/product.md#checkout-flow) field by field, in the form's
 * order, with `details` over the defaults (Asha Verma in Bengaluru); State is chosen from its list.
 * `from` and `upTo` (field labels, both included) fill only part of the form: from a field the
 * account has already filled, or up to the point a test looks at.
 */
export async function fillCheckout(
  page: Page,
  details: Partial<Record<CheckoutField, string>> = {},
  { from = 'Email', upTo = 'PIN Code' }: { from?: CheckoutField; upTo?: CheckoutField } = {},
): Promise<void> {
  const values = { ...ASHA, ...details };
  for (const field of CHECKOUT_FIELDS.slice(CHECKOUT_FIELDS.indexOf(from), CHECKOUT_FIELDS.indexOf(upTo) + 1)) {
    const input = page.getByLabel(field);
    if (field === 'State') await input.selectOption(values[field]);
    else await input.fill(values[field]);
  }
}
