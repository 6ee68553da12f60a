/**
 * A checkout whose POST /api/orders answer is lost on the way back (the
 * server placed the order, the browser saw a network error) is simply submitted again; the
 * retry carries the same Idempotency-Key, gets the stored answer (and the order's capability),
 * and the shopper pays. The database ends with ONE order and ONE payment.
 */
import { confirmedOrderId, expect, fillCheckout, test } from '../support/fixtures';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../../src/server/db/schema/index';

const EMAIL = 'dropped.answer@example.in';
let handledOrderId: number | null = null;
let confirmedId: number | null = null;
let orderPosts = 0;

test.use({ serverOptions: { readAfterStop: true } });

test.afterAll(async ({ server }) => {
  expect(await server.stop()).toBe(0);
  const database = await server.openDatabase();
  try {
    const placed = await database.db.select().from(orders).where(eq(orders.customerEmail, EMAIL));
    expect(placed).toHaveLength(1);
    expect(placed[0]!.id).toBe(handledOrderId);
    expect(placed[0]!.paymentStatus).toBe('completed');
    const paid = await database.db.select().from(payments).where(eq(payments.orderId, placed[0]!.id));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.status).toBe('captured');
  } finally {
    await database.close();
  }
});

test('a checkout retried after its order answer was lost ends with one order and one payment', async ({ page, server }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.route('**/api/orders', async (route) => {
    orderPosts += 1;
    if (orderPosts === 1) {
      // Let the server place the order, then drop the answer before the page sees it.
      const response = await route.fetch();
      handledOrderId = ((await response.json()) as { id: number }).id;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });

  await page.goto(`${server.baseURL}/guest`);
  await page.getByLabel('Keychain 1 text').fill('Dropped');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await fillCheckout(page, {
    Email: EMAIL,
    'Full Name': 'Dev Patel',
    'Address Line 1': '4 Ring Road',
    City: 'Surat',
    State: 'Gujarat',
    'PIN Code': '395003',
  });

  const placeOrder = page.getByRole('button', { name: /Place Order & Pay ₹199/ });
  await placeOrder.click();
  await expect(page.getByText('Order Failed', { exact: true })).toBeVisible();
  expect(handledOrderId).not.toBeNull();

  // The shopper tries again: same cart, same details, same key.
  await placeOrder.click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Pay ₹199' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  confirmedId = await confirmedOrderId(page);
  expect(confirmedId).toBe(handledOrderId);
  expect(orderPosts).toBe(2);
});
