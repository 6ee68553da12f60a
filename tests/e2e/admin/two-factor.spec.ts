/**
 * Two-factor sign-in in the browser (docs/product.md#staff-sign-in): the owner sets up an
 * authenticator app in "My account" (the QR code and the secret as text), saves the recovery
 * codes, and signs in again with a code; then adds a passkey through Chromium's virtual
 * authenticator (CDP WebAuthn domain: an internal, user-verifying platform authenticator) and
 * signs in with it. The page is opened at localhost: WebAuthn refuses an IP address as the relying
 * party, so this file's server has no PUBLIC_URL and takes the request's host.
 */
import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, expect, test } from '../support/fixtures';

test.use({ serverEnv: { PUBLIC_URL: '' } });
test.describe.configure({ mode: 'serial' });

let secret = '';
/** The time step of the last code used: each code works once, so the next sign-in waits for a newer one. */
let lastStep = 0;

async function freshCode(): Promise<string> {
  const step = () => Math.floor(Date.now() / 30_000);
  while (step() <= lastStep) await new Promise((r) => setTimeout(r, 1000));
  lastStep = step();
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

async function passwordStep(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/admin`);
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill('e2e-admin-password');
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(signIn).toBeEnabled();
  await signIn.click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

test('the owner sets up an authenticator app and signs in with a code', async ({ page, server }) => {
  test.setTimeout(120_000);
  const base = server.baseURL.replace('127.0.0.1', 'localhost');
  await page.setViewportSize({ width: 1280, height: 900 });
  await passwordStep(page, base);
  await page.getByRole('tab', { name: 'My account' }).click();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByAltText('QR code for your authenticator app')).toBeVisible();
  secret = (await page.getByLabel('Secret key').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Authentication code').fill(await freshCode());
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.screenshot({ path: 'test-results/screens/admin-account-recovery-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await signOut(page);

  await passwordStep(page, base);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/screens/admin-second-step-375.png', fullPage: true });
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right, or it was already used')).toBeVisible();
  await code.fill(await freshCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();
});

test('the owner adds a passkey and signs in with it', async ({ page, server }) => {
  test.setTimeout(120_000);
  const base = server.baseURL.replace('127.0.0.1', 'localhost');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await passwordStep(page, base);
  await page.getByLabel('Authentication code').fill(await freshCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('tab', { name: 'My account' }).click();
  await page.getByLabel('Passkey name').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText('Test laptop')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/admin-account-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/screens/admin-account-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  await signOut(page);

  await passwordStep(page, base);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);
});
