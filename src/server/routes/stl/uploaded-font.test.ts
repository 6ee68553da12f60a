// An admin-uploaded font is
// offered, ordered, built into the print files and the STL tools from its own file (no Bangers
// fallback), named with its SHA-256 on the job sheet; a font that lacks keychain characters is
// refused, naming them, and leaves no offered option behind.
import * as hb from 'harfbuzzjs';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { decompress } from 'woff2-encoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildKeychain, initGeometry, loadFont, toStl } from '#geometry/index';
import { loadBuiltInFont } from '#geometry/node-fonts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { blockFont, builtInFontAsTtf } from '../../../../tests/support/fonts';
import { customizationOptions } from '../../db/schema/index';
import { FONT_SCRIPT_FIXED_MESSAGE } from '#shared/schemas/customization';
import { addFontOption, insertOrder, jsonHeaders, loginCookie, uploadFontFile } from '#tests/support/admin';
import { postJson } from '#tests/support/http';

const OPTIONS = '/api/admin/customization-options';
const CHEWY_TTF = builtInFontAsTtf('chewy');

let t: TestApp;
let cookie: string;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-uploaded-font-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  cookie = await loginCookie(t.app);
  await initGeometry();
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function upload(id: number, filename: string, bytes: Buffer) {
  return uploadFontFile(t.app, id, { filename, data: bytes, type: 'font/ttf' }, { cookie });
}

const addFont = (name: string): Promise<number> => addFontOption(t.app, cookie, name);

async function offeredFonts(): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `${OPTIONS}?type=font` });
  return res.json<{ value: string }[]>().map((f) => f.value);
}

function orderBody(fontFamily: string) {
  return {
    customerEmail: 'kiran@example.in',
    customerName: 'Kiran',
    customerPhone: '+91 9876543210',
    keychains: [{ customText: 'Kiran', fontFamily, textColor: 'yellow' }],
    shippingAddress: { street: '1 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' },
  };
}

describe('an uploaded TrueType font', () => {
  let fontId: number;
  let fontFile: string;

  beforeAll(async () => {
    fontId = await addFont('Chewy Print');
    // Before its file arrives the font is not offered, and cannot be ordered.
    expect(await offeredFonts()).not.toContain('chewy-print');
    const res = await upload(fontId, 'ChewyPrint.ttf', CHEWY_TTF);
    expect(res.statusCode, res.body).toBe(200);
    fontFile = res.json<{ fontFile: string }>().fontFile;
  });

  it('records the file SHA-256 and is offered to shoppers and dealers', async () => {
    const [row] = await t.database.db.select().from(customizationOptions).where(eq(customizationOptions.id, fontId));
    expect(row!.fontFileSha256).toBe(createHash('sha256').update(CHEWY_TTF).digest('hex'));
    expect(await offeredFonts()).toContain('chewy-print');
  });

  it('is ordered and printed in exactly that font, and the job sheet names the file and its hash', async () => {
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody('chewy-print'), headers: jsonHeaders });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json<{ id: number }>().id;
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/print-files`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const stl = entries[`order-${id}/01-Kiran-chewy-print.stl`];
    expect(stl).toBeDefined();
    const font = loadFont(hb, CHEWY_TTF.buffer.slice(CHEWY_TTF.byteOffset, CHEWY_TTF.byteOffset + CHEWY_TTF.byteLength) as ArrayBuffer);
    const expected = toStl(buildKeychain({ text: 'Kiran', font }));
    const bangers = toStl(buildKeychain({ text: 'Kiran', font: loadBuiltInFont(hb, 'bangers') }));
    expect(Buffer.from(stl!).equals(Buffer.from(expected))).toBe(true);
    expect(Buffer.from(stl!).equals(Buffer.from(bangers))).toBe(false);
    const sheet = strFromU8(entries[`order-${id}/job-sheet.txt`]!);
    expect(sheet).toContain(`font file ${fontFile} · SHA-256 ${createHash('sha256').update(CHEWY_TTF).digest('hex')}`);
    expect(sheet).not.toMatch(/Bangers|NOT GENERATED/);
  });

  it('builds in the STL tools from the same file', async () => {
    const res = await postJson(t.app, '/api/blender-stl/generate', { text: 'Kiran', fontFamily: 'chewy-print' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ downloadUrl: string; triangleCount: number }>();
    const file = await t.app.inject({ method: 'GET', url: body.downloadUrl });
    const font = loadFont(hb, CHEWY_TTF.buffer.slice(CHEWY_TTF.byteOffset, CHEWY_TTF.byteOffset + CHEWY_TTF.byteLength) as ArrayBuffer);
    expect(file.rawPayload.equals(Buffer.from(toStl(buildKeychain({ text: 'Kiran', font }))))).toBe(true);
  });

  it('is refused by the STL tools and at order time once hidden, yet an earlier order still prints in it', async () => {
    const earlier = await insertOrder(t.database.db, {
      keychains: [{ customText: 'Asha', fontFamily: 'chewy-print', textColor: 'yellow' }],
    });
    const hide = await t.app.inject({
      method: 'PUT',
      url: `${OPTIONS}/${fontId}`,
      payload: { isActive: false },
      headers: { ...jsonHeaders, cookie },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    try {
      const tool = await postJson(t.app, '/api/blender-stl/generate', { text: 'Kiran', fontFamily: 'chewy-print' });
      expect(tool.statusCode).toBe(400);
      const order = await t.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody('chewy-print'), headers: jsonHeaders });
      expect(order.statusCode).toBe(400);
      expect(order.json().message).toBe('Font "chewy-print" is not available');
      const files = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${earlier}/print-files`, headers: { cookie } });
      expect(Object.keys(unzipSync(new Uint8Array(files.rawPayload)))).toContain(`order-${earlier}/01-Asha-chewy-print.stl`);
    } finally {
      await t.app.inject({ method: 'PUT', url: `${OPTIONS}/${fontId}`, payload: { isActive: true }, headers: { ...jsonHeaders, cookie } });
    }
  });
});

