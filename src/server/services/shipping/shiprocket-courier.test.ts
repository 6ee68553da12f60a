/**
 * Shiprocket over plain fetch, against a local stub of its API (its HTTP only: no sandbox
 * exists). The booking resumes from the saved progress and never asks for a second AWB, a slow
 * answer is a 503 within the timeout, and webhooks need Shiprocket's token.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { parseShiprocketTime, ShiprocketProvider } from './shiprocket-courier';
import type { ShipmentProgress, ShipmentRequest } from './provider';

interface Stub {
  calls: string[];
  /** Shipment id → AWB assigned at "Shiprocket". */
  awbs: Map<string, string>;
  /** Paths that answer only after this many ms. */
  slow: Map<string, number>;
  serviceable: boolean;
  /** The adhoc orders as Shiprocket received them. */
  orders: Record<string, unknown>[];
  /** Whether the stub's couriers collect cash (their `cod` flag). */
  cod: boolean;
}
const stub: Stub = { calls: [], awbs: new Map(), slow: new Map(), serviceable: true, orders: [], cod: true };
let server: http.Server;
let apiUrl: string;

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      stub.calls.push(`${req.method} ${path}`);
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const answer = () => {
        if (path === '/v1/external/auth/login') return send(res, 200, { token: 'tok-1' });
        if (req.headers.authorization !== 'Bearer tok-1') return send(res, 401, { message: 'Unauthenticated' });
        if (path === '/v1/external/courier/serviceability/') {
          return stub.serviceable
            ? send(res, 200, {
                status: 200,
                data: {
                  recommended_courier_company_id: 2,
                  available_courier_companies: [
                    { courier_company_id: 1, courier_name: 'Slowpost', estimated_delivery_days: '7', cod: 0 },
                    { courier_company_id: 2, courier_name: 'Delhivery Surface', estimated_delivery_days: '4', cod: stub.cod ? 1 : 0 },
                  ],
                },
              })
            : send(res, 404, { status: 404, message: 'No courier serviceable' });
        }
        if (path === '/v1/external/orders/create/adhoc') stub.orders.push(body);
        if (path === '/v1/external/orders/create/adhoc') return send(res, 200, { order_id: 9001, shipment_id: 7001, status: 'NEW' });
        if (path.startsWith('/v1/external/shipments/')) {
          const id = path.split('/').at(-1)!;
          return send(res, 200, { data: { id: Number(id), awb: stub.awbs.get(id) ?? '' } });
        }
        if (path === '/v1/external/courier/assign/awb') {
          const id = String(body.shipment_id);
          stub.awbs.set(id, `AWB${id}${stub.awbs.size}`);
          return send(res, 200, {
            awb_assign_status: 1,
            response: { data: { awb_code: stub.awbs.get(id), courier_name: 'Delhivery Surface' } },
          });
        }
        if (path === '/v1/external/courier/generate/label')
          return send(res, 200, { label_created: 1, label_url: 'https://labels.example/7001.pdf' });
        send(res, 404, { message: 'unknown' });
      };
      const delay = stub.slow.get(path);
      if (delay) setTimeout(answer, delay);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  stub.calls = [];
  stub.awbs.clear();
  stub.slow.clear();
  stub.serviceable = true;
  stub.orders = [];
  stub.cod = true;
});

const provider = (timeoutMs = 2_000) =>
  new ShiprocketProvider(
    {
      email: 'ops@example.in',
      password: 'secret',
      webhookToken: 'webhook-token-0123456789',
      pickupLocation: 'Primary',
      pickupPin: '411001',
      apiUrl,
    },
    { timeoutMs },
  );

const request: ShipmentRequest = {
  orderId: 42,
  reference: 'chaabi-42',
  createdAt: new Date('2026-11-26T04:30:00Z'),
  customer: { name: 'Asha Verma', phone: '+91 98765 43210', email: 'asha@example.in' },
  address: { street: '12 Park Street', city: 'Pune', state: 'Maharashtra', pinCode: '411001', country: 'India' },
  items: [{ name: 'Custom 3D-printed keychain', units: 3, unitPricePaise: 17000 }],
  totalPaise: 51000,
  collectPaise: 0,
  weightKg: 0.5,
  dimensionsCm: { length: 15, breadth: 10, height: 4 },
};
const empty: ShipmentProgress = { providerOrderId: null, providerShipmentId: null, awb: null, courier: null, providerLabelUrl: null };

