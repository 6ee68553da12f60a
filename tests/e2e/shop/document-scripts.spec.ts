/**
 * Odia keychains and names the documents print (docs/product.md#indic-scripts,
 * docs/product.md#document-scripts, docs/decisions/102-every-indian-name-prints.md): the customizer
 * offers Baloo Bhaina 2, and only it, for an Odia name; at checkout a name in a script the
 * invoices and courier labels cannot draw (Sinhala) gets the field message asking for English
 * letters and places no order, and an Urdu name and street place the order. Screens at 375 and
 * 1280 px go to test-results/screens/.
 */
import { expect, fillCheckout, test } from '../support/fixtures';
import { documentTextMessage } from '../../../src/shared/document-text';

test('an Odia keychain in Baloo Bhaina 2; the checkout asks for English letters where the label cannot print the name', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.baseURL}/guest`);
    await page.locator('#customizer').scrollIntoViewIfNeeded();
    const field = page.getByLabel('Keychain 1 text');
    await field.click();
    await field.fill('');
    await field.pressSequentially('ଲକ୍ଷ୍ମୀ');
    await expect(field).toHaveValue('ଲକ୍ଷ୍ମୀ');
    const fonts = page.getByRole('radiogroup', { name: 'Keychain 1 font' });
    await expect(fonts.getByRole('radio')).toHaveCount(1);
    await fonts.getByRole('radio', { name: 'Baloo Bhaina 2' }).click();
    await expect(fonts.getByRole('radio', { name: 'Baloo Bhaina 2' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled({ timeout: 30_000 });
    await page.locator('#customizer').screenshot({ path: `test-results/screens/odia-customizer-${width}.png` });
  }
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart!').first()).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart 1 item/ })
    .click();

  await expect(page).toHaveURL(/\/checkout/);
  await fillCheckout(page, {
    Email: 'lakshmi@example.in',
    'Full Name': 'සිංහල',
    City: 'Srinagar',
    State: 'Jammu and Kashmir',
    'PIN Code': '190001',
  });
  const placeOrder = page.getByRole('button', { name: /Place Order & Pay ₹[\d,]+/ });
  await placeOrder.click();
  await expect(page.getByText(documentTextMessage(['සිං', 'හ', 'ල']))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/checkout-english-letters-1280.png', fullPage: true });

  await page.getByLabel('Full Name').fill('محمد علی');
  await page.getByLabel('Address Line 1').fill('مکان 12، گلی 3');
  await expect(page.getByText(/Please write this in English letters/)).toHaveCount(0);
  await placeOrder.click();
  await expect(page.getByRole('dialog').getByRole('button', { name: /^Pay ₹/ })).toBeVisible();
});
