/**
 * A secret ADMIN_PATH stays secret (docs/deploy.md): only the admin page names it, the shop's
 * pages do not, and the client router works on both (the panel at /{ADMIN_PATH}, the shop
 * elsewhere, /admin is just a missing page).
 */
import { expect, test } from '../support/fixtures';

test.use({ serverEnv: { ADMIN_PATH: 'back-office-7' } });
test.setTimeout(300_000);
test('the admin page alone names the admin path, and both routers work', async ({ page, server }) => {
  await page.goto(`${server.baseURL}/guest`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await page.content()).not.toContain('back-office-7');
  await expect(page.locator('meta[name="chaabi-admin-path"]')).toHaveCount(0);

  await page.goto(`${server.baseURL}/admin`);
  await expect(page.getByText(/not found/i).first()).toBeVisible();
  expect(await page.content()).not.toContain('back-office-7');

  await page.goto(`${server.baseURL}/back-office-7`);
  await expect(page.locator('meta[name="chaabi-admin-path"]')).toHaveAttribute('content', 'back-office-7');
  await page.getByLabel('Email').fill('owner@chaabi.local');
  await page.getByLabel('Password', { exact: true }).fill(server.adminPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('tab', { name: /orders/i }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-path-panel-1280.png' });
});
