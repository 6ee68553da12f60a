/**
 * A dealer pastes a list of 100 names (and two bad lines) into the order form: the bad lines
 * are listed with their reasons before anything is added, and the 100 names become keychain
 * cards (docs/decisions/057-dealer-bulk-paste.md).
 */
import { expect, signInAsDealer, test } from '../support/fixtures';
import { insertDealer } from '#tests/support/dealer';

const PEPPER = 'e2e-bulk-paste-pepper-0123456789ab';
const PIN = '4827';
let dealer: { phoneNumber: string; businessName: string };

/** A migrated, seeded database with one dealer (PIN, 120 credits); then the server on it. */
test.use({
  serverEnv: { PIN_PEPPER: PEPPER },
  serverOptions: {
    seed: async (db) => {
      const row = await insertDealer(db, { pin: PIN, pepper: PEPPER, credits: 120 });
      dealer = { phoneNumber: row.phoneNumber, businessName: row.businessName };
    },
  },
});

test('100 pasted names become 100 keychain cards; the bad lines are listed first', async ({ page, server }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsDealer(page, server, { phoneNumber: dealer.phoneNumber, pin: PIN });
  await page.getByRole('link', { name: 'Create Order' }).click();

  await page.getByRole('button', { name: 'Paste a list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste a list of names' });
  const names = Array.from({ length: 100 }, (_, i) => `Name${i + 1}`);
  const pasted = ['name,font,colour,customer', ...names.slice(0, 50), 'Ravi Kumar', ...names.slice(50), 'Asha,Comic Sans'].join('\n');
  await dialog.getByLabel('Names').fill(pasted);
  await expect(dialog.getByRole('status')).toContainText('100 keychains ready · 2 lines need fixing');
  const problems = dialog.getByRole('list', { name: 'Lines to fix' });
  await expect(problems).toContainText('Line 52 (“Ravi Kumar”): Spaces not allowed - text must be a single piece');
  await expect(problems).toContainText('Line 103 (“Asha,Comic Sans”): Unknown font “Comic Sans”');
  await page.screenshot({ path: 'test-results/screens/dealer-bulk-paste-375.png' });

  const started = Date.now();
  await dialog.getByRole('button', { name: 'Add 100 keychains' }).click();
  // Behind the still-open dialog the cards are aria-hidden, so find the 100th by its text.
  await expect(page.locator('h3').filter({ hasText: /^Keychain 100$/ })).toBeAttached();
  console.log(`100 pasted names became cards in ${Date.now() - started} ms (click to the 100th card, 375 px)`);
  // The two bad lines stay in the box to be fixed; nothing else was added.
  await expect(dialog.getByLabel('Names')).toHaveValue('Ravi Kumar\nAsha,Comic Sans');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: /^Keychain \d+$/ })).toHaveCount(100);
  await expect(page.getByLabel('Keychain 1 Text')).toHaveValue('Name1');
  // Cards far below mount their pickers as they come near the screen.
  await page
    .locator('h3')
    .filter({ hasText: /^Keychain 100$/ })
    .scrollIntoViewIfNeeded();
  await expect(page.getByLabel('Keychain 100 Text')).toHaveValue('Name100');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('Credits Required100');
});
