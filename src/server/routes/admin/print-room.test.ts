// GET/PUT /api/admin/settings/print-room: the layer heights the print files are made for and
// the colour change height they give (docs/print-room.md), on PGlite or TEST_DATABASE_URL.
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/setup/test-db';
import { withAdminApp } from '#tests/support/admin-app';
import { jsonHeaders } from '#tests/support/admin';

let t: TestApp;
let cookie: string;
withAdminApp((app, session) => {
  t = app;
  cookie = session;
});

const URL = '/api/admin/settings/print-room';
const put = (payload: unknown, withCookie = true) =>
  t.app.inject({ method: 'PUT', url: URL, headers: { ...jsonHeaders, ...(withCookie ? { cookie } : {}) }, payload: payload as object });

describe('print room settings', () => {
  it('starts at 0.2 mm layers after a 0.2 mm first layer, changing filament at 3.8 mm', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ layerHeightMm: 0.2, firstLayerHeightMm: 0.2, colourChangeZMm: 3.8, updatedAt: null });
  });

  it('stores new layers exactly and answers the change height they give', async () => {
    const res = await put({ layerHeightMm: 0.3, firstLayerHeightMm: 0.2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ layerHeightMm: 0.3, firstLayerHeightMm: 0.2, colourChangeZMm: 3.8 });
    const again = await put({ layerHeightMm: 0.25, firstLayerHeightMm: 0.25 });
    expect(again.json()).toMatchObject({ layerHeightMm: 0.25, firstLayerHeightMm: 0.25, colourChangeZMm: 3.75 });
    const read = await t.app.inject({ method: 'GET', url: URL, headers: { cookie } });
    expect(read.json()).toMatchObject({ layerHeightMm: 0.25, firstLayerHeightMm: 0.25, colourChangeZMm: 3.75 });
    expect(read.json().updatedAt).toEqual(expect.any(String));
  });

  it.each([
    [{ layerHeightMm: 0, firstLayerHeightMm: 0.2 }, 'layerHeightMm', 'Layer height must be between 0.05 and 0.6 mm'],
    [{ layerHeightMm: 0.2, firstLayerHeightMm: 0.8 }, 'firstLayerHeightMm', 'First layer height must be between 0.05 and 0.6 mm'],
    [{ layerHeightMm: 0.2005, firstLayerHeightMm: 0.2 }, 'layerHeightMm', 'Layer height must be a whole number of µm (e.g. 0.2)'],
    [{ layerHeightMm: '0.2', firstLayerHeightMm: 0.2 }, 'layerHeightMm', 'Layer height must be a number of mm'],
    [{ firstLayerHeightMm: 0.2 }, 'layerHeightMm', 'Layer height must be a number of mm'],
  ])('refuses %j with a field message and changes nothing', async (payload, field, message) => {
    const before = (await t.app.inject({ method: 'GET', url: URL, headers: { cookie } })).json();
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: field, message })]));
    expect((await t.app.inject({ method: 'GET', url: URL, headers: { cookie } })).json()).toEqual(before);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await put({ layerHeightMm: 0.2, firstLayerHeightMm: 0.2 }, false)).statusCode).toBe(401);
  });
});
