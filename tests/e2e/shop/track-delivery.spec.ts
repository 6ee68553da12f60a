/**
 * From paid to delivered (docs/decisions/053, 054): a guest sees when the parcel arrives for the
 * typed PIN (and a refused PIN before paying), pays, the admin books the simulated courier, the
 * courier's signed webhooks walk the parcel to delivered, and the guest finds "Delivered" on
 * /track with the order number and phone. Screens of the arrival line and /track at 375 and 1280 px.
 */
import { createHmac } from 'node:crypto';
import { confirmedOrderId, expect, test } from '../support/fixtures';
import { loadStoredDevSecrets } from '../../../src/server/services/admin/stored-secrets';

/** The simulated courier's webhook secret, made by the server in its data folder (docs/decisions/099). */
let courierSecret = '';

test.beforeAll(async ({ server }) => {
  courierSecret = loadStoredDevSecrets(server.dataDir).simulatedCourier;
});
function signed(event: { awb: string; status: string; minutes: number }): { data: string; headers: Record<string, string> } {
  const body = JSON.stringify({
    event_id: `e2e-${event.awb}-${event.status}`,
    awb: event.awb,
    status: event.status,
    occurred_at: new Date(Date.now() + event.minutes * 60_000).toISOString(),
    expected_delivery: null,
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', courierSecret).update(`${t}.${body}`).digest('hex');
  return { data: body, headers: { 'content-type': 'application/json', 'x-courier-signature': `t=${t},v1=${v1}` } };
}

test('a guest pays, the parcel is shipped and delivered, and /track shows Delivered', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.baseURL}/guest`);
  await page.getByLabel('Keychain 1 text').fill('Track');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByLabel('Email').fill('track.me@example.in');
  await page.getByLabel('Full Name').fill('Tara Menon');
  await page.getByLabel('Phone').fill('9876501234');
  await page.getByLabel('Address Line 1').fill('4 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');

  // A real PIN the courier does not serve (Car Nicobar) is refused before payment.
  await page.getByLabel('PIN Code').fill('744301');
  await expect(page.getByText('Sorry, we cannot deliver to this PIN code yet.')).toBeVisible();
  await page.getByRole('button', { name: /Place Order & Pay/ }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByLabel('PIN Code')).toBeFocused();

  await page.getByLabel('PIN Code').fill('560001');
  const arrival = page.getByTestId('arrival-line');
  await expect(arrival).toContainText(/Arrives by (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}/);
  await arrival.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/checkout-arrival-1280.png' });
  await page.setViewportSize({ width: 375, height: 812 });
  await arrival.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/checkout-arrival-375.png' });

  await page.getByRole('button', { name: /Place Order & Pay/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  const orderId = await confirmedOrderId(page);

  // The admin books the courier (the Orders tab's Ship button calls the same route).
  const login = await page.request.post(`${server.baseURL}/api/admin/login`, {
    data: { email: 'owner@chaabi.local', password: server.adminPassword },
  });
  expect(login.ok()).toBe(true);
  const shipped = await page.request.post(`${server.baseURL}/api/admin/orders/${orderId}/shipments`, {
    data: {},
    headers: { 'Idempotency-Key': `e2e-ship-${orderId}` },
  });
  expect(shipped.status()).toBe(200);
  const { awb } = (await shipped.json()) as { awb: string };

  // The simulated courier's signed tracking webhooks, as its timer would send them.
  for (const [i, status] of ['in_transit', 'out_for_delivery', 'delivered'].entries()) {
    const res = await page.request.post(`${server.baseURL}/api/shipping/webhook`, signed({ awb, status, minutes: (i + 1) / 60 }));
    expect(res.status()).toBe(200);
  }

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    await page.goto(`${server.baseURL}/track?order=${orderId}`);
    await expect(page.getByLabel('Order number')).toHaveValue(String(orderId));
    await page.getByLabel('Phone or e-mail').fill('98765 01234');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByRole('heading', { name: `Order #${orderId}: Delivered` })).toBeVisible();
    await expect(page.getByText(`AWB ${awb}`)).toBeVisible();
    await expect(page.getByText('Tara')).toHaveCount(0);
    await page.screenshot({ path: `test-results/screens/track-delivered-${width}.png`, fullPage: true });
  }

  // A wrong contact gets the same answer as an unknown order.
  await page.getByLabel('Phone or e-mail').fill('someone@example.in');
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not find an order with that number');
  await page.screenshot({ path: 'test-results/screens/track-not-found-1280.png' });
});
