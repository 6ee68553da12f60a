/**
 * Open for business (docs/decisions/047-049): the policy pages arrive prerendered with their
 * heading and text, hydrate without a mismatch and show the seller's details from the business
 * settings; every footer links them; the admin edits the settings in the Settings tab; the
 * checkout fills city and state from the PIN code. Screens at 375 and 1280 px.
 */
import { expect, signInAsAdmin, test } from '../support/fixtures';
import { recordProblems } from '../support/problems';
import { BENGALURU_SELLER } from '../../factories/business';

const POLICIES = [
  { path: '/terms', heading: 'Terms of Service', link: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy', link: 'Privacy Policy' },
  { path: '/refund-policy', heading: 'Refund & Cancellation Policy', link: 'Refund & Cancellation' },
  { path: '/shipping-policy', heading: 'Shipping Policy', link: 'Shipping Policy' },
  { path: '/grievance', heading: 'Grievance Redressal', link: 'Grievance Redressal' },
];

const decodeHtml = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');

test('every policy page is prerendered with its heading and linked from the footer of every page', async ({ page, server }) => {
  for (const { path, heading } of POLICIES) {
    const response = await page.request.get(`${server.baseURL}${path}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="chaabi-prerendered" content="signed-out" />');
    expect(decodeHtml(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')).toBe(heading);
    // The footer of the prerendered page links every policy.
    for (const policy of POLICIES) expect(html).toContain(`href="${policy.path}"`);
  }
  // The entry pages' prerendered footers link them too.
  for (const path of ['/', '/guest', '/checkout', '/dealer']) {
    const html = await (await page.request.get(`${server.baseURL}${path}`)).text();
    for (const policy of POLICIES) expect(html, `${path} links ${policy.path}`).toContain(`href="${policy.path}"`);
  }
});

test('the admin sets the business settings; the policy pages and the footer show the seller', async ({ page, server }) => {
  const problems = recordProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, server, { via: 'enter' });
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByTestId('settings-not-configured')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/admin-settings-1280.png', fullPage: true });

  const form = page.getByRole('form', { name: 'Business settings' });
  await form.getByLabel('Legal name').fill(BENGALURU_SELLER.legalName);
  await form.getByLabel('Registered address').fill(BENGALURU_SELLER.address);
  await form.getByLabel('State (GST state code)').selectOption('29');
  // A GSTIN with a wrong check character gets its field message and nothing is saved.
  await form.getByLabel('GSTIN').fill('29AAGCB7383J1Z5');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText(/check character/i)).toBeVisible();
  await form.getByLabel('GSTIN').fill(BENGALURU_SELLER.gstin);
  await form.getByLabel('E-mail').first().fill(BENGALURU_SELLER.email);
  await form.getByLabel('Name', { exact: true }).fill(BENGALURU_SELLER.grievanceOfficer.name);
  await form.getByLabel('E-mail').nth(1).fill(BENGALURU_SELLER.grievanceOfficer.email);
  await form.getByLabel('Phone').nth(1).fill(BENGALURU_SELLER.grievanceOfficer.phone);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved').first()).toBeVisible();
  await expect(page.getByTestId('settings-not-configured')).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/screens/admin-settings-375.png', fullPage: true });

  // A new visitor (no admin cookie) reads the seller on the policy page and in the footer.
  await page.context().clearCookies();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    await page.goto(`${server.baseURL}/grievance`);
    await expect(page.getByRole('heading', { level: 1, name: 'Grievance Redressal' })).toBeVisible();
    await expect(page.getByTestId('grievance-officer')).toContainText(BENGALURU_SELLER.grievanceOfficer.name);
    await expect(page.getByTestId('seller-details')).toContainText(BENGALURU_SELLER.gstin);
    await expect(page.getByTestId('footer-seller')).toHaveText(`Sold by ${BENGALURU_SELLER.legalName} · GSTIN ${BENGALURU_SELLER.gstin}`);
    await page.screenshot({ path: `test-results/screens/policy-grievance-${width}.png`, fullPage: true });
  }
  // Every policy page hydrates without a mismatch and is reachable from the footer.
  for (const { path, heading, link } of POLICIES) {
    await page.goto(`${server.baseURL}/contact`);
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(`${server.baseURL}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.goto(`${server.baseURL}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('footer-seller')).toContainText(BENGALURU_SELLER.legalName);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.baseURL}/privacy`);
  await expect(page.getByTestId('seller-details').first()).toContainText(BENGALURU_SELLER.legalName);
  await page.screenshot({ path: 'test-results/screens/policy-privacy-1280.png', fullPage: true });
  expect(problems).toEqual([]);
});

const CART = JSON.stringify({
  keychains: [{ customText: 'Kiran', fontFamily: 'bangers', textColor: 'Yellow', fontColor: '#fbbf24', backgroundColor: '#000000' }],
  quantity: 1,
});

for (const width of [1280, 375]) {
  test(`typing a PIN code at checkout fills city and state (${width} px)`, async ({ page, server }) => {
    const problems = recordProblems(page);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    await page.goto(`${server.baseURL}/contact`);
    await page.evaluate((cart) => localStorage.setItem('orderData', cart), CART);
    await page.goto(`${server.baseURL}/checkout`);
    const pin = page.getByLabel('PIN Code');
    await pin.fill('560001');
    await expect(page.getByLabel('City')).toHaveValue('Bengaluru');
    await expect(page.getByLabel('State')).toHaveValue('Karnataka');
    await expect(page.getByTestId('pin-hint')).toHaveText('Bengaluru, Karnataka');

    // A city the shopper typed stays; the state follows the PIN.
    await page.getByLabel('City').fill('Whitefield');
    await pin.fill('500001');
    await expect(page.getByLabel('State')).toHaveValue('Telangana');
    await expect(page.getByLabel('City')).toHaveValue('Whitefield');

    await pin.fill('999999');
    await expect(page.getByTestId('pin-hint')).toHaveText('We could not find this PIN code. Please check it.');

    const agreement = page.getByTestId('checkout-agreement');
    await expect(agreement).toHaveText('By placing this order you agree to the Terms and the Refund policy.');
    await expect(agreement.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(agreement.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');

    await pin.fill('560001');
    await expect(page.getByTestId('pin-hint')).toHaveText('Bengaluru, Karnataka');
    await page.screenshot({ path: `test-results/screens/checkout-pin-${width}.png`, fullPage: true });
    // The unknown PIN's lookup answers 404 by design, which Chromium logs as a failed resource.
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
  });
}
