/**
 * Names in India's own scripts in the customizer (docs/decisions/044, 045): a Devanagari name
 * stays as typed, is counted in letters, gets the fonts that draw Devanagari (Baloo 2), and a
 * text that mixes scripts says what it cannot print instead of losing characters.
 */
import { expect, test } from '../support/fixtures';

for (const width of [375, 1280]) {
  test(`a Devanagari name is kept, counted in letters and offered Baloo 2; mixed scripts are named (${width} px)`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.baseURL}/guest#customizer`);
    const text = page.getByLabel('Keychain 1 text');
    await text.fill('क्षितिज');
    await expect(text).toHaveValue('क्षितिज');
    await expect(page.getByText('3/13 letters')).toBeVisible();
    const fonts = page.getByRole('radiogroup', { name: 'Keychain 1 font' });
    await expect(fonts.getByRole('radio')).toHaveCount(1);
    await expect(fonts.getByRole('radio', { name: 'Baloo 2' })).toBeChecked();
    // The 3D preview's worker shapes it with HarfBuzz (WASM from the npm package, under the CSP).
    const card = page.getByRole('region', { name: 'Keychain 1' });
    await card.getByRole('group', { name: 'Keychain 1 preview view' }).scrollIntoViewIfNeeded();
    const preview = card.getByTestId('keychain-3d-preview');
    await expect(preview).toHaveAttribute('data-built-text', 'क्षितिज', { timeout: 30_000 });
    await expect(preview).toHaveAttribute('data-built-font', 'baloo-2');
    await expect(preview).toHaveAttribute('data-state', 'ready');
    await page.screenshot({ path: `test-results/screens/indic-customizer-${width}.png` });

    await text.fill('राजA');
    await expect(text).toHaveValue('राजA');
    await expect(page.getByRole('alert').filter({ hasText: 'Use one script per keychain' })).toContainText('"A"');
    await text.fill('éclair');
    await expect(text).toHaveValue('Éclair');
    await expect(fonts.getByRole('radio', { name: 'Bangers' })).toBeVisible();
  });
}
