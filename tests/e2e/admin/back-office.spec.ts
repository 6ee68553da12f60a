/**
 * A dealer is locked out and sees the wait, the admin unlocks them, they
 * order, and both see the order and the debit in their histories; the admin selects three
 * orders and downloads one label PDF with three pages. The dealer and the orders are put in
 * the database before the server starts (no PIN set-up screen involved).
 */
import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, signInAsAdmin, test } from '../support/fixtures';
import type { E2EServer } from '../support/server';
import { PDFDocument } from 'pdf-lib';
import { insertDealer } from '#tests/support/dealer';
import { insertOrder } from '#tests/support/admin';

const PEPPER = 'e2e-back-office-pepper-0123456789';
const PIN = '4827';
let dealer: { phoneNumber: string; businessName: string };
const seededOrders: number[] = [];

/** A migrated, seeded database with one dealer (PIN, 5 credits) and two shop orders; then the server on it. */
test.use({
  serverEnv: { PIN_PEPPER: PEPPER },
  serverOptions: {
    seed: async (db) => {
      const row = await insertDealer(db, { pin: PIN, pepper: PEPPER, credits: 5 });
      dealer = { phoneNumber: row.phoneNumber, businessName: row.businessName };
      seededOrders.push(await insertOrder(db, { customerName: 'Label One' }));
      seededOrders.push(await insertOrder(db, { customerName: 'Label Two' }));
    },
  },
});

async function dealerPinStep(page: Page, server: E2EServer) {
  await page.goto(`${server.baseURL}/dealer`);
  await page.getByLabel('Phone Number').fill(dealer.phoneNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

test('a locked-out dealer is unlocked by the admin, orders, and both see it in the histories; three labels in one PDF', async ({
  browser,
  server,
}) => {
  const dealerPage = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await dealerPinStep(dealerPage, server);
  for (const wrong of ['1111', '2222', '3333', '5555']) {
    await dealerPage.getByLabel('PIN').fill(wrong);
    await dealerPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(dealerPage.getByRole('alert').filter({ hasText: 'Invalid PIN' })).toBeVisible();
  }
  await dealerPage.getByLabel('PIN').fill(PIN);
  await dealerPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(dealerPage.getByText('Login Failed').first()).toBeVisible();
  await expect(dealerPage.getByRole('alert').filter({ hasText: 'Too many wrong PINs. Try again in 1 minute.' })).toBeVisible();
  await dealerPage.screenshot({ path: 'test-results/screens/dealer-locked-375.png' });

  // The admin sees the lock and unlocks.
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
  await signInAsAdmin(admin, server);
  await admin.getByRole('tab', { name: 'Dealers' }).click();
  const card = admin.getByRole('article', { name: dealer.businessName });
  await expect(card.getByText(/Locked until/)).toBeVisible();
  await card.getByRole('button', { name: `Unlock ${dealer.businessName}` }).click();
  await expect(admin.getByText('Dealer Unlocked').first()).toBeVisible();
  await expect(card.getByText(/Locked until/)).toHaveCount(0);

  // The dealer logs in and orders one keychain.
  await dealerPage.getByLabel('PIN').fill(PIN);
  await dealerPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(dealerPage).toHaveURL(/\/dealer-dashboard$/);
  await dealerPage.getByRole('link', { name: 'Create Order' }).click();
  await dealerPage.getByLabel('Customer Name').fill('Nisha Menon');
  await dealerPage.getByLabel('Email').fill('nisha@example.in');
  await dealerPage.getByLabel('Phone').fill('9876501234');
  await dealerPage.getByLabel('Address Line 1').fill('7 Marine Drive');
  await dealerPage.getByLabel('City').fill('Kochi');
  await dealerPage.getByLabel('State').selectOption('Kerala');
  await dealerPage.getByLabel('PIN Code').fill('682001');
  await dealerPage.getByLabel('Keychain 1 Text').fill('Nisha');
  await dealerPage.getByRole('complementary', { name: 'Order Summary' }).getByRole('button', { name: 'Create Order' }).click();
  const placed = dealerPage.getByText(/Order #\d+ has been placed\. 1 credits? deducted\./).first();
  await expect(placed).toBeVisible();
  const orderId = Number(/#(\d+)/.exec((await placed.textContent()) ?? '')![1]);

  // The dealer's History: the order and the debit.
  await dealerPage.goto(`${server.baseURL}/dealer-dashboard`);
  await dealerPage.getByRole('link', { name: 'History: credits and orders' }).click();
  await expect(dealerPage.getByRole('heading', { name: 'History' })).toBeVisible();
  // At 375 px the ledger is a stacked list: the credits and the balance are on screen, not scrolled away.
  const latest = dealerPage.getByRole('list', { name: 'Credit ledger' }).getByRole('listitem').first();
  await expect(latest).toContainText('−1');
  await expect(latest).toContainText(`Order #${orderId}`);
  await expect(latest).toContainText('Balance 4');
  await expect(latest.getByText('−1')).toBeInViewport();
  expect(await dealerPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const dealerOrders = dealerPage.getByRole('list', { name: 'Dealer orders' });
  await expect(dealerOrders.getByText(`Order #${orderId}`)).toBeVisible();
  await expect(dealerOrders.getByRole('list', { name: 'Order progress' }).first()).toContainText('Placed');
  await dealerPage.screenshot({ path: 'test-results/screens/dealer-history-375.png', fullPage: true });

  // The admin's view of the same history.
  await admin.reload();
  await admin.getByRole('tab', { name: 'Dealers' }).click();
  await admin.getByRole('button', { name: `History of ${dealer.businessName}` }).click();
  const history = admin.getByRole('dialog', { name: `History of ${dealer.businessName}` });
  await expect(history.getByRole('table', { name: 'Credit ledger' }).getByRole('row').nth(1)).toContainText(`Order #${orderId}`);
  await expect(history.getByRole('list', { name: 'Dealer orders' }).getByText(`Order #${orderId}`)).toBeVisible();
  await expect(history.getByText(/last login/)).not.toContainText('never');
  await admin.screenshot({ path: 'test-results/screens/admin-dealer-history.png' });
  await admin.keyboard.press('Escape');

  // Three orders selected → one PDF with three 4×6 pages.
  await admin.getByRole('tab', { name: 'Orders' }).click();
  for (const id of [orderId, ...seededOrders]) await admin.getByRole('checkbox', { name: `Select order #${id}` }).check();
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Download 3 labels (PDF)' }).click();
  const download = await downloading;
  const pdf = await PDFDocument.load(fs.readFileSync(await download.path()));
  expect(pdf.getPageCount()).toBe(3);

  // The timeline of the dealer order names the dealer.
  const orderCard = admin.getByRole('article', { name: new RegExp(`Order #${orderId} ·`) });
  await orderCard.getByRole('button', { name: 'Timeline' }).click();
  await expect(orderCard.getByRole('list', { name: `Timeline of order #${orderId}` })).toContainText('Order placed');
  await expect(orderCard.getByRole('list', { name: `Timeline of order #${orderId}` })).toContainText('by Dealer');

  // A status change can be undone from its toast.
  const status = admin.getByLabel(`Order status for order #${orderId}`);
  await status.selectOption('processing');
  await orderCard.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`Order #${orderId} is now Processing.`).first()).toBeVisible();
  await admin.getByRole('button', { name: 'Undo' }).click();
  await expect(admin.getByText(`Order #${orderId} is now Confirmed.`).first()).toBeVisible();
  await expect(status).toHaveValue('confirmed');
  await admin.screenshot({ path: 'test-results/screens/admin-orders-bulk.png', fullPage: true });
});
