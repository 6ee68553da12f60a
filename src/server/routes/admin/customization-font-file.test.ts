import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { customizationOptions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { getFontFileBytes } from '../../services/catalog/get-font-file-bytes';
import { UNREADABLE_WOFF2_MESSAGE } from '../../services/catalog/decode-woff2';
import { addFontOption, jsonHeaders, loginCookie, uploadFontFile } from '#tests/support/admin';

const REAL_WOFF = fs.readFileSync(path.resolve('node_modules/@fontsource/chewy/files/chewy-latin-400-normal.woff'));
const OPTIONS = '/api/admin/customization-options';

let t: TestApp;
let cookie: string;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-fonts-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const STORAGE_UNAVAILABLE = { code: 'STORAGE_UNAVAILABLE', message: 'File storage is unavailable. Please try again.' };
const fontFileOf = async (id: number) =>
  (
    await t.database.db
      .select({ fontFile: customizationOptions.fontFile })
      .from(customizationOptions)
      .where(eq(customizationOptions.id, id))
  )[0]?.fontFile;
const incoming = () => (fs.existsSync(path.join(dataDir, 'tmp', 'incoming')) ? fs.readdirSync(path.join(dataDir, 'tmp', 'incoming')) : []);

const storedFiles = () => (fs.existsSync(path.join(dataDir, 'fonts')) ? fs.readdirSync(path.join(dataDir, 'fonts')).sort() : []);

function upload(id: number, filename: string, bytes: Buffer, headers: Record<string, string> = { cookie }) {
  return uploadFontFile(t.app, id, { filename, data: bytes }, headers);
}

const addFont = (name: string): Promise<number> => addFontOption(t.app, cookie, name);

describe('POST /api/admin/customization-options/:id/font-file', () => {
  it('accepts a real WOFF, serves it back and hands it to the STL engine', async () => {
    const id = await addFont('Chewy Upload');
    const res = await upload(id, 'Chewy.woff', REAL_WOFF);
    expect(res.statusCode, res.body).toBe(200);
    const fontFile = res.json<{ fontFile: string }>().fontFile;
    expect(fontFile).toMatch(/^[a-f0-9]{32}\.woff$/);
    expect(storedFiles()).toEqual([fontFile]);

    const served = await t.app.inject({ method: 'GET', url: `/api/fonts/${fontFile}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('font/woff');
    expect(served.rawPayload.equals(REAL_WOFF)).toBe(true);

    const publicList = (await t.app.inject({ method: 'GET', url: `${OPTIONS}?type=font` })).json<
      {
        value: string;
        fontFile: string | null;
      }[]
    >();
    expect(publicList.find((f) => f.value === 'chewy-upload')?.fontFile).toBe(fontFile);
    expect(Buffer.from((await getFontFileBytes(t.database.db, t.app.services.storage, 'chewy-upload'))!).equals(REAL_WOFF)).toBe(true);
    expect(await getFontFileBytes(t.database.db, t.app.services.storage, 'bangers')).toBeNull();

    // a new upload replaces the file; deleting the font removes it
    const again = await upload(id, 'Chewy.woff', REAL_WOFF);
    const replaced = again.json<{ fontFile: string }>().fontFile;
    expect(storedFiles()).toEqual([replaced]);
    expect((await t.app.inject({ method: 'DELETE', url: `${OPTIONS}/${id}`, headers: { cookie } })).statusCode).toBe(200);
    expect(storedFiles()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/fonts/${replaced}` })).statusCode).toBe(404);
  });

  it('refuses garbage named .ttf, a broken WOFF2, an empty file and a file over 2 MB with 400, writing nothing', async () => {
    const id = await addFont('Broken');
    const before = storedFiles();
    const garbage = await upload(id, 'font.ttf', Buffer.from('this is not a font at all, only text pretending'));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('Could not read this font file. Upload a TTF, OTF, WOFF or WOFF2 font.');
    // a TrueType header followed by nonsense passes the magic check but not the parser
    const fakeTtf = Buffer.concat([Buffer.from([0, 1, 0, 0, 0, 9]), Buffer.alloc(500, 0xab)]);
    expect((await upload(id, 'font.ttf', fakeTtf)).json().message).toBe(
      'Could not read this font file. Upload a TTF, OTF, WOFF or WOFF2 font.',
    );
    // WOFF2 (decision 087): a truncated file, and one announcing a 100 MB font, are refused before decoding writes anything
    const woff2 = fs.readFileSync(path.resolve('node_modules/@fontsource/chewy/files/chewy-latin-400-normal.woff2'));
    const truncated = await upload(id, 'font.woff2', woff2.subarray(0, 600));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe(UNREADABLE_WOFF2_MESSAGE);
    const bomb = Buffer.from(woff2);
    bomb.writeUInt32BE(100 * 1024 * 1024, 16);
    expect((await upload(id, 'bomb.woff2', bomb)).json().message).toBe(UNREADABLE_WOFF2_MESSAGE);
    expect((await upload(id, 'empty.ttf', Buffer.alloc(0))).statusCode).toBe(400);
    const big = Buffer.concat([REAL_WOFF, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(id, 'big.woff', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Font files can be at most 2 MB' });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a font file for a colour, an unknown id, a JSON body, and strangers', async () => {
    const colours = (await t.app.inject({ method: 'GET', url: `${OPTIONS}?type=color_combination` })).json<{ id: number }[]>();
    expect((await upload(colours[0]!.id, 'Chewy.woff', REAL_WOFF)).json().message).toBe('Font files can only be added to fonts');
    expect((await upload(999_999, 'Chewy.woff', REAL_WOFF)).statusCode).toBe(404);
    const json = await t.app.inject({
      method: 'POST',
      url: `${OPTIONS}/1/font-file`,
      payload: { file: 'x' },
      headers: { ...jsonHeaders, cookie },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect((await upload(1, 'Chewy.woff', REAL_WOFF, {})).statusCode).toBe(401);
    expect(storedFiles()).toEqual([]);
  });
});

describe('font files when uploads race or the storage fails', () => {
  it('keeps exactly one file, the one the row names, when five uploads to one font race', async () => {
    const id = await addFont('Race Font');
    const first = (await upload(id, 'Chewy.woff', REAL_WOFF)).json<{ fontFile: string }>();
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(id, 'Chewy.woff', REAL_WOFF)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const named = await fontFileOf(id);
    expect(answers.map((a) => a.json<{ fontFile: string }>().fontFile)).toContain(named);
    const ours = new Set([first.fontFile, ...answers.map((a) => a.json<{ fontFile: string }>().fontFile)]);
    expect(ours.size).toBe(6);
    expect(storedFiles().filter((f) => ours.has(f))).toEqual([named]);
    expect(incoming()).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `${OPTIONS}/${id}`, headers: { cookie } })).statusCode).toBe(200);
  });

  it('answers 503 when the font folder cannot be written, keeping the previous file and the row unchanged', async () => {
    const id = await addFont('Blocked Font');
    const previous = (await upload(id, 'Chewy.woff', REAL_WOFF)).json().fontFile as string;
    const before = storedFiles();
    const original = fs.promises.rename;
    vi.spyOn(fs.promises, 'rename').mockImplementation((...args: Parameters<typeof original>) => {
      if (String(args[1]).startsWith(path.join(dataDir, 'fonts') + path.sep)) {
        return Promise.reject(Object.assign(new Error('EROFS: simulated'), { code: 'EROFS', syscall: 'rename' }));
      }
      return original(...args);
    });
    const res = await upload(id, 'Chewy.woff', REAL_WOFF);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual(STORAGE_UNAVAILABLE);
    expect(await fontFileOf(id)).toBe(previous);
    expect(storedFiles()).toEqual(before);
    expect(incoming()).toEqual([]);
  });

  it('answers 503 when the fonts path is a regular file, recording nothing', async () => {
    const id = await addFont('No Folder Font');
    const fonts = path.join(dataDir, 'fonts');
    const saved = fs.mkdtempSync(path.join(dataDir, 'fonts-moved-'));
    if (fs.existsSync(fonts)) fs.renameSync(fonts, path.join(saved, 'fonts'));
    fs.writeFileSync(fonts, 'not a folder');
    try {
      const res = await upload(id, 'Chewy.woff', REAL_WOFF);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual(STORAGE_UNAVAILABLE);
      expect(await fontFileOf(id)).toBeNull();
      expect(incoming()).toEqual([]);
    } finally {
      fs.rmSync(fonts);
      if (fs.existsSync(path.join(saved, 'fonts'))) fs.renameSync(path.join(saved, 'fonts'), fonts);
      fs.rmSync(saved, { recursive: true });
    }
  });

  it('keeps the font and its file when deleting cannot remove the file, and deletes both on retry', async () => {
    const id = await addFont('Sticky Font');
    const fontFile = (await upload(id, 'Chewy.woff', REAL_WOFF)).json().fontFile as string;
    const original = fs.promises.rm;
    vi.spyOn(fs.promises, 'rm').mockImplementation((...args: Parameters<typeof original>) => {
      if (String(args[0]).endsWith(fontFile)) {
        return Promise.reject(Object.assign(new Error('EACCES: simulated'), { code: 'EACCES', syscall: 'unlink' }));
      }
      return original(...args);
    });
    const res = await t.app.inject({ method: 'DELETE', url: `${OPTIONS}/${id}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual(STORAGE_UNAVAILABLE);
    expect(await fontFileOf(id)).toBe(fontFile);
    expect(storedFiles()).toContain(fontFile);

    vi.restoreAllMocks();
    expect((await t.app.inject({ method: 'DELETE', url: `${OPTIONS}/${id}`, headers: { cookie } })).statusCode).toBe(200);
    expect(storedFiles()).not.toContain(fontFile);
    expect(await fontFileOf(id)).toBeUndefined();
  });
});

describe('GET /api/fonts/:file', () => {
  it.each(['..%2F..%2Fetc%2Fpasswd', `..%2F${'a'.repeat(32)}.ttf`, 'abc.ttf', `${'a'.repeat(32)}.woff2`, `${'a'.repeat(32)}.ttf`])(
    'answers 404 for %s',
    async (file) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/fonts/${file}` });
      expect(res.statusCode).toBe(404);
    },
  );
});
