/**
 * Production runs no simulation (docs/decisions/099-manual-courier-and-random-dev-secrets.md): the
 * app built with a production configuration and no Shiprocket account ships by hand (the manual
 * courier), takes no courier webhook (404), pays through Razorpay only, refuses to start with a
 * simulated provider, and shows its OpenAPI document to signed-in staff only.
 */
import { describe, expect, it } from 'vitest';
import { withTestApp } from '#tests/support/per-file';
import { PRODUCTION_ENV } from '#tests/support/production-env';
import { jsonHeaders } from '#tests/support/admin';
import { ownerSessionCookie } from '#tests/support/staff';
import { createTestDatabase, testConfig, type TestApp } from '../../tests/setup/test-db';
import { createServices } from './composition-root';
import { SimulatedCourier } from './services/shipping/simulated-courier';

let t: TestApp;
withTestApp((app) => (t = app), { env: PRODUCTION_ENV });

/** A fully signed-in owner's cookie (production asks for a second factor: tests/support/staff.ts). */
async function staffCookie(): Promise<string> {
  await t.app.ready();
  return ownerSessionCookie(t.app, t.database.db, new Date());
}

describe('NODE_ENV=production without Shiprocket', () => {
  it('selects the manual courier and Razorpay', () => {
    expect(t.app.services.config.isProduction).toBe(true);
    expect(t.app.services.shipping.name).toBe('manual');
    expect(t.app.services.payments.name).toBe('razorpay');
  });

  it('has no courier webhook: a signed-looking "delivered" is a 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shipping/webhook',
      payload: { event_id: 'e1', awb: 'SIM1234567890', status: 'delivered', occurred_at: new Date().toISOString() },
      headers: { ...jsonHeaders, 'x-courier-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
    });
    expect(res.statusCode).toBe(404);
  });

  it('tells the admin screen to ask for the courier and AWB', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/shipping/courier', headers: { cookie: await staffCookie() } });
    expect(res.json()).toEqual({ provider: 'manual', manual: true });
  });

  it('shows /api/docs to signed-in staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie: await staffCookie() } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ openapi: string }>().openapi).toMatch(/^3\./);
  });

  it('shows the reference page /api/docs/ui to signed-in staff only, like the document', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/ui/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/ui/json' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/ui/', headers: { cookie: await staffCookie() } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses to build the engines with a simulated courier', async () => {
    const database = await createTestDatabase();
    try {
      const config = testConfig(PRODUCTION_ENV);
      const courier = new SimulatedCourier({ secret: 'k'.repeat(64), now: () => new Date() });
      expect(() => createServices(config, database, { shipping: courier })).toThrow(/simulated/i);
    } finally {
      await database.close();
    }
  });
});
