/**
 * The advance of a big cash on delivery cart (docs/product.md#cod-advance): the owner sets "above
 * ₹200 pay ₹100" in the Settings tab's COD card; a guest's ₹239 COD cart then reads "Pay ₹100 now,
 * ₹139 on delivery", pays the ₹100 on the simulated sheet, and is asked for the code. Runs at 375
 * and 1280 px, with screenshots of the settings card, the COD choice and the owner's order card
 * ("Paid online ₹100 · To collect ₹139").
 */
import { confirmedOrderId, expect, fillCheckout, signInAsAdmin, test } from '../support/fixtures';

for (const width of [375, 1280]) {
  test(`the owner sets an advance; a big COD cart pays it online, then waits for the code (${width} px)`, async ({ page, server }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    await signInAsAdmin(page, server);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const card = page.getByRole('form', { name: 'Cash on delivery settings' });
    await card.getByLabel('Advance due above').fill('200');
    await card.getByLabel('Advance paid online').fill('200');
    await card.getByRole('button', { name: 'Save COD settings' }).click();
    await expect(card.getByRole('alert')).toHaveText('The advance must be less than the order total it applies above');
    await card.getByLabel('Advance paid online').fill('100');
    await card.getByRole('button', { name: 'Save COD settings' }).click();
    await expect(page.getByText('Cash on delivery settings saved').first()).toBeVisible();
    await card.getByLabel('Advance due above').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/cod-advance-settings-${width}.png` });

    await page.goto(`${server.baseURL}/guest`);
    await page.locator('#customizer').scrollIntoViewIfNeeded();
    await page.getByLabel('Keychain 1 text').fill(width > 500 ? 'Kiran' : 'Devi');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page.getByRole('heading', { name: 'Complete Your Order' })).toBeVisible();
    await fillCheckout(page, { Email: `advance-${width}@example.in`, Phone: width > 500 ? '9812345611' : '9812345612' });
    // ₹199 + the ₹40 fee = ₹239, above ₹200: ₹100 now, ₹139 on delivery (the server's quote).
    await expect(page.getByText(/^Pay ₹100 now, ₹139 on delivery\./)).toBeVisible();
    await page.getByRole('radio', { name: /Cash on delivery \(\+₹40\)/ }).check();
    const place = page.getByRole('button', { name: 'Place Order & Pay ₹100 Advance' });
    await expect(place).toBeVisible();
    await page.getByTestId('payment-choice').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/cod-advance-choice-${width}.png` });
    await place.click();

    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: 'Pay ₹100' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible();
    await expect(page.getByText('To pay on delivery (cash)').locator('xpath=following-sibling::*[1]')).toHaveText('₹139');
    const orderId = await confirmedOrderId(page);

    // The owner's order card words the split as the label and the invoice do.
    await page.goto(`${server.baseURL}/admin`);
    const orderCard = page.getByRole('article', { name: new RegExp(`Order #${orderId}\\b`) });
    const panel = orderCard.getByTestId('cod-panel');
    await expect(panel).toContainText('Paid online ₹100.00 · To collect ₹139.00 (fee ₹40 included).');
    await panel.scrollIntoViewIfNeeded();
    await orderCard.screenshot({ path: `test-results/screens/cod-advance-card-${width}.png` });
  });
}
