/**
 * docs/decisions/096-every-field-takes-input-from-first-paint.md: nothing typed is lost. Every
 * field of a prerendered page takes input from the moment it is visible; what is typed (or
 * picked) before React owns the field reaches React's state and react-hook-form's values once it
 * does; and until then Enter, or a click on a submit button, submits nothing natively: the page
 * stays, the URL gets nothing, the text stays in the field.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { recordProblems } from '../support/problems';

/** Whether React has taken the node over (hydrated it or rendered it). */
function reactOwns(field: Locator): Promise<boolean> {
  return field.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
}

/** Holds the app's script (main.tsx's chunk) until `release()`: the page stays prerendered HTML, no React. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page loads the main frame records: the first navigation, and any native submission after it. */
function recordNavigations(page: Page): string[] {
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(`${request.method()} ${request.url()}`);
  });
  return navigations;
}

/** How long a visible field waited, ms, between the first frame it was visible and the first it took input. */
interface FieldWait {
  field: string;
  waitMs: number | null;
}

/**
 * Watches every text field and select from the page's first frame on: each frame, a visible field
 * that is read-only or disabled is still waiting. Fields read-only by design (`aria-readonly`,
 * e.g. the checkout's fixed Country) are left out.
 */
async function watchFieldWaits(page: Page): Promise<() => Promise<FieldWait[]>> {
  await page.addInitScript(() => {
    const seen = new Map<Element, { field: string; visibleAt: number; editableAt: number | null }>();
    const frame = () => {
      const now = performance.now();
      for (const node of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        'input:not([type=hidden]), textarea, select',
      )) {
        if (node.getAttribute('aria-readonly') === 'true') continue;
        const box = node.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > innerHeight) continue;
        let entry = seen.get(node);
        if (!entry) {
          entry = { field: node.id || node.name, visibleAt: now, editableAt: null };
          seen.set(node, entry);
        }
        const readOnly = node instanceof HTMLSelectElement ? false : node.readOnly;
        if (entry.editableAt === null && !readOnly && !node.disabled) entry.editableAt = now;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    Object.assign(window, {
      chaabiFieldWaits: () =>
        [...seen.values()].map((e) => ({ field: e.field, waitMs: e.editableAt === null ? null : e.editableAt - e.visibleAt })),
    });
  });
  return () => page.evaluate(() => (window as unknown as { chaabiFieldWaits: () => FieldWait[] }).chaabiFieldWaits());
}

/** 4× slower CPU, as Lighthouse's phone. */
async function throttleCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

async function screens(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `test-results/screens/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/screens/${name}-1280.png`, fullPage: true });
}

const CART = JSON.stringify({
  keychains: [{ customText: 'Kiran', fontFamily: 'bangers', textColor: 'Yellow', fontColor: '#fbbf24', backgroundColor: '#000000' }],
  quantity: 1,
});

test('no field of a prerendered page is read-only or disabled in its HTML, and the forms with personal data post', async ({
  request,
  server,
}) => {
  for (const path of ['/', '/guest', '/checkout', '/dealer', '/track', '/stl-generator', '/admin']) {
    const html = await (await request.get(`${server.baseURL}${path}`)).text();
    expect(html, path).toContain('chaabi-prerendered');
    const fields = html.match(/<(?:input|textarea|select)\b[^>]*>/g) ?? [];
    const blocked = fields.filter((tag) => /\s(?:readonly|disabled)(?:=|\s|>|\/)/i.test(tag));
    expect(blocked, path).toEqual([]);
  }
  for (const path of ['/dealer', '/track', '/admin']) {
    const html = await (await request.get(`${server.baseURL}${path}`)).text();
    const forms = html.match(/<form\b[^>]*>/g) ?? [];
    expect(forms.length, path).toBeGreaterThan(0);
    for (const form of forms) expect(form, path).toContain('method="post"');
  }
});

