/**
 * Media Manager: the admin logs in, uploads a gallery photo and a sample
 * photo for Bangers × Yellow, and a guest sees both on the storefront (the gallery carousel and
 * the first keychain card). Also: several files through the general uploader, a refused text
 * file, and delete with confirmation. Screenshots of the tab at 1280 and 375 px.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { type Locator, type Page } from '@playwright/test';
import { dismissToasts, expect, signInAsAdmin, test } from '../support/fixtures';
import type { E2EServer } from '../support/server';

let dir: string;
const files: Record<string, string> = {};

async function noisy(width: number, height: number, tint: string) {
  return sharp({ create: { width, height, channels: 3, background: tint, noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .composite([{ input: { create: { width, height, channels: 4, background: `${tint}aa` } } }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-media-e2e-'));
  const write = (name: string, data: Buffer) => {
    files[name] = path.join(dir, name);
    fs.writeFileSync(files[name], data);
  };
  write('gallery-shop.jpg', await noisy(1200, 800, '#db2777'));
  write('gallery-two.jpg', await noisy(800, 600, '#7c3aed'));
  write(
    'bangers-yellow.png',
    await sharp(await noisy(400, 400, '#fbbf24'))
      .png()
      .toBuffer(),
  );
  write(
    'extra-one.webp',
    await sharp(await noisy(300, 200, '#0ea5e9'))
      .webp()
      .toBuffer(),
  );
  write('extra-two.jpg', await noisy(300, 200, '#22c55e'));
  write('notes.txt', Buffer.from('not an image'));
});

test.afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function openMediaManager(page: Page, server: E2EServer) {
  await signInAsAdmin(page, server);
  await page.getByRole('tab', { name: 'Media Manager' }).click();
  await expect(page.getByRole('heading', { name: 'Keychain sample photos' })).toBeVisible();
}

/** Clicks a button that opens the file chooser and picks `paths`. */
async function choose(page: Page, button: Locator, paths: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(paths);
}

