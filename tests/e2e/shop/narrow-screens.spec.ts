/**
 * A walk on a phone (320 and 375 px): the dealer's History with a 37-name order, the admin's
 * Orders stat cards (with the banner of missing seller details) and the orders' loading
 * placeholders, and the 2D preview and cart thumbnail of a Tamil name stay within the screen
 * (document.scrollingElement.scrollWidth <= innerWidth); the Tamil name is drawn whole, never cut
 * inside a grapheme cluster (docs/decisions/116-preview-text-scaled-to-fit.md). Then the owner
 * saves the business settings and the footer, /contact and the WhatsApp link show the seller's
 * e-mail and phone (docs/product.md#seller-details). Screens at 320, 375 and 1280 px.
 */
import { type Page } from '@playwright/test';
import { expect, signInAsAdmin, signInAsDealer, test } from '../support/fixtures';
import { recordProblems } from '../support/problems';
import { insertDealer, orderBody } from '#tests/support/dealer';

const PEPPER = 'e2e-narrow-screens-pepper-0123456789';
const PIN = '4829';
const TAMIL = 'கௌசல்யா';
let dealer: { phoneNumber: string };

test.use({
  serverEnv: { PIN_PEPPER: PEPPER },
  serverOptions: {
    seed: async (db) => {
      const row = await insertDealer(db, { pin: PIN, pepper: PEPPER, credits: 60 });
      dealer = { phoneNumber: row.phoneNumber };
    },
  },
});

