/**
 * A guest designs 3 keychains (different fonts and colours), checks out,
 * pays in the simulated checkout and sees Order Confirmed; the order is stored with the
 * server-computed total ₹510 (3 × ₹170) and paymentStatus completed. Runs at 1280 and 375 px.
 */
import { type Page } from '@playwright/test';
import { confirmedOrderId, expect, fillCheckout, test } from '../support/fixtures';
import { eq } from 'drizzle-orm';
import { orders } from '../../../src/server/db/schema/index';

const placed: { viewport: number; orderId: number }[] = [];

test.use({ serverOptions: { readAfterStop: true } });

test.afterAll(async ({ server }) => {
  const exitCode = await server.stop();
  // SIGTERM finishes in-flight requests and closes the database: a clean exit.
  expect(exitCode).toBe(0);
  const database = await server.openDatabase();
  try {
    expect(placed).toHaveLength(2);
    for (const { orderId } of placed) {
      const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row, `order ${orderId} is stored`).toBeDefined();
      expect(row!.totalPaise).toBe(51_000);
      expect(row!.quantity).toBe(3);
      expect(row!.paymentStatus).toBe('completed');
      expect(row!.paymentId).toMatch(/^pay_/);
      expect(row!.keychains.map((k) => [k.customText, k.fontFamily, k.textColor])).toEqual([
        ['Asha', 'bangers', 'yellow'],
        ['Ravi', 'pacifico', 'green'],
        ['Meera', 'chewy', 'orange'],
      ]);
      expect(row!.keychains[1]!.colorCombination).toMatchObject({ displayName: 'Green', fontColor: '#4ade80' });
    }
  } finally {
    await database.close();
  }
});

const DESIGNS = [
  { text: 'asha', expected: 'Asha', font: 'Bangers', colour: 'Yellow' },
  { text: 'ravi', expected: 'Ravi', font: 'Pacifico', colour: 'Green' },
  { text: 'meera', expected: 'Meera', font: 'Chewy', colour: 'Orange' },
];

async function designKeychains(page: Page) {
  await page.getByLabel('Quantity').selectOption('3');
  for (const [i, design] of DESIGNS.entries()) {
    const n = i + 1;
    const text = page.getByLabel(`Keychain ${n} text`);
    await text.fill(design.text);
    // docs/product.md#validation: the first letter upper-cased (a symbol is refused, never dropped: docs/decisions/045)
    await expect(text).toHaveValue(design.expected);
    await page
      .getByRole('radiogroup', { name: `Keychain ${n} font` })
      .getByRole('radio', { name: design.font })
      .click();
    const swatch = page.getByRole('radiogroup', { name: `Keychain ${n} colour` }).getByRole('radio', { name: design.colour });
    await swatch.click();
    await expect(swatch).toBeChecked();
  }
}

for (const width of [1280, 375]) {
  test(`a guest designs 3 keychains, pays and sees Order Confirmed (${width} px)`, async ({ page, server }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    await page.goto(`${server.baseURL}/guest`);
    await page.locator('#customizer').scrollIntoViewIfNeeded();

    const buyNow = page.getByRole('button', { name: 'Buy Now' });
    await page.getByLabel('Quantity').selectOption('3');
    await expect(buyNow).toBeDisabled();
    await expect(page.getByText('Please customize all keychains before ordering')).toBeVisible();

    await designKeychains(page);
    await expect(buyNow).toBeEnabled();
    await expect(page.locator('#customizer').getByText('₹510').first()).toBeVisible();
    await expect(page.locator('#customizer').getByText('You save ₹87').first()).toBeVisible();
    await page.locator('#customizer').screenshot({ path: `test-results/screens/customizer-${width}.png` });

    await buyNow.click();
    await expect(page).toHaveURL(/\/checkout/);
    await expect(page.getByRole('heading', { name: 'Complete Your Order' })).toBeVisible();

    // Validation messages of docs/product.md#validation before anything is sent
    await page.getByRole('button', { name: /Place Order & Pay ₹510/ }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('PIN Code').fill('5600');
    await expect(page.getByText('Please enter a valid 6-digit PIN code').or(page.getByText('PIN code is required'))).toBeVisible();

    await fillCheckout(page);
    await page.screenshot({ path: `test-results/screens/checkout-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: /Place Order & Pay ₹510/ }).click();

    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('₹510').first()).toBeVisible();
    await page.screenshot({ path: `test-results/screens/payment-sheet-${width}.png` });
    await sheet.getByRole('button', { name: 'Pay ₹510' }).click();

    await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
    const orderId = await confirmedOrderId(page);
    placed.push({ viewport: width, orderId });
    await page.screenshot({ path: `test-results/screens/order-confirmed-${width}.png`, fullPage: true });

    // The cart is cleared after a verified payment (docs/product.md#checkout-flow).
    expect(await page.evaluate(() => window.localStorage.getItem('orderData'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', /\/guest$/);
  });
}

test('a failed payment keeps the order and can be retried', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.baseURL}/guest`);
  await page.getByLabel('Keychain 1 text').fill('Retry');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await fillCheckout(page);
  await page.getByRole('button', { name: /Place Order & Pay ₹199/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Fail Payment' }).click();
  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Your order has been saved. You can retry payment or contact support.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Retry Payment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay ₹199' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
});