describe('Shiprocket provider', () => {
  it('answers serviceability with the recommended courier, logging in once', async () => {
    const p = provider();
    expect(await p.checkServiceability({ pin: '560001', weightKg: 0.5 })).toEqual({
      serviceable: true,
      courier: 'Delhivery Surface',
      transitDays: 4,
      cod: true,
    });
    await p.checkServiceability({ pin: '560001', weightKg: 0.5 });
    expect(stub.calls.filter((c) => c.endsWith('/auth/login'))).toHaveLength(1);
    // No courier at the PIN collects cash: served, but not for cash on delivery.
    stub.cod = false;
    expect(await p.checkServiceability({ pin: '194101', weightKg: 0.5 })).toMatchObject({ serviceable: true, cod: false });
    stub.serviceable = false;
    expect((await p.checkServiceability({ pin: '999999', weightKg: 0.5 })).serviceable).toBe(false);
  });

  it('books order, AWB and label, saving each step', async () => {
    const saved: ShipmentProgress[] = [];
    const booked = await provider().bookShipment(request, empty, async (s) => void saved.push(s));
    expect(booked).toMatchObject({
      providerShipmentId: '7001',
      awb: 'AWB70010',
      courier: 'Delhivery Surface',
      trackingUrl: 'https://shiprocket.co/tracking/AWB70010',
    });
    expect(saved.map((s) => [s.providerShipmentId, s.awb, s.providerLabelUrl])).toEqual([
      ['7001', null, null],
      ['7001', 'AWB70010', null],
      ['7001', 'AWB70010', 'https://labels.example/7001.pdf'],
    ]);
  });

  it('a prepaid parcel is Prepaid at its total; a COD parcel tells the courier COD and the cash to collect in rupees', async () => {
    await provider().bookShipment(request, empty, async () => undefined);
    expect(stub.orders[0]).toMatchObject({ payment_method: 'Prepaid', sub_total: '510.00' });
    // docs/product.md#cash-on-delivery: ₹540.00 total, ₹100.50 advance paid online, ₹439.50 in cash.
    await provider().bookShipment({ ...request, totalPaise: 54000, collectPaise: 43950 }, empty, async () => undefined);
    expect(stub.orders[1]).toMatchObject({ payment_method: 'COD', sub_total: '439.50' });
  });

  it('an AWB answer lost to the timeout: 503, and the retry finds that AWB instead of assigning another', async () => {
    let progress = empty;
    const save = async (s: ShipmentProgress) => void (progress = s);
    stub.slow.set('/v1/external/courier/assign/awb', 1_000);
    const first = provider(300).bookShipment(request, progress, save);
    await expect(first).rejects.toMatchObject({ code: 'COURIER_UNAVAILABLE' });
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // Shiprocket finishes assigning anyway
    expect(progress.awb).toBeNull();
    stub.slow.clear();
    const retried = await provider().bookShipment(request, progress, save);
    expect(retried.awb).toBe('AWB70010');
    expect(stub.calls.filter((c) => c.endsWith('/assign/awb'))).toHaveLength(1);
    expect(stub.calls.filter((c) => c.endsWith('/orders/create/adhoc'))).toHaveLength(1);
  });

  it('a courier that is down is a 503 AppError', async () => {
    const down = new ShiprocketProvider(
      {
        email: 'a@b.in',
        password: 'x',
        webhookToken: 'webhook-token-0123456789',
        pickupLocation: 'Primary',
        pickupPin: '411001',
        apiUrl: 'http://127.0.0.1:9',
      },
      { timeoutMs: 1_000 },
    );
    const error: unknown = await down.checkServiceability({ pin: '560001', weightKg: 0.5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(503);
  });

  it('reads webhooks only with its token, mapping the status and the India time', () => {
    const body = JSON.stringify({
      awb: 'AWB70010',
      current_status: 'OUT FOR DELIVERY',
      shipment_status_id: 17,
      current_timestamp: '26 11 2026 09:15:00',
      etd: '2026-11-27 18:00:00',
    });
    const p = provider();
    expect(() => p.parseWebhook(body, { 'x-api-key': 'wrong-token-0123456789ab' })).toThrow('token mismatch');
    expect(() => p.parseWebhook(body, {})).toThrow('token mismatch');
    expect(p.parseWebhook(body, { 'x-api-key': 'webhook-token-0123456789' })).toMatchObject({
      awb: 'AWB70010',
      status: 'out_for_delivery',
      occurredAt: new Date('2026-11-26T03:45:00Z'),
      expectedDelivery: '2026-11-27',
    });
    const rto = (id: number) =>
      p.parseWebhook(JSON.stringify({ awb: 'AWB70010', shipment_status_id: id, current_timestamp: '26 11 2026 09:15:00' }), {
        'x-api-key': 'webhook-token-0123456789',
      });
    expect(rto(9)?.status).toBe('rto_initiated');
    expect(rto(10)?.status).toBe('rto_delivered');
    expect(parseShiprocketTime('2026-11-26 09:15:00')).toEqual(new Date('2026-11-26T03:45:00Z'));
  });
});
