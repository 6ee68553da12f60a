/**
 * Refunds in the admin panel (docs/product.md#refunds): the admin cancels a paid order, is asked
 * first with the amount that will be refunded, confirms, and the card shows the refund processed
 * and the payment refunded; a second order is refunded in part through the Refund dialog; a
 * signed-in customer sees the refund in My Account's order history. Screens at 1280 and 375 px.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, signInAsAdmin, signInAsCustomer, test } from '../support/fixtures';
import type { E2EServer } from '../support/server';
import { saveTestSeller } from '#tests/support/business';

let cancelledId: number;
let partialId: number;

/**
 * Places a shop order through `api` (a page's request context: its cookies are the browser's) and
 * pays it through the simulated gateway, as a browser would; its id.
 */
async function paidOrder(api: APIRequestContext, server: E2EServer, name: string): Promise<number> {
  const post = (url: string, data: unknown) => api.post(`${server.baseURL}${url}`, { headers: { origin: server.baseURL }, data });
  const placed = await post('/api/orders', {
    customerEmail: 'meera@example.in',
    customerName: name,
    customerPhone: '+91 9123456780',
    modelId: 1,
    keychains: [
      { customText: 'Meera', fontFamily: 'pacifico', textColor: 'yellow' },
      { customText: 'Ravi', fontFamily: 'bangers', textColor: 'yellow' },
      { customText: 'Anu', fontFamily: 'chewy', textColor: 'yellow' },
    ],
    shippingAddress: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' },
  });
  expect(placed.status()).toBe(201);
  const id = ((await placed.json()) as { id: number }).id;
  const opened = (await (await post('/api/payments/create-order', { orderId: id })).json()) as { orderId: string };
  const bank = (await (
    await post('/api/payments/simulated/complete', { providerOrderId: opened.orderId, outcome: 'success' })
  ).json()) as Record<string, string>;
  expect((await post('/api/payments/verify', { orderId: id, ...bank })).status()).toBe(200);
  return id;
}

test.use({ serverOptions: { seed: (db) => saveTestSeller(db) } });

test.beforeAll(async ({ playwright, server }) => {
  const api = await playwright.request.newContext();
  try {
    cancelledId = await paidOrder(api, server, 'Meera Iyer');
    partialId = await paidOrder(api, server, 'Ravi Kulkarni');
  } finally {
    await api.dispose();
  }
});

test('the admin cancels a paid order, confirms the refund it asks about, and sees it processed', async ({ adminPage: page }) => {
  const card = page.getByRole('article', { name: new RegExp(`Order #${cancelledId} · Meera Iyer`) });
  await expect(card.getByText('Payment Completed')).toBeVisible();
  await card.getByLabel(`Order status for order #${cancelledId}`).selectOption('cancelled');
  await card.getByRole('button', { name: 'Save' }).click();

  const ask = page.getByRole('alertdialog', { name: `Cancel order #${cancelledId} and refund ₹510?` });
  await expect(ask).toBeVisible();
  await expect(ask.getByText('Cancelling it refunds ₹510 to Meera Iyer')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/admin-cancel-refund-confirm-1280.png' });
  await ask.getByRole('button', { name: 'Cancel and refund ₹510' }).click();
  await expect(page.getByText(`Order #${cancelledId} is cancelled and ₹510 is on its way back`).first()).toBeVisible();

  // The provider confirms by webhook a moment later; the card shows it once the list is read again.
  await expect(async () => {
    await page.reload();
    const refunds = page.getByRole('region', { name: `Refunds of order #${cancelledId}` });
    // The list first, however long a loaded machine takes to draw it; then the status it shows.
    await expect(refunds).toBeVisible();
    await expect(refunds.getByText('Processed')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 45_000 });
  const after = page.getByRole('article', { name: new RegExp(`Order #${cancelledId} · Meera Iyer`) });
  await expect(after.getByText('Payment Refunded')).toBeVisible();
  await expect(after.getByLabel(`Order status for order #${cancelledId}`)).toHaveValue('cancelled');
  await expect(after.getByRole('link', { name: /Credit note CN\// })).toBeVisible();
  await expect(after.getByRole('button', { name: `Refund order #${cancelledId}` })).toHaveCount(0);
  await after.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/admin-refund-processed-1280.png' });
});

test('on a phone, the admin refunds part of an order with a reason', async ({ page, server }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsAdmin(page, server);
  const card = page.getByRole('article', { name: new RegExp(`Order #${partialId} · Ravi Kulkarni`) });
  await card.getByRole('button', { name: `Refund order #${partialId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order #${partialId}` });
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('510.00');
  await dialog.getByLabel('Amount (₹)').fill('600');
  await dialog.getByLabel('Reason').fill('One keychain misprinted');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByText('At most ₹510 remains refundable')).toBeVisible();
  await dialog.getByLabel('Amount (₹)').fill('170');
  await page.screenshot({ path: 'test-results/screens/admin-refund-dialog-375.png' });
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText(`₹170 for order #${partialId} is on its way to the customer`).first()).toBeVisible();
  await expect(async () => {
    await page.reload();
    const refunds = page.getByRole('region', { name: `Refunds of order #${partialId}` });
    // The list first, however long a loaded machine takes to draw it; then the status it shows.
    await expect(refunds).toBeVisible();
    await expect(refunds.getByText('Processed')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 45_000 });
  const after = page.getByRole('article', { name: new RegExp(`Order #${partialId} · Ravi Kulkarni`) });
  await expect(after.getByText('Payment Partially refunded')).toBeVisible();
  await expect(after.getByRole('button', { name: `Refund order #${partialId}` })).toBeVisible();
  await page.getByRole('region', { name: `Refunds of order #${partialId}` }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/admin-refund-partial-375.png' });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test('a signed-in customer sees the refund of their order in My Account', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsCustomer(page, server, /Meera Iyer/);

  // The customer's own order, paid at the simulated bank; then the shop refunds ₹170 of it.
  const api = page.request;
  const headers = { origin: server.baseURL };
  const id = await paidOrder(api, server, 'Meera Iyer');
  expect(
    (
      await api.post(`${server.baseURL}/api/admin/login`, {
        headers,
        data: { email: 'owner@chaabi.local', password: server.adminPassword },
      })
    ).status(),
  ).toBe(200);
  const refunded = await api.post(`${server.baseURL}/api/admin/orders/${id}/refunds`, {
    headers: { ...headers, 'idempotency-key': `e2e-account-${id}` },
    data: { amountPaise: 17000, reason: 'One keychain misprinted' },
  });
  expect(refunded.status()).toBe(200);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(async () => {
    await page.goto(`${server.baseURL}/account`);
    const order = page.getByTestId('order-history-item').filter({ hasText: `Order #${id}` });
    await expect(order).toBeVisible();
    await expect(order.getByText('Refund ₹170')).toBeVisible({ timeout: 2000 });
    await expect(order.getByText('refunded: it reaches your account within 5-7 business days')).toBeVisible({ timeout: 1000 });
    await expect(order.getByText('Payment partially refunded')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page
    .getByTestId('order-history-item')
    .filter({ hasText: `Order #${id}` })
    .scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/account-refund-375.png' });
});
