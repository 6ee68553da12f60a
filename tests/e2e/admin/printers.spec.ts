/**
 * The Printers panel of the Print queue tab (docs/print-room.md#printers): a bad address is
 * refused with its field message, a simulated PrusaLink printer is added, the poller's state
 * shows on its card (paused for the colour change, with progress and time left), and removing
 * it asks first. Each queued plate's "Send to printer" button has a name of its own (WCAG 2.4.6).
 * Screenshots at 1280 and 375 px.
 */
import { expect, test } from '../support/fixtures';
import { insertOrder } from '#tests/support/admin';
import { startSimulatedPrinter, type SimulatedPrinter } from '../../support/simulated-printer';

let printer: SimulatedPrinter;
let orderIds: number[] = [];

const YELLOW = { fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' };
const GREEN = { fontColor: '#4ade80', backgroundColor: '#052e16', displayName: 'Green' };

test.use({
  serverOptions: {
    // Two paid orders of two colour combinations: two plates to send.
    seed: async (db) => {
      const paid = { paymentStatus: 'completed', orderStatus: 'confirmed' } as const;
      orderIds = [
        await insertOrder(db, {
          ...paid,
          keychains: [{ customText: 'Asha', fontFamily: 'bangers', textColor: 'yellow', colorCombination: YELLOW }],
        }),
        await insertOrder(db, {
          ...paid,
          keychains: [{ customText: 'Ravi', fontFamily: 'chewy', textColor: 'green', colorCombination: GREEN }],
        }),
      ];
    },
  },
});

test.beforeAll(async () => {
  printer = await startSimulatedPrinter('prusalink', 'e2e-printer-key-42');
});

test.afterAll(async () => {
  await printer.close();
});

test('the admin adds a printer, sees its state, and removes it after confirming', async ({ adminPage: page }) => {
  test.setTimeout(90_000);
  await page.getByRole('tab', { name: 'Print queue' }).click();
  const panel = page.getByRole('region', { name: 'Printers' }).or(page.locator('[aria-labelledby="printers-title"]'));
  await expect(panel.getByText('No printers yet. Add one to send plates to it.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a printer' });
  await form.getByLabel('Name').fill('MK4 left');
  await form.getByLabel('Address').fill('ftp://192.168.1.50');
  await form.getByLabel('API key').fill('e2e-printer-key-42');
  await form.getByRole('button', { name: 'Add printer' }).click();
  await expect(form.getByText('Only http:// and https:// addresses are allowed')).toBeVisible();

  printer.state = { state: 'paused', progress: 12, secondsLeft: 3900 };
  await form.getByLabel('Address').fill(printer.url);
  await form.getByRole('button', { name: 'Add printer' }).click();
  await expect(page.getByText('Printer added', { exact: true })).toBeVisible();
  await expect(panel.getByText('MK4 left')).toBeVisible();
  // the poller reads it within 10 s; the list is read again every 10 s
  await expect(panel.getByText('Paused: load the text filament · 12% · 1 h 05 min left')).toBeVisible({ timeout: 30_000 });
  expect(printer.requests.some((r) => r.apiKey === 'e2e-printer-key-42')).toBe(true);
  await expect(page.locator('body')).not.toContainText('e2e-printer-key-42');

  // Two queued plates (one per colour, made as the Plates panel does): two buttons, two names.
  const made = await page.evaluate(async (ids) => {
    const statuses: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch('/api/admin/plates', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderIds: ids }),
      });
      statuses.push(res.status);
    }
    return statuses;
  }, orderIds);
  expect(made).toEqual([201, 201]);
  await page.reload();
  await page.getByRole('tab', { name: 'Print queue' }).click();
  const sendButtons = panel.getByRole('button', { name: /^Send to printer/ });
  await expect(sendButtons).toHaveCount(2);
  // The accessible names as the browser computes them (the aria snapshot: `- 'button "name"'`).
  const names: string[] = [];
  for (const button of await sendButtons.all()) names.push(/button "([^"]*)"/.exec(await button.ariaSnapshot())?.[1] ?? '');
  expect(
    names.every((name) => /^Send to printer\s*: plate #\d+$/.test(name)),
    names.join(' | '),
  ).toBe(true);
  expect(new Set(names).size, names.join(' | ')).toBe(names.length);

  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/admin-printers-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/admin-printers-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await panel.getByRole('button', { name: 'Remove MK4 left' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove printer?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(panel.getByText('No printers yet. Add one to send plates to it.')).toBeVisible();
});