test('an admin uploads a gallery photo and a sample photo, and a guest sees both', async ({ page, context, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openMediaManager(page, server);
  await expect(page.getByText('The banner carousel rotates every 3 seconds.')).toBeVisible();
  // docs/product.md#constants: the section count equals fonts times colour combinations (14 built-in fonts × 5 colours)
  await expect(page.getByTestId('sample-slots').getByRole('listitem')).toHaveCount(70);
  await expect(page.getByText('14 fonts × 5 colours = 70 sections.', { exact: false })).toBeVisible();

  // homepage gallery
  await choose(page, page.getByRole('button', { name: 'Upload gallery photo' }), [files['gallery-shop.jpg']!]);
  await expect(page.getByText('Upload Successful', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Gallery photos' }).getByRole('img', { name: 'Gallery photo 1' })).toBeVisible();
  await choose(page, page.getByRole('button', { name: 'Upload gallery photo' }), [files['gallery-two.jpg']!]);
  await expect(page.getByRole('list', { name: 'Gallery photos' }).getByRole('img', { name: 'Gallery photo 2' })).toBeVisible();

  // Bangers × Yellow sample
  await choose(page, page.getByRole('button', { name: 'Upload sample photo for Bangers Yellow' }), [files['bangers-yellow.png']!]);
  await expect(page.getByRole('img', { name: 'Sample photo for Bangers Yellow' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace sample photo for Bangers Yellow' })).toBeVisible();

  // general uploader: a refused text file, then two images at once
  await choose(page, page.getByRole('button', { name: 'Browse files' }), [files['notes.txt']!]);
  await expect(page.getByText('Invalid file type', { exact: true })).toBeVisible();
  await expect(page.getByText('Please upload an image file (JPG, PNG, GIF, WebP).', { exact: true })).toBeVisible();
  await choose(page, page.getByRole('button', { name: 'Browse files' }), [files['extra-one.webp']!, files['extra-two.jpg']!]);
  await expect(page.getByText('2 files uploaded.', { exact: true })).toBeVisible();

  const library = page.getByRole('list', { name: 'Media files' });
  await expect(library.getByRole('listitem')).toHaveCount(5);
  for (const name of ['gallery-two.jpg', 'gallery-shop.jpg', 'bangers-yellow.png', 'extra-one.webp', 'extra-two.jpg']) {
    await expect(library.getByText(name, { exact: true })).toBeVisible();
  }
  const size = fs.statSync(files['extra-two.jpg']!).size;
  await expect(library.getByText(`${(size / 1024).toFixed(1)} KB`, { exact: false })).toBeVisible();

  // copy URL and open
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await library.getByRole('button', { name: 'Copy URL of extra-two.jpg' }).click();
  await expect(page.getByText('URL copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^${server.baseURL}/uploads/[0-9a-f-]{36}\\.jpg$`));
  await expect(library.getByRole('link', { name: 'Open extra-two.jpg' })).toHaveAttribute('href', /^\/uploads\/[0-9a-f-]{36}\.jpg$/);

  // delete with confirmation
  await library.getByRole('button', { name: 'Delete extra-two.jpg' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this file?' }).getByRole('button', { name: 'Delete file' }).click();
  await expect(page.getByText('File Deleted', { exact: true })).toBeVisible();
  await expect(library.getByRole('listitem')).toHaveCount(4);

  await dismissToasts(page);
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screens/admin-media-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screens/admin-media-375.png', fullPage: true });

  // the storefront
  const guest = await context.newPage();
  await guest.setViewportSize({ width: 1280, height: 900 });
  await guest.goto(`${server.baseURL}/guest`);
  const carousel = guest.getByRole('region', { name: 'Customer keychain photos' });
  // docs/product.md#constants order: the larger photo first
  const galleryPhoto = carousel.getByRole('img', { name: 'Custom keychain photo 1 of 2' });
  await expect(galleryPhoto).toBeVisible();
  // Responsive: WebP variants and the original in srcset, the box size reserved; an
  // 896 px slot at 1× takes the 960 px variant rather than the 1200 px original.
  await expect(galleryPhoto).toHaveAttribute('srcset', /-320w\.webp 320w, .*-960w\.webp 960w, \/uploads\/[0-9a-f-]{36}\.jpg 1200w$/);
  await expect(galleryPhoto).toHaveAttribute('width', '1200');
  await expect(galleryPhoto).toHaveAttribute('height', '800');
  await expect
    .poll(() => galleryPhoto.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc.split('/').pop()))
    .toMatch(/^[0-9a-f-]{36}-960w\.webp$/);
  const counter = carousel.getByTestId('gallery-counter');
  await expect(counter).toHaveText('1 / 2');
  await carousel.getByRole('button', { name: 'Show photo 2' }).click();
  await expect(counter).toHaveText('2 / 2');
  await expect(carousel.getByRole('button', { name: 'Go to photo 2' })).toHaveAttribute('aria-current', 'true');
  // paused while focused or hovered; rotates again (every 3 s) once the pointer and focus leave
  await guest.mouse.move(5, 850);
  await guest.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(counter).toHaveText('1 / 2', { timeout: 5_000 });
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

  const sample = guest.getByRole('img', { name: 'Sample photo: Bangers keychain in Yellow' }).first();
  await sample.scrollIntoViewIfNeeded();
  await expect(sample).toBeVisible();
  // A 360 px slot: the 400 px original is the narrowest file that fills it (the 320 px variant is too small).
  await expect(sample).toHaveAttribute('srcset', /-320w\.webp 320w, \/uploads\/[0-9a-f-]{36}\.png 400w$/);
  await expect
    .poll(() => sample.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc.split('/').pop()))
    .toMatch(/^[0-9a-f-]{36}\.png$/);
  await sample.locator('xpath=ancestor::section[1]').screenshot({ path: 'test-results/screens/shop-sample-photo-1280.png' });
  await guest.evaluate(() => document.getElementById('gallery')?.scrollIntoView());
  await guest.mouse.move(5, 5);
  await guest.screenshot({ path: 'test-results/screens/shop-gallery-1280.png' });

  // prefers-reduced-motion: no rotation and no pause button
  await guest.emulateMedia({ reducedMotion: 'reduce' });
  await guest.reload();
  await expect(counter).toHaveText('1 / 2');
  await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
  await guest.waitForTimeout(3_500);
  await expect(counter).toHaveText('1 / 2');
});
