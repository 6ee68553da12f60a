/**
 * Staff invites (docs/product.md#staff-invites): the owner invites a support person from the Staff
 * tab and gets the one-time link; the invitee opens it in another browser, chooses a password (a
 * short one is refused on the field) and signs in with e-mail and password as Support, who may
 * read orders but not the staff; the link works once; disabling them ends their session at once.
 * Screens at 375 and 1280 px.
 */
import { expect, test } from '../support/fixtures';

const EMAIL = 'ravi.support@example.in';
const PASSWORD = 'plum tractor monsoon 42';

test('the owner invites a support person, who accepts in another browser, signs in, and is shut out when disabled', async ({
  adminPage: page,
  server,
  browser,
}) => {
  await page.getByRole('tab', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/admin-staff-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Ravi Support');
  await dialog.getByLabel('E-mail').fill(EMAIL);
  await dialog.getByLabel('Role').selectOption('support');
  await expect(dialog.getByText(/No refunds, no settings/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  const link = dialog.getByLabel('One-time link');
  await expect(link).toContainText('/admin#invite=');
  const inviteUrl = (await link.textContent())!;
  expect(inviteUrl.startsWith(`${server.baseURL}/admin#invite=`)).toBe(true);
  await page.screenshot({ path: 'test-results/screens/admin-staff-invite-1280.png' });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: EMAIL }).getByText('Invited')).toBeVisible();

  // The invitee, in a browser of their own.
  const invitee = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const other = await invitee.newPage();
  await other.goto(inviteUrl);
  await expect(other.getByRole('heading', { name: 'Welcome, Ravi Support' })).toBeVisible();
  await expect(other.getByLabel('Email')).toHaveValue(EMAIL);
  await other.getByLabel('New password').fill('password1234');
  await other.getByRole('button', { name: 'Set password' }).click();
  await expect(other.getByText('This is similar to a commonly used password.')).toBeVisible();
  await other.screenshot({ path: 'test-results/screens/admin-staff-accept-375.png', fullPage: true });
  await other.getByLabel('New password').fill(PASSWORD);
  await other.getByRole('button', { name: 'Set password' }).click();
  await expect(other.getByRole('heading', { name: /Welcome/ })).toBeHidden();
  expect(new URL(other.url()).hash).toBe('');

  // Signed in through the API (the sign-in form is not this spec's), then the panel opens.
  const login = await other.request.post(`${server.baseURL}/api/admin/login`, { data: { email: EMAIL, password: PASSWORD } });
  expect(await login.json()).toEqual({ success: true });
  await other.goto(`${server.baseURL}/admin`);
  await expect(other.getByRole('tab', { name: 'Orders' })).toBeVisible();
  expect((await other.request.get(`${server.baseURL}/api/admin/staff`)).status()).toBe(403);
  expect((await other.request.get(`${server.baseURL}/api/admin/orders`)).status()).toBe(200);

  // The link worked once.
  const again = await invitee.newPage();
  await again.goto(inviteUrl);
  await expect(again.getByText('This invite link has expired or was already used')).toBeVisible();

  // The owner sees them active and disables them: their session ends at its next request.
  await page.reload();
  await page.getByRole('tab', { name: 'Staff' }).click();
  const row = page.getByRole('listitem').filter({ hasText: EMAIL });
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: 'Disable Ravi Support' }).click();
  await page.getByRole('dialog', { name: 'Disable Ravi Support?' }).getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByText('Disabled')).toBeVisible();
  expect((await other.request.get(`${server.baseURL}/api/admin/orders`)).status()).toBe(401);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/screens/admin-staff-375.png', fullPage: true });
  await invitee.close();
});
