/**
 * A shopper signs in through the development issuer, completes their
 * profile on /account, places and pays an order with the pre-filled checkout form, sees it in
 * order history, signs out and is a guest again. Screenshots of /account at 1280 and 375 px.
 */
import { expect, signInAsCustomer, test } from '../support/fixtures';

test('a shopper signs in, completes the profile, orders with the pre-filled form, sees it and signs out', async ({ page, server }) => {
  const cspViolations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Signed out: /account sends the visitor home with the spec's toast.
  await page.goto(`${server.baseURL}/account`);
  await expect(page.getByText('Please sign in to view your account.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${server.baseURL}/`);

  // Sign in from the guest header through the development issuer.
  await signInAsCustomer(page, server, /Asha Verma/);
  await page.getByRole('link', { name: 'Account' }).first().click();
  await expect(page).toHaveURL(`${server.baseURL}/account`);
  await expect(page.getByRole('heading', { name: 'Hello, Asha' })).toBeVisible();
  await expect(page.getByText('asha@example.in').first()).toBeVisible();
  await expect(page.getByText(/Member since/)).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();

  // Complete the profile (docs/product.md#profile validation first).
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Phone').fill('98765');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Phone number must be 10 digits')).toBeVisible();
  await expect(page.getByText('Street address is required')).toBeVisible();
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('Street Address').fill('12 MG Road');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByLabel('PIN Code').fill('411001');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await expect(page.getByText('+91 9876543210')).toBeVisible();
  await expect(page.getByText('Pune, Maharashtra 411001')).toBeVisible();

  // Order one keychain; checkout is pre-filled from the profile.
  await page.goto(`${server.baseURL}/#customizer`);
  await page.getByLabel('Keychain 1 text').fill('Asha');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Order' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('asha@example.in');
  await expect(page.getByLabel('Full Name')).toHaveValue('Asha Verma');
  await expect(page.getByLabel('Phone')).toHaveValue('9876543210');
  await expect(page.getByLabel('Address Line 1')).toHaveValue('12 MG Road');
  await expect(page.getByLabel('City')).toHaveValue('Pune');
  await expect(page.getByLabel('PIN Code')).toHaveValue('411001');
  await page.getByRole('button', { name: /Place Order & Pay/ }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  const orderText =
    (await page
      .getByText(/Order #\d+/)
      .first()
      .textContent()) ?? '';
  const orderId = /#(\d+)/.exec(orderText)![1]!;

  // Order history shows it, paid.
  await page.goto(`${server.baseURL}/account`);
  const item = page.getByTestId('order-history-item').filter({ hasText: `Order #${orderId}` });
  await expect(item).toBeVisible();
  await expect(item.getByText('Payment completed')).toBeVisible();
  await expect(item.getByText('“Asha”')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/account-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(item).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/account-375.png', fullPage: true });

  // The registry is for admins only.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.baseURL}/customers`);
  await expect(page.getByRole('heading', { name: 'For admins only' })).toBeVisible();

  // A GET of the old logout address (a cross-site link) signs nobody out.
  expect((await page.request.get(`${server.baseURL}/api/logout`)).status()).toBe(404);
  expect((await page.request.get(`${server.baseURL}/api/auth/user`)).status()).toBe(200);

  // Sign out with the header's Logout button (a POST): a guest again.
  await page.goto(`${server.baseURL}/account`);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/`);
  expect((await page.request.get(`${server.baseURL}/api/auth/user`)).status()).toBe(401);
  await page.goto(`${server.baseURL}/guest`);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account' })).toHaveCount(0);
  expect(cspViolations).toEqual([]);
});

test('the admin sees the registry with the paid customer', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const login = await page.request.post(`${server.baseURL}/api/admin/login`, {
    data: { email: 'owner@chaabi.local', password: server.adminPassword },
  });
  expect(login.ok()).toBe(true);
  await page.goto(`${server.baseURL}/guest`);
  await page.evaluate(() => window.localStorage.setItem('admin_logged_in', 'true'));
  await page.goto(`${server.baseURL}/customers`);
  await expect(page.getByRole('heading', { name: 'Customer Registry' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search customers' });
  await search.fill('asha');
  await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
  const entry = page.getByRole('list', { name: 'Customers' }).getByRole('listitem').filter({ hasText: 'asha@example.in' });
  await expect(entry).toBeVisible();
  await expect(entry.getByText(/1 order/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/customers-1280.png', fullPage: true });
});
