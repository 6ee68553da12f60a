/** GET/PUT /api/admin/settings/business and GET /api/shop-info (docs/decisions/046-business-settings.md). */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/setup/test-db';
import { withAdminApp } from '#tests/support/admin-app';
import { PLACEHOLDER_ADDRESS } from '#shared/seller-details';
import { BENGALURU_SELLER } from '#tests/factories/business';

let t: TestApp;
let cookie: string;
withAdminApp((app, session) => {
  t = app;
  cookie = session;
});

const valid = BENGALURU_SELLER;
const put = (body: unknown, withCookie = true) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings/business', headers: withCookie ? { cookie } : {}, payload: body as object });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('business settings', () => {
  it('starts with placeholders marked not configured, and the defaults of HSN, rate and prefix', async () => {
    const res = await get('/api/admin/settings/business');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ configured: false, hsnCode: '3926', gstRatePercent: 18, invoicePrefix: 'CH', gstin: null });
  });

  it('saves complete settings and shows the seller on /api/shop-info', async () => {
    const res = await put(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      configured: true,
      stateName: 'Karnataka',
      gstin: '29AAGCB7383J1Z4',
      hsnCode: '3926',
      invoicePrefix: 'CH',
    });
    const info = await t.app.inject({ method: 'GET', url: '/api/shop-info' });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      legalName: valid.legalName,
      tradeName: 'Chaabi',
      address: valid.address,
      stateCode: '29',
      stateName: 'Karnataka',
      gstin: '29AAGCB7383J1Z4',
      email: valid.email,
      phone: valid.phone,
      grievanceOfficer: valid.grievanceOfficer,
      checkoutOpen: true,
    });
  });

  it.each([
    ['a GSTIN with a wrong check character', { gstin: '29AAGCB7383J1Z5' }, 'gstin'],
    ['a GSTIN of another state', { gstin: '27AAPFU0939F1ZV' }, 'gstin'],
    ['a blank legal name (invoices need a seller)', { legalName: '  ' }, 'legalName'],
    ['no address', { address: '' }, 'address'],
    ['the placeholder address a fresh shop starts with', { address: PLACEHOLDER_ADDRESS }, 'address'],
    ['a retired state code', { stateCode: '28' }, 'stateCode'],
    ['a prefix too long for a 16-character invoice number', { invoicePrefix: 'CHAABI' }, 'invoicePrefix'],
    ['a rate that is no GST slab', { gstRatePercent: 17 }, 'gstRatePercent'],
    ['an invisible character in the name', { legalName: 'Chaabi\u202E' }, 'legalName'],
  ])('refuses %s with a field message and stores nothing', async (_name, change, field) => {
    const before = (await get('/api/admin/settings/business')).json();
    const res = await put({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    expect((await get('/api/admin/settings/business')).json()).toEqual(before);
  });

  it('accepts an unregistered seller (blank GSTIN: bills of supply)', async () => {
    const res = await put({ ...valid, gstin: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().gstin).toBeNull();
    await put(valid);
  });

  it('is for admins only', async () => {
    expect((await put(valid, false)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings/business' })).statusCode).toBe(401);
  });
});
