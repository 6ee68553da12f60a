/**
 * A shopper types into the customizer and sees the 3D preview (the same
 * engine as the printed STL, in a web worker) update to the new text.
 */
import { expect, test } from '../support/fixtures';

for (const width of [1280, 375]) {
  test(`typing updates the 3D preview of the keychain being edited (${width} px)`, async ({ page, server }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      // Signed-out visitors get a 401 from /api/auth/user: expected, not an error of this page.
      if (msg.type() === 'error' && !/401 \(Unauthorized\)/.test(msg.text())) errors.push(msg.text());
    });
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    await page.goto(`${server.baseURL}/guest#customizer`);

    // The 3D preview loads once its card is on screen: bring it there. Until the shopper scrolls
    // or touches, arrival at #customizer keeps the section's top aligned while the page fills in
    // (a programmatic scroll does not stop that), so scroll again until the preview is up.
    const card = page.getByRole('region', { name: 'Keychain 1' });
    const preview = card.getByTestId('keychain-3d-preview');
    await expect(async () => {
      await card.getByRole('group', { name: 'Keychain 1 preview view' }).scrollIntoViewIfNeeded();
      await expect(preview).toHaveAttribute('data-state', 'ready', { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(preview.locator('canvas')).toBeVisible();

    // data-built-* come from the worker's answer, not from the input: they change only when
    // the engine has rebuilt the model (the aria-label follows the input at once).
    await page.getByLabel('Keychain 1 text').fill('Ravi');
    await expect(preview).toHaveAttribute('aria-label', /"Ravi"/, { timeout: 10_000 });
    await expect(preview).toHaveAttribute('data-built-text', 'Ravi', { timeout: 10_000 });
    await expect(preview).toHaveAttribute('data-state', 'ready');

    await page.getByRole('radiogroup', { name: 'Keychain 1 font' }).getByRole('radio', { name: 'Pacifico' }).click();
    await page.getByLabel('Keychain 1 text').fill('Meera');
    await expect(preview).toHaveAttribute('aria-label', /"Meera"/, { timeout: 10_000 });
    await expect(preview).toHaveAttribute('data-built-text', 'Meera', { timeout: 10_000 });
    await expect(preview).toHaveAttribute('data-built-font', 'pacifico');
    await page.getByRole('region', { name: 'Keychain 1' }).screenshot({ path: `test-results/screens/customizer-3d-${width}.png` });

    // The 2D view of docs/product.md#constants is one click away.
    await page.getByRole('group', { name: 'Keychain 1 preview view' }).getByRole('button', { name: '2D' }).click();
    await expect(
      page.getByRole('region', { name: 'Keychain 1' }).getByRole('img', { name: 'Keychain preview: Meera' }).first(),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
}
