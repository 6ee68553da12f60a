/**
 * Cash on delivery from end to end (docs/product.md#cash-on-delivery), with no seeded order and no
 * shortcut between the steps: a guest on a 375 px phone chooses COD and confirms with the 6-digit
 * code (read from the admin's messages, as the e-mail the customer gets); the owner ships it from
 * the Orders tab; the simulated courier (one event every SIMULATED_COURIER_STEP_MS) delivers it and
 * collects the cash; the guest's /track says Delivered; the owner downloads the courier's
 * remittance file on the COD tab and imports it; the order card shows it remitted with its UTR.
 */
import type { Browser, Page } from '@playwright/test';
import { confirmedOrderId, expect, fillCheckout, signInAsAdmin, test } from '../support/fixtures';
import type { E2EServer } from '../support/server';
import { saveTestSeller } from '#tests/support/business';

// The seller's business details only (the invoice at dispatch needs them): no order is seeded.
test.use({ serverEnv: { SIMULATED_COURIER_STEP_MS: '400' }, serverOptions: { seed: (db) => saveTestSeller(db) } });

/** A page signed in as the owner at 1280 px, in a browser context of its own (the shopper keeps theirs). */
async function ownerPage(browser: Browser, server: E2EServer): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAsAdmin(page, server);
  return page;
}

interface OrderView {
  id: number;
  paymentStatus: string;
  orderStatus: string;
  codUtr: string | null;
}
const orderOf = async (page: Page, server: E2EServer, id: number): Promise<OrderView> => {
  const res = await page.request.get(`${server.baseURL}/api/admin/orders?q=${encodeURIComponent(`#${id}`)}`);
  return ((await res.json()) as { orders: OrderView[] }).orders.find((o) => o.id === id)!;
};

test('a guest on a phone pays cash on delivery: confirmed, shipped, delivered, collected, remitted', async ({ page, server, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${server.baseURL}/guest`);
  await page.locator('#customizer').scrollIntoViewIfNeeded();
  await page.getByLabel('Keychain 1 text').fill('Lata');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Order' })).toBeVisible();
  await fillCheckout(page, { Email: 'lata@example.in', 'Full Name': 'Lata Menon', Phone: '9812345699' });
  await page.getByRole('radio', { name: /Cash on delivery \(\+₹40\)/ }).check();
  await expect(page.getByTestId('grand-total')).toHaveText('₹239');
  await page.getByRole('button', { name: 'Place Order · ₹239 on Delivery' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible();
  const orderId = await confirmedOrderId(page);

  const admin = await ownerPage(browser, server);
  try {
    // The code the customer was e-mailed (the admin's Messages read the same outbox).
    const res = await admin.request.get(`${server.baseURL}/api/admin/messages?orderId=${orderId}`);
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: { channel: string; body: string }[] };
    const code = /confirmation code: (\d{6})/.exec(data.find((m) => m.channel === 'email')?.body ?? '')?.[1];
    expect(code, 'the code e-mailed to the customer').toMatch(/^\d{6}$/);
    await page.getByLabel('Confirmation code').fill(code!);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/cod-journey-confirmed-375.png', fullPage: true });

    // Staff ship it from the Orders tab: the courier is booked and told to collect ₹239.
    await admin.reload();
    await admin.getByRole('checkbox', { name: `Select order #${orderId}` }).check();
    await admin.getByRole('button', { name: 'Ship 1' }).click();
    await admin.getByRole('button', { name: 'Book courier' }).click();
    await expect(admin.getByText(new RegExp(`Shipped: #${orderId} \\(AWB SIM\\d+\\)`)).first()).toBeVisible();

    // In transit, out for delivery, delivered with the cash: three steps of 400 ms.
    await expect.poll(async () => (await orderOf(admin, server, orderId)).paymentStatus, { timeout: 30_000 }).toBe('cod_collected');
    expect(await orderOf(admin, server, orderId)).toMatchObject({ orderStatus: 'delivered', codUtr: null });

    // The guest sees it delivered on /track, on the phone.
    await page.goto(`${server.baseURL}/track?order=${orderId}`);
    await page.getByLabel('Phone or e-mail').fill('98123 45699');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByRole('heading', { name: `Order #${orderId}: Delivered` })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/cod-journey-track-375.png', fullPage: true });

    // The courier's remittance file, downloaded and imported on the COD tab.
    await admin.getByRole('tab', { name: 'COD' }).click();
    await expect(admin.getByRole('heading', { name: 'Collected, not remitted (1)' })).toBeVisible();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: "Download the simulated courier's remittance file" }).click(),
    ]);
    const file = 'test-results/screens/cod-journey-remittance.csv';
    await download.saveAs(file);
    await admin.getByLabel('Remittance file').setInputFiles(file);
    await admin.getByRole('button', { name: 'Import' }).click();
    await expect(admin.getByText('1 matched (₹239.00), 0 reported and not applied.')).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Collected, not remitted (0)' })).toBeVisible();

    const remitted = await orderOf(admin, server, orderId);
    expect(remitted).toMatchObject({ paymentStatus: 'completed', orderStatus: 'delivered' });
    expect(remitted.codUtr).toMatch(/^SIMUTR\d{8}$/);
    // The order card says so.
    await admin.getByRole('tab', { name: 'Orders' }).click();
    const card = admin.getByRole('article', { name: new RegExp(`Order #${orderId}`) });
    await expect(card.getByTestId('cod-panel')).toContainText(`UTR ${remitted.codUtr}`);
    await card.screenshot({ path: 'test-results/screens/cod-journey-card-1280.png' });
  } finally {
    await admin.context().close();
  }
});
