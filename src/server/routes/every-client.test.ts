/**
 * Answers for every client (docs/architecture.md#every-client): GET of a page answers
 * 200 whatever the Accept-Encoding (identity, absent, gzip, br), assets and API GETs too, and
 * HEAD answers every GET route with the GET's status and headers and no body (RFC 9110 §9.3.2),
 * as uptime monitors ask.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '#tests/setup/test-db';
import { loginCookie } from '#tests/support/admin';

let dir: string;
let t: TestApp;
let cookie: string;
const routes: RouteOptions[] = [];
// Over 1 KB, as the real index.html is, so the build writes index.html.br and .gz beside it.
const html = `<!doctype html><html><head><title>Chaabi</title></head><body><div id="root"></div>${'<!-- the shop -->'.repeat(100)}</body></html>`;
const script = `console.log(${JSON.stringify('chaabi '.repeat(400))});`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  // As scripts/precompress.ts leaves the build.
  for (const [file, text] of [
    ['index.html', html],
    ['assets/index-abc123.js', script],
  ] as const) {
    fs.writeFileSync(path.join(dir, file), text);
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(text));
  }
  t = await createTestApp({ clientDir: dir, onRoute: (route) => void routes.push(route) });
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ENCODINGS = [undefined, 'identity', 'gzip', 'br'] as const;
const PAGES = ['/', '/guest', '/checkout', '/track', '/terms', '/privacy', '/dealer', '/guest/'];

/** The body as text, decoded from what Content-Encoding says it is. */
function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

/** The headers a HEAD must repeat: all but the ones that differ between any two answers. */
function comparable(headers: Record<string, unknown>): Record<string, unknown> {
  const { date: _date, 'x-request-id': _id, 'set-cookie': _cookie, ...rest } = headers;
  return rest;
}

const inject = (method: 'GET' | 'HEAD', url: string, encoding?: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...extra } });

describe('pages', () => {
  it.each(PAGES.flatMap((url) => ENCODINGS.map((encoding) => [url, encoding] as const)))(
    'GET %s with Accept-Encoding %s answers 200 with the shop page, no-cache',
    async (url, encoding) => {
      const res = await inject('GET', url, encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe(encoding === 'gzip' || encoding === 'br' ? encoding : undefined);
      expect(decoded(res)).toContain('<div id="root">');
    },
  );

  it.each(PAGES.flatMap((url) => ENCODINGS.map((encoding) => [url, encoding] as const)))(
    'HEAD %s with Accept-Encoding %s answers the GET headers and no body',
    async (url, encoding) => {
      const get = await inject('GET', url, encoding);
      const head = await inject('HEAD', url, encoding);
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload).toHaveLength(0);
      expect(comparable(head.headers)).toEqual(comparable(get.headers));
    },
  );

  it('still refuses other methods on a page, and a folder of the build is no listing', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/guest' })).statusCode).toBe(404);
    for (const encoding of ENCODINGS) {
      const res = await inject('GET', '/assets/', encoding);
      expect(res.statusCode).toBe(200);
      expect(decoded(res)).not.toContain('index-abc123.js');
    }
  });
});

describe('assets', () => {
  it.each(ENCODINGS)('GET and HEAD of a hashed asset with Accept-Encoding %s', async (encoding) => {
    const get = await inject('GET', '/assets/index-abc123.js', encoding);
    expect(get.statusCode).toBe(200);
    expect(get.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(get.headers['content-encoding']).toBe(encoding === 'gzip' || encoding === 'br' ? encoding : undefined);
    expect(decoded(get)).toBe(script);
    const head = await inject('HEAD', '/assets/index-abc123.js', encoding);
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload).toHaveLength(0);
    expect(comparable(head.headers)).toEqual(comparable(get.headers));
  });

  it('a missing asset is a 404 to HEAD as to GET', async () => {
    expect((await inject('GET', '/assets/missing-000.js')).statusCode).toBe(404);
    expect((await inject('HEAD', '/assets/missing-000.js')).statusCode).toBe(404);
  });
});

describe('API GETs', () => {
  it.each(['/healthz', '/readyz', '/api/shop-info'].flatMap((url) => ENCODINGS.map((encoding) => [url, encoding] as const)))(
    'GET and HEAD %s with Accept-Encoding %s',
    async (url, encoding) => {
      const get = await inject('GET', url, encoding);
      expect(get.statusCode).toBe(200);
      expect(JSON.parse(decoded(get))).toBeTypeOf('object');
      const head = await inject('HEAD', url, encoding);
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload).toHaveLength(0);
      expect(comparable(head.headers)).toEqual(comparable(get.headers));
    },
  );

  it('every GET route has its HEAD route', () => {
    const paths = (method: string) => new Set(routes.filter((r) => [r.method].flat().includes(method as 'GET')).map((r) => r.url));
    const gets = paths('GET');
    const heads = paths('HEAD');
    expect(gets.size).toBeGreaterThan(50);
    expect([...gets].filter((url) => !heads.has(url))).toEqual([]);
  });

  it('HEAD on every parameterless API GET answers as GET does, signed in as the admin and not', async () => {
    const urls = [...new Set(routes.filter((r) => [r.method].flat().includes('GET')).map((r) => r.url))].filter(
      (url) => !/[:*]/.test(url) && (url.startsWith('/api/') || url.endsWith('z')),
    );
    expect(urls.length).toBeGreaterThan(20);
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      for (const url of urls) {
        const get = await inject('GET', url, 'identity', headers);
        const head = await inject('HEAD', url, 'identity', headers);
        expect({ url, status: head.statusCode, body: head.rawPayload.length }).toEqual({ url, status: get.statusCode, body: 0 });
        expect(head.headers['content-type']).toBe(get.headers['content-type']);
        expect(get.statusCode).toBeLessThan(500);
      }
    }
  });
});
