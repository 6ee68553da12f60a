import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DIST } from '../../app';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';

// index.html exists only after `vite build`; the unit run before the build skips this.
const built = fs.existsSync(path.join(CLIENT_DIST, 'index.html'));

describe.skipIf(!built)('admin path in index.html', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_PATH: 'back-office-7' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells the client router where the admin panel lives, once', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/back-office-7' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body.match(/<meta name="chaabi-admin-path" content="back-office-7" \/>/g)).toHaveLength(1);
    expect(res.body.indexOf('chaabi-admin-path')).toBeLessThan(res.body.indexOf('</head>'));
  });
});
