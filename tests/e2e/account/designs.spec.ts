/**
 * A guest composes two keychains and saves them, signs in and keeps
 * them, shares one; the link opens in a fresh context, goes into the cart and is paid; then
 * "Order again" on that order fills the cart with the same keychain.
 */
import { expect, fillCheckout, signInAsCustomer, test } from '../support/fixtures';

test('a guest saves two designs, keeps them at sign-in, shares one; the link is bought and ordered again', async ({
  page,
  browser,
  server,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });

  // A guest composes two keychains and saves both on this device.
  await page.goto(`${server.baseURL}/guest`);
  await page.getByLabel('Keychain 1 text').fill('Asha');
  await page.getByRole('button', { name: 'Save design: keychain 1' }).click();
  await expect(page.getByText('Saved on this device. Sign in to keep it in your account.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add Another Keychain' }).click();
  await page.getByLabel('Keychain 2 text').fill('Ravi');
  await page.getByRole('button', { name: 'Save design: keychain 2' }).click();
  // The save finishes after the click (it loads the designs module first): both are stored before
  // the shopper moves on. Its toast reads like the first one's, so the test reads the storage.
  await expect
    .poll(() =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('chaabiDesigns') ?? '{}') as { designs?: unknown[] }).designs?.length ?? 0),
    )
    .toBe(2);

  // Signing in offers to keep them, once.
  await signInAsCustomer(page, server, /Asha Verma/);
  await page.goto(`${server.baseURL}/account`);
  await expect(page.getByText(/You saved 2 designs on this device before signing in/)).toBeVisible();
  await page.getByRole('button', { name: 'Keep in my account' }).click();
  const items = page.getByTestId('design-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('“Ravi”');
  await page.reload();
  await expect(items).toHaveCount(2);
  await expect(page.getByText(/before signing in/)).toHaveCount(0);

  // Signed in, "Save design" goes straight into the account.
  await page.goto(`${server.baseURL}/`);
  await page.getByLabel('Keychain 1 text').fill('Priya');
  await page.getByRole('button', { name: 'Save design: keychain 1' }).click();
  await expect(page.getByText('Find it under My designs in your account.').first()).toBeVisible();
  await page.goto(`${server.baseURL}/account`);
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('“Priya”');

  // Share "Asha": the link appears in the toast.
  await page.getByRole('button', { name: 'Share Asha' }).click();
  const linkText = page.getByText(/\/d\/[A-Za-z0-9_-]{22,}/).first();
  await expect(linkText).toBeVisible();
  const link = /https?:\/\/\S+\/d\/[A-Za-z0-9_-]+/.exec((await linkText.textContent()) ?? '')![0];
  await page.screenshot({ path: 'test-results/screens/my-designs-1280.png', fullPage: true });

  // A fresh context (another person) opens the link: the design alone, with Open Graph tags.
  const other = await browser.newContext();
  const friend = await other.newPage();
  await friend.goto(link);
  await expect(friend.getByRole('heading', { name: '“Asha”' })).toBeVisible();
  await expect(friend).toHaveTitle('“Asha” keychain · Chaabi');
  await expect(friend.locator('meta[property="og:title"]')).toHaveAttribute('content', '"Asha" keychain · Chaabi');
  // og:image is the server's proof of the design, an absolute URL that answers a PNG
  const ogImage = await friend.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toMatch(/^https?:\/\/[^/]+\/api\/proofs\/keychain\.png\?text=Asha&font=[a-z-]+&colour=[a-z-]+$/);
  const proof = await friend.request.get(ogImage!);
  expect(proof.status()).toBe(200);
  expect(proof.headers()['content-type']).toBe('image/png');
  await expect(friend.getByText('asha@example.in')).toHaveCount(0);
  // 2D first; the 3D preview (three.js and the geometry worker) only on demand.
  await expect(friend.getByTestId('keychain-3d-preview')).toHaveCount(0);
  await friend.getByRole('button', { name: 'View in 3D' }).click();
  await expect(friend.getByTestId('keychain-3d-preview')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await friend.getByRole('button', { name: 'Add to cart' }).click();
  await expect(friend.getByText('Added to cart!').first()).toBeVisible();

  // The friend signs in from the share page and comes back to it, then pays for it.
  await friend.getByRole('link', { name: 'Sign In' }).first().click();
  await friend.getByRole('button', { name: /Meera Iyer/ }).click();
  await expect(friend).toHaveURL(link);
  await expect(friend.getByRole('heading', { name: '“Asha”' })).toBeVisible();
  await friend.goto(`${server.baseURL}/checkout`);
  // The form fills itself from the account once the profile arrives (unless the shopper typed
  // first): wait for it, so that typing does not race the fill.
  await expect(friend.getByLabel('Email')).toHaveValue('meera@example.in');
  await fillCheckout(
    friend,
    {
      'Full Name': 'Meera Iyer',
      Phone: '9876500000',
      'Address Line 1': '4 Beach Road',
      City: 'Chennai',
      State: 'Tamil Nadu',
      'PIN Code': '600001',
    },
    { from: 'Full Name' },
  );
  await friend.getByRole('button', { name: /Place Order & Pay/ }).click();
  const sheet = friend.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(friend.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();

  // "Order again" on that order puts the same keychain back into the cart.
  await friend.goto(`${server.baseURL}/account`);
  const order = friend.getByTestId('order-history-item').first();
  await expect(order).toContainText('“Asha”');
  await order.getByRole('button', { name: /Order again/ }).click();
  await expect(friend.getByText('1 keychain added to cart').first()).toBeVisible();
  const cart = await friend.evaluate(
    () => JSON.parse(window.localStorage.getItem('orderData') ?? 'null') as { keychains: { customText: string }[] },
  );
  expect(cart.keychains.map((k) => k.customText)).toEqual(['Asha']);

  // "Customize this" opens the shared design in the customizer, selected for editing.
  await friend.goto(link);
  await friend.getByRole('button', { name: 'Customize this' }).click();
  await expect(friend.getByText('Design loaded').first()).toBeVisible();
  await expect(friend.getByLabel('Keychain 2 text')).toHaveValue('Asha');
  await other.close();

  // The owner deletes the design (after confirming): the link stops working.
  await page.getByRole('button', { name: 'Delete Asha' }).click();
  await page.getByRole('button', { name: 'Delete design' }).click();
  await expect(items).toHaveCount(2);
  const gone = await page.request.get(`${server.baseURL}/api/designs/shared/${link.split('/d/')[1]}`);
  expect(gone.status()).toBe(404);
});