describe('an uploaded WOFF2 font (decision 025)', () => {
  it('is decoded once, stored as its TrueType bytes, and printed from exactly those', async () => {
    const woff2 = fs.readFileSync(path.resolve('node_modules/@fontsource/knewave/files/knewave-latin-400-normal.woff2'));
    const ttf = Buffer.from(await decompress(woff2));
    expect(ttf.subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0]));
    const id = await addFont('Knewave Two');
    const res = await upload(id, 'KnewaveTwo.woff2', woff2);
    expect(res.statusCode, res.body).toBe(200);
    const fontFile = res.json<{ fontFile: string }>().fontFile;
    expect(fontFile).toMatch(/^[a-f0-9]{32}\.ttf$/);
    const served = await t.app.inject({ method: 'GET', url: `/api/fonts/${fontFile}` });
    expect(served.headers['content-type']).toBe('font/ttf');
    expect(served.rawPayload.equals(ttf)).toBe(true);
    const sha = createHash('sha256').update(ttf).digest('hex');
    const [row] = await t.database.db.select().from(customizationOptions).where(eq(customizationOptions.id, id));
    expect(row!.fontFileSha256).toBe(sha);

    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody('knewave-two'), headers: jsonHeaders });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ id: number }>().id;
    const files = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/print-files`, headers: { cookie } });
    const entries = unzipSync(new Uint8Array(files.rawPayload));
    const stl = entries[`order-${orderId}/01-Kiran-knewave-two.stl`];
    const expected = toStl(
      buildKeychain({ text: 'Kiran', font: loadFont(hb, ttf.buffer.slice(ttf.byteOffset, ttf.byteOffset + ttf.byteLength)) }),
    );
    expect(stl && Buffer.from(stl).equals(Buffer.from(expected))).toBe(true);
    expect(strFromU8(entries[`order-${orderId}/job-sheet.txt`]!)).toContain(`font file ${fontFile} · SHA-256 ${sha}`);
  });
});

describe('a font that lacks keychain characters', () => {
  it('is refused naming the missing characters, and leaves no offered option behind', async () => {
    const id = await addFont('Blocky');
    const res = await upload(id, 'Blocky.otf', blockFont('qxyz0'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This font cannot print every keychain text: it has no letter or digit for q, x-z, 0. Upload a font with all of A-Z, a-z and 0-9.',
    );
    const [row] = await t.database.db.select().from(customizationOptions).where(eq(customizationOptions.id, id));
    expect(row).toMatchObject({ isActive: false, fontFile: null, fontFileSha256: null });
    expect(await offeredFonts()).not.toContain('blocky');
    const order = await t.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody('blocky'), headers: jsonHeaders });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Font "blocky" is not available' });
  });

  it('a complete block font is accepted', async () => {
    const id = await addFont('Blocky Full');
    expect((await upload(id, 'BlockyFull.otf', blockFont())).statusCode).toBe(200);
    expect(await offeredFonts()).toContain('blocky-full');
  });
});

describe("a font's script (docs/decisions/094-font-script-until-its-file.md)", () => {
  const put = (id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `${OPTIONS}/${id}`, payload, headers: { ...jsonHeaders, cookie } });

  it('refuses a file that cannot draw it, may change while the font has no file, and is fixed once the file is on record', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: OPTIONS,
      payload: { type: 'font', name: 'Chewy Tamil', displayName: 'Chewy Tamil', script: 'Taml' },
      headers: { ...jsonHeaders, cookie },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number; script: string }>().id;
    expect(created.json()).toMatchObject({ script: 'Taml' });

    // A Latin file offered for Tamil: 400 naming the script, and nothing stored.
    const refused = await upload(id, 'Chewy.ttf', CHEWY_TTF);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /^This font cannot print every keychain text: it has no letter or digit for அ-.*Upload a font with every Tamil letter and vowel sign, and 0-9\.$/,
    );
    const [row] = await t.database.db.select().from(customizationOptions).where(eq(customizationOptions.id, id));
    expect(row).toMatchObject({ script: 'Taml', fontFile: null });

    // No file yet: the admin corrects the script, and the same file is accepted for it.
    const corrected = await put(id, { script: 'Latn' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ script: 'Latn' });
    expect((await upload(id, 'Chewy.ttf', CHEWY_TTF)).statusCode).toBe(200);

    // With its file on record the script stays; the same script or other fields still save.
    const fixed = await put(id, { script: 'Deva' });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json().message).toBe(FONT_SCRIPT_FIXED_MESSAGE);
    expect((await put(id, { script: 'Latn', displayName: 'Chewy Latin' })).json()).toMatchObject({
      script: 'Latn',
      displayName: 'Chewy Latin',
    });
  });

  it('of a built-in font is fixed; a colour combination ignores one; an unknown script is a 400', async () => {
    const [baloo] = await t.database.db.select().from(customizationOptions).where(eq(customizationOptions.value, 'baloo-2'));
    const fixed = await put(baloo!.id, { script: 'Latn' });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json().message).toBe(FONT_SCRIPT_FIXED_MESSAGE);
    const [yellow] = await t.database.db.select().from(customizationOptions).where(eq(customizationOptions.value, 'yellow'));
    expect((await put(yellow!.id, { script: 'Deva' })).json()).toMatchObject({ script: 'Latn' });
    expect((await put(yellow!.id, {})).json()).toMatchObject({ id: yellow!.id, value: 'yellow' });
    const id = await addFont('Scriptless');
    const bad = await put(id, { script: 'Cyrl' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose one of the scripts');
  });
});

describe('a font with no file', () => {
  it('is never printed in another font: the keychain is reported NOT GENERATED', async () => {
    const id = await insertOrder(t.database.db, {
      keychains: [
        { customText: 'Ravi8', fontFamily: 'slackey', textColor: 'orange' },
        { customText: 'Asha', fontFamily: 'bangers', textColor: 'yellow' },
      ],
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/print-files`, headers: { cookie } });
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(entries).filter((n) => !n.endsWith('/'));
    expect(names.filter((n) => n.includes('Ravi8'))).toEqual([]);
    expect(names).toContain(`order-${id}/02-Asha-bangers.stl`);
    const sheet = strFromU8(entries[`order-${id}/job-sheet.txt`]!);
    expect(sheet).toContain('1. "Ravi8": NOT GENERATED (Font "slackey" is not available)');
    expect(sheet).toMatch(/font file @fontsource\/bangers\/files\/bangers-latin-400-normal\.woff · SHA-256 [0-9a-f]{64}/);
  });
});

describe('a built-in font whose file the admin replaced', () => {
  it('prints from the uploaded replacement, not the shipped file', async () => {
    const [knewave] = await t.database.db.select().from(customizationOptions).where(eq(customizationOptions.value, 'knewave'));
    expect((await upload(knewave!.id, 'Replacement.ttf', CHEWY_TTF)).statusCode).toBe(200);
    const id = await insertOrder(t.database.db, { keychains: [{ customText: 'Kiran', fontFamily: 'knewave', textColor: 'yellow' }] });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/print-files`, headers: { cookie } });
    const stl = unzipSync(new Uint8Array(res.rawPayload))[`order-${id}/01-Kiran-knewave.stl`];
    const font = loadFont(hb, CHEWY_TTF.buffer.slice(CHEWY_TTF.byteOffset, CHEWY_TTF.byteOffset + CHEWY_TTF.byteLength) as ArrayBuffer);
    expect(Buffer.from(stl!).equals(Buffer.from(toStl(buildKeychain({ text: 'Kiran', font }))))).toBe(true);
  });
});
