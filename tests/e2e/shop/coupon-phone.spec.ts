/**
 * A coupon on a phone (docs/product.md#promotions, docs/product.md#discounts-on-the-invoice): the
 * admin creates PHONE50 (₹50 off) through the API, a guest on a 375 px screen designs a keychain,
 * types the code in lower case with a space at checkout, sees the discount and the new total,
 * pays ₹149 in the simulated checkout, and Order Confirmed and the invoice PDF (read with
 * pdftotext) show the code and the discount; the owner then reads the code's results and turns
 * the prepaid discount on and off in the Promotions tab.
 */
import { ADMIN_EMAIL, confirmedOrderId, dismissToasts, expect, fillCheckout, test } from '../support/fixtures';
import { saveTestSeller } from '#tests/support/business';
import { pdfText } from '#tests/support/pdf';

test.use({ serverOptions: { seed: (db) => saveTestSeller(db) } });

test.beforeAll(async ({ playwright, server }) => {
  const api = await playwright.request.newContext();
  try {
    const headers = { origin: server.baseURL };
    const login = await api.post(`${server.baseURL}/api/admin/login`, {
      headers,
      data: { email: ADMIN_EMAIL, password: server.adminPassword },
    });
    expect(login.status(), await login.text()).toBe(200);
    const created = await api.post(`${server.baseURL}/api/admin/promotions`, {
      headers,
      data: { code: 'PHONE50', type: 'fixed', value: 5_000, usageLimit: 10 },
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await api.dispose();
  }
});

test('a shopper applies a code on a phone, pays the discounted total and the invoice shows the discount', async ({ page, server }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${server.baseURL}/guest`);
  await page.locator('#customizer').scrollIntoViewIfNeeded();
  await page.getByLabel('Keychain 1 text').fill('Tara');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await fillCheckout(page);

  // A code the server does not know is refused with its reason; the real one, typed loosely, applies.
  await page.getByRole('button', { name: 'Have a code?' }).click();
  const code = page.getByLabel('Coupon code', { exact: true });
  await code.fill('NOSUCH');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This code does not exist' })).toBeVisible();
  await code.fill(' phone 50');
  await page.getByRole('button', { name: 'Apply' }).click();
  const applied = page.getByTestId('coupon-applied');
  await expect(applied.getByText('Code PHONE50')).toBeVisible();
  await expect(applied.getByText('−₹50')).toBeVisible();
  await expect(applied.getByTestId('coupon-total')).toHaveText('₹149');
  await applied.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/coupon-applied-375.png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: /Place Order & Pay ₹149/ }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('₹149').first()).toBeVisible();
  await sheet.getByRole('button', { name: 'Pay ₹149' }).click();

  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  const amounts = page.getByTestId('confirmed-amounts');
  await expect(amounts.getByText('PHONE50')).toBeVisible();
  await expect(amounts.getByText('−₹50')).toBeVisible();
  await expect(amounts.getByText('₹199')).toBeVisible();
  await expect(amounts.getByText('₹149', { exact: true })).toBeVisible();
  await expect(amounts.getByText('You saved ₹50')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/coupon-order-confirmed-375.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The invoice of the order (this browser holds its capability): the code and the discount on it.
  const orderId = await confirmedOrderId(page);
  const pdf = await page.request.get(`${server.baseURL}/api/orders/${orderId}/invoice.pdf`);
  expect(pdf.status()).toBe(200);
  const text = await pdfText(await pdf.body());
  expect(text).toContain('Coupon PHONE50');
  expect(text).toMatch(/50\.00/);
  expect(text).toMatch(/149\.00/);
  expect(text).toContain('less discount');

  // After a reload the confirmation comes back from the server with the same discount.
  await page.reload();
  await expect(page.getByTestId('confirmed-amounts').getByText('PHONE50')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/screens/coupon-order-confirmed-1280.png', fullPage: true });
});

test("the owner reads the code's results and turns the prepaid discount on and off in the Promotions tab", async ({ adminPage: page }) => {
  await page.getByRole('tab', { name: 'Promotions' }).click();
  const card = page.getByTestId('promotion-PHONE50');
  await expect(card).toContainText('1 of 10');
  await expect(card).toContainText('₹149');
  await expect(card).toContainText('₹50');
  const now = page.getByTestId('prepaid-now');
  await expect(now).toHaveText('Off');
  await page.getByRole('radio', { name: 'Fixed (₹)' }).check();
  await page.getByLabel('Rupees off online orders').fill('25');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Prepaid discount saved').first()).toBeVisible();
  await expect(now).toHaveText('₹25 off every order paid online');
  await dismissToasts(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    await page.screenshot({ path: `test-results/screens/admin-promotions-prepaid-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.getByRole('radio', { name: 'Off' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Prepaid discount turned off').first()).toBeVisible();
  await expect(now).toHaveText('Off');
});
