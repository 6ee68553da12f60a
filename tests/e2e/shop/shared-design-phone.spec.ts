/**
 * The share page on a phone (docs/decisions/022): no horizontal scroll at 320-414 px for a
 * 13-letter name, the price per keychain shown, and "Customize this" opening the customizer
 * with the design for a signed-out visitor.
 */
import { expect, signInAsCustomer, test } from '../support/fixtures';

let link: string;

test.beforeAll(async ({ browser, server }) => {
  // A signed-in customer saves and shares a 13-letter design of wide letters.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsCustomer(page, server, /Asha Verma/);
  const shared = await page.evaluate(async () => {
    const json = { 'content-type': 'application/json' };
    const fonts = (await (await fetch('/api/admin/customization-options?type=font')).json()) as { value: string }[];
    const colours = (await (await fetch('/api/admin/customization-options?type=color_combination')).json()) as { value: string }[];
    const created = await fetch('/api/designs', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ customText: 'WWWWWWWWWWWWW', fontFamily: fonts[0]!.value, textColor: colours[0]!.value }),
    });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
    const design = (await created.json()) as { id: number };
    const share = await fetch(`/api/designs/${design.id}/share`, { method: 'POST', headers: json, body: '{}' });
    if (share.status !== 200) throw new Error(`share: ${share.status} ${await share.text()}`);
    return (await share.json()) as { url: string };
  });
  link = new URL(shared.url, server.baseURL).href;
  await context.close();
});

for (const width of [320, 375, 414]) {
  test(`the share page fits a ${width} px phone with its price`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(link);
    await expect(page.getByRole('heading', { name: '“WWWWWWWWWWWWW”' })).toBeVisible();
    await expect(page.getByTestId('shared-design-price')).toContainText('₹199 per keychain');
    await expect(page.getByRole('button', { name: 'Customize this' })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (width === 375) await page.screenshot({ path: 'test-results/screens/shared-design-375.png', fullPage: true });
  });
}

test('"Customize this" opens the customizer with the design for a signed-out visitor', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(link);
  await page.getByRole('button', { name: 'Customize this' }).click();
  await expect(page).toHaveURL(/\/#customizer$/);
  await expect(page.getByLabel('Keychain 1 text')).toHaveValue('WWWWWWWWWWWWW');
});
