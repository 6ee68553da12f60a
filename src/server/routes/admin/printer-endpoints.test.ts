/**
 * A printer is never one of the shop's own endpoints (services/printers/printer-address.ts,
 * docs/decisions/215-printer-addresses-exclude-the-shops-own-endpoints.md), on PGlite and
 * PostgreSQL: POST and PATCH /api/admin/printers refuse, with a 400 naming `url`, the exact host
 * and port of a sibling instance (as its heartbeat row records it) and of the configured S3, SMTP,
 * Redis and database endpoints, names resolved; loopback on any other port stays allowed (the
 * simulated printers of tests and development live there).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { printers, serverInstances } from '../../db/schema/index';
import { createTestDatabase, openSecondConnection, testConfig, type TestDatabase } from '../../../../tests/setup/test-db';
import { jsonHeaders, loginCookie } from '#tests/support/admin';
import { freePort } from '#tests/support/free-port';
import { PRINTER_ADDRESS_REFUSED } from '../../services/printers/printer-address';

/** The shop's endpoints as configured; names (localhost) are resolved by the check. */
const ENDPOINTS = {
  S3_BUCKET: 'chaabi-test',
  S3_ENDPOINT: 'http://localhost:19000',
  SMTP_URL: 'smtp://127.0.0.1:12525',
  SHOP_EMAIL: 'shop@chaabi.local',
  REDIS_URL: 'redis://127.0.0.1:6379',
  DATABASE_URL: 'postgres://chaabi@localhost:15432/chaabi',
};

let database: TestDatabase;
let second: Database;
let app: FastifyInstance;
let sibling: FastifyInstance | undefined;
let siblingPort: number;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  second = openSecondConnection(database);
  const config = testConfig(ENDPOINTS);
  app = await buildApp({ config, database, rateLimit: false, logger: false });
  await app.ready();
  // The sibling announces itself as deployed instances do (heartbeat row with its bound port).
  sibling = await buildApp({ config, database: second, rateLimit: false, logger: false, instanceCheck: true });
  await sibling.listen({ host: '127.0.0.1', port: 0 });
  siblingPort = (sibling.server.address() as { port: number }).port;
  cookie = await loginCookie(app);
});
afterAll(async () => {
  await sibling?.close();
  await app?.close();
  await second?.close();
  await database?.close();
});

const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  app.inject({ method, url, payload, headers: { ...jsonHeaders, cookie } });

/** The endpoints refused, by kind: the printer URL that points at each. */
const REFUSED: [string, () => string][] = [
  ['a sibling instance', () => `http://127.0.0.1:${siblingPort}`],
  ['a sibling instance, by name', () => `http://localhost:${siblingPort}`],
  ['the S3 endpoint', () => 'http://127.0.0.1:19000'],
  ['the SMTP server', () => 'http://localhost:12525'],
  ['Redis', () => 'http://127.0.0.1:6379'],
  ['the database', () => 'https://127.0.0.1:15432'],
];

describe('printer addresses that are the shop’s own endpoints', () => {
  it('the sibling’s heartbeat row records its bound port and addresses', async () => {
    const rows = await database.db.select().from(serverInstances);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.listenPort).toBe(siblingPort);
    expect(rows[0]!.listenAddresses).toContain('127.0.0.1');
  });

  it.each(REFUSED)('POST refuses %s with a 400 naming url, registering nothing', async (_what, url) => {
    const before = await database.db.select().from(printers);
    const res = await send('POST', '/api/admin/printers', { name: 'Sneaky', kind: 'prusalink', url: url(), apiKey: 'k' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: PRINTER_ADDRESS_REFUSED, issues: [{ path: 'url', message: PRINTER_ADDRESS_REFUSED }] });
    expect(await database.db.select().from(printers)).toHaveLength(before.length);
  });

  it.each(REFUSED)('PATCH refuses %s with a 400 naming url, changing nothing', async (_what, url) => {
    const created = await send('POST', '/api/admin/printers', {
      name: 'Honest',
      kind: 'prusalink',
      url: 'http://192.168.1.60',
      apiKey: 'k',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const res = await send('PATCH', `/api/admin/printers/${id}`, { url: url() });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ issues: [{ path: 'url', message: PRINTER_ADDRESS_REFUSED }] });
    const [row] = await database.db.select().from(printers).where(eq(printers.id, id));
    expect(row!.url).toBe('http://192.168.1.60');
  });

  it('loopback on another port stays allowed, on POST and PATCH; PATCH changes what it names', async () => {
    const port = await freePort();
    const created = await send('POST', '/api/admin/printers', {
      name: 'Simulated',
      kind: 'moonraker',
      url: `http://127.0.0.1:${port}`,
      apiKey: 'k',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const other = await freePort();
    const res = await send('PATCH', `/api/admin/printers/${id}`, { url: `http://localhost:${other}/`, name: 'Renamed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Renamed', kind: 'moonraker', url: `http://localhost:${other}` });
    expect((await send('PATCH', `/api/admin/printers/${id}`, {})).statusCode).toBe(400);
    expect((await send('PATCH', '/api/admin/printers/999999', { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('once the sibling has stopped (its row removed), its port is an ordinary loopback port again', async () => {
    await sibling!.close();
    sibling = undefined;
    const res = await send('POST', '/api/admin/printers', {
      name: 'After',
      kind: 'prusalink',
      url: `http://127.0.0.1:${siblingPort}`,
      apiKey: 'k',
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
