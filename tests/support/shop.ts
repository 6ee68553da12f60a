/** Helpers of the shop payment tests: an order body, placing an order as one browser, a signed-in customer. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { SimulatedPaymentProvider } from '#server/services/payments/simulated-provider';
import { createTestApp, type TestApp } from '../setup/test-db';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/index';
import { createCustomerSession } from '#server/services/auth/customer-session';
import { PUNE_ADDRESS, threeKeychains } from '#tests/factories/orders';
import { jsonHeaders } from './http';

/** JSON request headers (written once in ./http; kept here for the tests that import them from this file). */
export { jsonHeaders };

/** A valid POST /api/orders body: 3 keychains, server total ₹510 (51000 paise). */
export function shopOrderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerEmail: 'asha@example.in',
    customerName: 'Asha Verma',
    customerPhone: '+91 9876543210',
    modelId: 1,
    keychains: threeKeychains(),
    shippingAddress: { ...PUNE_ADDRESS },
    ...overrides,
  };
}

/** The `cookie` header value carrying the capability cookie an answer set, or undefined. */
export function capabilityCookie(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === 'chaabi_orders');
  return cookie ? `chaabi_orders=${cookie.value}` : undefined;
}

/** Places an order as a browser (optionally with extra headers) and returns its id and capability cookie. */
export async function placeShopOrder(
  app: FastifyInstance,
  headers: Record<string, string> = {},
  body = shopOrderBody(),
): Promise<{ id: number; cookie: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/orders', payload: body, headers: { ...jsonHeaders, ...headers } });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return { id: res.json<{ id: number }>().id, cookie: capabilityCookie(res)! };
}

let userSeq = 0;

/** A signed-in customer: a users row and the signed session cookie header. */
export async function signedInCustomer(app: FastifyInstance, db: Db): Promise<{ userId: string; cookie: string }> {
  userSeq += 1;
  const userId = `test-user-${process.pid}-${userSeq}-${Date.now()}`;
  await db.insert(users).values({ id: userId, email: `${userId}@example.in` });
  const session = await createCustomerSession(db, { userId, now: app.services.now() });
  return { userId, cookie: `chaabi_session=${app.signCookie(session.sid)}` };
}

/**
 * Registers beforeAll/afterAll for a payment test file: one app whose simulated gateway sends no
 * webhooks, so only the browser's verify or the reconciliation settles a payment; hands it to
 * `ready` (the file keeps it in its own `t`) and closes it after the file.
 */
export function withQuietGatewayApp(ready: (t: TestApp) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    (app.app.services.payments as SimulatedPaymentProvider).sendsWebhooks = false;
    ready(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}
