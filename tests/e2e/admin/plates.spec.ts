/**
 * Plates on the Print queue tab (docs/print-room.md#plates): the admin makes a plate from the
 * queued keychains of one colour, starts it, marks it printed, fails one keychain at quality
 * check and sees it back in the queue with the order at "1 of 2 printed"; a second plate passes
 * it and the order is under "Ready to ship". Screenshots at 1280 and 375 px.
 */
import { type Page } from '@playwright/test';
import { dismissToasts, expect, test } from '../support/fixtures';
import { insertOrder } from '#tests/support/admin';

const YELLOW = { fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' };
const yellow = (text: string) => ({ customText: text, fontFamily: 'bangers', textColor: 'yellow', colorCombination: YELLOW });

let orderId: number;

test.use({
  serverOptions: {
    seed: async (db) => {
      orderId = await insertOrder(db, {
        customerName: 'Asha Rao',
        paymentStatus: 'completed',
        orderStatus: 'confirmed',
        quantity: 2,
        keychains: [yellow('Asha'), yellow('Ravi')],
      });
    },
  },
});

/** Makes a plate of Yellow from the queue and answers its number. */
async function makeYellowPlate(page: Page, keychains: number): Promise<number> {
  await page.getByRole('button', { name: 'Make plate of Yellow' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Make a plate?' });
  await expect(confirm).toContainText(`${keychains} of ${keychains} Yellow keychains (Yellow PLA on Black PLA)`);
  await confirm.getByRole('button', { name: 'Make plate' }).click();
  await expect(page.getByText('Plate made').first()).toBeVisible();
  await dismissToasts(page);
  const start = page.getByRole('button', { name: /^Start printing plate #\d+$/ });
  await expect(start).toBeVisible();
  return Number(/#(\d+)/.exec((await start.textContent()) ?? '')![1]);
}

async function printPlate(page: Page, plate: number) {
  await page.getByRole('button', { name: `Start printing plate #${plate}` }).click();
  await expect(page.getByRole('button', { name: `Mark printed plate #${plate}` })).toBeVisible();
  await page.getByRole('button', { name: `Mark printed plate #${plate}` }).click();
  await page.getByRole('button', { name: `Quality check plate #${plate}` }).click();
}

test('a plate is made, printed and checked; the failed keychain comes back; the order ships when all passed', async ({
  adminPage: page,
  server,
}) => {
  test.setTimeout(120_000);
  await page.getByRole('tab', { name: 'Print queue' }).click();

  const waiting = page.getByRole('region', { name: 'Keychains waiting for a plate' });
  await expect(waiting).toContainText('Yellow PLA on Black PLA');
  await expect(waiting).toContainText(`2 keychains · orders #${orderId}`);
  await expect(page.getByText('No plates today')).toBeVisible();

  // The first plate: Ravi fails the check.
  const first = await makeYellowPlate(page, 2);
  await expect(waiting).toContainText('No keychains waiting');
  await printPlate(page, first);
  const check = page.getByRole('dialog', { name: `Quality check of plate #${first}` });
  await check.getByLabel(`#${orderId} keychain 2: Ravi`).check();
  await page.screenshot({ path: 'test-results/screens/admin-plates-check-1280.png' });
  await check.getByRole('button', { name: 'Confirm check' }).click();
  await expect(page.getByText('1 passed, 1 failed').first()).toBeVisible();
  await dismissToasts(page);

  await expect(waiting).toContainText(`1 keychain · orders #${orderId}`);
  const inPrint = page.getByRole('region', { name: 'Orders in print' });
  await expect(inPrint).toContainText(`Order #${orderId}1 of 2 printed`);
  const ready = page.getByRole('region', { name: 'Ready to ship' });
  await expect(ready).toContainText('No order has all its keychains passed yet.');

  // The second plate: Ravi again. Another admin starts it first: this screen's Start answers 409,
  // says so and shows the plate as it is now.
  const second = await makeYellowPlate(page, 1);
  expect(second).not.toBe(first);
  const elsewhere = await page.request.post(`${server.baseURL}/api/admin/plates/${second}/start`, { data: {} });
  expect(elsewhere.status()).toBe(200);
  await page.getByRole('button', { name: `Start printing plate #${second}` }).click();
  await expect(page.getByText(`Plate #${second} is printing, not queued. The lists have been refreshed.`).first()).toBeVisible();
  await dismissToasts(page);
  await page.getByRole('button', { name: `Mark printed plate #${second}` }).click();
  await page.getByRole('button', { name: `Quality check plate #${second}` }).click();
  const recheck = page.getByRole('dialog', { name: `Quality check of plate #${second}` });
  await expect(recheck.getByRole('checkbox')).toHaveCount(1);
  await recheck.getByRole('button', { name: 'Confirm check' }).click();
  await expect(page.getByText('1 passed, 0 failed').first()).toBeVisible();
  await dismissToasts(page);
  await expect(ready).toContainText(`Order #${orderId}2 of 2 printed`);
  await expect(inPrint).toContainText('No orders in print.');

  // The slicer's estimate (PrusaSlicer is installed on the test host), on the plate and the day.
  await page.getByRole('button', { name: `Estimate plate #${second}` }).click();
  await expect(page.getByText(`Plate #${second} estimated`).first()).toBeVisible({ timeout: 60_000 });
  await dismissToasts(page);
  await expect(page.getByText(/^Slicer: \d+ (h \d+ )?min · \d+\.\d g$/)).toBeVisible();
  await expect(page.getByText(/2 plates · slicer total \d+ (h \d+ )?min · \d+\.\d g \(1 estimated\)/)).toBeVisible();

  await page.screenshot({ path: 'test-results/screens/admin-plates-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/screens/admin-plates-375.png', fullPage: true });
});
