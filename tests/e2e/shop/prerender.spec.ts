/**
 * docs/decisions/030: the entry pages arrive as HTML that paints before any script
 * runs, for visitors without a session, and React hydrates that HTML without a mismatch; what
 * this browser has of its own (a cart, a #section) shows right after; a signed-in request
 * (session cookie) gets the plain shell, never another visitor's signed-out page.
 */
import { expect, test } from '../support/fixtures';
import { recordProblems } from '../support/problems';

const CART = JSON.stringify({
  keychains: [{ customText: 'Kiran', fontFamily: 'bangers', textColor: 'Yellow', fontColor: '#fbbf24', backgroundColor: '#000000' }],
  quantity: 1,
});

const PAGES: { path: string; heading: string }[] = [
  { path: '/', heading: 'Welcome to Chaabi' },
  { path: '/guest', heading: 'Your name, 3D printed on your keys.' },
  { path: '/checkout', heading: 'Complete Your Order' },
  { path: '/dealer', heading: 'Dealer Login' },
  { path: '/track', heading: 'Where is my keychain?' },
  { path: '/stl-generator', heading: 'STL Generator' },
  { path: '/admin', heading: 'Admin Access' },
];

for (const { path, heading } of PAGES) {
  test(`${path} is served prerendered and hydrates without a mismatch`, async ({ page, server }) => {
    const problems = recordProblems(page);
    const response = await page.request.get(`${server.baseURL}${path}`);
    const html = await response.text();
    expect(html).toContain('<meta name="chaabi-prerendered" content="signed-out" />');
    // The heading is in the HTML itself, before any script; and no inline script (the CSP forbids them).
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    expect(h1.replace(/<[^>]+>/g, '')).toBe(heading);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(response.headers()['vary']).toContain('Cookie');

    await page.goto(`${server.baseURL}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Hydrated: React's handlers answer (the header's menu, or a field that takes input).
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root')!.firstElementChild ?? {}).some((k) => k.startsWith('__react')),
    );
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('a cart in storage shows after hydration: the header count and the checkout form, never an empty cart', async ({ page, server }) => {
  const problems = recordProblems(page);
  await page.goto(`${server.baseURL}/contact`);
  await page.evaluate((cart) => localStorage.setItem('orderData', cart), CART);
  await page.goto(`${server.baseURL}/checkout`);
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cart 1 item' }).first()).toBeVisible();
  await page.goto(`${server.baseURL}/guest`);
  await expect(page.getByRole('button', { name: 'Cart 1 item' }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('/#customizer on the prerendered welcome page opens the home content at the customizer', async ({ page, server }) => {
  const problems = recordProblems(page);
  await page.goto(`${server.baseURL}/#customizer`);
  await expect(page.locator('#customizer')).toBeInViewport();
  expect(problems).toEqual([]);
});

test('the prerendered text field takes typing from first paint on a 4x slower CPU, and nothing typed is lost', async ({ page, server }) => {
  const html = await (await page.request.get(`${server.baseURL}/guest`)).text();
  const input = /<input[^>]*id="keychain-1-text"[^>]*>/.exec(html)?.[0] ?? '';
  expect(input).not.toMatch(/\breadOnly=""|\breadonly=""/);
  // Buttons say they are disabled until then (aria-disabled), so a click is never swallowed.
  expect(/<button[^>]*aria-disabled="true"[^>]*>(?:(?!<\/button>)[\s\S])*Add Another Keychain/.test(html)).toBe(true);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${server.baseURL}/guest#customizer`, { waitUntil: 'commit' });
  const text = page.getByLabel('Keychain 1 text');
  // As soon as the field is painted: typed into the prerendered HTML, before or while React hydrates.
  await text.waitFor({ state: 'visible' });
  // React has not taken the field over yet (no fiber on the node): the typing goes into the plain HTML.
  const hydratedBeforeTyping = await text.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
  expect(hydratedBeforeTyping).toBe(false);
  await text.pressSequentially('deepak', { delay: 40 });
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled({ timeout: 30_000 });
  // Every character kept, and the customizer's own rule applied to it (first letter upper-cased).
  await expect(text).toHaveValue('Deepak');
  // The customizer's state has it too (not only the DOM): the card is ready to order.
  await expect(page.getByTestId('keychain-1-status')).toHaveText('Ready');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('a request with a session cookie gets the plain shell, not the signed-out page', async ({ request, server }) => {
  const response = await request.get(`${server.baseURL}/guest`, { headers: { cookie: 'chaabi_session=anything' } });
  const html = await response.text();
  expect(html).not.toContain('chaabi-prerendered');
  expect(html).toContain('<div id="root"></div>');
});

test('a request with an admin cookie gets the plain shell at the admin path, never the gate (decision 031)', async ({
  request,
  server,
}) => {
  const response = await request.get(`${server.baseURL}/admin`, { headers: { cookie: 'chaabi_admin=anything' } });
  const html = await response.text();
  expect(html).not.toContain('chaabi-prerendered');
  expect(html).toContain('<div id="root"></div>');
});

test('the customizer costs no script or font files until the shopper nears it (decision 095)', async ({ page, server }) => {
  const problems = recordProblems(page);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  // Lighthouse's phone: the customizer starts about two screens down.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(`${server.baseURL}/guest`, { waitUntil: 'networkidle' });
  const text = page.getByLabel('Keychain 1 text');
  const hydrated = () => text.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
  // Painted from the prerendered HTML, but neither its code nor the font picker's faces are fetched yet.
  await expect(text).toBeAttached();
  expect(fetched.filter((p) => /\/customizer-section-[^/]*\.js$/.test(p))).toEqual([]);
  expect(fetched.filter((p) => /\/baloo-[^/]*\.woff2$/.test(p))).toEqual([]);
  expect(await hydrated()).toBe(false);

  await text.scrollIntoViewIfNeeded();
  await expect.poll(hydrated, { timeout: 15_000 }).toBe(true);
  expect(fetched.some((p) => /\/customizer-section-[^/]*\.js$/.test(p))).toBe(true);
  await text.pressSequentially('meera', { delay: 20 });
  await expect(text).toHaveValue('Meera');
  await expect(page.getByTestId('keychain-1-status')).toHaveText('Ready');
  expect(problems).toEqual([]);
});

test("a prerendered page's chunks are named for the boot script, fetched once each, and ready when the app starts", async ({
  page,
  server,
}) => {
  const problems = recordProblems(page);
  const html = await (await page.request.get(`${server.baseURL}/checkout`)).text();
  const named = (meta: string) => (new RegExp(`<meta name="${meta}" content="([^"]*)"`).exec(html)?.[1] ?? '').split(' ').filter(Boolean);
  const preload = named('chaabi-route-chunks');
  const order = named('chaabi-evaluation-order');
  // No preload links in the HTML itself: the first paint gets the connection (decision 030).
  expect(html).not.toContain('rel="modulepreload"');
  expect(preload.some((file) => /\/checkout-page-[\w-]+\.js$/.test(file))).toBe(true);
  // The page's chunk is evaluated last of all, after the app's chunk it imports (decision 098).
  expect(order.at(-1)).toMatch(/\/checkout-page-[\w-]+\.js$/);
  expect(order.findIndex((file) => /\/main-[\w-]+\.js$/.test(file))).toBeGreaterThanOrEqual(0);
  expect(new Set(order)).toEqual(new Set(preload));

  await page.goto(`${server.baseURL}/checkout`);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );
  for (const file of preload) expect(fetched, file).toContain(file);
  expect(fetched.filter((file, i) => fetched.indexOf(file) !== i)).toEqual([]);
  const links = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((nodes) => nodes.map((node) => new URL((node as HTMLLinkElement).href).pathname));
  for (const file of preload)
    expect(
      links.filter((link) => link === file),
      file,
    ).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('the hero, How it works and About are never hydrated, and the hero buttons reach the customizer from first paint (decision 193)', async ({
  page,
  server,
}) => {
  const problems = recordProblems(page);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(`${server.baseURL}/guest`, { waitUntil: 'networkidle' });
  const start = page.getByRole('link', { name: 'Start Customizing' });
  const hydrated = (locator: typeof start) => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
  // Scrolled past every section: none of the three loads its code or hydrates.
  await page.locator('#about').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1_000);
  expect(fetched.filter((p) => /\/(how-it-works|about)-section-[^/]*\.js$/.test(p))).toEqual([]);
  expect(await hydrated(start)).toBe(false);
  expect(await hydrated(page.locator('#about h2').first())).toBe(false);
  // The gallery between them does hydrate: it loads its photos.
  await expect.poll(() => hydrated(page.locator('#gallery h2').first()), { timeout: 15_000 }).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await start.click();
  await expect(page).toHaveURL(/#customizer$/);
  await expect(page.getByLabel('Keychain 1 text')).toBeInViewport();
  expect(problems).toEqual([]);
});
