// Build plates as records (docs/print-room.md#plates): a plate from the queue's selection, its
// states, quality check with failed keychains back in the queue, "n of m printed", ready to
// ship, and one winner when two admins move or check the same plate. PGlite or TEST_DATABASE_URL.
import { strFromU8, unzipSync } from 'fflate';
import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { insertOrder, jsonHeaders, loginCookie } from '#tests/support/admin';
import { orders } from '../../db/schema/index';
import { hasPrusaSlicer } from '#tests/support/prusa-slicer';

const YELLOW = { fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' };
const GREEN = { fontColor: '#4ade80', backgroundColor: '#052e16', displayName: 'Green' };
const yellow = (text: string) => ({ customText: text, fontFamily: 'bangers', textColor: 'yellow', colorCombination: YELLOW });
const green = (text: string) => ({ customText: text, fontFamily: 'chewy', textColor: 'green', colorCombination: GREEN });

let t: TestApp;
let cookie: string;
let a: number;
let b: number;
let c: number;
let unpaid: number;
// The day's plates are listed from midnight in India; a clock that starts at noon India time and
// moves with real time keeps a run that crosses midnight from losing the plates it made.
const started = Date.now();
const noonInIndia = () => new Date(Date.parse('2026-11-27T06:30:00Z') + (Date.now() - started));
beforeAll(async () => {
  t = await createTestApp({ now: noonInIndia });
  cookie = await loginCookie(t.app);
  const db = t.database.db;
  await db.update(orders).set({ orderStatus: 'delivered' }).where(ne(orders.orderStatus, 'delivered')); // earlier files' orders stay out of the queue
  const paid = { paymentStatus: 'completed', orderStatus: 'confirmed' } as const;
  a = await insertOrder(db, {
    ...paid,
    createdAt: new Date('2026-11-20T10:00:00Z'),
    keychains: [yellow('Asha'), yellow('Ravi'), green('Kiran')],
  });
  b = await insertOrder(db, { ...paid, createdAt: new Date('2026-11-21T10:00:00Z'), keychains: [yellow('Meera')] });
  c = await insertOrder(db, { ...paid, orderStatus: 'pending', createdAt: new Date('2026-11-22T10:00:00Z'), keychains: [green('Jo')] });
  unpaid = await insertOrder(db, { paymentStatus: 'pending', orderStatus: 'pending', keychains: [yellow('Zed')] });
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...jsonHeaders, cookie }, payload: payload as object });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('plates', () => {
  let yellowPlate: number;
  let greenPlate: number;

  it('lists the queued keychains by colour combination, largest group first, with their orders', async () => {
    const res = await get('/api/admin/plates/queue');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().perPlate).toBeGreaterThan(1);
    expect(res.json().groups).toEqual([
      expect.objectContaining({
        key: 'fbbf24-on-000000',
        textFilamentName: 'Yellow PLA',
        plateFilamentName: 'Black PLA',
        keychains: 3,
        orderIds: [a, b],
      }),
      expect.objectContaining({ key: '4ade80-on-052e16', keychains: 2, orderIds: [a, c] }),
    ]);
  });

  it('takes only the asked colour combination when colourKey is given, and rejects a malformed key', async () => {
    // The oldest queued keychain is yellow; the green group's button must still make a green plate.
    const none = await post('/api/admin/plates', { orderIds: [b], colourKey: '4ade80-on-052e16' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('None of the selected orders has a keychain of that colour waiting to print');
    const bad = await post('/api/admin/plates', { orderIds: [a], colourKey: 'green' });
    expect(bad.statusCode).toBe(400);
    expect(await get('/api/admin/plates').then((r) => r.json().plates)).toEqual([]);
  });

  it('puts the oldest queued keychains of one colour on a plate, then the next colour', async () => {
    const first = await post('/api/admin/plates', { orderIds: [c, b, a, unpaid] });
    expect(first.statusCode, first.body).toBe(201);
    yellowPlate = first.json().id;
    expect(first.json()).toMatchObject({
      state: 'queued',
      colourCombination: { key: 'fbbf24-on-000000', displayName: 'Yellow', textFilamentName: 'Yellow PLA', plateFilamentName: 'Black PLA' },
      keychains: [
        { orderId: a, keychainIndex: 0, result: null, text: 'Asha' },
        { orderId: a, keychainIndex: 1, result: null, text: 'Ravi' },
        { orderId: b, keychainIndex: 0, result: null, text: 'Meera' },
      ],
      file3mfUrl: `/api/admin/plates/${yellowPlate}/plate.3mf`,
    });
    const second = await post('/api/admin/plates', { orderIds: [a, b, c, unpaid] });
    expect(second.statusCode).toBe(201);
    greenPlate = second.json().id;
    expect(second.json().keychains).toEqual([
      { orderId: a, keychainIndex: 2, result: null, text: 'Kiran' },
      { orderId: c, keychainIndex: 0, result: null, text: 'Jo' },
    ]);
    // the unpaid order's keychain never queues; nothing else is left
    const third = await post('/api/admin/plates', { orderIds: [a, b, c, unpaid] });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('None of the selected orders has a keychain waiting to print');
  });

  it('serves the plate 3MF with its colour change', async () => {
    const res = await get(`/api/admin/plates/${yellowPlate}/plate.3mf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('model/3mf');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(strFromU8(files['Metadata/Prusa_Slicer_custom_gcode_per_print_z.xml']!)).toContain('print_z="3.8"');
    expect([...strFromU8(files['3D/3dmodel.model']!).matchAll(/<object [^>]*name="([^"]+)"/g)].map((m) => m[1])).toEqual([
      `#${a}-1 Asha`,
      `#${a}-2 Ravi`,
      `#${b}-1 Meera`,
    ]);
  }, 60_000);

  it('moves queued → printing → printed once each; a check comes only after printing', async () => {
    expect((await post(`/api/admin/plates/${yellowPlate}/check`, { failed: [] })).statusCode).toBe(409);
    const [one, two] = await Promise.all([post(`/api/admin/plates/${yellowPlate}/start`), post(`/api/admin/plates/${yellowPlate}/start`)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect((await post(`/api/admin/plates/${yellowPlate}/printed`)).json()).toMatchObject({ state: 'printed' });
    expect((await post(`/api/admin/plates/${yellowPlate}/printed`)).statusCode).toBe(409);
  });

  it('refuses a failed keychain that is not on the plate, and changes nothing', async () => {
    const res = await post(`/api/admin/plates/${yellowPlate}/check`, { failed: [{ orderId: c, keychainIndex: 0 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Keychain 1 of order #${c} is not on plate #${yellowPlate}`);
    expect((await get('/api/admin/plates')).json().plates.find((p: { id: number }) => p.id === yellowPlate).state).toBe('printed');
    expect((await post(`/api/admin/plates/${yellowPlate}/check`, { failed: [{ orderId: 'x' }] })).statusCode).toBe(400);
  });

  it('checks once: of two admins one wins, the other gets 409; failed keychains return to the queue', async () => {
    const check = () => post(`/api/admin/plates/${yellowPlate}/check`, { failed: [{ orderId: b, keychainIndex: 0 }] });
    const [one, two] = await Promise.all([check(), check()]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const [winner, loser] = one.statusCode === 200 ? [one, two] : [two, one];
    expect(winner.json()).toMatchObject({
      state: 'checked',
      keychains: [
        { orderId: a, keychainIndex: 0, result: 'passed' },
        { orderId: a, keychainIndex: 1, result: 'passed' },
        { orderId: b, keychainIndex: 0, result: 'failed' },
      ],
    });
    expect(loser.json().message).toBe(`Plate #${yellowPlate} is checked: only a printed plate is checked, once`);
    const reprint = await post('/api/admin/plates', { orderIds: [a, b] });
    expect(reprint.statusCode).toBe(201);
    expect(reprint.json().keychains).toEqual([{ orderId: b, keychainIndex: 0, result: null, text: 'Meera' }]);
  });

  it("counts each order's keychains printed, and shows in Ready to ship only orders whose every keychain passed", async () => {
    const progress = async () =>
      (await get('/api/admin/plates/progress')).json().orders as { orderId: number; passed: number; total: number; readyToShip: boolean }[];
    expect((await progress()).find((p) => p.orderId === a)).toEqual({ orderId: a, passed: 2, total: 3, readyToShip: false });
    expect((await get('/api/admin/plates/ready-to-ship')).json().orders).toEqual([]);
    await post(`/api/admin/plates/${greenPlate}/start`);
    await post(`/api/admin/plates/${greenPlate}/printed`);
    expect((await post(`/api/admin/plates/${greenPlate}/check`, { failed: [] })).statusCode).toBe(200);
    expect((await progress()).find((p) => p.orderId === a)).toEqual({ orderId: a, passed: 3, total: 3, readyToShip: true });
    const ready = (await get('/api/admin/plates/ready-to-ship')).json().orders.map((o: { orderId: number }) => o.orderId);
    expect(ready).toContain(a);
    expect(ready).toContain(c);
    expect(ready).not.toContain(unpaid);
    const plates = (await get('/api/admin/plates')).json().plates as { id: number; state: string }[];
    expect(plates.map((p) => p.id)).toEqual(expect.arrayContaining([yellowPlate, greenPlate]));
  });

  it('refuses bad input with 400 and strangers with 401', async () => {
    expect((await post('/api/admin/plates', { orderIds: [] })).statusCode).toBe(400);
    expect((await post('/api/admin/plates', { orderIds: ['1'] })).statusCode).toBe(400);
    expect((await post('/api/admin/plates/abc/start')).statusCode).toBe(400);
    expect((await post('/api/admin/plates/999999/start')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/plates' })).statusCode).toBe(401);
  });
});

describe.skipIf(!hasPrusaSlicer)('plate estimates (PrusaSlicer installed)', () => {
  it("slices a plate on the server and stores the slicer's time and grams; the day's totals add them up", async () => {
    const o = await insertOrder(t.database.db, {
      paymentStatus: 'completed',
      orderStatus: 'confirmed',
      keychains: [yellow('Anu'), yellow('Dev')],
    });
    const plate = await post('/api/admin/plates', { orderIds: [o] });
    expect(plate.json()).toMatchObject({ estimatedSeconds: null, filamentGrams: null });
    const res = await post(`/api/admin/plates/${plate.json().id}/estimate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().estimatedSeconds).toBeGreaterThan(10 * 60); // two keychains: tens of minutes
    expect(res.json().filamentGrams).toBeGreaterThan(2);
    const day = (await get('/api/admin/plates')).json();
    const sliced = day.plates.filter((p: { estimatedSeconds: number | null }) => p.estimatedSeconds !== null);
    expect(day.totals.estimatedSeconds).toBe(sliced.reduce((n: number, p: { estimatedSeconds: number }) => n + p.estimatedSeconds, 0));
    expect(day.totals.filamentGrams).toBeCloseTo(res.json().filamentGrams, 3);
  }, 120_000);
});
