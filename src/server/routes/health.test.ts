import { describe, expect, it } from 'vitest';
import { BUILT_IN_FONTS } from '#shared/catalog';
import { KEYCHAIN_SCRIPT_CODES } from '#shared/keychain-scripts';
import type { TestApp } from '../../../tests/setup/test-db';
import { withTestApp } from '#tests/support/per-file';

let t: TestApp;
withTestApp((app) => (t = app));

describe('probes and routing', () => {
  it('GET /healthz answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz reports the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: t.database.kind });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('sends security headers with a CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/orders/');
  });
});

describe('GET /api/admin/customization-options (public read, docs/product.md#7-api)', () => {
  it('lists the seeded fonts in the catalogue’s order: the five Latin faces, then one per Indic script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/customization-options?type=font' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const fonts = res.json<{ value: string; script: string }[]>();
    expect(fonts.map((f) => f.value)).toEqual(BUILT_IN_FONTS.map((f) => f.value));
    expect(fonts.map((f) => f.script)).toEqual([...Array<string>(5).fill('Latn'), ...KEYCHAIN_SCRIPT_CODES.filter((s) => s !== 'Latn')]);
  });

  it('lists the seeded colour combinations with yellow (#fbbf24 on #000000) first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/customization-options?type=color_combination' });
    const colors = res.json();
    expect(colors.map((c: { displayName: string }) => c.displayName)).toEqual(['Yellow', 'Light Blue', 'Light Pink', 'Green', 'Orange']);
    expect(colors[0]).toMatchObject({ value: 'yellow', fontColor: '#fbbf24', backgroundColor: '#000000' });
  });

  it('refuses an unknown type with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/customization-options?type=mug' });
    expect(res.statusCode).toBe(400);
  });
});
