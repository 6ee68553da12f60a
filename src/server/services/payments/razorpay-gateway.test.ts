import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { RazorpayPaymentProvider } from './razorpay-gateway';
import { freePort } from '#tests/support/free-port';

/** A local stand-in for api.razorpay.com: records requests, answers what the test sets. */
interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let recorded: Recorded[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      recorded.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  recorded = [];
});

function provider(url = baseUrl): RazorpayPaymentProvider {
  return new RazorpayPaymentProvider({
    keyId: 'rzp_test_key',
    keySecret: 'test_secret',
    webhookSecret: 'whsec',
    baseUrl: url,
    timeoutMs: 2000,
  });
}

async function expectGatewayUnavailable(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('GATEWAY_UNAVAILABLE');
  expect((error as AppError).status).toBe(503);
  expect((error as AppError).message).toBe('Payment gateway unavailable. Please try again.');
}

describe('RazorpayPaymentProvider against a stub API', () => {
  it('points the SDK’s axios instance at the configured origin', () => {
    const p = provider();
    const defaults = (p.sdk as unknown as { api: { rq: { defaults: { baseURL: string; timeout: number } } } }).api.rq.defaults;
    expect(defaults.baseURL).toBe(baseUrl);
    expect(defaults.timeout).toBe(2000);
  });

  it('creates an order with amount, currency and receipt, authenticated with Basic key:secret', async () => {
    answer = {
      status: 200,
      body: { id: 'order_Stub123', entity: 'order', amount: 51000, currency: 'INR', receipt: 'order_7', status: 'created' },
    };
    const order = await provider().createOrder({ amountPaise: 51000, currency: 'INR', receipt: 'order_7', notes: { orderId: '7' } });
    expect(order).toEqual({ id: 'order_Stub123', amount: 51000, currency: 'INR', status: 'created' });
    expect(recorded).toHaveLength(1);
    const [req] = recorded;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe('/v1/orders');
    expect(req!.headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:test_secret').toString('base64')}`);
    expect(JSON.parse(req!.body)).toEqual({ amount: 51000, currency: 'INR', receipt: 'order_7', notes: { orderId: '7' } });
  });

  it('lists an order’s payments', async () => {
    answer = {
      status: 200,
      body: {
        entity: 'collection',
        count: 2,
        items: [
          { id: 'pay_A', order_id: 'order_X', status: 'failed', amount: 19900, currency: 'INR', error_description: 'Card declined' },
          { id: 'pay_B', order_id: 'order_X', status: 'captured', amount: 19900, currency: 'INR', error_description: null },
        ],
      },
    };
    const list = await provider().fetchOrderPayments('order_X');
    expect(recorded[0]!.url).toBe('/v1/orders/order_X/payments');
    expect(list).toEqual([
      { id: 'pay_A', orderId: 'order_X', status: 'failed', amount: 19900, currency: 'INR', errorDescription: 'Card declined' },
      { id: 'pay_B', orderId: 'order_X', status: 'captured', amount: 19900, currency: 'INR' },
    ]);
  });

  it('turns a 500 from Razorpay into a 503 AppError', async () => {
    answer = { status: 500, body: { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } } };
    await expectGatewayUnavailable(provider().createOrder({ amountPaise: 19900, currency: 'INR', receipt: 'order_1' }));
  });

  it('turns a 400 from Razorpay into a 503 AppError and keeps the description as the cause', async () => {
    answer = { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' } } };
    const error = await provider()
      .createOrder({ amountPaise: 50, currency: 'INR', receipt: 'order_1' })
      .catch((e: unknown) => e);
    expect((error as AppError).code).toBe('GATEWAY_UNAVAILABLE');
    expect(String((error as AppError).cause)).toContain('The amount must be atleast INR 1.00');
  });

  it('turns a malformed answer into a 503 AppError', async () => {
    answer = { status: 200, body: { unexpected: true } };
    await expectGatewayUnavailable(provider().createOrder({ amountPaise: 19900, currency: 'INR', receipt: 'order_1' }));
    await expectGatewayUnavailable(provider().fetchOrderPayments('order_X'));
  });

  it('turns a refused connection into a 503 AppError, not a crash', async () => {
    const port = await freePort();
    const down = provider(`http://127.0.0.1:${port}`);
    await expectGatewayUnavailable(down.createOrder({ amountPaise: 19900, currency: 'INR', receipt: 'order_1' }));
    await expectGatewayUnavailable(down.fetchOrderPayments('order_X'));
  });

  it('refunds a payment at normal speed with amount, notes and receipt, and reads the refund back', async () => {
    const entity = {
      id: 'rfnd_Stub1',
      entity: 'refund',
      amount: 17000,
      currency: 'INR',
      payment_id: 'pay_B',
      notes: { refundId: '4', orderId: '7' },
      receipt: 'refund_4',
      status: 'pending',
      speed_requested: 'normal',
    };
    answer = { status: 200, body: entity };
    const refund = await provider().refund({
      providerPaymentId: 'pay_B',
      amountPaise: 17000,
      receipt: 'refund_4',
      notes: { refundId: '4', orderId: '7' },
    });
    expect(refund).toEqual({
      id: 'rfnd_Stub1',
      paymentId: 'pay_B',
      amount: 17000,
      status: 'pending',
      notes: { refundId: '4', orderId: '7' },
    });
    expect(recorded[0]!.method).toBe('POST');
    expect(recorded[0]!.url).toBe('/v1/payments/pay_B/refund');
    expect(JSON.parse(recorded[0]!.body)).toEqual({
      amount: 17000,
      speed: 'normal',
      notes: { refundId: '4', orderId: '7' },
      receipt: 'refund_4',
    });

    answer = { status: 200, body: { ...entity, status: 'processed' } };
    expect((await provider().fetchRefund('pay_B', 'rfnd_Stub1')).status).toBe('processed');
    expect(recorded[1]!.url).toBe('/v1/payments/pay_B/refunds/rfnd_Stub1');
  });

  it('turns Razorpay refusing a refund into a 400 with its reason, and an outage into a 503', async () => {
    answer = {
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount provided is greater than amount captured' } },
    };
    const refused = await provider()
      .refund({ providerPaymentId: 'pay_B', amountPaise: 99999, receipt: 'refund_5', notes: {} })
      .catch((e: unknown) => e);
    expect((refused as AppError).status).toBe(400);
    expect((refused as AppError).message).toBe(
      'The payment provider refused the refund: The refund amount provided is greater than amount captured',
    );
    answer = { status: 502, body: { error: { code: 'SERVER_ERROR', description: 'Bad gateway' } } };
    await expectGatewayUnavailable(provider().refund({ providerPaymentId: 'pay_B', amountPaise: 100, receipt: 'refund_6', notes: {} }));
    answer = { status: 200, body: { unexpected: true } };
    await expectGatewayUnavailable(provider().refund({ providerPaymentId: 'pay_B', amountPaise: 100, receipt: 'refund_7', notes: {} }));
  });
});
