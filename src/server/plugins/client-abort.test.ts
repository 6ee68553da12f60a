/**
 * A client that hangs up before its body arrives is logged as what happened, "client aborted the
 * request", never as "database unavailable" (docs/product.md#faults): an alert on database outages
 * must not fire because a phone lost its signal mid-upload. Over a real socket: headers with a
 * Content-Length, part of the body, then the socket closes.
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestDatabase, testConfig } from '../../../tests/setup/test-db';
import type { Database } from '../db/client';
import { loginCookie } from '#tests/support/admin';

class Capture extends Writable {
  lines: Record<string, unknown>[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of String(chunk).split('\n').filter(Boolean)) this.lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  }
}

let app: FastifyInstance;
let database: Database;
let port: number;
let admin = '';
const capture = new Capture();
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), database, logStream: capture });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
  admin = await loginCookie(app);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Sends `head` and `partial` body bytes, then closes the socket; resolves when it is closed. */
function hangUp(head: string, partial: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head + partial, () => setTimeout(() => socket.destroy(), 50));
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

/** Waits until a log line matching `match` arrives (or 5 s pass). */
async function lineWhere(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown> | undefined> {
  for (let i = 0; i < 100; i++) {
    const found = capture.lines.find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
}

describe('a client that hangs up mid-body', () => {
  it.each([
    ['a JSON order', '/api/orders', 'application/json', '{"customerName":"Asha'],
    ['a dealer sign-in', '/api/dealer/login', 'application/json', '{"phone'],
    ['an upload', '/api/admin/media/upload', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"'],
  ])('%s is logged as a client abort, never as the database', async (_name, path, type, partial) => {
    const from = capture.lines.length;
    // Signed in as the owner, so that the upload route reads its body rather than answering 401 first.
    const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${admin}\r\nContent-Type: ${type}\r\nContent-Length: 5000\r\n\r\n`;
    await hangUp(head, partial);
    const line = await lineWhere((l) => capture.lines.indexOf(l) >= from && l.path === path);
    expect(line, 'a request line for the aborted request').toBeDefined();
    expect(line).toMatchObject({ msg: 'client aborted the request', clientAborted: true });
    const mine = capture.lines.slice(from);
    expect(mine.filter((l) => l.msg === 'database unavailable')).toEqual([]);
    expect(mine.filter((l) => (l.level as number) >= 40 && l.msg !== 'client aborted the request')).toEqual([]);
  });

  it('the server keeps answering afterwards', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
  });
});
