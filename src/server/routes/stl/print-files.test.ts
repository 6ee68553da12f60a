import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { boundsDimensions, checkClosed, meshBounds, parseStl } from '#geometry/index';
import type { TestApp } from '../../../../tests/setup/test-db';
import { withAdminApp } from '#tests/support/admin-app';
import { weldMesh } from '../../services/stl/weld-mesh';
import { insertOrder } from '#tests/support/admin';
import { keychainWithColours } from '#tests/factories/orders';

let t: TestApp;
let cookie: string;
withAdminApp((app, session) => {
  t = app;
  cookie = session;
});

describe('GET /api/admin/orders/:id/print-files', () => {
  it('zips a closed 60 × 20 × 5 mm STL and a 3MF per keychain, with a job sheet', async () => {
    const id = await insertOrder(t.database.db, {
      quantity: 2,
      keychains: [keychainWithColours('Asha', 'pacifico', 'green'), { customText: 'Ravi8', fontFamily: 'slackey', textColor: 'orange' }],
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/print-files`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="chaabi-order-${id}-print-files.zip"`);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(entries)
      .filter((n) => !n.endsWith('/'))
      .sort();
    expect(names).toEqual([`order-${id}/01-Asha-pacifico.3mf`, `order-${id}/01-Asha-pacifico.stl`, `order-${id}/job-sheet.txt`]);
    for (const name of names.filter((n) => n.endsWith('.stl'))) {
      const mesh = parseStl(entries[name]!);
      expect(checkClosed(weldMesh(mesh)).closed).toBe(true);
      const dims = boundsDimensions(meshBounds(mesh));
      expect(dims.width).toBeCloseTo(60, 1);
      expect(dims.height).toBeCloseTo(20, 1);
      expect(dims.depth).toBeCloseTo(5, 1);
    }
    const sheet = strFromU8(entries[`order-${id}/job-sheet.txt`]!);
    expect(sheet).toContain(`Chaabi order #${id}`);
    expect(sheet).toContain('#4ade80');
    // An unknown font is never printed in another one: the sheet says it was not generated.
    expect(sheet).toContain('2. "Ravi8": NOT GENERATED (Font "slackey" is not available)');
  });

  it('shows invisible characters stored before the free-text rule as U+FFFD on the job sheet, never raw', async () => {
    const id = await insertOrder(t.database.db, {
      customerName: 'Asha \u202Emrev',
      shippingAddress: { street: '12 MG Road\nFAKE LINE', city: 'Pune\u200B', state: 'Maharashtra', zipCode: '411001', country: 'India' },
      keychains: [{ customText: 'Asha', fontFamily: 'bangers', textColor: 'yellow' }],
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/print-files`, headers: { cookie } });
    const sheet = strFromU8(unzipSync(new Uint8Array(res.rawPayload))[`order-${id}/job-sheet.txt`]!);
    expect(sheet).toContain('Customer: Asha\n');
    expect(sheet).not.toContain('12 MG Road');
    expect(sheet).not.toMatch(/[\u202E\u200B]/);
  });

  it('answers 401 without the admin session', async () => {
    const id = await insertOrder(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/print-files` });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for an unknown order and 400 for a bad id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders/999999/print-files', headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders/abc/print-files', headers: { cookie } })).statusCode).toBe(400);
  });
});
