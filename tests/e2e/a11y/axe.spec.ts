/**
 * Accessibility budget: axe-core runs on every shop, account, dealer, admin and
 * tools screen at 375 and 1280 px and the spec fails on any WCAG 2.1 A/AA violation. Each
 * screen is checked in the state a person reaches it in (signed in where it needs it).
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, fillCheckout, test } from '../support/fixtures';

// WCAG 2.1 A/AA plus axe's best practices (landmarks, heading order), as Lighthouse counts them.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const WIDTHS = [375, 1280] as const;

/** One line per violation: rule, impact and the first offending nodes. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
        .join('\n'),
  );
}

/**
 * Runs axe on the page as it stands at both widths (the page is not reloaded: dialogs and
 * tabs stay open) and fails softly so one run lists every screen's violations.
 */
async function checkScreen(page: Page, name: string, ready?: () => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    if (ready) await ready();
    // Let transitions (toasts, dialogs) settle so colours are final.
    await page.waitForTimeout(400);
    const results = await new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      // Experimental in axe, counted by Lighthouse: a link's name contains its visible text.
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    expect.soft(describe(results.violations), `${name} at ${width} px`).toEqual([]);
  }
}

/** Closes any toast so it does not hide the screen under test. */
async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: 'Close' });
  for (const button of await close.all()) await button.click().catch(() => undefined);
}

