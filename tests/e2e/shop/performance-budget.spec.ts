/**
 * Budgets, measured in the browser on the built app: on /guest at phone width, the
 * JavaScript fetched before the 3D chunk is at most 170 KB and everything transferred before
 * any interaction at most 600 KB (encoded sizes as they crossed the wire, headers included).
 * The 3D preview (three.js, the geometry worker, manifold's WASM) loads only once it is on screen.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const JS_BUDGET_BYTES = 170 * 1024;
const TRANSFER_BUDGET_BYTES = 600 * 1024;
const THREE_D = /keychain-3d-preview-|geometry\.worker-|render\.worker-|manifold-.*\.wasm/;

interface Transfer {
  url: string;
  type: string;
  bytes: number;
}

/** Records every response's encoded size (body + headers) as the page loads. */
function recordTransfers(page: Page): Transfer[] {
  const transfers: Transfer[] = [];
  page.on('requestfinished', (request) => {
    void request.sizes().then((sizes) => {
      transfers.push({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
    });
  });
  return transfers;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

test('/guest on a phone stays within the first-load budgets, and the 3D preview waits until it is on screen', async ({ page, server }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const transfers = recordTransfers(page);
  await page.goto(`${server.baseURL}/guest`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Idle time after load: the preview must still wait, being below the first screen.
  await page.waitForTimeout(1500);

  const scripts = transfers.filter((t) => t.type === 'script' && !THREE_D.test(t.url));
  const jsBytes = scripts.reduce((sum, t) => sum + t.bytes, 0);
  const totalBytes = transfers.reduce((sum, t) => sum + t.bytes, 0);
  test.info().annotations.push({ type: 'first load', description: `JS ${kb(jsBytes)} KB, total ${kb(totalBytes)} KB` });
  console.log(
    `/guest first load: JS ${kb(jsBytes)} KB in ${scripts.length} files, total ${kb(totalBytes)} KB in ${transfers.length} responses`,
  );

  expect(transfers.filter((t) => THREE_D.test(t.url)).map((t) => t.url)).toEqual([]);
  expect(jsBytes, `JS before the 3D chunk: ${kb(jsBytes)} KB`).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  expect(totalBytes, `transfer before any interaction: ${kb(totalBytes)} KB`).toBeLessThanOrEqual(TRANSFER_BUDGET_BYTES);

  // Scrolled to the customizer, the 3D preview loads and draws.
  const card = page.getByRole('region', { name: 'Keychain 1' });
  await card.getByRole('group', { name: 'Keychain 1 preview view' }).scrollIntoViewIfNeeded();
  await expect(card.getByTestId('keychain-3d-preview')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  expect(transfers.some((t) => /keychain-3d-preview-/.test(t.url))).toBe(true);
});

test('the first screen font is preloaded and every font face swaps in (font-display: swap)', async ({ page, server }) => {
  await page.goto(`${server.baseURL}/guest`);
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute('href', /bangers-latin-400-normal-[\w-]+\.woff2$/);
  const cssUrl = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  const css = await (await page.request.get(`${server.baseURL}${cssUrl}`)).text();
  const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
  expect(faces.length).toBeGreaterThan(0);
  expect(faces.filter((face) => !/font-display:swap/.test(face))).toEqual([]);
});
