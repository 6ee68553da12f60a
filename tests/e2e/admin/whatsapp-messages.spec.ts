/**
 * Order updates on WhatsApp (docs/product.md#whatsapp-updates): a guest ticks "Send order updates
 * on WhatsApp to this number" at checkout and pays; the deliver-whatsapp job sends the
 * confirmation through the simulated provider, whose signed webhooks report delivered and read;
 * the admin sees the WhatsApp message beside the e-mail in the Messages tab and on the order's
 * card. Screens at 1280 and 375 px.
 */
import { confirmedOrderId, expect, fillCheckout, signInAsAdmin, test } from '../support/fixtures';

test('a guest opts in at checkout and the admin sees the WhatsApp confirmation delivered and read', async ({ page, server }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.baseURL}/guest`);
  await page.getByLabel('Keychain 1 text').fill('Whatsapp');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await fillCheckout(page, { Phone: '9812312345' });
  const optIn = page.getByRole('checkbox', { name: 'Send order updates on WhatsApp to this number' });
  await expect(optIn).not.toBeChecked();
  await optIn.check();
  await optIn.screenshot({ path: 'test-results/screens/checkout-whatsapp-box-1280.png' });
  await page.setViewportSize({ width: 375, height: 812 });
  await optIn.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/checkout-whatsapp-375.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: /Place Order & Pay ₹199/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay ₹199' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  const orderId = await confirmedOrderId(page);

  await signInAsAdmin(page, server);
  // Wait on the event itself, not on wall time: the deliver-whatsapp job sends the confirmation
  // and the provider's status webhooks move it to "read" whenever a loaded machine gets there.
  // The admin API (with the page's session) says when; the tab is then opened afresh.
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${server.baseURL}/api/admin/messages?orderId=${orderId}&channel=whatsapp`);
        expect(res.status()).toBe(200);
        const body = (await res.json()) as { data: { template: string; status: string }[] };
        return body.data.find((m) => m.template === 'order_confirmed')?.status ?? 'not written yet';
      },
      { timeout: 150_000, intervals: [500, 1000, 2000] },
    )
    .toBe('read');
  await page.reload();
  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.getByRole('button', { name: 'WhatsApp' }).click();
  const message = page
    .getByRole('listitem')
    .filter({ hasText: `order #${orderId}` })
    .filter({ hasText: 'order_confirmed' });
  // The tab shows what the server holds, without waiting for its 15 s refresh.
  await expect(message.getByText('read', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(message.getByText('+919812312345')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/admin-messages-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/screens/admin-messages-375.png', fullPage: true });

  // The order's card lists its messages: the WhatsApp confirmation and the e-mail.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tab', { name: 'Orders' }).click();
  const card = page.getByRole('article', { name: new RegExp(`Order #${orderId}\\b`) });
  await card.getByRole('button', { name: 'Messages' }).click();
  await expect(card.getByRole('listitem').filter({ hasText: 'order_confirmed' }).getByText('read', { exact: true })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'order_confirmation' })).toBeVisible();
  await card.screenshot({ path: 'test-results/screens/admin-order-messages-1280.png' });
});
