/**
 * Cash on delivery, the shopper's side (docs/product.md#cash-on-delivery): a guest chooses
 * "Cash on delivery (+₹40)", places the order without paying, reads the 6-digit code (here from
 * the admin's messages, as the e-mail the customer gets), confirms it on Order Confirmed, and the
 * order reaches the print queue only then. Runs at 375 and 1280 px.
 */
import { type Browser, type Page } from '@playwright/test';
import { confirmedOrderId, expect, fillCheckout, signInAsAdmin, test } from '../support/fixtures';
import type { E2EServer } from '../support/server';

/** A page signed in as the owner, in a browser context of its own (the shopper keeps theirs). */
async function ownerPage(browser: Browser, server: E2EServer): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page, server);
  return page;
}

async function printQueueOrderIds(admin: Page, server: E2EServer): Promise<number[]> {
  const res = await admin.request.get(`${server.baseURL}/api/admin/print-queue`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { groups: { orders: { id: number }[] }[] };
  return body.groups.flatMap((g) => g.orders.map((o) => o.id));
}

for (const width of [375, 1280]) {
  test(`a guest chooses cash on delivery, confirms with the code, and the order is printed (${width} px)`, async ({
    page,
    server,
    browser,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    await page.goto(`${server.baseURL}/guest`);
    await page.locator('#customizer').scrollIntoViewIfNeeded();
    await page.getByLabel('Keychain 1 text').fill(width > 500 ? 'Kiran' : 'Devi');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page.getByRole('heading', { name: 'Complete Your Order' })).toBeVisible();

    await fillCheckout(page, { Email: `cod-${width}@example.in`, Phone: width > 500 ? '9812345601' : '9812345602' });
    const cod = page.getByRole('radio', { name: /Cash on delivery \(\+₹40\)/ });
    await expect(cod).toBeEnabled();
    await cod.check();
    // ₹199 for one keychain, plus the ₹40 fee: the server's quote.
    await expect(page.getByTestId('grand-total')).toHaveText('₹239');
    const place = page.getByRole('button', { name: 'Place Order · ₹239 on Delivery' });
    await expect(place).toBeVisible();
    await page.getByTestId('payment-choice').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/cod-payment-choice-${width}.png` });
    await place.click();

    await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible();
    const orderId = await confirmedOrderId(page);
    await expect(page.getByText('To pay on delivery (cash)')).toBeVisible();
    await page.screenshot({ path: `test-results/screens/cod-code-entry-${width}.png`, fullPage: true });

    const admin = await ownerPage(browser, server);
    try {
      expect(await printQueueOrderIds(admin, server)).not.toContain(orderId);
      const res = await admin.request.get(`${server.baseURL}/api/admin/messages?orderId=${orderId}`);
      expect(res.status()).toBe(200);
      const { data } = (await res.json()) as { data: { channel: string; body: string }[] };
      const code = /confirmation code: (\d{6})/.exec(data.find((m) => m.channel === 'email')?.body ?? '')?.[1];
      expect(code, 'the code e-mailed to the customer').toMatch(/^\d{6}$/);

      // A wrong code first: refused, the order still waits.
      await page.getByLabel('Confirmation code').fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Confirm order' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();

      await page.getByLabel('Confirmation code').fill(code!);
      await page.getByRole('button', { name: 'Confirm order' }).click();
      await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
      await expect(page.getByText('Your cash on delivery order is confirmed')).toBeVisible();
      expect(await printQueueOrderIds(admin, server)).toContain(orderId);
    } finally {
      await admin.context().close();
    }
  });
}

test('the owner sets the COD fee in Settings, and the checkout quotes it (1280 and 375 px)', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, server);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Cash on delivery' });
  await expect(card.getByLabel('COD fee')).toHaveValue('40');
  await card.getByLabel('COD fee').fill('45');
  await card.getByRole('button', { name: 'Save COD settings' }).click();
  await expect(page.getByText('Cash on delivery settings saved', { exact: true })).toBeVisible();
  await card.screenshot({ path: 'test-results/screens/cod-settings-1280.png' });
  const quote = await page.request.post(`${server.baseURL}/api/orders/quote`, { data: { quantity: 1, paymentMethod: 'cod' } });
  expect(((await quote.json()) as { codFeePaise: number }).codFeePaise).toBe(4500);
  await page.setViewportSize({ width: 375, height: 812 });
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: 'test-results/screens/cod-settings-375.png' });
  await card.getByLabel('COD fee').fill('40');
  await card.getByRole('button', { name: 'Save COD settings' }).click();
  await expect(page.getByText('Cash on delivery settings saved').first()).toBeVisible();
});
