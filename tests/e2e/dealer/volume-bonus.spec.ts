/**
 * The dealer volume offer (docs/product.md#dealer-volume-bonus): the owner sets "100 or more, 10 %
 * extra" on a dealer's card, the dealer on a phone sees the offer while buying credits, buys 100
 * in the simulated checkout, gets 110, and finds the bonus as its own entry in the ledger.
 * Screens at 1280 and 375 px.
 */
import { type Page } from '@playwright/test';
import { dismissToasts, expect, signInAsAdmin, test } from '../support/fixtures';

const DEALER = {
  businessName: 'Verma Gifts',
  ownerName: 'Kiran Verma',
  phoneNumber: '9876509876',
  email: 'kiran@vermagifts.in',
  businessAddress: { street: '7 MI Road', city: 'Jaipur', state: 'Rajasthan', zipCode: '302001', country: 'India' },
};

async function screens(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits ${width} px`).toBeLessThanOrEqual(width);
  }
}

test('the owner gives a dealer 10 % extra on 100 credits; the dealer buys 100 and gets 110', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAsAdmin(admin, server);
  const created = await admin.request.post(`${server.baseURL}/api/admin/dealers`, { headers: { origin: server.baseURL }, data: DEALER });
  expect(created.status(), await created.text()).toBe(201);
  const { setupCode } = (await created.json()) as { setupCode: string };

  await admin.getByRole('tab', { name: 'Dealers' }).click();
  await admin.getByRole('button', { name: `Volume offer for ${DEALER.businessName}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Volume offer' });
  await dialog.getByLabel('Extra credits (%)').fill('0');
  await dialog.getByRole('button', { name: 'Save offer' }).click();
  await expect(dialog.getByText('The bonus is a whole percent from 1 to 100')).toBeVisible();
  await dialog.getByLabel('On purchases of at least (credits)').fill('100');
  await dialog.getByLabel('Extra credits (%)').fill('10');
  await expect(dialog.getByText('a purchase of 100 earns 10 free credits')).toBeVisible();
  await screens(admin, 'admin-volume-offer-dialog');
  await dialog.getByRole('button', { name: 'Save offer' }).click();
  await expect(admin.getByText('Offer saved').first()).toBeVisible();
  const card = admin.getByRole('article', { name: DEALER.businessName });
  await expect(card.getByTestId('dealer-volume-offer')).toHaveText('Buy 100 or more and get 10 % extra');
  await dismissToasts(admin);
  await screens(admin, 'admin-dealer-card-offer');

  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await page.goto(`${server.baseURL}/dealer`);
  await page.getByLabel('Phone Number').fill(DEALER.phoneNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Setup Code').fill(setupCode);
  await page.getByLabel('New PIN').fill('4826');
  await page.getByLabel('Confirm PIN').fill('4826');
  await page.getByRole('button', { name: 'Set PIN & Login' }).click();
  await expect(page).toHaveURL(/\/dealer-dashboard$/);
  await dismissToasts(page);

  await page.goto(`${server.baseURL}/dealer/purchase-credits`);
  await expect(page.getByTestId('volume-offer')).toContainText('Buy 100 or more and get 10 % extra');
  await expect(page.getByTestId('credits-bonus')).toHaveText('from 100');
  await page.getByLabel('Number of credits').fill('100');
  await expect(page.getByTestId('credits-bonus')).toHaveText('+10');
  await expect(page.getByTestId('credits-total')).toHaveText('₹13,000');
  await screens(page, 'dealer-purchase-credits-offer');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Purchase 100 Credits' }).click();
  const complete = page.getByRole('region', { name: 'Complete Payment' });
  await expect(complete.getByText('+ 10 free bonus credits once paid')).toBeVisible();
  await complete.getByRole('button', { name: 'Pay ₹13,000' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay ₹13,000' }).click();
  await expect(page).toHaveURL(/\/dealer-dashboard$/);
  await expect(page.getByText('100 credits and 10 free bonus credits added to your account.').first()).toBeVisible();
  await expect(page.getByTestId('dealer-credits')).toHaveText('110');
  await dismissToasts(page);

  await page.goto(`${server.baseURL}/dealer/history`);
  await expect(page.getByText('Volume bonus').first()).toBeVisible();
  await expect(page.getByText('+10').first()).toBeVisible();
  await screens(page, 'dealer-history-volume-bonus');
});