test('shop screens signed out have no axe violations', async ({ page, server }) => {
  test.setTimeout(300_000);
  await page.goto(`${server.baseURL}/`);
  await checkScreen(page, 'home', () => expect(page.locator('main')).toBeVisible());
  await page.goto(`${server.baseURL}/guest`);
  await checkScreen(page, 'customizer', () => expect(page.getByLabel('Keychain 1 text')).toBeVisible());
  await page.goto(`${server.baseURL}/contact`);
  await checkScreen(page, 'contact');
  for (const path of ['/terms', '/privacy', '/refund-policy', '/shipping-policy', '/grievance']) {
    await page.goto(`${server.baseURL}${path}`);
    await checkScreen(page, path.slice(1), () => expect(page.getByTestId('seller-details').first()).toBeVisible());
  }
  await page.goto(`${server.baseURL}/no-such-page`);
  await checkScreen(page, '404');
  await page.goto(`${server.baseURL}/stl-generator`);
  await checkScreen(page, 'stl-generator', () => expect(page.getByRole('heading').first()).toBeVisible());

  // An empty checkout, then a filled one, the payment sheet and the confirmation.
  await page.goto(`${server.baseURL}/checkout`);
  await checkScreen(page, 'checkout (empty cart)');
  await page.goto(`${server.baseURL}/guest`);
  await page.getByLabel('Keychain 1 text').fill('Asha');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Order' })).toBeVisible();
  await checkScreen(page, 'checkout');
  await page.getByRole('button', { name: /Place Order & Pay/ }).click();
  await checkScreen(page, 'checkout with errors');
  await fillCheckout(page);
  await page.getByRole('button', { name: /Place Order & Pay/ }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await checkScreen(page, 'payment sheet');
  await sheet.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  await dismissToasts(page);
  await checkScreen(page, 'order confirmed');
});

test('account screens and the share page have no axe violations', async ({ page, browser, server }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.baseURL}/guest`);
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page.getByRole('heading', { name: 'Choose a test account' })).toBeVisible();
  await checkScreen(page, 'test sign-in');
  await page.getByRole('button', { name: /Asha Verma/ }).click();
  await expect(page).toHaveURL(/\/guest$|\/$/);
  await page.goto(`${server.baseURL}/guest`);
  await page.getByLabel('Keychain 1 text').fill('Asha');
  await page.getByRole('button', { name: 'Save design: keychain 1' }).click();
  await expect(page.getByText('Find it under My designs in your account.').first()).toBeVisible();
  await dismissToasts(page);
  await checkScreen(page, 'customizer signed in');
  await page.goto(`${server.baseURL}/account`);
  await expect(page.getByTestId('design-item')).toHaveCount(1);
  await checkScreen(page, 'account');
  await page.getByRole('button', { name: 'Share Asha' }).click();
  const linkText = page.getByText(/\/d\/[A-Za-z0-9_-]{22,}/).first();
  await expect(linkText).toBeVisible();
  const link = /https?:\/\/\S+\/d\/[A-Za-z0-9_-]+/.exec((await linkText.textContent()) ?? '')![0];

  const other = await browser.newContext();
  const friend = await other.newPage();
  await friend.goto(link);
  await expect(friend.getByRole('heading', { name: '“Asha”' })).toBeVisible();
  await checkScreen(friend, 'share page');
  await other.close();
});

test('dealer screens have no axe violations', async ({ page, server }) => {
  test.setTimeout(180_000);
  await page.request.post(`${server.baseURL}/api/admin/login`, { data: { email: 'owner@chaabi.local', password: server.adminPassword } });
  const created = await page.request.post(`${server.baseURL}/api/admin/dealers`, {
    data: {
      businessName: 'Sharma Gift House',
      ownerName: 'Anil Sharma',
      phoneNumber: '9876501234',
      email: 'anil@sharmagifts.in',
      businessAddress: { street: '4 Chandni Chowk', city: 'Delhi', state: 'Delhi', zipCode: '110006', country: 'India' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { setupCode } = (await created.json()) as { setupCode: string };

  await page.goto(`${server.baseURL}/dealer`);
  await checkScreen(page, 'dealer login');
  await page.getByLabel('Phone Number').fill('9876501234');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Set PIN & Login' })).toBeVisible();
  await checkScreen(page, 'dealer pin setup');
  await page.getByLabel('Setup Code').fill(setupCode);
  await page.getByLabel('New PIN').fill('4826');
  await page.getByLabel('Confirm PIN').fill('4826');
  await page.getByRole('button', { name: 'Set PIN & Login' }).click();
  await expect(page).toHaveURL(/\/dealer-dashboard$/);
  await dismissToasts(page);
  await checkScreen(page, 'dealer dashboard', () => expect(page.getByTestId('dealer-credits')).toBeVisible());
  await page.goto(`${server.baseURL}/dealer/keychains`);
  await expect(page.getByRole('heading', { name: 'Create Keychain Order' })).toBeVisible();
  await checkScreen(page, 'dealer order form');
  await page.goto(`${server.baseURL}/dealer/history`);
  await checkScreen(page, 'dealer history', () => expect(page.getByRole('heading').first()).toBeVisible());
  await page.goto(`${server.baseURL}/dealer/purchase-credits`);
  await checkScreen(page, 'dealer credits', () => expect(page.getByRole('heading').first()).toBeVisible());
});

test('admin screens have no axe violations', async ({ page, server }) => {
  // 29 screens, each at 375 and 1280 px: 2.2 min alone on a quiet 2-core host, over 4 min beside
  // the other workers in CI.
  test.setTimeout(540_000);
  // One order so the orders tab has a card.
  await page.goto(`${server.baseURL}/guest`);
  await page.getByLabel('Keychain 1 text').fill('Ravi');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await fillCheckout(page);
  await page.getByRole('button', { name: /Place Order & Pay/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();

  await page.goto(`${server.baseURL}/admin`);
  await checkScreen(page, 'admin password');
  await page.getByLabel('Email').fill('owner@chaabi.local');
  await page.getByLabel('Password', { exact: true }).fill(server.adminPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();
  await dismissToasts(page);
  await checkScreen(page, 'admin orders', () => expect(page.getByText(/Order #\d+/).first()).toBeVisible());
  // The order's detail with its timeline open.
  await page.getByRole('button', { name: 'Timeline' }).first().click();
  await checkScreen(page, 'admin order timeline', () =>
    expect(page.getByRole('button', { name: 'Timeline' }).first()).toHaveAttribute('aria-expanded', 'true'),
  );

  await page.getByRole('tab', { name: 'Print queue' }).click();
  await checkScreen(page, 'admin print queue', () => expect(page.getByRole('button', { name: /^Make plate of / }).first()).toBeVisible());
  // A plate on the board, printed, with its quality check open.
  await page
    .getByRole('button', { name: /^Make plate of / })
    .first()
    .click();
  await checkScreen(page, 'admin make plate', () => expect(page.getByRole('alertdialog')).toBeVisible());
  await page.getByRole('alertdialog').getByRole('button', { name: 'Make plate' }).click();
  await page.getByRole('button', { name: /^Start printing plate #/ }).click();
  await page.getByRole('button', { name: /^Mark printed plate #/ }).click();
  await dismissToasts(page);
  await checkScreen(page, 'admin plates', () => expect(page.getByRole('button', { name: /^Quality check plate #/ })).toBeVisible());
  await page.getByRole('button', { name: /^Quality check plate #/ }).click();
  await checkScreen(page, 'admin quality check', () => expect(page.getByRole('dialog', { name: /^Quality check of plate/ })).toBeVisible());
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await checkScreen(page, 'admin jobs', () => expect(page.getByRole('tabpanel')).toBeVisible());
  await page.getByRole('tab', { name: 'Outbox' }).click();
  await checkScreen(page, 'admin outbox', () => expect(page.getByRole('tabpanel')).toBeVisible());
  await page.getByRole('tab', { name: 'Settings' }).click();
  await checkScreen(page, 'admin settings', () => expect(page.getByRole('form', { name: 'Business settings' })).toBeVisible());

  await page.getByRole('tab', { name: 'Dealers' }).click();
  await checkScreen(page, 'admin dealers');
  await page.getByRole('button', { name: 'Add New Dealer' }).click();
  await checkScreen(page, 'admin dealer form', () => expect(page.getByRole('dialog')).toBeVisible());
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Customization' }).click();
  await expect(page.getByRole('heading', { name: 'Product Categories' })).toBeVisible();
  await checkScreen(page, 'admin customization');
  await page.getByRole('button', { name: 'Manage colors and fonts: Custom Keychains' }).click();
  await expect(page.getByRole('list', { name: 'Color combinations' })).toBeVisible();
  await checkScreen(page, 'admin colours and fonts');
  await page.getByRole('button', { name: 'Add Color' }).click();
  await checkScreen(page, 'admin colour dialog', () => expect(page.getByRole('dialog')).toBeVisible());
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Media' }).click();
  await checkScreen(page, 'admin media', () => expect(page.getByRole('heading').nth(1)).toBeVisible());

  // The tabs of cash on delivery, offers, messages and the dashboard (docs/product.md#cash-on-delivery, #promotions).
  for (const tab of ['Dashboard', 'COD', 'Promotions', 'Messages', 'Audit log']) {
    await page.getByRole('tab', { name: tab }).click();
    await checkScreen(page, `admin ${tab.toLowerCase()}`, () => expect(page.getByRole('tabpanel')).toBeVisible());
  }
});
