/**
 * Requests Node's HTTP parser refuses never reach a route: an address or headers over the
 * 16 KB limit (431), a malformed request line (400). They are answered in the one error format
 * (plugins/errors.ts) with the security headers, over a real socket, and the server stays up.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-db';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends raw bytes and reads the answer until the server closes the connection. */
function raw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += String(chunk)));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.end(request);
  });
}

function expectErrorFormat(answer: RawAnswer, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  expect(answer.headers['connection']).toBe('close');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  const body = JSON.parse(answer.body) as { code: string; message: string };
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
}

describe('errors before any route (the HTTP parser)', () => {
  it('answers a very long address with 431 in the error format', async () => {
    const answer = await raw(`GET /api/catalog?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expectErrorFormat(answer, 431, 'REQUEST_HEADER_FIELDS_TOO_LARGE');
  });

  it('answers very long headers with 431 in the error format', async () => {
    const answer = await raw(`GET /healthz HTTP/1.1\r\nHost: localhost\r\nCookie: x=${'b'.repeat(20_000)}\r\n\r\n`);
    expectErrorFormat(answer, 431, 'REQUEST_HEADER_FIELDS_TOO_LARGE');
  });

  it('answers a malformed request with 400 in the error format', async () => {
    const answer = await raw('THIS IS NOT HTTP\r\n\r\n');
    expectErrorFormat(answer, 400, 'BAD_REQUEST');
  });

  it('keeps serving afterwards', async () => {
    const answer = await raw('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
  });

  it('answers a malformed percent-encoding in the address in the error format', async () => {
    const answer = await raw('GET /api/designs/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'BAD_REQUEST' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
