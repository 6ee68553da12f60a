/**
 * A shop owner uploads a font (a WOFF2), a shopper orders "Kiran" in it
 * and pays in the simulated checkout (the Order Confirmed page shows the server's proof), payment
 * confirms the order, the admin finds it in the Print queue under its colour combination, downloads
 * the batch, and the STL inside is exactly the engine's build of "Kiran" in the uploaded font;
 * then Mark Processing empties the queue. Screenshots of the Print queue at 1280 and 375 px.
 */
import * as hb from 'harfbuzzjs';
import fs from 'node:fs';
import path from 'node:path';
import { confirmedOrderId, dismissToasts, expect, fillCheckout, test } from '../support/fixtures';
import { strFromU8, unzipSync } from 'fflate';
import { decompress } from 'woff2-encoder';

const FONT_FILE = path.resolve('node_modules/@fontsource/permanent-marker/files/permanent-marker-latin-400-normal.woff2');

test('an uploaded font is ordered, paid, queued by colour and printed in exactly that font', async ({
  adminPage: page,
  context,
  server,
  geometry,
}) => {
  test.setTimeout(180_000);

  // 1. The admin adds a font with a WOFF2 file.
  await page.getByRole('tab', { name: 'Customization' }).click();
  await page.getByRole('button', { name: 'Manage colors and fonts: Custom Keychains' }).click();
  await page.getByRole('button', { name: 'Add Font' }).click();
  const fontDialog = page.getByRole('dialog', { name: 'Add Font' });
  await fontDialog.getByLabel('Google Fonts URL or font name').fill('Marker Two');
  await fontDialog.getByRole('button', { name: 'Parse' }).click();
  await expect(fontDialog.getByLabel('Font name', { exact: true })).toHaveValue('marker-two');
  await fontDialog.getByLabel(/^Font file/).setInputFiles(FONT_FILE);
  await expect(fontDialog.getByRole('img', { name: 'Preview of Marker Two' })).toBeVisible();
  await fontDialog.getByRole('button', { name: 'Add Font' }).click();
  await expect(page.getByText('Font added', { exact: true })).toBeVisible();

  // 2. A shopper orders "Kiran" in it and pays; Order Confirmed shows the server's proof.
  const shop = await context.newPage();
  await shop.setViewportSize({ width: 1280, height: 900 });
  await shop.goto(`${server.baseURL}/guest`);
  await shop.getByLabel('Keychain 1 text').fill('Kiran');
  await shop.getByRole('radiogroup', { name: 'Keychain 1 font' }).getByRole('radio', { name: 'Marker Two' }).click();
  await shop.getByRole('radiogroup', { name: 'Keychain 1 colour' }).getByRole('radio', { name: 'Yellow' }).click();
  await shop.getByRole('button', { name: 'Buy Now' }).click();
  await fillCheckout(shop, { Email: 'kiran.rao@example.in', 'Full Name': 'Kiran Rao' });
  await shop.getByRole('button', { name: /Place Order & Pay ₹199/ }).click();
  await shop.getByRole('dialog').getByRole('button', { name: 'Pay ₹199' }).click();
  await expect(shop.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  const orderId = await confirmedOrderId(shop);
  const proof = shop.getByRole('img', { name: 'Proof of your "Kiran" keychain' });
  await expect(proof).toBeVisible();
  expect(await proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await shop.screenshot({ path: 'test-results/screens/order-confirmed-proof-1280.png', fullPage: true });
  await shop.close();

  // 3. The order is confirmed by its payment; the order card shows its proof too.
  await page.getByRole('tab', { name: 'Orders' }).click();
  const cardProof = page.getByRole('img', { name: 'Proof of "Kiran": the print outline in its colours' });
  await expect(cardProof).toBeVisible();
  await expect.poll(() => cardProof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await page.setViewportSize({ width: 375, height: 812 });
  await cardProof.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/admin-order-proof-375.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  // Paid means confirmed (docs/product.md#order-status): the payment confirmed it already.
  await expect(page.getByLabel(`Order status for order #${orderId}`)).toHaveValue('confirmed');
  await dismissToasts(page);

  // 4. The Print queue lists it under Yellow; the batch holds the STL in the uploaded font.
  await page.getByRole('tab', { name: 'Print queue' }).click();
  const yellow = page.getByRole('heading', { name: 'Yellow', exact: true });
  await expect(yellow).toBeVisible();
  await expect(page.getByText(`#${orderId}`, { exact: true })).toBeVisible();
  await expect(page.getByText('1 keychain: Kiran')).toBeVisible();
  await page.getByLabel('Select all').check();
  await page.screenshot({ path: 'test-results/screens/admin-print-queue-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/screens/admin-print-queue-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download batch' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^chaabi-print-batch-\d{4}-\d{2}-\d{2}-1-orders\.zip$/);
  const entries = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const stl = entries[`order-${orderId}/01-Kiran-marker-two.stl`];
  expect(stl).toBeDefined();
  const ttf = await decompress(fs.readFileSync(FONT_FILE));
  const { buildKeychain, loadFont, printThickening, toStl } = geometry;
  const font = loadFont(hb, ttf.buffer.slice(ttf.byteOffset, ttf.byteOffset + ttf.byteLength) as ArrayBuffer);
  const guard = printThickening({ text: 'Kiran', font, options: { maxLength: 15 } });
  const expected = toStl(buildKeychain({ text: 'Kiran', font, options: { maxLength: 15, strokeOffsetMm: guard.thickenMm } }));
  expect(Buffer.from(stl!).equals(Buffer.from(expected))).toBe(true);
  expect(Object.keys(entries)).toContain('plates/Yellow-PLA-on-Black-PLA-fbbf24-on-000000-plate-1-of-1.3mf');
  expect(strFromU8(entries['job-sheet.csv']!)).toContain('marker-two');

  // 5. Mark Processing empties the queue.
  await page.getByRole('button', { name: 'Mark Processing' }).click();
  await expect(page.getByText('1 order moved to Processing.').first()).toBeVisible();
  await expect(page.getByText('Nothing to print')).toBeVisible();
});
