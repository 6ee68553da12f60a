/**
 * An unprintable design cannot reach checkout: the card says "Too thin to print" and the order
 * buttons wait with the reason; a stored cart whose design cannot print is flagged on its
 * checkout line, payment waits, and Edit takes the design back to the customizer.
 */
import { expect, test } from '../support/fixtures';

const THIN = 'MMMMMMMMMMMMM';

test('a design too thin to print is flagged on its card and cannot be added to the cart', async ({ page, server }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${server.baseURL}/guest#customizer`);
  await page.getByLabel('Keychain 1 text').fill(THIN);
  await page.getByRole('radiogroup', { name: 'Keychain 1 font' }).getByRole('radio', { name: 'Pacifico' }).click();
  await expect(page.getByTestId('keychain-1-status')).toHaveText('Too thin to print');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  await expect(page.getByText('Keychain 1 is too thin to print: shorten its text or pick a bolder font.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/unprintable-card-375.png', fullPage: true });

  // A bolder font makes it printable again.
  await page.getByRole('radiogroup', { name: 'Keychain 1 font' }).getByRole('radio', { name: 'Bangers' }).click();
  await expect(page.getByTestId('keychain-1-status')).toHaveText('Ready');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

test('a stored cart that cannot print is flagged at checkout, and Edit opens it in the customizer', async ({ page, server }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${server.baseURL}/guest`);
  await page.evaluate((text) => {
    const keychains = [
      { customText: 'Asha', fontFamily: 'bangers', textColor: 'yellow' },
      { customText: text, fontFamily: 'pacifico', textColor: 'yellow' },
    ];
    localStorage.setItem('orderData', JSON.stringify({ keychains, quantity: 2 }));
  }, THIN);
  await page.goto(`${server.baseURL}/checkout`);
  const flagged = page.getByTestId('line-unprintable');
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toContainText('Too thin to print');
  await expect(page.getByText('A keychain in your cart is too thin to print: edit it or remove it before you pay.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/unprintable-checkout-375.png', fullPage: true });
  await page.getByRole('button', { name: `Edit ${THIN}` }).click();
  await expect(page).toHaveURL(/\/#customizer$/);
  await expect(page.getByLabel('Keychain 2 text')).toHaveValue(THIN);
  await expect(page.getByLabel('Keychain 1 text')).toHaveValue('Asha');
});
