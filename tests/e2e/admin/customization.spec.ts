/**
 * Customization tab: the admin logs in, adds a colour combination and a
 * font with its uploaded font file, and a customer sees the new colour as a swatch in the
 * customizer. Screenshots of the tab at 1280 and 375 px go to test-results/screens/.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServer, type E2EServer } from '../support/server';

let server: E2EServer;

test.beforeAll(async () => {
  server = await startServer();
});

test.afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

const FONT_FILE = path.resolve('node_modules/@fontsource/knewave/files/knewave-latin-400-normal.woff');

async function openCustomization(page: Page) {
  await page.goto(`${server.baseURL}/admin`);
  await page.getByLabel('Admin Password').fill(server.adminPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('tab', { name: 'Customization' }).click();
  await expect(page.getByRole('heading', { name: 'Product Categories' })).toBeVisible();
}

/** Closes the toast on screen so screenshots show the tab itself. */
async function dismissToasts(page: Page) {
  const close = page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: 'Close' });
  for (const button of await close.all()) await button.click();
  await expect(close).toHaveCount(0);
}

test('an admin adds a colour and a font, and a customer sees the colour in the customizer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCustomization(page);

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
