import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkClosed, meshBounds, boundsDimensions, parseStl } from '#geometry/index';
import { STL_TEXT_MESSAGES } from '#shared/keychain-text';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { localFileStores } from '../../../../tests/support/file-stores';
import { weldMesh } from '../../services/stl/weld-mesh';
import { findOnPath } from '../../services/stl/test-blender';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-stl-'));
  // A BLENDER_PATH that does not exist: these tests never need Blender (the last block does, when installed).
  t = await createTestApp({ env: { DATA_DIR: dataDir, BLENDER_PATH: path.join(dataDir, 'no-blender') } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const generate = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/blender-stl/generate', payload: body, headers: { 'content-type': 'application/json' } });

describe('POST /api/blender-stl/generate (docs/product.md#7-api)', () => {
  it('answers the spec shape with 60 × 20 × 5 mm and download links', async () => {
    const res = await generate({ text: 'Chaabi', fontFamily: 'bangers', colorCombination: 'red-black' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      error: null,
      backend: 'engine',
      closed: true,
      dimensions: { width: 60, height: 20, depth: 5 },
    });
    expect(body.filename).toMatch(/^keychain-Chaabi-bangers-[0-9a-f]{16}\.stl$/);
    expect(body.downloadUrl).toBe(`/api/stl/download/${body.filename}`);
    expect(body.downloadUrl3mf).toBe(body.downloadUrl.replace(/\.stl$/, '.3mf'));
    expect(typeof body.executionTime).toBe('number');
    expect(body.triangleCount).toBeGreaterThan(100);
  });

  it('serves an STL that parses as a closed 60 × 20 × 5 mm mesh, with a readable attachment name', async () => {
    const { downloadUrl } = (await generate({ text: 'Mississippi12', fontFamily: 'pacifico' })).json();
    const res = await t.app.inject({ method: 'GET', url: downloadUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('model/stl');
    expect(res.headers['content-disposition']).toBe('attachment; filename="keychain-Mississippi12-pacifico.stl"');
    const mesh = parseStl(new Uint8Array(res.rawPayload));
    expect(checkClosed(weldMesh(mesh)).closed).toBe(true);
    const size = boundsDimensions(meshBounds(mesh));
    expect(size.width).toBeCloseTo(60, 1);
    expect(size.height).toBeCloseTo(20, 1);
    expect(size.depth).toBeCloseTo(5, 1);
  });

  it('serves the 3MF as a zip holding the model with both colours', async () => {
    const { downloadUrl3mf } = (await generate({ text: 'Asha', fontFamily: 'chewy', colorCombination: 'blue-yellow' })).json();
    const res = await t.app.inject({ method: 'GET', url: downloadUrl3mf });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('model/3mf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="keychain-Asha-chewy.3mf"');
    const bytes = new Uint8Array(res.rawPayload);
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const files = unzipSync(bytes);
    const model = new TextDecoder().decode(files['3D/3dmodel.model']);
    expect(model.toUpperCase()).toContain('#1D4ED8');
    expect(model.toUpperCase()).toContain('#FACC15');
  });

  it('returns the same cached file for the same input without building it again', async () => {
    const body = { text: 'Cache7', fontFamily: 'knewave', colorCombination: 'green-white' };
    const first = (await generate(body)).json();
    const file = path.join(dataDir, 'generated', first.filename);
    const written = fs.statSync(file).ino; // a build writes a temp file and renames it: a new inode
    const second = (await generate(body)).json();
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(true);
    expect(second.filename).toBe(first.filename);
    expect(fs.statSync(file).ino).toBe(written); // served from disk (only its mtime is refreshed), not rebuilt
    const other = (await generate({ ...body, colorCombination: 'red-black' })).json();
    expect(other.filename).not.toBe(first.filename);
  });

  it('builds identical concurrent requests once', async () => {
    const body = { text: 'Twins', fontFamily: 'bangers' };
    const answers = await Promise.all([generate(body), generate(body), generate(body)]);
    const names = new Set(answers.map((a) => a.json().filename));
    expect(names.size).toBe(1);
    expect(fs.readdirSync(path.join(dataDir, 'generated')).filter((f) => f.startsWith('keychain-Twins-'))).toHaveLength(3);
  });

  it.each([
    ['', STL_TEXT_MESSAGES.required],
    ['   ', STL_TEXT_MESSAGES.required],
    ['ABCDEFGHIJKLMN', STL_TEXT_MESSAGES.tooLong],
    ['Two words', STL_TEXT_MESSAGES.spaces],
    ['Raj@2024', `${STL_TEXT_MESSAGES.symbols}: cannot print "@"`],
    ['राजA', 'Use one script per keychain (numbers 0-9 go with any): "र" and "A" cannot be mixed'],
  ])('refuses %j with 400 "%s"', async (text, message) => {
    const res = await generate({ text, fontFamily: 'bangers' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('accepts 13 characters and font names as displayed', async () => {
    const res = await generate({ text: 'ABCDEFGHIJKLM', fontFamily: 'Permanent Marker' });
    expect(res.statusCode).toBe(200);
    expect(res.json().filename).toMatch(/^keychain-ABCDEFGHIJKLM-permanent-marker-/);
  });

  it('refuses an unknown font, and Arial without Blender, with 400 "Font not available"', async () => {
    for (const fontFamily of ['comic-sans', 'Arial', '../../etc']) {
      const res = await generate({ text: 'Hi', fontFamily });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Font not available/);
    }
  });

  it('refuses an unknown colour combination and a missing text with 400', async () => {
    expect((await generate({ text: 'Hi', fontFamily: 'bangers', colorCombination: 'yellow' })).statusCode).toBe(400);
    expect((await generate({ fontFamily: 'bangers' })).statusCode).toBe(400);
  });

  it('applies the Blender page rules to the blender backend (20 characters, its own required message)', async () => {
    const empty = await generate({ text: '', fontFamily: 'arial', backend: 'blender' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter text for the keychain');
    const long = await generate({ text: 'A'.repeat(21), fontFamily: 'arial', backend: 'blender' });
    expect(long.json().message).toBe('Text must be 20 letters or less');
    const missing = await generate({ text: 'A'.repeat(20), fontFamily: 'arial', backend: 'blender' });
    expect(missing.statusCode).toBe(503);
  });
});

describe('GET /api/stl/download/:file', () => {
  it.each([
    '..%2F..%2Fpackage.json',
    '..%2Fgenerated%2Fx.stl',
    'keychain-A-bangers-0123456789abcdef.exe',
    '%2Fetc%2Fpasswd',
    'keychain-A-bangers-0123456789abcdef.json',
    '.keychain-A-bangers-0123456789abcdef.stl.tmp',
  ])('refuses %s with 400', async (file) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/stl/download/${file}` });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for a well-formed name it never generated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stl/download/keychain-A-bangers-0123456789abcdef.stl' });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 for ../ that the router normalises', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stl/download/../../../package.json' });
    expect([400, 404]).toContain(res.statusCode);
  });
});

describe('GET /api/blender-stl/test-blender (docs/product.md#7-api)', () => {
  it('reports Blender unavailable with a message and an error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blender-stl/test-blender' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ blenderAvailable: false, version: null });
    expect(res.json().message).toMatch(/not available/);
    expect(res.json().error).toBeTruthy();
  });
});

describe('the worker pool keeps the event loop free', () => {
  // Order, not time: health answers before the generations finish. The latency is measured in
  // bench/stl-event-loop.ts, `npm run bench -- stl` (a wall-clock budget in a unit test fails on a busy machine).
  it('answers /healthz while 8 generations run', async () => {
    const texts = Array.from({ length: 8 }, (_, i) => `Busy${i}Loop${Date.now() % 1000}`.slice(0, 13));
    let finished = 0;
    const generations = texts.map((text) => generate({ text, fontFamily: 'pacifico' }).then((r) => (finished++, r)));
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    const doneWhenHealthAnswered = finished;
    const answers = await Promise.all(generations);
    expect(health.statusCode).toBe(200);
    expect(doneWhenHealthAnswered).toBeLessThan(8);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  });
});

describe('sweeping old files', () => {
  it('deletes generated files older than 24 h and keeps fresh ones', async () => {
    const { filename } = (await generate({ text: 'Old', fontFamily: 'bangers' })).json();
    const dir = path.join(dataDir, 'generated');
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const f of fs.readdirSync(dir).filter((f) => f.startsWith('keychain-Old-'))) fs.utimesSync(path.join(dir, f), old, old);
    const { StlFileStore, generatedFileStore } = await import('../../services/stl/stl-file-store');
    const removed = await new StlFileStore(generatedFileStore(localFileStores(dataDir))).sweep(Date.now());
    expect(removed).toBe(3);
    expect(fs.existsSync(path.join(dir, filename))).toBe(false);
    expect(fs.readdirSync(dir).some((f) => f.startsWith('keychain-Chaabi-'))).toBe(true);
  });
});

const blender = process.env.BLENDER_PATH ?? (await findOnPath('blender'));
describe.skipIf(!blender)('the Blender backend (only where Blender is installed)', () => {
  let tb: TestApp;
  beforeAll(async () => {
    tb = await createTestApp({ env: { DATA_DIR: dataDir, BLENDER_PATH: blender! } });
  });
  afterAll(async () => {
    await tb?.close();
  });

  it('reports the version and generates a 60 × 20 × 5 mm STL through Blender', async () => {
    const test = (await tb.app.inject({ method: 'GET', url: '/api/blender-stl/test-blender' })).json();
    expect(test).toMatchObject({ blenderAvailable: true, error: null });
    expect(test.version).toMatch(/^Blender \d/);
    const res = await tb.app.inject({
      method: 'POST',
      url: '/api/blender-stl/generate',
      payload: { text: 'Blender20', fontFamily: 'Arial', backend: 'blender' },
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      backend: 'blender',
      downloadUrl3mf: null,
      dimensions: { width: 60, height: 20, depth: 5 },
    });
    const stl = await tb.app.inject({ method: 'GET', url: res.json().downloadUrl });
    expect(stl.headers['content-disposition']).toBe('attachment; filename="keychain-Blender20-arial.stl"');
  }, 120_000);
});