/** The page scrolls sideways by this many px (0 when it fits). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
}

async function atWidths(page: Page, name: string, widths: number[], check: () => Promise<void>) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await check();
    expect(await overflow(page), `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
}

test("the dealer's History with a 37-name order fits 320 and 375 px", async ({ page, server }) => {
  const login = await page.request.post(`${server.baseURL}/api/dealer/login`, { data: { phoneNumber: dealer.phoneNumber, pin: PIN } });
  const { token } = (await login.json()) as { token: string };
  const order = await page.request.post(`${server.baseURL}/api/dealer/create-order`, {
    data: orderBody(37),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(order.status()).toBe(201);

  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsDealer(page, server, { phoneNumber: dealer.phoneNumber, pin: PIN });
  await page.goto(`${server.baseURL}/dealer/history`);
  const card = page.getByTestId('dealer-order').first();
  await expect(card).toContainText('37 keychains');
  await atWidths(page, 'dealer-history', [320, 375, 1280], async () => {
    await expect(card).toBeVisible();
    const cardWidth = await card.evaluate((element) => element.getBoundingClientRect().width);
    expect(cardWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});

test("the admin's stat cards and the missing-settings banner fit 320 and 375 px", async ({ page, server }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // The orders list is held back at first, so its loading placeholders are measured too.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/admin/orders',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await signInAsAdmin(page, server);
  const placeholders = page.getByTestId('orders-loading');
  await atWidths(page, 'admin-orders-loading', [320, 375, 1280], async () => {
    await expect(placeholders).toBeVisible();
  });
  release();
  await expect(placeholders).toBeHidden();
  const banner = page.getByTestId('missing-settings-banner');
  await expect(banner).toContainText(
    'Missing from the business settings: Legal name, Registered address, State, E-mail, Phone, Grievance officer.',
  );
  await expect(page.getByText('Total Orders')).toBeVisible();
  await atWidths(page, 'admin-orders', [320, 375, 1280], async () => {
    await expect(page.getByText("Today's Orders")).toBeVisible();
  });
  // Every tab shows it; its button opens Settings, which says the same above the form.
  await page.getByRole('tab', { name: 'Outbox' }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Open Settings › Business' }).click();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('settings-not-configured')).toContainText('Missing: Legal name, Registered address');
});

test('a Tamil name is drawn whole in the 2D preview and the cart thumbnail at 320 and 375 px', async ({ page, server }) => {
  const problems = recordProblems(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${server.baseURL}/guest#customizer`);
  const text = page.getByLabel('Keychain 1 text');
  await text.fill(TAMIL);
  await expect(text).toHaveValue(TAMIL);
  const card = page.getByRole('region', { name: 'Keychain 1' });
  await card.getByRole('group', { name: 'Keychain 1 preview view' }).getByRole('button', { name: '2D' }).click();
  const preview = card.getByTestId('preview-text');
  const whole = async (locator: ReturnType<Page['getByTestId']>) => {
    await expect(locator).toHaveText(TAMIL);
    // Scaled to fit: nothing is hidden, so no ellipsis can cut a cluster.
    await expect
      .poll(() => locator.evaluate((element) => element.scrollWidth - element.clientWidth), { timeout: 10_000 })
      .toBeLessThanOrEqual(0);
  };
  await atWidths(page, 'tamil-preview', [320, 375, 1280], async () => {
    await card.scrollIntoViewIfNeeded();
    await whole(preview);
  });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto(`${server.baseURL}/checkout`);
  const thumbnail = page.getByTestId('preview-text').first();
  await atWidths(page, 'tamil-cart-thumbnail', [320, 375, 1280], async () => {
    await whole(thumbnail);
  });
  expect(problems).toEqual([]);
});

test('text of only spaces says so, previews empty and offers the fonts of empty text', async ({ page, server }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${server.baseURL}/guest#customizer`);
  const fonts = page.getByRole('radiogroup', { name: 'Keychain 1 font' });
  const emptyFonts = await fonts.getByRole('radio').count();
  const text = page.getByLabel('Keychain 1 text');
  await text.fill('Asha');
  await text.fill(' ');
  const card = page.getByRole('region', { name: 'Keychain 1' });
  await expect(card.getByRole('alert').filter({ hasText: 'Spaces not allowed - text must be a single piece' })).toBeVisible();
  await expect(
    page.getByText('Keychain 1: Spaces not allowed - text must be a single piece. Type its text to enable ordering.'),
  ).toBeVisible();
  await expect(fonts.getByRole('radio')).toHaveCount(emptyFonts);
  await card.getByRole('group', { name: 'Keychain 1 preview view' }).getByRole('button', { name: '2D' }).click();
  await expect(card.getByTestId('preview-text')).toHaveText('Your Text');
  await page.screenshot({ path: 'test-results/screens/customizer-only-spaces-375.png' });
});

test("the footer, /contact and the WhatsApp link show the seller's e-mail and phone once saved", async ({ page, server }) => {
  const problems = recordProblems(page);
  const login = await page.request.post(`${server.baseURL}/api/admin/login`, {
    data: { email: 'owner@chaabi.local', password: server.adminPassword },
  });
  expect(login.status()).toBe(200);
  const saved = await page.request.put(`${server.baseURL}/api/admin/settings/business`, {
    data: {
      legalName: 'Kolam Prints LLP',
      tradeName: 'Kolam Keys',
      address: '3 Anna Salai\nChennai 600002',
      stateCode: '33',
      gstin: '',
      email: 'hello@kolam.example',
      phone: '9444012345',
      grievanceOfficer: { name: 'Devi', designation: 'Grievance Officer', email: 'devi@kolam.example', phone: '9444012346' },
    },
  });
  expect(saved.status()).toBe(200);
  await page.context().clearCookies();

  // The prerendered HTML never holds the old constants.
  const html = await (await page.request.get(`${server.baseURL}/contact`)).text();
  expect(html).not.toMatch(/support@chaabi\.in|98765 43210|wa\.me\/919876543210/);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.baseURL}/contact`);
    await expect(page.getByTestId('contact-phone')).toHaveText('+91 94440 12345');
    await expect(page.getByTestId('contact-phone')).toHaveAttribute('href', 'tel:+919444012345');
    await expect(page.getByTestId('contact-email')).toHaveText('hello@kolam.example');
    await expect(page.getByTestId('contact-whatsapp')).toHaveAttribute('href', 'https://wa.me/919444012345');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919444012345');
    await expect(footer.getByRole('link', { name: /Email Support/ })).toHaveAttribute('href', 'mailto:hello@kolam.example');
    await expect(page.getByTestId('footer-seller')).toHaveText('Sold by Kolam Prints LLP');
    expect(await page.content()).not.toMatch(/support@chaabi\.in|98765 43210/);
    await page.screenshot({ path: `test-results/screens/contact-settings-${width}.png`, fullPage: true });
  }
  expect(problems).toEqual([]);
});
