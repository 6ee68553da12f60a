/**
 * Cash on delivery, the courier's side (docs/product.md#cash-on-delivery): the admin ships a
 * confirmed COD order, the simulated courier delivers it and collects the cash (one event every
 * SIMULATED_COURIER_STEP_MS), the admin downloads the courier's remittance file from the COD
 * screen and imports it, and the order shows remitted; a Jaipur parcel comes back instead. Screens
 * of the COD screen at 1280 and 375 px, and the COD label PDF.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { E2EServer } from '../support/server';
import { orders } from '../../../src/server/db/schema/index';
import { saveTestSeller } from '#tests/support/business';

const keychain = { customText: 'Meera', fontFamily: 'pacifico', textColor: 'yellow' };
const codOrder = (name: string, city: string, state: string, zipCode: string, confirmed = true) => ({
  customerEmail: `${name.split(' ')[0]!.toLowerCase()}@example.in`,
  customerName: name,
  customerPhone: '+91 9123456780',
  keychains: [keychain],
  quantity: 1,
  totalPaise: 54000,
  paymentMethod: 'cod',
  paymentStatus: 'cod_pending',
  orderStatus: confirmed ? 'confirmed' : 'pending',
  status: confirmed ? 'confirmed' : 'pending',
  codFeePaise: 4000,
  codCollectPaise: 54000,
  codConfirmedAt: confirmed ? new Date() : null,
  shippingAddress: { street: '12 MG Road', city, state, zipCode, country: 'India' },
});

test.use({
  serverEnv: { SIMULATED_COURIER_STEP_MS: '400' },
  serverOptions: {
    seed: async (db) => {
      await saveTestSeller(db);
      await db
        .insert(orders)
        .values([
          codOrder('Meera Iyer', 'Pune', 'Maharashtra', '411001'),
          codOrder('Ravi Sharma', 'Jaipur', 'Rajasthan', '302001'),
          codOrder('Anu Das', 'Kolkata', 'West Bengal', '700001', false),
        ]);
    },
  },
});

interface CodView {
  collectedNotRemitted: { id: number }[];
  toCollect: { id: number }[];
}
const overview = async (page: Page, server: E2EServer) =>
  (await (await page.request.get(`${server.baseURL}/api/admin/cod`)).json()) as CodView;
const orderOf = async (page: Page, server: E2EServer, id: number) => {
  const res = await page.request.get(`${server.baseURL}/api/admin/orders?q=${encodeURIComponent(`#${id}`)}`);
  return ((await res.json()) as { orders: { id: number; paymentStatus: string; orderStatus: string }[] }).orders.find((o) => o.id === id)!;
};

test('the admin ships a COD order, the courier collects, and the remittance file marks it remitted', async ({
  adminPage: page,
  server,
}) => {
  const ship = (id: number) => page.request.post(`${server.baseURL}/api/admin/orders/${id}/shipments`, { data: {} });
  const before = await overview(page, server);
  const [pune, jaipur] = before.toCollect.map((o) => o.id).sort((a, b) => a - b) as [number, number];
  expect((await ship(pune)).status()).toBe(200);
  expect((await ship(jaipur)).status()).toBe(200);

  // The COD label: "COD — COLLECT ₹540.00" with the amount in words.
  const label = await page.request.get(`${server.baseURL}/api/admin/orders/labels.pdf?ids=${pune}`);
  expect(label.status()).toBe(200);
  await mkdir('test-results/screens', { recursive: true });
  await writeFile('test-results/screens/cod-label.pdf', await label.body());

  // In transit, out for delivery, delivered with the cash: three steps of 400 ms.
  await expect.poll(async () => (await overview(page, server)).collectedNotRemitted.map((o) => o.id), { timeout: 20_000 }).toContain(pune);
  await expect.poll(async () => (await orderOf(page, server, jaipur)).orderStatus, { timeout: 20_000 }).toBe('returned');

  await page.getByRole('tab', { name: 'COD' }).click();
  await expect(page.getByRole('heading', { name: 'Cash on delivery' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Collected, not remitted (1)' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/admin-cod-1280.png', fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: "Download the simulated courier's remittance file" }).click(),
  ]);
  const file = 'test-results/screens/simulated-cod-remittance.csv';
  await download.saveAs(file);
  await page.getByLabel('Remittance file').setInputFiles(file);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('1 matched (₹540.00), 0 reported and not applied.')).toBeVisible();
  await expect(page.getByText(`Matched: Order #${pune}: ₹540.00 matched`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Collected, not remitted (0)' })).toBeVisible();
  expect(await orderOf(page, server, pune)).toMatchObject({ paymentStatus: 'completed' });

  // The same file again: reported as already remitted, nothing applied twice.
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('0 matched (₹0.00), 1 reported and not applied.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/admin-cod-imported-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/screens/admin-cod-375.png', fullPage: true });
});