test('/dealer: typed before React runs, Enter and Continue submit nothing natively; once hydrated the number is in the form', async ({
  page,
  server,
}) => {
  const problems = recordProblems(page);
  const navigations = recordNavigations(page);
  const release = await holdTheApp(page);
  const restoreCpu = await throttleCpu(page, 4);
  await page.goto(`${server.baseURL}/dealer`, { waitUntil: 'commit' });
  const phone = page.getByLabel('Phone Number');
  await phone.waitFor({ state: 'visible' });
  await phone.pressSequentially('98765 43210', { delay: 20 });
  await phone.press('Enter');
  // The button says it is disabled until hydrated; a real click on it anyway.
  await page.getByRole('button', { name: 'Continue' }).click({ force: true });
  await page.waitForTimeout(500);
  expect(await reactOwns(phone)).toBe(false);
  // Nothing left the page: no navigation, nothing in the URL, the text still in the field.
  expect(navigations).toEqual([`GET ${server.baseURL}/dealer`]);
  expect(page.url()).toBe(`${server.baseURL}/dealer`);
  await expect(phone).toHaveValue('98765 43210');

  release();
  await expect.poll(() => reactOwns(phone), { timeout: 30_000 }).toBe(true);
  // react-hook-form had it: the field's own rule (the 10 national digits) ran on what was typed.
  await expect(phone).toHaveValue('9876543210');
  const checked = page.waitForRequest((r) => r.url().endsWith('/api/dealer/check-phone') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Continue' }).click();
  expect((await checked).postDataJSON()).toEqual({ phoneNumber: '9876543210' });
  await expect(page.getByText('Phone number must be exactly 10 digits')).toHaveCount(0);
  expect(navigations).toHaveLength(1);
  await restoreCpu();
  expect(problems).toEqual([]);
});

test('/dealer on a 4x slower CPU: the phone field takes typing the frame it is visible, and every digit reaches the form', async ({
  page,
  server,
}) => {
  const problems = recordProblems(page);
  const fieldWaits = await watchFieldWaits(page);
  const restoreCpu = await throttleCpu(page, 4);
  await page.goto(`${server.baseURL}/dealer`, { waitUntil: 'commit' });
  const phone = page.getByLabel('Phone Number');
  await phone.waitFor({ state: 'visible' });
  // Typed into the prerendered HTML, before React has the field.
  expect(await reactOwns(phone)).toBe(false);
  await phone.pressSequentially('9876543210', { delay: 40 });
  await expect.poll(() => reactOwns(phone), { timeout: 30_000 }).toBe(true);
  await expect(phone).toHaveValue('9876543210');
  await screens(page, 'dealer-typed-at-first-paint');
  const checked = page.waitForRequest((r) => r.url().endsWith('/api/dealer/check-phone'));
  await page.getByRole('button', { name: 'Continue' }).click({ timeout: 30_000 });
  expect((await checked).postDataJSON()).toEqual({ phoneNumber: '9876543210' });
  await restoreCpu();
  const waits = await fieldWaits();
  expect(waits.map((w) => w.field)).toContain(await phone.getAttribute('id'));
  expect(waits.filter((w) => w.waitMs !== 0)).toEqual([]);
  expect(problems).toEqual([]);
});

test('/checkout on a 4x slower CPU: the fields take typing the frame they show, and what was typed is in the form', async ({
  page,
  server,
}) => {
  const problems = recordProblems(page);
  await page.goto(`${server.baseURL}/contact`);
  await page.evaluate((cart) => localStorage.setItem('orderData', cart), CART);
  const fieldWaits = await watchFieldWaits(page);
  const restoreCpu = await throttleCpu(page, 4);
  await page.goto(`${server.baseURL}/checkout`, { waitUntil: 'commit' });
  // The cart is this browser's: the form shows once the page is hydrated (decision 030), and types at once.
  const name = page.getByLabel('Full Name');
  await name.waitFor({ state: 'visible', timeout: 30_000 });
  await name.pressSequentially('Asha Verma', { delay: 20 });
  await page.getByLabel('Email').pressSequentially('asha.verma@example.in', { delay: 10 });
  await page.getByLabel('Phone').pressSequentially('9876543210', { delay: 10 });
  await page.getByRole('button', { name: /^Place Order & Pay/ }).click();
  // The typed fields pass validation; the untouched ones are refused: the form's state has exactly what was typed.
  await expect(page.getByLabel('Address Line 1')).toHaveAttribute('aria-invalid', 'true');
  for (const [label, value] of [
    ['Full Name', 'Asha Verma'],
    ['Email', 'asha.verma@example.in'],
    ['Phone', '9876543210'],
  ] as const) {
    await expect(page.getByLabel(label)).toHaveValue(value);
    await expect(page.getByLabel(label)).not.toHaveAttribute('aria-invalid', 'true');
  }
  await restoreCpu();
  const waits = await fieldWaits();
  expect(waits.length).toBeGreaterThan(3);
  expect(waits.filter((w) => w.waitMs !== 0)).toEqual([]);
  await screens(page, 'checkout-typed-at-first-paint');
  expect(page.url()).toBe(`${server.baseURL}/checkout`);
  expect(problems).toEqual([]);
});

test('/track: an order number typed before React runs is kept over the link’s, and Enter waits for the app', async ({ page, server }) => {
  const problems = recordProblems(page);
  const navigations = recordNavigations(page);
  const release = await holdTheApp(page);
  await page.goto(`${server.baseURL}/track?order=77`, { waitUntil: 'commit' });
  const order = page.getByLabel('Order number');
  const contact = page.getByLabel('Phone or e-mail');
  await order.waitFor({ state: 'visible' });
  await order.fill('1042');
  await contact.fill('asha@example.in');
  await contact.press('Enter');
  await page.waitForTimeout(300);
  expect(navigations).toEqual([`GET ${server.baseURL}/track?order=77`]);
  await expect(contact).toHaveValue('asha@example.in');

  release();
  await expect(page.getByRole('button', { name: 'Track' })).toBeEnabled({ timeout: 30_000 });
  await expect(order).toHaveValue('1042');
  const lookup = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/track');
  await page.getByRole('button', { name: 'Track' }).click();
  const asked = new URL((await lookup).url()).searchParams;
  expect([asked.get('order'), asked.get('contact')]).toEqual(['1042', 'asha@example.in']);
  expect(navigations).toHaveLength(1);
  // The lookup fails (no such order): that is the page answering, not a problem.
  expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
});

test('/admin: an e-mail and password typed before React runs sign in once hydrated; Enter before that sends nothing', async ({
  page,
  server,
}) => {
  const navigations = recordNavigations(page);
  const release = await holdTheApp(page);
  await page.goto(`${server.baseURL}/admin`, { waitUntil: 'commit' });
  const password = page.getByLabel('Password', { exact: true });
  await password.waitFor({ state: 'visible' });
  await page.getByLabel('Email').fill('owner@chaabi.local');
  await password.fill(server.adminPassword);
  await password.press('Enter');
  await page.waitForTimeout(300);
  expect(navigations).toEqual([`GET ${server.baseURL}/admin`]);
  expect(page.url()).not.toContain(server.adminPassword);

  release();
  // "Sign in" is enabled only once the form's state has the e-mail and password.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();
  expect(navigations).toHaveLength(1);
});

test('/guest: a quantity picked before React runs is the customizer’s once hydrated', async ({ page, server }) => {
  const problems = recordProblems(page);
  const release = await holdTheApp(page);
  await page.goto(`${server.baseURL}/guest#customizer`, { waitUntil: 'commit' });
  const quantity = page.getByLabel('Quantity');
  await quantity.selectOption('3');
  await expect(page.getByLabel('Keychain 3 text')).toHaveCount(0);
  release();
  await expect(page.getByLabel('Keychain 3 text')).toBeVisible({ timeout: 30_000 });
  await expect(quantity).toHaveValue('3');
  expect(problems).toEqual([]);
});
