/**
 * The share page's absolute links come from PUBLIC_URL (lib/public-url.ts), never from the
 * request's Host or X-Forwarded-Host header, and the page does not publish the admin path.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-db';
import { signedInCustomer } from '#tests/support/shop';

let clientDir: string;
beforeAll(() => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-share-page-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html>\n<html>\n  <head>\n    <title>Chaabi</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
});
afterAll(() => {
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** Saves and shares a design on `t`; returns the share page's path. */
async function sharedPage(t: TestApp): Promise<string> {
  const { cookie } = await signedInCustomer(t.app, t.database.db, {
    id: 'user-asha',
    email: 'asha@example.in',
    firstName: 'Asha',
    lastName: 'Verma',
  });
  const headers = { cookie, 'content-type': 'application/json' };
  const design = { customText: 'ASHA', fontFamily: 'bangers', textColor: 'yellow' };
  const saved = await t.app.inject({ method: 'POST', url: '/api/designs', headers, payload: design });
  expect(saved.statusCode).toBe(201);
  const share = await t.app.inject({ method: 'POST', url: `/api/designs/${saved.json<{ id: number }>().id}/share`, headers });
  return share.json<{ url: string }>().url;
}

function ogImage(html: string): string {
  return /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
}

describe.each([
  ['with PUBLIC_URL', { PUBLIC_URL: 'https://chaabi.example', ADMIN_PATH: 'back-office-7' }, 'https://chaabi.example/'],
  ['without PUBLIC_URL (development)', { ADMIN_PATH: 'back-office-7', PORT: '3000' }, 'http://localhost:3000/'],
])('share page %s', (_name, env, origin) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env, clientDir });
  });
  afterAll(async () => {
    await t.close();
  });

  it('builds og:image from the configured address, whatever Host or X-Forwarded-Host say', async () => {
    const page = await sharedPage(t);
    for (const headers of [{}, { host: 'evil.example' }, { host: 'evil.example', 'x-forwarded-host': 'evil.example' }]) {
      const res = await t.app.inject({ method: 'GET', url: page, headers });
      expect(res.statusCode).toBe(200);
      expect(ogImage(res.body).startsWith(origin), ogImage(res.body)).toBe(true);
      expect(res.body).not.toContain('evil.example');
      expect(res.body).not.toContain('back-office-7');
    }
  });
});
