import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PublicMediaItem } from '#shared/schemas/media';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { mediaFiles } from '../../db/schema/index';
import { loginCookie } from '#tests/support/admin';
import { multipartBody } from '#tests/support/http';
import { makeImage } from '#tests/support/images';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-media-shop-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.database.db.execute(sql`truncate table media_files restart identity`);
});

let seq = 0;
/** Inserts a media row with a chosen identifier and uploaded size. */
async function insertMedia(
  identifier: string | null,
  originalSize: number,
  category: 'general' | 'keychain-sample' | 'homepage-gallery' = 'homepage-gallery',
) {
  seq += 1;
  const name = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  const [row] = await t.database.db
    .insert(mediaFiles)
    .values({
      filename: `${name}.jpg`,
      originalName: `${identifier}.jpg`,
      mimeType: 'image/jpeg',
      size: 1234,
      originalSize,
      url: `/uploads/${name}.jpg`,
      category,
      identifier,
    })
    .returning({ id: mediaFiles.id });
  return row!.id;
}

describe('GET /api/gallery-photos', () => {
  it('returns only photos over 10000 bytes named mainpic or banner, fixed names first, then largest first', async () => {
    const banner = await insertMedia('banner-1712', 40_000);
    const main3 = await insertMedia('mainpic3-(1)', 11_000);
    await insertMedia('mainpic-small', 10_000);
    await insertMedia('bangers-yellow', 90_000, 'keychain-sample');
    const main1 = await insertMedia('mainpic1', 12_000);
    const big = await insertMedia('mainpic-1713', 80_000);
    const res = await t.app.inject({ method: 'GET', url: '/api/gallery-photos' });
    expect(res.statusCode).toBe(200);
    expect(res.json<PublicMediaItem[]>().map((p) => p.id)).toEqual([main1, main3, big, banner]);
  });

  it('is an empty list without photos', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/gallery-photos' })).json()).toEqual([]);
  });
});

describe('GET /api/simple-media', () => {
  it("lists every item publicly, without the uploader's file name", async () => {
    const id = await insertMedia('bangers-yellow', 20_000, 'keychain-sample');
    const res = await t.app.inject({ method: 'GET', url: '/api/simple-media' });
    expect(res.statusCode).toBe(200);
    const [item] = res.json<(PublicMediaItem & { originalName?: string })[]>();
    expect(item).toMatchObject({
      id,
      identifier: 'bangers-yellow',
      category: 'keychain-sample',
      size: 1234,
      originalSize: 20_000,
      url: expect.stringMatching(/^\/uploads\//),
    });
    expect(item!.originalName).toBeUndefined();
  });
});

describe('GET /uploads/:file', () => {
  it('serves an uploaded image with its type and a long cache, and 404s anything else', async () => {
    const cookie = await loginCookie(t.app);
    const body = multipartBody([
      { name: 'identifier', value: 'mainpic-1' },
      { name: 'category', value: 'homepage-gallery' },
      { name: 'files', filename: 'g.png', data: await makeImage('png', 800, 600) },
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(up.statusCode, up.body).toBe(201);
    const item = up.json().files[0] as PublicMediaItem;
    const res = await t.app.inject({ method: 'GET', url: item.thumbnailUrl! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: '/api/gallery-photos' })).json()).toHaveLength(1);
    for (const url of [
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/../package.json',
      '/uploads/00000000-0000-4000-8000-000000000000.png',
      '/uploads/x.svg',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
