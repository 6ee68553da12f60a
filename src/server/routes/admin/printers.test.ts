// Printers (docs/print-room.md#printers) over HTTP and on the database (PGlite or
// TEST_DATABASE_URL): registration with URL refusals, the API key sealed and never answered
// or logged, the poller's last state, and "Send to printer" against a simulated printer:
// it starts once when sent twice, and the plate stays queued when the printer fails.
import { Writable } from 'node:stream';
import { eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestDatabase, testConfig, type TestDatabase } from '../../../../tests/setup/test-db';
import { insertOrder, jsonHeaders, loginCookie } from '#tests/support/admin';
import { startSimulatedPrinter, type SimulatedPrinter } from '#tests/support/simulated-printer';
import { orders, plateSends, plates, printers } from '../../db/schema/index';
import { pollPrinters } from '../../services/printers/poll-printers';
import { sendPlateToPrinter, type SendPlateOptions } from '../../services/printers/send-plate';
import { PRINTER_UNREACHABLE } from '../../services/printers/provider';
import { PRINTER_ADDRESS_REFUSED } from '../../services/printers/printer-address';
import { freePort } from '#tests/support/free-port';

class Capture extends Writable {
  lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  }
}

const API_KEY = 'sim-key-0123456789';
const YELLOW = { fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' };

let app: FastifyInstance;
let database: TestDatabase;
let cookie: string;
let prusa: SimulatedPrinter;
let moon: SimulatedPrinter;
const capture = new Capture();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'trace' }), database, rateLimit: false, logStream: capture });
  await app.ready();
  cookie = await loginCookie(app);
  prusa = await startSimulatedPrinter('prusalink', API_KEY);
  moon = await startSimulatedPrinter('moonraker', API_KEY);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await prusa?.close();
  await moon?.close();
});

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, headers: { ...jsonHeaders, cookie }, payload: payload as object });
const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });

/** Queues a plate of one paid, confirmed order of one yellow keychain saying `customText`; answers the POST. */
async function queueYellowPlate(customText: string) {
  const orderId = await insertOrder(database.db, {
    paymentStatus: 'completed',
    orderStatus: 'confirmed',
    keychains: [{ customText, fontFamily: 'bangers', textColor: 'yellow', colorCombination: YELLOW }],
  });
  return post('/api/admin/plates', { orderIds: [orderId] });
}

