import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { MEDIA_MESSAGES, type MediaItem } from '#shared/schemas/media';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { mediaFiles } from '../../db/schema/index';
import { loginCookie } from '#tests/support/admin';
import { multipartBody, type Part } from '#tests/support/http';
import { makeHugePng, makeImage } from '#tests/support/images';

let t: TestApp;
let cookie: string;
let dataDir: string;
const uploadsDir = () => path.join(dataDir, 'uploads');
const incomingDir = () => path.join(dataDir, 'tmp', 'incoming');
const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);
const waitingUploads = () => (fs.existsSync(incomingDir()) ? fs.readdirSync(incomingDir()) : []);
const STORAGE_UNAVAILABLE = { code: 'STORAGE_UNAVAILABLE', message: 'File storage is unavailable. Please try again.' };

/** A failure of the disk as Node reports it (a SystemError with code and syscall). */
function diskError(code: 'EACCES' | 'ENOSPC' | 'EIO', syscall: string, file: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: simulated, ${syscall} '${file}'`), { code, syscall, path: file, errno: -1 });
}

/** Makes fs.promises[method] fail with `code` for paths inside `dir`; other paths work as usual. */
function failDisk(method: 'writeFile' | 'rename' | 'rm', dir: string, code: 'EACCES' | 'ENOSPC' | 'EIO') {
  const original = fs.promises[method] as (...args: unknown[]) => Promise<unknown>;
  return vi.spyOn(fs.promises, method).mockImplementation(((...args: unknown[]) => {
    const target = String(args[method === 'rename' ? 1 : 0]);
    if (target.startsWith(dir + path.sep)) return Promise.reject(diskError(code, method, target));
    return original.apply(fs.promises, args);
  }) as never);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-media-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.database.db.execute(sql`truncate table media_files restart identity`);
  fs.rmSync(uploadsDir(), { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(waitingUploads()).toEqual([]); // every request removes its temporary files
});

function upload(parts: Part[], headers: Record<string, string> = { cookie }) {
  const body = multipartBody(parts);
  return t.app.inject({ method: 'POST', url: '/api/admin/media/upload', payload: body.payload, headers: { ...body.headers, ...headers } });
}

const file = (data: Buffer, filename: string): Part => ({ name: 'files', filename, data });

describe('POST /api/admin/media/upload', () => {
  it.each([
    ['png', 'photo.png', 'image/png', 'png'],
    ['jpeg', 'photo.JPG', 'image/jpeg', 'jpeg'],
    ['webp', 'photo.webp', 'image/webp', 'webp'],
    ['gif', 'anim.gif', 'image/png', 'png'],
  ] as const)(
    'stores a %s re-encoded with a thumbnail, a random name, and the original name and size',
    async (format, filename, mimeType, storedFormat) => {
      const data = await makeImage(format, 900, 600);
      const res = await upload([file(data, filename)]);
      expect(res.statusCode, res.body).toBe(201);
      const [item] = res.json<{ files: MediaItem[] }>().files;
      expect(item).toMatchObject({
        originalName: filename,
        originalSize: data.length,
        mimeType,
        category: 'general',
        identifier: null,
        width: 900,
        height: 600,
      });
      expect(item!.filename).toMatch(/^[0-9a-f-]{36}\.(jpg|png|webp)$/);
      expect(item!.url).toBe(`/uploads/${item!.filename}`);
      expect(item!.thumbnailUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}-thumb\.webp$/);

      const stored = fs.readFileSync(path.join(uploadsDir(), item!.filename));
      expect(stored.length).toBe(item!.size);
      expect((await sharp(stored).metadata()).format).toBe(storedFormat);
      const thumb = await sharp(path.join(uploadsDir(), path.basename(item!.thumbnailUrl!))).metadata();
      expect(thumb).toMatchObject({ format: 'webp', width: 400, height: 267 });

      const served = await t.app.inject({ method: 'GET', url: item!.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mimeType);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(stored)).toBe(true);
    },
  );

  it('makes WebP variants narrower than the image, lists them, serves them and deletes them with the item', async () => {
    // docs/product.md#gallery-and-samples: a gallery photo is over 10,000 bytes and named mainpic or banner.
    const res = await upload([
      { name: 'category', value: 'homepage-gallery' },
      { name: 'identifier', value: 'mainpic1' },
      file(await makeImage('png', 1000, 750), 'wide.png'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [item] = res.json<{ files: MediaItem[] }>().files;
    const id = item!.filename.replace('.png', '');
    expect(item!.variants).toEqual([320, 640, 960].map((width) => ({ width, url: `/uploads/${id}-${width}w.webp` })));
    for (const variant of item!.variants) {
      const meta = await sharp(path.join(uploadsDir(), path.basename(variant.url))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width, height: Math.round((variant.width * 750) / 1000) });
      const served = await t.app.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    // The storefront's list carries them too, for srcset.
    const gallery = await t.app.inject({ method: 'GET', url: '/api/gallery-photos' });
    expect(gallery.json()).toEqual([expect.objectContaining({ id: item!.id, width: 1000, height: 750, variants: item!.variants })]);
    expect(storedFiles()).toHaveLength(5);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${item!.id}`, headers: { cookie } });
    expect(del.statusCode, del.body).toBe(200);
    expect(storedFiles()).toEqual([]);
  });

  it('strips metadata while re-encoding', async () => {
    const data = await sharp(await makeImage('jpeg'))
      .withExif({ IFD0: { Copyright: 'secret-location' } })
      .jpeg()
      .toBuffer();
    const res = await upload([file(data, 'exif.jpg')]);
    const [item] = res.json<{ files: MediaItem[] }>().files;
    const meta = await sharp(path.join(uploadsDir(), item!.filename)).metadata();
    expect(meta.exif).toBeUndefined();
  });

  it('stores a targeted upload with its category and identifier', async () => {
    const data = await makeImage('png');
    const res = await upload([
      { name: 'category', value: 'keychain-sample' },
      { name: 'identifier', value: 'bangers-yellow' },
      file(data, 'sample.png'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().files[0]).toMatchObject({ category: 'keychain-sample', identifier: 'bangers-yellow' });
  });

  it('stores several files at once, each with its own random name', async () => {
    const res = await upload([
      file(await makeImage('png'), 'a.png'),
      file(await makeImage('jpeg'), 'b.jpg'),
      file(await makeImage('webp'), 'c.webp'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const files = res.json<{ files: MediaItem[] }>().files;
    expect(files.map((f) => f.originalName)).toEqual(['a.png', 'b.jpg', 'c.webp']);
    expect(new Set(files.map((f) => f.filename)).size).toBe(3);
    expect(storedFiles()).toHaveLength(6);
  });

  it('keeps only the base of a path-like original name', async () => {
    const res = await upload([file(await makeImage('png'), '..\\..\\etc/pass<wd>.png')]);
    expect(res.json().files[0].originalName).toBe('passwd.png');
  });

  it.each([
    [
      'SVG bytes named .png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
      'evil.png',
    ],
    ['a text file', Buffer.from('just some text, not an image'), 'notes.txt'],
    ['a text file renamed .jpg', Buffer.from('just some text, not an image'), 'photo.jpg'],
  ])('refuses %s with the spec message and stores nothing', async (_label, data, filename) => {
    const res = await upload([file(data, filename)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MEDIA_MESSAGES.invalidType });
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a truncated PNG', async () => {
    const data = await makeImage('png');
    const res = await upload([file(data.subarray(0, Math.floor(data.length / 2)), 'cut.png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MEDIA_MESSAGES.invalidType);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a small PNG that decodes to 400 megapixels', async () => {
    const data = makeHugePng();
    expect(data.length).toBeLessThan(1_000_000);
    const res = await upload([file(data, 'bomb.png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MEDIA_MESSAGES.tooManyPixels);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses an 11 MB file with 413 and leaves nothing on disk or in the table', async () => {
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(11 * 1024 * 1024, 7)]);
    const res = await upload([file(await makeImage('png'), 'ok.png'), file(big, 'big.png')]);
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: MEDIA_MESSAGES.tooLarge });
    expect(storedFiles()).toEqual([]);
    expect(await t.database.db.select().from(mediaFiles)).toEqual([]);
  });

  it('stores none of the files when one of them is not an image', async () => {
    const res = await upload([file(await makeImage('png'), 'ok.png'), file(Buffer.from('nope'), 'bad.png')]);
    expect(res.statusCode).toBe(400);
    expect(storedFiles()).toEqual([]);
    expect(await t.database.db.select().from(mediaFiles)).toEqual([]);
  });

  it('refuses a request without files, an unknown category and a path-like identifier', async () => {
    expect((await upload([{ name: 'category', value: 'general' }])).json().message).toBe(MEDIA_MESSAGES.noFiles);
    const png = await makeImage('png');
    const badCategory = await upload([{ name: 'category', value: 'secret' }, file(png, 'a.png')]);
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().message).toBe(MEDIA_MESSAGES.invalidCategory);
    const badIdentifier = await upload([{ name: 'identifier', value: '../../x' }, file(png, 'a.png')]);
    expect(badIdentifier.statusCode).toBe(400);
    expect(storedFiles()).toEqual([]);
  });

  it('answers 401 without the admin session, before reading the body', async () => {
    const res = await upload([file(await makeImage('png'), 'a.png')], {});
    expect(res.statusCode).toBe(401);
    expect(storedFiles()).toEqual([]);
  });

  it('answers garbage multipart with a 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 400 }),
        fc.constantFrom('multipart/form-data; boundary=xyz', 'multipart/form-data', 'application/json'),
        async (bytes, type) => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/admin/media/upload',
            payload: Buffer.from(bytes),
            headers: { cookie, 'content-type': type },
          });
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    const truncated = multipartBody([file(await makeImage('png'), 'a.png')]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/upload',
      payload: truncated.payload.subarray(0, 300),
      headers: { ...truncated.headers, cookie },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('GET /api/admin/media and DELETE /api/admin/media/:id', () => {
  it('lists every item newest first with the spec fields', async () => {
    await upload([file(await makeImage('png'), 'first.png')]);
    await upload([
      { name: 'category', value: 'homepage-gallery' },
      { name: 'identifier', value: 'mainpic-1' },
      file(await makeImage('jpeg'), 'second.jpg'),
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/media', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const items = res.json<MediaItem[]>();
    expect(items.map((i) => i.originalName)).toEqual(['second.jpg', 'first.png']);
    expect(Object.keys(items[0]!)).toEqual(
      expect.arrayContaining(['identifier', 'category', 'url', 'size', 'filename', 'id', 'originalName', 'thumbnailUrl', 'uploadedAt']),
    );
  });

  it('deletes the row, the image and the thumbnail', async () => {
    const [item] = (await upload([file(await makeImage('png'), 'a.png')])).json().files as MediaItem[];
    expect(storedFiles()).toHaveLength(2);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${item!.id}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(storedFiles()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: item!.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/media', headers: { cookie } })).json()).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/media/999', headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/media/abc', headers: { cookie } })).statusCode).toBe(400);
  });

  it('answers 401 without the admin session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/media' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/media/1' })).statusCode).toBe(401);
  });
});

describe('uploads and deletes when the file storage fails', () => {
  const rows = () => t.database.db.select().from(mediaFiles);

  it('answers 503 to every upload when the upload folder cannot be created, storing no row and no file', async () => {
    fs.writeFileSync(uploadsDir(), 'a regular file where the folder should be'); // mkdir and writes fail with ENOTDIR/EEXIST
    const png = await makeImage('png');
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => upload([file(png, `p${i}.png`)])));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual(STORAGE_UNAVAILABLE);
    }
    expect(await rows()).toEqual([]);
    expect(fs.statSync(uploadsDir()).isFile()).toBe(true);
  });

  it.each(['ENOSPC', 'EACCES', 'EIO'] as const)(
    'answers 503 on %s while writing, removing the files already written and keeping no row',
    async (code) => {
      // the first image of the request is stored whole; its thumbnail then fails to write
      const original = fs.promises.writeFile;
      let writes = 0;
      vi.spyOn(fs.promises, 'writeFile').mockImplementation(((...args: Parameters<typeof original>) => {
        const target = typeof args[0] === 'string' ? args[0] : ''; // our code writes by path string
        if (target.startsWith(uploadsDir() + path.sep) && ++writes === 2) return Promise.reject(diskError(code, 'open', target));
        return original(...args);
      }) as typeof original);
      const res = await upload([file(await makeImage('png'), 'a.png'), file(await makeImage('jpeg'), 'b.jpg')]);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual(STORAGE_UNAVAILABLE);
      expect(writes).toBe(2);
      expect(storedFiles()).toEqual([]); // neither the first image nor any temporary file
      expect(await rows()).toEqual([]);
    },
  );

  it('answers 503 when a written file cannot be renamed into place, leaving no half-written file', async () => {
    failDisk('rename', uploadsDir(), 'EIO');
    const res = await upload([file(await makeImage('png'), 'a.png')]);
    expect(res.statusCode, res.body).toBe(503);
    expect(storedFiles()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('answers 503 when the incoming folder cannot be written, before anything is stored', async () => {
    fs.rmSync(incomingDir(), { recursive: true, force: true });
    fs.mkdirSync(path.dirname(incomingDir()), { recursive: true });
    fs.writeFileSync(incomingDir(), 'not a folder');
    try {
      const res = await upload([file(await makeImage('png'), 'a.png')]);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual(STORAGE_UNAVAILABLE);
      expect(await rows()).toEqual([]);
    } finally {
      fs.rmSync(incomingDir());
    }
  });

  it('keeps the row, the image and the thumbnail when a delete cannot remove a file, and finishes on retry', async () => {
    const [item] = (await upload([file(await makeImage('png'), 'a.png')])).json().files as MediaItem[];
    const before = storedFiles();
    expect(before).toHaveLength(2);
    const spy = failDisk('rm', uploadsDir(), 'EACCES');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${item!.id}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual(STORAGE_UNAVAILABLE);
    expect(storedFiles()).toEqual(before);
    expect((await rows()).map((r) => r.id)).toEqual([item!.id]);
    expect((await t.app.inject({ method: 'GET', url: item!.url })).statusCode).toBe(200);

    spy.mockRestore();
    const retry = await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${item!.id}`, headers: { cookie } });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(storedFiles()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('keeps the row when the image cannot be removed after its thumbnail was, and a retry treats the missing thumbnail as done', async () => {
    const [item] = (await upload([file(await makeImage('png'), 'a.png')])).json().files as MediaItem[];
    const original = fs.promises.rm;
    vi.spyOn(fs.promises, 'rm').mockImplementation((...args: Parameters<typeof original>) => {
      const target = String(args[0]);
      if (target === path.join(uploadsDir(), item!.filename)) return Promise.reject(diskError('EIO', 'unlink', target));
      return original(...args);
    });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${item!.id}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(503);
    expect((await rows()).map((r) => r.id)).toEqual([item!.id]);
    expect(storedFiles()).toEqual([item!.filename]); // the image the row shows is still there

    vi.restoreAllMocks();
    const retry = await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${item!.id}`, headers: { cookie } });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(storedFiles()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('deletes an item whose files are already gone', async () => {
    const [item] = (await upload([file(await makeImage('png'), 'a.png')])).json().files as MediaItem[];
    fs.rmSync(uploadsDir(), { recursive: true });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${item!.id}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rows()).toEqual([]);
  });

  it('deletes an item once when two deletes race: one 200, one 404', async () => {
    const [item] = (await upload([file(await makeImage('png'), 'a.png')])).json().files as MediaItem[];
    const answers = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'DELETE', url: `/api/admin/media/${item!.id}`, headers: { cookie } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(storedFiles()).toEqual([]);
  });
});
