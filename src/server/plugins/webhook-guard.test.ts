/**
 * The webhooks' door (docs/decisions/099-manual-courier-and-random-dev-secrets.md): a request
 * without the signature header is answered 401 before its body is read (a body that never ends
 * still gets its answer at once), and a flood from one address is cut off with 429.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '#tests/support/per-file';
import { jsonHeaders } from '#tests/support/admin';
import type { TestApp } from '../../../tests/setup/test-db';
import { WEBHOOKS_PER_MINUTE } from './webhook-guard';

let t: TestApp;
let port = 0;
withTestApp(
  async (app) => {
    t = app;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  },
  { rateLimit: true },
);

/**
 * POSTs to `path` announcing a 1 MB JSON body, sends its first 16 KB and then nothing more, and
 * resolves with the answer's status, its time and how many bytes were written before it came.
 */
function unsignedEndlessPost(path: string): Promise<{ status: number; ms: number; written: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let written = 0;
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(1024 * 1024) },
    });
    request.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, ms: Date.now() - started, written });
      request.destroy();
    });
    request.on('error', (error) => {
      // The server closing the socket after its answer is expected once the answer is in.
      if (written === 0) reject(error);
    });
    const chunk = Buffer.alloc(16 * 1024, 0x20);
    chunk[0] = 0x7b; // "{", the start of a JSON body that never finishes
    request.write(chunk, () => (written += chunk.length));
    setTimeout(() => reject(new Error('no answer within 5 s')), 5_000).unref();
  });
}

describe('webhook requests', () => {
  it.each(['/api/payments/webhook', '/api/shipping/webhook'])(
    '%s without its signature header is a 401 at once, before the body is read',
    async (path) => {
      const { status, ms, written } = await unsignedEndlessPost(path);
      expect(status).toBe(401);
      // The body never ends: an answer at all proves it was not waited for.
      expect(written).toBeLessThan(1024 * 1024);
      expect(ms).toBeLessThan(2_000);
    },
  );

  it('answers a flood from one address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= WEBHOOKS_PER_MINUTE; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/shipping/webhook',
        payload: '{}',
        headers: { ...jsonHeaders, 'x-courier-signature': 't=1,v1=00', 'x-forwarded-for': '203.0.113.9' },
        remoteAddress: '198.51.100.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, WEBHOOKS_PER_MINUTE).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back by the first one's flood.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: '{}',
      headers: { ...jsonHeaders, 'x-razorpay-signature': 'f'.repeat(64) },
      remoteAddress: '198.51.100.8',
    });
    expect(other.statusCode).toBe(400);
  });
});
