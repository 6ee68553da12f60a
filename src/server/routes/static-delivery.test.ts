/**
 * Delivery of the built client: precompressed Brotli/gzip files, long
 * caching for hashed assets, no-cache HTML, compressed API JSON, and a rebuild under a
 * running server serves the new files instead of 404s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestDatabase, testConfig, type TestDatabase } from '../../../tests/setup/test-db';

let dir: string;
let database: TestDatabase;
let app: FastifyInstance;
const script = `console.log(${JSON.stringify('chaabi '.repeat(400))});`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Chaabi</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dir, 'assets', 'geometry.worker-abc123.js'), script);
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'shop/checkout/checkout-page.tsx': { file: 'assets/checkout-page-def456.js', imports: ['index.html'] },
    }),
  );
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, logger: false, rateLimit: false, clientDir: dir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('static delivery', () => {
  it('sends the precompressed Brotli file of a hashed asset, cached for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it("leaves a document's headers off a hashed asset, and keeps them on pages and workers", async () => {
    const documentOnly = ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'];
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    for (const name of documentOnly) expect(asset.headers[name], name).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    const worker = await app.inject({ method: 'GET', url: '/assets/geometry.worker-abc123.js' });
    const page = await app.inject({ method: 'GET', url: '/guest' });
    for (const res of [worker, page]) {
      expect(res.statusCode).toBe(200);
      for (const name of documentOnly) expect(res.headers[name], name).toBeDefined();
    }
  });

  it('falls back to gzip, and to the plain file', async () => {
    const gz = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("preloads a lazy route's chunk with its HTML, and nothing extra on home", async () => {
    const checkout = await app.inject({ method: 'GET', url: '/checkout' });
    expect(checkout.body).toContain('<link rel="modulepreload" crossorigin href="/assets/checkout-page-def456.js">');
    expect(checkout.body).not.toContain('index-abc123.js"');
    const home = await app.inject({ method: 'GET', url: '/guest' });
    expect(home.body).not.toContain('modulepreload');
    // The catalogue the customizer and checkout render from comes with their HTML.
    for (const page of [checkout, home]) {
      expect(page.body).toContain(
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/admin/customization-options?type=font">',
      );
    }
    expect((await app.inject({ method: 'GET', url: '/dealer' })).body).not.toContain('as="fetch"');
  });

  it('does not serve the build manifest', async () => {
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('serves the SPA shell for app routes with no-cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/guest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The admin path is published only on the admin page (routes/admin/admin-path.test.ts).
    expect(res.body).not.toContain('chaabi-admin-path');
  });

  it('serves files written after start (a rebuild under a running server)', async () => {
    const next = 'console.log("rebuilt");'.repeat(80);
    fs.writeFileSync(path.join(dir, 'assets', 'index-def456.js'), next);
    const res = await app.inject({ method: 'GET', url: '/assets/index-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(next);
  });

  it('a missing asset is a 404, and an unknown API route a JSON 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/missing-000.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('compresses API JSON over 1 KB', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()).openapi).toBeDefined();
  });
});