async function register(name: string, sim: SimulatedPrinter): Promise<number> {
  const res = await post('/api/admin/printers', { name, kind: sim.kind, url: `${sim.url}/`, apiKey: API_KEY });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('printers', () => {
  let prusaId: number;

  it('registers a printer; the key is sealed in the database and never answered back', async () => {
    prusaId = await register('MK4 left', prusa);
    const list = await get('/api/admin/printers');
    expect(list.statusCode).toBe(200);
    expect(list.json().printers).toContainEqual({
      id: prusaId,
      name: 'MK4 left',
      kind: 'prusalink',
      url: prusa.url,
      hasApiKey: true,
      lastState: null,
      stateReadAt: null,
      createdAt: expect.any(String),
    });
    expect(list.body).not.toContain(API_KEY);
    const [row] = await database.db.select().from(printers).where(eq(printers.id, prusaId));
    expect(row!.apiKeySealed).toMatch(/^v1\./);
    expect(row!.apiKeySealed).not.toContain(API_KEY);
    expect(row!.apiKeySealed).not.toContain(Buffer.from(API_KEY).toString('base64url').slice(0, 8));
  });

  it.each([
    ['ftp://192.168.1.50', 'Only http:// and https:// addresses are allowed'],
    ['file:///etc/passwd', 'Only http:// and https:// addresses are allowed'],
    ['javascript:alert(1)', 'Only http:// and https:// addresses are allowed'],
    ['http://admin:secret@192.168.1.50', 'Leave the user name and password out of the address; put the key in API key'],
    ['http://192.168.1.50/?apikey=x', 'The address takes no ?query or #fragment'],
    ['192.168.1.50', 'Enter the printer’s address, like http://192.168.1.50'],
  ])('refuses %s with a field message, registering nothing', async (url, message) => {
    const before = await database.db.select().from(printers);
    const res = await post('/api/admin/printers', { name: 'Bad', kind: 'prusalink', url, apiKey: API_KEY });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual(expect.objectContaining({ path: 'url', message }));
    expect(res.body).not.toContain(API_KEY);
    expect(await database.db.select().from(printers)).toHaveLength(before.length);
  });

  it.each([
    ['http://169.254.169.254', 'the cloud metadata address'],
    ['http://[fe80::1]', 'an IPv6 link-local address'],
    ['http://metadata.google.internal', 'a metadata host name'],
    ['own', 'the shop’s own listening port'],
  ])('refuses %s (%s) at registration, registering nothing', async (url, _what) => {
    const before = await database.db.select().from(printers);
    const address = url === 'own' ? `http://127.0.0.1:${app.services.config.port}` : url;
    const res = await post('/api/admin/printers', { name: 'Bad', kind: 'prusalink', url: address, apiKey: API_KEY });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'url', message: PRINTER_ADDRESS_REFUSED }]);
    expect(await database.db.select().from(printers)).toHaveLength(before.length);
  });

  it('refuses an unknown kind', async () => {
    const res = await post('/api/admin/printers', { name: 'X', kind: 'bambu', url: 'http://10.0.0.2', apiKey: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual(
      expect.objectContaining({ path: 'kind', message: 'Choose PrusaLink, Moonraker or OctoPrint' }),
    );
  });

  it('the poller stores each printer’s state and when it was read; a dead printer is an error on its card', async () => {
    const moonId = await register('Voron', moon);
    const port = await freePort();
    const deadId = await register('Offline', { ...prusa, url: `http://127.0.0.1:${port}` });
    prusa.state = { state: 'paused', progress: 30, secondsLeft: 1200 };
    moon.state = { state: 'printing', progress: 50, secondsLeft: 600 };
    const at = new Date('2026-11-26T04:00:00Z');
    const counts = await pollPrinters(database.db, {
      secret: app.services.config.sessionSecret,
      now: () => at,
      rules: app.services.printerRules,
    });
    expect(counts).toMatchObject({ paused: 1, printing: 1, error: 1 });
    const list = (await get('/api/admin/printers')).json<{ printers: { id: number; lastState: unknown; stateReadAt: string }[] }>()
      .printers;
    const byId = new Map(list.map((p) => [p.id, p]));
    expect(byId.get(prusaId)).toMatchObject({
      lastState: { state: 'paused', progressPercent: 30, secondsLeft: 1200 },
      stateReadAt: at.toISOString(),
    });
    expect(byId.get(moonId)).toMatchObject({ lastState: { state: 'printing', progressPercent: 50, secondsLeft: 600 } });
    expect(byId.get(deadId)).toMatchObject({ lastState: { state: 'error', message: PRINTER_UNREACHABLE } });
    expect(prusa.requests.at(-1)?.apiKey).toBe(API_KEY); // the key, opened again, reached the printer
    prusa.state = { state: 'idle' };
    const del = await app.inject({ method: 'DELETE', url: `/api/admin/printers/${deadId}`, headers: { cookie } });
    expect(del.statusCode).toBe(204);
    const again = await app.inject({ method: 'DELETE', url: `/api/admin/printers/${deadId}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
  });

  it('needs the admin session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/printers' })).statusCode).toBe(401);
  });
});

describe('send to printer', () => {
  let plateId: number;
  let prusaId: number;
  let moonId: number;
  const built: number[] = [];
  const options = (printerId: number, extra: Partial<SendPlateOptions> = {}): SendPlateOptions => ({
    plateId,
    printerId,
    secret: app.services.config.sessionSecret,
    now: () => new Date(),
    rules: app.services.printerRules,
    build3mf: async (id) => {
      built.push(id);
      return { fileName: `plate-${id}-yellow.3mf`, bytes: new Uint8Array([80, 75, 3, 4]) };
    },
    slice: async () => ({ gcode: 'G28\n;COLOR_CHANGE\nM600\n' }),
    ...extra,
  });

  beforeAll(async () => {
    await database.db.update(orders).set({ orderStatus: 'delivered' }).where(ne(orders.orderStatus, 'delivered'));
    const res = await queueYellowPlate('Asha');
    expect(res.statusCode, res.body).toBe(201);
    plateId = res.json<{ id: number }>().id;
    prusaId = await register('MK4 send', prusa);
    moonId = await register('Voron send', moon);
  });

  it('a failing printer leaves the plate queued, with the reason', async () => {
    moon.uploadStatus = 500;
    await expect(sendPlateToPrinter(database.db, options(moonId))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Voron send did not start plate #${plateId}: ${PRINTER_UNREACHABLE}. The plate stays queued.`,
    });
    moon.uploadStatus = null;
    moon.delayMs = 1_000;
    await expect(sendPlateToPrinter(database.db, options(moonId, { timeoutMs: 200 }))).rejects.toMatchObject({
      message: expect.stringContaining(PRINTER_UNREACHABLE),
    });
    moon.delayMs = 0;
    const [plate] = await database.db.select().from(plates).where(eq(plates.id, plateId));
    expect(plate!.state).toBe('queued');
    expect(await database.db.select().from(plateSends).where(eq(plateSends.plateId, plateId))).toEqual([]);
  });

  it('sent twice at once, the plate starts once, as G-code, and moves to printing', async () => {
    prusa.uploads.length = 0;
    const results = await Promise.allSettled([
      sendPlateToPrinter(database.db, options(prusaId)),
      sendPlateToPrinter(database.db, options(prusaId)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ code: 'CONFLICT' });
    expect(prusa.uploads).toHaveLength(1);
    expect(prusa.uploads[0]).toMatchObject({ fileName: `plate-${plateId}-yellow.gcode`, started: true });
    expect(prusa.uploads[0]!.bytes.toString()).toContain('M600');
    const [plate] = await database.db.select().from(plates).where(eq(plates.id, plateId));
    expect(plate!.state).toBe('printing');
    // and once more later: the plate is printing, nothing is uploaded
    await expect(sendPlateToPrinter(database.db, options(prusaId))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(prusa.uploads).toHaveLength(1);
  });

  it('sends the 3MF when PrusaSlicer is not installed', async () => {
    const res = await queueYellowPlate('Ravi');
    moon.uploads.length = 0;
    const plate = await sendPlateToPrinter(database.db, {
      ...options(moonId, { slice: async () => null }),
      plateId: res.json<{ id: number }>().id,
    });
    expect(plate.state).toBe('printing');
    expect(moon.uploads[0]).toMatchObject({ fileName: `plate-${plate.id}-yellow.3mf`, started: true });
  });

  it('over HTTP: a missing printer is 404 and a missing printerId 400, before any plate is built', async () => {
    const before = built.length;
    const missing = await post(`/api/admin/plates/${plateId}/send`, { printerId: 999_999 });
    expect(missing.statusCode).toBe(409); // this plate is printing already
    const queued = await queueYellowPlate('Jo');
    const id = queued.json<{ id: number }>().id;
    expect((await post(`/api/admin/plates/${id}/send`, { printerId: 999_999 })).statusCode).toBe(404);
    const bad = await post(`/api/admin/plates/${id}/send`, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toContainEqual(expect.objectContaining({ path: 'printerId', message: 'Choose a printer' }));
    expect(built.length).toBe(before);
  });

  it('the API key appears in no log line', () => {
    app.log.info({ printer: { apiKey: API_KEY }, headers: { 'x-api-key': API_KEY } }, 'a careless log line');
    expect(capture.lines.find((l) => l.includes('a careless log line'))).toContain('[redacted]');
    expect(capture.lines.length).toBeGreaterThan(10);
    expect(capture.lines.join('\n')).not.toContain(API_KEY);
  });
});
