/**
 * Customization tab: the admin logs in, adds a colour combination and a
 * font with its uploaded font file, and a customer sees the new colour as a swatch in the
 * customizer. A font's script: a Latin file added for Tamil is refused inside the dialog, the
 * script is corrected there and the font added; a built-in font's script is shown, fixed
 * (docs/decisions/094-font-script-until-its-file.md). Screenshots of the tab and the font dialog at
 * 1280 and 375 px go to test-results/screens/.
 */
import path from 'node:path';
import { type Page } from '@playwright/test';
import { dismissToasts, expect, signInAsAdmin, test } from '../support/fixtures';
import type { E2EServer } from '../support/server';

const FONT_FILE = path.resolve('node_modules/@fontsource/knewave/files/knewave-latin-400-normal.woff');

async function openCustomization(page: Page, server: E2EServer) {
  await signInAsAdmin(page, server);
  await page.getByRole('tab', { name: 'Customization' }).click();
  await expect(page.getByRole('heading', { name: 'Product Categories' })).toBeVisible();
}

test('an admin adds a colour and a font, and a customer sees the colour in the customizer', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCustomization(page, server);

  await expect(page.getByRole('heading', { name: 'Phone Cases' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Phone Cases (coming soon)' }).getByText('Coming soon')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage colors and fonts: Phone Cases' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add New Category' })).toBeDisabled();
  await dismissToasts(page);
  await page.screenshot({ path: 'test-results/screens/admin-customization-categories-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Manage colors and fonts: Custom Keychains' }).click();
  const colours = page.getByRole('list', { name: 'Color combinations' });
  await expect(colours.getByRole('img', { name: 'Yellow swatch' })).toBeVisible();

  // add a colour: white on black by default (docs/product.md#defaults), then our own colours
  await page.getByRole('button', { name: 'Add Color' }).click();
  const colourDialog = page.getByRole('dialog', { name: 'Add Color Combination' });
  await expect(colourDialog.getByLabel('Font color', { exact: true })).toHaveValue('#FFFFFF');
  await expect(colourDialog.getByLabel('Background color', { exact: true })).toHaveValue('#000000');
  await colourDialog.getByRole('button', { name: 'Add Color' }).click();
  await expect(colourDialog.getByText('Color name is required')).toBeVisible();
  await colourDialog.getByLabel('Color name').fill('mint');
  await colourDialog.getByLabel('Display name').fill('Mint');
  await colourDialog.getByLabel('Font color', { exact: true }).fill('#A7F3D0');
  await colourDialog.getByLabel('Background color', { exact: true }).fill('#064E3B');
  await expect(colourDialog.getByRole('img', { name: 'Preview of Mint' })).toHaveCSS('background-color', 'rgb(6, 78, 59)');
  await colourDialog.getByRole('button', { name: 'Add Color' }).click();
  await expect(page.getByText('Color combination added', { exact: true })).toBeVisible();
  await expect(colours.getByRole('img', { name: 'Mint swatch' })).toHaveCSS('color', 'rgb(167, 243, 208)');

  // add a font: parse a Google Fonts URL, upload its file (no CDN at run time)
  await page.getByRole('button', { name: 'Add Font' }).click();
  const fontDialog = page.getByRole('dialog', { name: 'Add Font' });
  await fontDialog.getByRole('button', { name: 'Parse' }).click();
  await expect(fontDialog.getByText('Please enter a Google Fonts URL or font name')).toBeVisible();
  await fontDialog.getByLabel('Google Fonts URL or font name').fill('https://fonts.google.com/specimen/Open+Sans');
  await fontDialog.getByRole('button', { name: 'Parse' }).click();
  await expect(fontDialog.getByLabel('Display name')).toHaveValue('Open Sans');
  await expect(fontDialog.getByLabel('Font name', { exact: true })).toHaveValue('open-sans');
  await fontDialog.getByLabel(/^Font file/).setInputFiles(FONT_FILE);
  await expect(fontDialog.getByRole('img', { name: 'Preview of Open Sans' })).toBeVisible();
  await fontDialog.getByRole('button', { name: 'Add Font' }).click();
  await expect(page.getByText('Font added', { exact: true })).toBeVisible();
  const fonts = page.getByRole('list', { name: 'Fonts' });
  const openSans = fonts.getByRole('listitem').filter({ hasText: 'open-sans' });
  await expect(openSans.getByText('Font file')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family.startsWith('chaabi-font-') && f.status === 'loaded')))
    .toBe(true);

  await dismissToasts(page);
  await page.screenshot({ path: 'test-results/screens/admin-customization-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/screens/admin-customization-375.png', fullPage: true });

  // hide a built-in colour: it stays in the admin list
  await page.getByRole('switch', { name: 'Show Orange in the shop' }).click();
  await expect(page.getByRole('switch', { name: 'Show Orange in the shop' })).toHaveAttribute('aria-checked', 'false');

  // the customer's customizer shows the new colour and not the hidden one
  const shop = await page.context().newPage();
  await shop.setViewportSize({ width: 1280, height: 900 });
  await shop.goto(`${server.baseURL}/guest`);
  const swatches = shop.getByRole('radiogroup', { name: 'Keychain 1 colour' });
  await expect(swatches.getByRole('radio', { name: 'Mint' })).toBeVisible();
  await expect(swatches.getByRole('radio', { name: 'Orange' })).toHaveCount(0);
  await swatches.getByRole('radio', { name: 'Mint' }).click();
  await shop.close();

  // delete the new colour with confirmation
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Delete Mint' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Mint?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Color combination deleted', { exact: true })).toBeVisible();
  await expect(colours.getByRole('img', { name: 'Mint swatch' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Back to Categories' }).click();
  await expect(page.getByRole('heading', { name: 'Product Categories' })).toBeVisible();
});

test("an admin chooses a font's script: a file that cannot draw it is refused in the dialog, and the script is corrected", async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCustomization(page, server);
  await page.getByRole('button', { name: 'Manage colors and fonts: Custom Keychains' }).click();
  const fonts = page.getByRole('list', { name: 'Fonts' });
  // The list names each font's script.
  await expect(fonts.getByRole('listitem').filter({ hasText: 'baloo-2' }).getByText('Devanagari script')).toBeVisible();
  await expect(fonts.getByRole('listitem').filter({ hasText: 'baloo-thambi-2' }).getByText('Tamil script')).toBeVisible();
  await expect(fonts.getByRole('listitem').filter({ hasText: 'bangers' }).getByText('Latin script')).toBeVisible();

  await page.getByRole('button', { name: 'Add Font' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Font' });
  const script = dialog.getByLabel('Script');
  await expect(script).toHaveValue('Latn');
  await expect(script).toBeEnabled();
  expect(await script.locator('option').allTextContents()).toEqual([
    'Latin',
    'Devanagari',
    'Tamil',
    'Telugu',
    'Bengali',
    'Gujarati',
    'Kannada',
    'Malayalam',
    'Gurmukhi',
    'Odia',
  ]);
  await dialog.getByLabel('Google Fonts URL or font name').fill('Knewave Tamil');
  await dialog.getByRole('button', { name: 'Parse' }).click();
  await script.selectOption({ label: 'Tamil' });
  await dialog.getByLabel(/^Font file/).setInputFiles(FONT_FILE);
  await expect(dialog.getByRole('img', { name: 'Preview of Knewave Tamil' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Font' }).click();

  // The server's 400 shows in the dialog, which stays an Add with the file and the script editable.
  const refusal = dialog.getByRole('alert').filter({ hasText: 'This font cannot print every keychain text' });
  await expect(refusal).toContainText('Upload a font with every Tamil letter and vowel sign, and 0-9.');
  await expect(
    dialog.getByText('Knewave Tamil is saved without a font file. Choose a file that draws Tamil, or change the script,'),
  ).toBeVisible();
  await expect(dialog.getByLabel(/^Font file/)).toHaveAttribute('aria-invalid', 'true');
  await expect(script).toBeEnabled();
  // The toast says to look in the dialog; behind the modal dialog it is hidden from the role
  // queries dismissToasts uses, so it is left to time out (5 s) before the screenshots.
  const uploadFailed = page.getByText('Upload Failed', { exact: true });
  await expect(uploadFailed).toBeVisible();
  await expect(uploadFailed).toBeHidden({ timeout: 10_000 });
  await dialog.screenshot({ path: 'test-results/screens/admin-font-dialog-refused-1280.png' });
  await page.setViewportSize({ width: 375, height: 812 });
  await refusal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/admin-font-dialog-refused-375.png' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Corrected to Latin, the same file is accepted and the font is offered (the refusal hid it; the Add shows it again).
  await script.selectOption('Latn');
  await dialog.getByRole('button', { name: 'Add Font' }).click();
  await expect(page.getByText('Font added', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const added = fonts.getByRole('listitem').filter({ hasText: 'knewave-tamil' });
  await expect(added.getByText('Latin script')).toBeVisible();
  await expect(added.getByText('Font file')).toBeVisible();
  await expect(added.getByText('Hidden')).toHaveCount(0);

  // Once its file is on record the script is fixed, and said so.
  await page.getByRole('button', { name: 'Edit Knewave Tamil' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Font' });
  await expect(edit.getByLabel('Script')).toBeDisabled();
  await expect(edit.getByText(/^Fixed: its font file was checked for this script/)).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // A built-in Indic font: its script shown, fixed; the list previews it in its own letters.
  await page.getByRole('button', { name: 'Edit Baloo 2' }).click();
  const baloo = page.getByRole('dialog', { name: 'Edit Font' });
  await expect(baloo.getByLabel('Script')).toHaveValue('Deva');
  await expect(baloo.getByLabel('Script')).toBeDisabled();
  await expect(baloo.getByText('Built-in font: it ships with the letters of this script.')).toBeVisible();
  await dismissToasts(page);
  await baloo.screenshot({ path: 'test-results/screens/admin-font-dialog-built-in-1280.png' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/screens/admin-font-dialog-built-in-375.png' });
  await baloo.getByRole('button', { name: 'Cancel' }).click();
  await fonts.getByRole('listitem').filter({ hasText: 'baloo-2' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/admin-fonts-scripts-375.png' });
});
