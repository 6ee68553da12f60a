import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { getFontFileBytes } from '../../services/catalog/get-font-file-bytes';
import { jsonHeaders, loginCookie } from './test-helpers';

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

const storedFiles = () => (fs.existsSync(path.join(dataDir, 'fonts')) ? fs.readdirSync(path.join(dataDir, 'fonts')).sort() : []);

/** A multipart/form-data body with one file part. */
function multipart(filename: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----chaabi-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(id: number, filename: string, bytes: Buffer, headers: Record<string, string> = { cookie }) {
  const body = multipart(filename, bytes);
  return t.app.inject({
    method: 'POST',
    url: `${OPTIONS}/${id}/font-file`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

async function addFont(name: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: OPTIONS,
    payload: { type: 'font', name, displayName: name },
    headers: { ...jsonHeaders, cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

describe('POST /api/admin/customization-options/:id/font-file', () => {
  it('accepts a real WOFF, serves it back and hands it to the STL engine', async () => {
    const id = await addFont('Chewy Upload');
    const res = await upload(id, 'Chewy.woff', REAL_WOFF);
    expect(res.statusCode, res.body).toBe(200);
    const fontFile = (res.json() as { fontFile: string }).fontFile;
    expect(fontFile).toMatch(/^[a-f0-9]{32}\.woff$/);
    expect(storedFiles()).toEqual([fontFile]);

    const served = await t.app.inject({ method: 'GET', url: `/api/fonts/${fontFile}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('font/woff');
    expect(served.rawPayload.equals(REAL_WOFF)).toBe(true);

    const publicList = (await t.app.inject({ method: 'GET', url: `${OPTIONS}?type=font` })).json() as {
      value: string;
      fontFile: string | null;
    }[];
    expect(publicList.find((f) => f.value === 'chewy-upload')?.fontFile).toBe(fontFile);
    expect(Buffer.from((await getFontFileBytes(t.database.db, t.config, 'chewy-upload'))!).equals(REAL_WOFF)).toBe(true);
    expect(await getFontFileBytes(t.database.db, t.config, 'bangers')).toBeNull();

    // a new upload replaces the file; deleting the font removes it
    const again = await upload(id, 'Chewy.woff', REAL_WOFF);
    const replaced = (again.json() as { fontFile: string }).fontFile;
    expect(storedFiles()).toEqual([replaced]);
    expect((await t.app.inject({ method: 'DELETE', url: `${OPTIONS}/${id}`, headers: { cookie } })).statusCode).toBe(200);
    expect(storedFiles()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/fonts/${replaced}` })).statusCode).toBe(404);
  });

  it('refuses garbage named .ttf, a WOFF2, an empty file and a file over 2 MB with 400, writing nothing', async () => {
    const id = await addFont('Broken');
    const before = storedFiles();
    const garbage = await upload(id, 'font.ttf', Buffer.from('this is not a font at all, only text pretending'));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('Could not read this font file. Upload a TTF, OTF or WOFF font.');
    // a TrueType header followed by nonsense passes the magic check but not the parser
    const fakeTtf = Buffer.concat([Buffer.from([0, 1, 0, 0, 0, 9]), Buffer.alloc(500, 0xab)]);
    expect((await upload(id, 'font.ttf', fakeTtf)).json().message).toBe('Could not read this font file. Upload a TTF, OTF or WOFF font.');
    const woff2 = fs.readFileSync(path.resolve('node_modules/@fontsource/chewy/files/chewy-latin-400-normal.woff2'));
    expect((await upload(id, 'font.woff2', woff2)).statusCode).toBe(400);
    expect((await upload(id, 'empty.ttf', Buffer.alloc(0))).statusCode).toBe(400);
    const big = Buffer.concat([REAL_WOFF, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(id, 'big.woff', big);
    expect([400, 413]).toContain(tooBig.statusCode);
    expect(tooBig.json().message).toBe('Font files can be at most 2 MB');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a font file for a colour, an unknown id, a JSON body, and strangers', async () => {
    const colours = (await t.app.inject({ method: 'GET', url: `${OPTIONS}?type=color_combination` })).json() as { id: number }[];
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

describe('GET /api/fonts/:file', () => {
  it.each(['..%2F..%2Fetc%2Fpasswd', `..%2F${'a'.repeat(32)}.ttf`, 'abc.ttf', `${'a'.repeat(32)}.woff2`, `${'a'.repeat(32)}.ttf`])(
    'answers 404 for %s',
    async (file) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/fonts/${file}` });
      expect(res.statusCode).toBe(404);
    },
  );
});
