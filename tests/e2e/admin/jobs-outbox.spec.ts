/**
 * In the panel: on a fresh install (no SMTP) a paid order's e-mails wait
 * in the Outbox, where the admin reads them (customer text shown as text, never as markup),
 * and the Jobs tab shows the background jobs the server ran at start. Screens at 375 and 1280 px.
 */
import { expect, signInAsAdmin, test } from '../support/fixtures';

let orderId: number;

test.beforeAll(async ({ server }) => {
  const json = { 'content-type': 'application/json' };
  const placed = await fetch(`${server.baseURL}/api/orders`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      customerEmail: 'kavya@example.in',
      customerName: 'Kavya <img src=x onerror=alert(1)>',
      customerPhone: '+91 9123456780',
      modelId: 1,
      keychains: [
        { customText: 'Kavya', fontFamily: 'pacifico', textColor: 'yellow' },
        { customText: 'Nair', fontFamily: 'bangers', textColor: 'yellow' },
      ],
      shippingAddress: { street: '7 Marine Drive', city: 'Kochi', state: 'Kerala', zipCode: '682001', country: 'India' },
    }),
  });
  expect(placed.status).toBe(201);
  orderId = ((await placed.json()) as { id: number }).id;
  const cookie = placed.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const pay = await fetch(`${server.baseURL}/api/payments/create-order`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ orderId }),
  });
  expect(pay.status).toBe(200);
  const { orderId: providerOrderId } = (await pay.json()) as { orderId: string };
  const bank = await fetch(`${server.baseURL}/api/payments/simulated/complete`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ providerOrderId, outcome: 'success' }),
  });
  expect(bank.status).toBe(200);
});

test('the admin reads a paid order’s mail in the Outbox and sees the jobs', async ({ page, server }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, server, { via: 'enter' });

  await page.getByRole('tab', { name: 'Outbox' }).click();
  await expect(page.getByText('No SMTP server is set (SMTP_URL)')).toBeVisible();
  const confirmation = page.getByRole('button', { name: new RegExp(`Your Chaabi order #${orderId} is confirmed`) });
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: new RegExp(`New order #${orderId}: 2 keychains`) })).toBeVisible();
  await expect(confirmation).toContainText('queued');
  await page.screenshot({ path: 'test-results/screens/admin-outbox-1280.png' });

  await confirmation.click();
  const mail = page.getByRole('dialog', { name: `Your Chaabi order #${orderId} is confirmed` });
  await expect(mail).toContainText('Total paid: ₹');
  // Display names, never slugs or hex codes (docs/decisions/053-shipping-provider.md).
  await expect(mail).toContainText('"Kavya": Pacifico');
  await expect(mail).toContainText('Hi Kavya <img src=x onerror=alert(1)>,');
  await mail.getByRole('button', { name: 'Show HTML source' }).click();
  await expect(mail).toContainText('Kavya &lt;img src=x onerror=alert(1)&gt;');
  await expect(mail.locator('img')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/admin-outbox-mail-1280.png' });
  await page.keyboard.press('Escape');

  // The jobs' first runs come at start, through pg-boss's queue on PostgreSQL; on a loaded host they
  // can end after the view's first fetch, which it repeats only every 30 s. Wait for them first.
  const names = ['reconcile-payments', 'deliver-emails', 'purge-expired-rows', 'clean-orphan-files', 'sweep-generated-files'];
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${server.baseURL}/api/admin/jobs`);
        const body = (await res.json()) as { jobs: { name: string; lastSuccessAt: string | null }[] };
        return names.filter((name) => !body.jobs.some((job) => job.name === name && job.lastSuccessAt !== null));
      },
      { timeout: 60_000, message: 'jobs without a successful run' },
    )
    .toEqual([]);
  await page.getByRole('tab', { name: 'Jobs' }).click();
  for (const name of names) {
    await expect(page.getByTestId(`job-${name}`)).toContainText('OK', { timeout: 15_000 });
  }
  await expect(page.getByTestId('job-reconcile-payments')).toContainText('every 30 s');
  await page.screenshot({ path: 'test-results/screens/admin-jobs-1280.png', fullPage: true });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/screens/admin-jobs-375.png', fullPage: true });
  await page.getByRole('tab', { name: 'Outbox' }).click();
  await expect(confirmation).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/admin-outbox-375.png', fullPage: true });
  await confirmation.click();
  await page.screenshot({ path: 'test-results/screens/admin-outbox-mail-375.png' });
  expect(dialogs).toEqual([]);
});
