import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';

// A minimal built client of our own, so the test runs before `vite build` too (it used to be
// skipped then). The markup is what Vite emits around </head>.
describe('admin path in index.html', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-admin-path-'));
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Chaabi</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
    );
    t = await createTestApp({ env: { ADMIN_PATH: 'back-office-7' }, clientDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('tells the client router where the admin panel lives, once, on the admin page', async () => {
    for (const url of ['/back-office-7', '/back-office-7/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body.match(/<meta name="chaabi-admin-path" content="back-office-7" \/>/g)).toHaveLength(1);
      expect(res.body.indexOf('chaabi-admin-path')).toBeLessThan(res.body.indexOf('</head>'));
    }
  });

  it.each(['/guest', '/checkout', '/dealer', '/account', '/admin', '/no-such-page', '/d/some-token'])(
    'does not publish the admin path on %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('back-office-7');
      expect(res.body).not.toContain('chaabi-admin-path');
    },
  );
});
