/**
 * SIGTERM with 100 requests in flight on keep-alive connections, the server started exactly as
 * README's `npm start` (docs/decisions/034-production-start.md): the signal goes to the npm
 * process, then to its process group, as a terminal or a process manager sends it. Every
 * request the server accepted is answered (201, or 503 once it is closing), none is cut off,
 * nothing is half-written (orders stored = 201 answers), idle keep-alive sockets do not hold
 * the process open, the pool is closed, the exit code is 0 before the 10 s deadline, and no
 * process of the group is left, nor anything listening on the port.
 */
import http from 'node:http';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startServer } from '../e2e/support/server';
import { orderBody } from '../factories/orders';

interface Outcome {
  status?: number;
  error?: string;
}

function post(agent: http.Agent, baseURL: string, path: string, body: unknown, forwardedFor: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      `${baseURL}${path}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-forwarded-for': forwardedFor },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode }));
        response.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
      },
    );
    request.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    request.end(payload);
  });
}

/** True while something accepts connections on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** True while any process of the group `pgid` is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('graceful shutdown under npm start', () => {
  it('answers every accepted request, stores exactly what it answered 201 for, exits 0 and leaves nothing behind', async () => {
    // TRUST_PROXY lets each request carry its own client address, so the per-IP limits stay out of the way.
    // `npm start` builds first when the sources changed since the last build: allow for it.
    const server = await startServer(
      { TRUST_PROXY: 'loopback', LOG_LEVEL: 'info' },
      { via: 'npm-start', readyTimeoutMs: 280_000, readAfterStop: true },
    );
    expect(server.logs()).toContain('exec sh scripts/start.sh');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    // Warm the keep-alive sockets so the shutdown has idle connections to close too.
    await Promise.all(Array.from({ length: 20 }, (_, i) => post(agent, server.baseURL, '/api/orders', { bad: true }, `198.51.100.${i}`)));

    const inFlight = Array.from({ length: 100 }, (_, i) => post(agent, server.baseURL, '/api/orders', orderBody(), `203.0.113.${i}`));
    await new Promise((r) => setTimeout(r, 30));
    const started = Date.now();
    const exitCode = await server.stop();
    const elapsed = Date.now() - started;
    const outcomes = await Promise.all(inFlight);
    agent.destroy();

    const count = (status: number) => outcomes.filter((o) => o.status === status).length;
    console.info(
      `[reliability] SIGTERM with 100 in flight: exit ${exitCode} after ${elapsed} ms; ${count(201)}×201, ${count(503)}×503, ${outcomes.filter((o) => o.error).length} connection errors`,
    );
    expect(exitCode).toBe(0);
    expect(server.logs()).toContain('database closed');
    // Nothing of the group is left running (the server is not an orphan of npm), nothing listens.
    for (let i = 0; i < 50 && groupAlive(server.pid); i++) await new Promise((r) => setTimeout(r, 100));
    expect(groupAlive(server.pid)).toBe(false);
    expect(await listening(server.port)).toBe(false);
    expect(server.logs()).not.toContain('still running after 10 s');
    expect(elapsed).toBeLessThan(10_000);
    // Accepted requests are answered; only connections the closed listener never accepted may be refused.
    const cutOff = outcomes.filter((o) => o.error && o.error !== 'ECONNREFUSED');
    expect(cutOff).toEqual([]);
    const created = outcomes.filter((o) => o.status === 201).length;
    expect(created).toBeGreaterThan(0);
    expect(outcomes.every((o) => o.error === 'ECONNREFUSED' || o.status === 201 || o.status === 503)).toBe(true);

    const database = await server.openDatabase();
    try {
      const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
      const rows = (result as { rows?: { n: number }[] }).rows ?? (result as { n: number }[]);
      expect(Number(rows[0]!.n)).toBe(created);
    } finally {
      await database.close();
    }
  }, 400_000);
});
