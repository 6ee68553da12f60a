import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../../../tests/setup/test-db';
import { localFileStores } from '../../../../tests/support/file-stores';
import { customizationOptions, mediaFiles } from '../../db/schema/index';
import { cleanOrphanFiles, ORPHAN_MIN_AGE_MS } from './clean-orphan-files';

let database: TestDatabase;
let dataDir: string;
const uploads = () => path.join(dataDir, 'uploads');
const fonts = () => path.join(dataDir, 'fonts');
const incoming = () => path.join(dataDir, 'tmp', 'incoming');
const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
const put = (dir: string, name: string) => {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), 'x');
  return name;
};
const later = () => Date.now() + ORPHAN_MIN_AGE_MS + 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-orphans-'));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  vi.restoreAllMocks();
  await database.db.execute(sql`truncate table media_files restart identity`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir);
});

const uuid = (n: number) => `0000000${n}-0000-4000-8000-000000000000`;

async function insertMedia(n: number): Promise<{ image: string; thumb: string; variant: string }> {
  const image = put(uploads(), `${uuid(n)}.jpg`);
  const thumb = put(uploads(), `${uuid(n)}-thumb.webp`);
  const variant = put(uploads(), `${uuid(n)}-640w.webp`);
  await database.db.insert(mediaFiles).values({
    filename: image,
    originalName: 'a.jpg',
    mimeType: 'image/jpeg',
    size: 1,
    originalSize: 1,
    url: `/uploads/${image}`,
    thumbnailFilename: thumb,
    thumbnailUrl: `/uploads/${thumb}`,
    variantWidths: [640],
  });
  return { image, thumb, variant };
}

describe('cleanOrphanFiles', () => {
  it('removes media, font and temporary files no row names once they are an hour old, and keeps every named file', async () => {
    const kept = await insertMedia(1);
    const orphanImage = put(uploads(), `${uuid(2)}.png`);
    const orphanThumb = put(uploads(), `${uuid(2)}-thumb.webp`);
    const orphanVariant = put(uploads(), `${uuid(2)}-320w.webp`);
    const leftover = put(uploads(), `.tmp-${uuid(3)}`);
    const [font] = await database.db.select().from(customizationOptions).where(eq(customizationOptions.type, 'font')).limit(1);
    const namedFont = put(fonts(), `${'a'.repeat(32)}.woff`);
    await database.db.update(customizationOptions).set({ fontFile: namedFont }).where(eq(customizationOptions.id, font!.id));
    const orphanFont = put(fonts(), `${'b'.repeat(32)}.ttf`);
    put(incoming(), 'abandoned.upload');

    const summary = await cleanOrphanFiles(database.db, localFileStores(dataDir), { nowMs: later() });

    expect(summary.uploads.sort()).toEqual([leftover, orphanImage, orphanThumb, orphanVariant].sort());
    expect(summary.fonts).toEqual([orphanFont]);
    expect(summary.incoming).toEqual(['abandoned.upload']);
    expect(summary.failed).toBe(0);
    expect(list(uploads())).toEqual([kept.image, kept.thumb, kept.variant].sort());
    expect(list(fonts())).toEqual([namedFont]);
    expect(list(incoming())).toEqual([]);
  });

  it('leaves files younger than an hour alone, so uploads in flight keep their files', async () => {
    put(uploads(), `${uuid(4)}.jpg`);
    put(fonts(), `${'c'.repeat(32)}.otf`);
    put(incoming(), 'in-flight.upload');
    const summary = await cleanOrphanFiles(database.db, localFileStores(dataDir), { nowMs: Date.now() });
    expect(summary).toEqual({ uploads: [], fonts: [], incoming: [], failed: 0 });
    expect(list(uploads())).toHaveLength(1);
    expect(list(fonts())).toHaveLength(1);
    expect(list(incoming())).toHaveLength(1);
  });

  it('does nothing when the folders do not exist yet', async () => {
    expect(await cleanOrphanFiles(database.db, localFileStores(dataDir), { nowMs: later() })).toEqual({
      uploads: [],
      fonts: [],
      incoming: [],
      failed: 0,
    });
  });

  it('counts a file it cannot remove and removes it on a later pass', async () => {
    const orphan = put(uploads(), `${uuid(5)}.jpg`);
    const original = fs.promises.rm;
    const spy = vi
      .spyOn(fs.promises, 'rm')
      .mockImplementation((...args: Parameters<typeof original>) =>
        String(args[0]).endsWith(orphan)
          ? Promise.reject(Object.assign(new Error('EBUSY: simulated'), { code: 'EBUSY', syscall: 'unlink' }))
          : original(...args),
      );
    const first = await cleanOrphanFiles(database.db, localFileStores(dataDir), { nowMs: later() });
    expect(first).toMatchObject({ uploads: [], failed: 1 });
    expect(list(uploads())).toEqual([orphan]);
    spy.mockRestore();
    const second = await cleanOrphanFiles(database.db, localFileStores(dataDir), { nowMs: later() });
    expect(second).toMatchObject({ uploads: [orphan], failed: 0 });
    expect(list(uploads())).toEqual([]);
  });
});
