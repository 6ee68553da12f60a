/**
 * Tax invoices in the admin panel: the Orders tab's revenue cards say what they count, a paid
 * order's card links its invoice, the GST report downloads for the month, and the dealer form
 * refuses a GSTIN with a wrong check character on the field. Screens at 1280 and 375 px.
 */
import fs from 'node:fs';
import { expect, signInAsAdmin, test } from '../support/fixtures';
import { saveTestSeller } from '#tests/support/business';
import { issueOrderInvoice } from '../../../src/server/services/invoices/issue-tax-document';
import { insertDealer } from '#tests/support/dealer';
import { insertOrder } from '#tests/support/admin';

let dealerName: string;
let invoiceNumber: string;

test.use({
  serverOptions: {
    seed: async (db) => {
      await saveTestSeller(db);
      const orderId = await insertOrder(db, { customerName: 'Invoice Buyer', paymentStatus: 'completed', orderStatus: 'confirmed' });
      const invoice = await db.transaction((tx) => issueOrderInvoice(tx, { orderId, now: new Date() }));
      invoiceNumber = invoice!.number;
      dealerName = (await insertDealer(db)).businessName;
    },
  },
});

test('the admin sees what the revenue cards count, opens an invoice, downloads the GST report and gives a dealer a GSTIN', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const admin = await context.newPage();
  await signInAsAdmin(admin, server);

  await expect(admin.getByText('Shop Sales Paid')).toBeVisible();
  await expect(admin.getByText('Dealer Credit Sales Paid')).toBeVisible();
  await expect(admin.getByText('Orders Paid by Credits')).toBeVisible();
  await expect(admin.getByText('shop orders paid online, less cancelled or refunded')).toBeVisible();
  const invoiceLink = admin.getByRole('link', { name: `Invoice ${invoiceNumber}` });
  await expect(invoiceLink).toBeVisible();
  await admin.screenshot({ path: 'test-results/screens/admin-orders-invoices-1280.png' });

  const pdf = await admin.request.get(`${server.baseURL}${await invoiceLink.getAttribute('href')}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  const month = await admin.getByLabel('GST report month').inputValue();
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'GST report' }).click()]);
  expect(download.suggestedFilename()).toBe(`chaabi-gst-${month}.csv`);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(invoiceNumber);
  expect(csv).toContain('HSN summary');

  await admin.getByRole('tab', { name: 'Dealers' }).click();
  const card = admin.getByRole('article', { name: dealerName });
  await card.getByRole('button', { name: new RegExp(`Edit ${dealerName}`) }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('GSTIN').fill('27AAPFU0939F1ZX');
  await dialog.getByRole('button', { name: /Save|Update/ }).click();
  await expect(dialog.getByText('GSTIN check character does not match: please check for a typing mistake')).toBeVisible();
  await admin.screenshot({ path: 'test-results/screens/admin-dealer-gstin-error-1280.png' });
  await dialog.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
  await dialog.getByRole('button', { name: /Save|Update/ }).click();
  await expect(card.getByText('27AAPFU0939F1ZV')).toBeVisible();

  const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await phone.context().addCookies(await context.cookies());
  await phone.goto(`${server.baseURL}/admin`);
  await expect(phone.getByText('Orders Paid by Credits')).toBeVisible();
  await expect(phone.getByRole('link', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  // Nothing wider than the phone's screen.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: 'test-results/screens/admin-orders-invoices-375.png', fullPage: true });
});
