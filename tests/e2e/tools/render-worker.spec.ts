/**
 * docs/decisions/032: three.js draws in the
 * render worker on an OffscreenCanvas, so the page itself never loads three.js; a browser that
 * cannot hand a canvas to a worker gets the same render host on the page. Either way the
 * keychain is really drawn: the preview's pixels show the coloured plate and text.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { E2EServer } from '../support/server';
import sharp from 'sharp';

/** Share of the preview's pixels that are clearly coloured (max − min channel > 40 of 255); its empty background is grey. */
async function colouredShare(page: Page): Promise<number> {
  const png = await page.getByTestId('keychain-3d-preview').screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let coloured = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 40) coloured++;
  }
  return coloured / (info.width * info.height);
}

async function openPreview(page: Page, server: E2EServer): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${server.baseURL}/stl-generator`);
  await expect(() =>
    page.getByTestId('keychain-3d-poster').or(page.getByTestId('keychain-3d-preview')).scrollIntoViewIfNeeded({ timeout: 1000 }),
  ).toPass();
  const preview = page.getByTestId('keychain-3d-preview');
  await expect(preview).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  // Red text on a black plate (Red / Black): the drawn text is clearly coloured, the background is not.
  await page.getByLabel('Keychain text').fill('Ravi');
  await page.getByLabel('Colour combination').selectOption({ label: 'Red / Black' });
  await expect(preview).toHaveAttribute('data-built-text', 'Ravi', { timeout: 10_000 });
  await expect.poll(() => colouredShare(page), { timeout: 10_000 }).toBeGreaterThan(0.02);
  return requested;
}

test('the 3D preview draws in the render worker and the page never loads three.js', async ({ page, server }) => {
  const requested = await openPreview(page, server);
  expect(requested.some((p) => /\/render\.worker-[\w-]+\.js$/.test(p))).toBe(true);
  expect(requested.filter((p) => /\/render-host-[\w-]+\.js$/.test(p))).toEqual([]);
});

test('without OffscreenCanvas the same render host draws on the page', async ({ page, server }) => {
  await page.addInitScript(() => {
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  });
  const requested = await openPreview(page, server);
  expect(requested.some((p) => /\/render-host-[\w-]+\.js$/.test(p))).toBe(true);
  expect(requested.filter((p) => /\/render\.worker-[\w-]+\.js$/.test(p))).toEqual([]);
});
