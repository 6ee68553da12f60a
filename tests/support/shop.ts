/** Helpers of the shop payment tests: an order body, placing an order as one browser, a signed-in customer. */
import { createHmac } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SimulatedPaymentProvider } from '#server/services/payments/simulated-gateway';
import type { TestApp } from '../setup/test-db';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/index';
import { createCustomerSession } from '#server/services/auth/customer-session';
import { PUNE_ADDRESS, threeKeychains } from '#tests/factories/orders';
import { jsonHeaders } from './http';
import { withTestApp, withTwoInstances, type TwoInstances } from './per-file';

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

/** What payAtTheBank leaves: the order, the cookie header that may act on it, its gateway order and the bank's signed answer. */
export interface PaidAtTheBank {
  id: number;
  cookie: string;
  providerOrderId: string;
  /** Razorpay Checkout's handler fields, as POST /api/payments/verify takes them. */
  fields: Record<string, string>;
}

/**
 * Places a shop order as one browser (its `cookie`, e.g. a signed-in customer's, is kept), opens
 * its gateway order and pays it at the simulated bank; the browser has not called verify yet.
 */
export async function payAtTheBank(
  app: FastifyInstance,
  options: { cookie?: string; body?: Record<string, unknown> } = {},
): Promise<PaidAtTheBank> {
  const order = await placeShopOrder(app, options.cookie ? { cookie: options.cookie } : {}, options.body);
  const cookie = options.cookie ? `${options.cookie}; ${order.cookie}` : order.cookie;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers: { ...jsonHeaders, ...headers } });
  const opened = await post('/api/payments/create-order', { orderId: order.id }, { cookie });
  if (opened.statusCode !== 200) throw new Error(`opening the payment failed: ${opened.statusCode} ${opened.body}`);
  const providerOrderId = opened.json<{ orderId: string }>().orderId;
  const bank = await post('/api/payments/simulated/complete', { providerOrderId, outcome: 'success' });
  return { id: order.id, cookie, providerOrderId, fields: bank.json<Record<string, string>>() };
}

/** The browser's POST /api/payments/verify for an order paid at the bank. */
export function verifyAtTheShop(app: FastifyInstance, paid: PaidAtTheBank): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    payload: { orderId: paid.id, ...paid.fields },
    headers: { ...jsonHeaders, cookie: paid.cookie },
  });
}

/**
 * POSTs a Razorpay webhook `body` to /api/payments/webhook as event `eventId`, signed as Razorpay
 * signs (HMAC-SHA256 of the raw body with the webhook `secret`), or with `signature` when given (a forged one).
 */
export function postRazorpayWebhook(
  app: FastifyInstance,
  body: string,
  options: { eventId: string; secret: string; signature?: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: body,
    headers: {
      ...jsonHeaders,
      'x-razorpay-signature': options.signature ?? createHmac('sha256', options.secret).update(body).digest('hex'),
      'x-razorpay-event-id': options.eventId,
    },
  });
}

let userSeq = 0;

/**
 * A signed-in customer: a users row (a unique id and e-mail unless `user` gives them, and whatever
 * else `user` sets) and the signed session cookie header.
 */
export async function signedInCustomer(
  app: FastifyInstance,
  db: Db,
  user: Partial<typeof users.$inferInsert> = {},
): Promise<{ userId: string; cookie: string }> {
  userSeq += 1;
  const userId = user.id ?? `test-user-${process.pid}-${userSeq}-${Date.now()}`;
  await db.insert(users).values({ email: `${userId}@example.in`, ...user, id: userId });
  const session = await createCustomerSession(db, { userId, now: app.services.now() });
  return { userId, cookie: `chaabi_session=${app.signCookie(session.sid)}` };
}

/**
 * Registers beforeAll/afterAll for a payment test file: one app whose simulated gateway sends no
 * webhooks, so only the browser's verify or the reconciliation settles a payment; hands it to
 * `ready` (the file keeps it in its own `t`) and closes it after the file.
 */
export function withQuietGatewayApp(ready: (t: TestApp) => void): void {
  withTestApp((app) => {
    (app.app.services.payments as SimulatedPaymentProvider).sendsWebhooks = false;
    ready(app);
  });
}

/**
 * withTwoInstances for the payment tests (PostgreSQL only): the two apps' simulated gateways send
 * no webhooks, so each test drives the payments itself.
 */
export function withTwoQuietGatewayInstances(ready: (two: TwoInstances) => void): void {
  withTwoInstances(ready, (app) => {
    (app.services.payments as SimulatedPaymentProvider).sendsWebhooks = false;
  });
}
