import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../../tests/setup/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every JSON write route; each must answer bad input with a 4xx, never a 5xx. */
const WRITE_ROUTES = [
  '/api/orders',
  '/api/payments/create-order',
  '/api/payments/verify',
  '/api/payments/failed',
  '/api/payments/webhook',
  '/api/payments/simulated/complete',
  '/api/admin/login',
  '/api/dealer/check-phone',
  '/api/dealer/login',
  '/api/dealer/setup-pin',
  '/api/auth/logout',
  '/api/blender-stl/generate',
];

const order = fc.record(
  {
    customerEmail: fc.oneof(fc.emailAddress(), fc.string(), fc.integer()),
    customerName: fc.oneof(fc.string(), fc.constant(null)),
    customerPhone: fc.oneof(fc.string(), fc.stringMatching(/^\+91 \d{10}$/)),
    modelId: fc.oneof(fc.integer(), fc.string(), fc.double()),
    keychains: fc.oneof(
      fc.array(fc.record({ customText: fc.string(), fontFamily: fc.string(), textColor: fc.string() }, { requiredKeys: [] }), {
        maxLength: 120,
      }),
      fc.anything(),
    ),
    totalPrice: fc.oneof(fc.double(), fc.string(), fc.constant(1e308)),
    shippingAddress: fc.oneof(
      fc.anything(),
      fc.record({ street: fc.string(), city: fc.string(), state: fc.string(), zipCode: fc.string() }),
    ),
  },
  { requiredKeys: [] },
);

describe('no request makes a 5xx', () => {
  it('random order bodies get 201 or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(order, async (body) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: body as object,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode === 201 || (res.statusCode >= 400 && res.statusCode < 500)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it.each(WRITE_ROUTES)('arbitrary JSON to %s gets a 2xx or 4xx', async (url) => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(value),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it.each(WRITE_ROUTES)('raw garbage to %s gets a 4xx', async (url) => {
    await fc.assert(
      fc.asyncProperty(
        fc.string(),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
        async (payload, type) => {
          const res = await t.app.inject({ method: 'POST', url, payload, headers: type ? { 'content-type': type } : {} });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 25 },
    );
  });
});
