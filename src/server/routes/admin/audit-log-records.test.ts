/**
 * The audit log names its records and amounts, counts repeated refusals on one row and always
 * saves (docs/product.md#audit-log), on PGlite and PostgreSQL (TEST_DATABASE_URL): each listed
 * admin write leaves a row with its record's id and the credits or paise it moved; 500 refused
 * writes in parallel leave one row counting 500; NUL and lone surrogates in the path, the query
 * and the stored fields leave a row and log no error.
 */
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestDatabase, testConfig, type TestDatabase } from '../../../../tests/setup/test-db';
import { insertOrder, jsonHeaders, loginCookie } from '#tests/support/admin';
import { saveTestSeller } from '#tests/support/business';
import { insertDealer } from '#tests/support/dealer';
import { payAtTheBank, verifyAtTheShop } from '#tests/support/shop';
import { addStaff, TEST_STAFF_PASSWORD } from '#tests/support/staff';
import { PUNE_ADDRESS } from '../../../../tests/factories/orders';
import { auditLog, refunds } from '../../db/schema/index';
import { appendAudit, AUDIT_MAX_JSON, AUDIT_MAX_TEXT } from '../../services/staff/audit-log';
import type { SimulatedPaymentProvider } from '../../services/payments/simulated-gateway';

/** Every log line the app writes, parsed. */
class Capture extends Writable {
  lines: { level: number; msg?: string }[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of String(chunk).split('\n').filter(Boolean)) this.lines.push(JSON.parse(line) as { level: number; msg?: string });
    done();
  }
  /** Lines at error level or above (pino: 50 error, 60 fatal). */
  errors() {
    return this.lines.filter((line) => line.level >= 50);
  }
}

let app: FastifyInstance;
let database: TestDatabase;
let cookie: string;
const capture = new Capture();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), database, rateLimit: false, logStream: capture });
  await app.ready();
  await saveTestSeller(app.services.db);
  cookie = await loginCookie(app);
});
afterAll(async () => {
  await (app?.services.payments as SimulatedPaymentProvider | undefined)?.webhooksDelivered();
  await app?.close();
  await database?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { ...jsonHeaders, cookie, ...headers } });
/** The newest row of `action`. */
async function lastRow(action: string) {
  const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
  return rows.at(-1);
}

describe('audit rows name their record and amount', () => {
  it('a dealer created: the new dealer’s id', async () => {
    const res = await post('/api/admin/dealers', {
      businessName: 'Keyring Corner',
      ownerName: 'Asha Verma',
      phoneNumber: '9876500011',
      email: 'asha.audit@example.com',
      businessAddress: { ...PUNE_ADDRESS },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await lastRow('POST /api/admin/dealers')).toMatchObject({
      recordType: 'dealers',
      recordId: String(res.json<{ id: number }>().id),
      status: 201,
      count: 1,
    });
  });

  it('credits added and removed: the dealer, the signed credits and the ledger row', async () => {
    const dealer = await insertDealer(database.db, { credits: 10 });
    const added = await post('/api/admin/dealers/add-credits', { dealerId: dealer.id, credits: 40, reason: 'Festival bonus' });
    expect(added.statusCode, added.body).toBe(200);
    expect(await lastRow('POST /api/admin/dealers/add-credits')).toMatchObject({
      recordType: 'dealers',
      recordId: String(dealer.id),
      credits: 40,
      amountPaise: null,
      after: { keychainCredits: 50, ledgerEntryId: added.json<{ transaction: { id: number } }>().transaction.id },
    });
    const removed = await post('/api/admin/dealers/remove-credits', { dealerId: dealer.id, credits: 15, reason: 'Entered twice' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await lastRow('POST /api/admin/dealers/remove-credits')).toMatchObject({
      recordType: 'dealers',
      recordId: String(dealer.id),
      credits: -15,
      after: { keychainCredits: 35 },
    });
    // Refused (more than the balance): the row still names the dealer.
    const refused = await post('/api/admin/dealers/remove-credits', { dealerId: dealer.id, credits: 500, reason: 'Too many' });
    expect(refused.statusCode).toBe(409);
    expect(await lastRow('POST /api/admin/dealers/remove-credits')).toMatchObject({
      recordId: String(dealer.id),
      credits: null,
      status: 409,
    });
  });

  it('a PIN reset: the dealer', async () => {
    const dealer = await insertDealer(database.db, { pin: '482913' });
    const res = await post('/api/admin/dealers/reset-pin', { dealerId: dealer.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastRow('POST /api/admin/dealers/reset-pin')).toMatchObject({
      recordType: 'dealers',
      recordId: String(dealer.id),
      status: 200,
    });
  });

  it('a printer added: the new printer’s id', async () => {
    const res = await post('/api/admin/printers', {
      name: 'MK4 audit',
      kind: 'prusalink',
      url: 'http://192.168.1.77',
      apiKey: 'k-0123456789',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await lastRow('POST /api/admin/printers')).toMatchObject({
      recordType: 'printers',
      recordId: String(res.json<{ id: number }>().id),
      status: 201,
    });
  });

  it('a plate created: the plate and its orders', async () => {
    const orderId = await insertOrder(database.db, {
      paymentStatus: 'completed',
      orderStatus: 'confirmed',
      keychains: [
        {
          customText: 'AUDIT',
          fontFamily: 'bangers',
          textColor: 'yellow',
          colorCombination: { fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' },
        },
      ],
    });
    const res = await post('/api/admin/plates', { orderIds: [orderId] });
    expect(res.statusCode, res.body).toBe(201);
    expect(await lastRow('POST /api/admin/plates')).toMatchObject({
      recordType: 'plates',
      recordId: String(res.json<{ id: number }>().id),
      after: { orderIds: [orderId] },
    });
  });

  it('a refund: the refund’s id, its order and the amount in paise', async () => {
    const paid = await payAtTheBank(app);
    expect((await verifyAtTheShop(app, paid)).statusCode).toBe(200);
    await (app.services.payments as SimulatedPaymentProvider).webhooksDelivered();
    const res = await post(
      `/api/admin/orders/${paid.id}/refunds`,
      { amountPaise: 12_345, reason: 'One keychain was cracked' },
      {
        'idempotency-key': 'audit-refund-1',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const refundId = res.json<{ id: number }>().id;
    expect(res.json()).toEqual({ id: refundId, status: expect.any(String) });
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(refund!.amountPaise).toBe(12_345);
    expect(await lastRow('POST /api/admin/orders/:id/refunds')).toMatchObject({
      recordType: 'refunds',
      recordId: String(refundId),
      amountPaise: 12_345,
      after: { orderId: paid.id },
    });
    // The whole rest, no amount given: the row has what was refunded.
    const rest = await post(
      `/api/admin/orders/${paid.id}/refunds`,
      { reason: 'Cancelled after all' },
      { 'idempotency-key': 'audit-refund-2' },
    );
    expect(rest.statusCode, rest.body).toBe(200);
    const [restRow] = await database.db.select().from(refunds).where(eq(refunds.id, rest.json<{ id: number }>().id));
    expect(await lastRow('POST /api/admin/orders/:id/refunds')).toMatchObject({ amountPaise: restRow!.amountPaise });
    expect(restRow!.amountPaise).toBeGreaterThan(0);
  });

  it('the API and the CSV show the record, the amount and the credits', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/audit-log?recordType=refunds&limit=1', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const [entry] = res.json<{ data: { recordId: string; amountPaise: number; credits: number | null; count: number; lastAt: string }[] }>()
      .data;
    expect(entry).toMatchObject({ recordId: expect.any(String), amountPaise: expect.any(Number), credits: null, count: 1 });
    const csv = await app.inject({
      method: 'GET',
      url: '/api/admin/audit-log.csv?action=POST%20%2Fapi%2Fadmin%2Fdealers%2Fadd-credits',
      headers: { cookie },
    });
    expect(csv.body.split('\n')[0]).toContain('"Amount (paise)","Credits"');
    expect(csv.body).toMatch(/"dealers","\d+","",40,/);
  });
});

describe('repeated identical refusals within a minute are one row with a count', () => {
  it('500 refused writes in parallel batches: one row counting 500', async () => {
    const person = await addStaff(database.db, 'support', 'Flood Tester');
    const support = await loginCookie(app, TEST_STAFF_PASSWORD, person.email);
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          app.inject({
            method: 'POST',
            url: '/api/admin/printers',
            payload: { name: `P${batch}-${i}`, kind: 'prusalink', url: 'http://192.168.1.9', apiKey: 'k' },
            headers: { ...jsonHeaders, cookie: support },
          }),
        ),
      );
      statuses.push(...answers.map((a) => a.statusCode));
    }
    expect(new Set(statuses)).toEqual(new Set([403]));
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, person.id), eq(auditLog.action, 'POST /api/admin/printers')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 403, count: 500 });
    const api = await app.inject({ method: 'GET', url: `/api/admin/audit-log?staffId=${person.id}`, headers: { cookie } });
    expect(api.json<{ data: { action: string; count: number }[] }>().data).toContainEqual(
      expect.objectContaining({ action: 'POST /api/admin/printers', count: 500 }),
    );
  }, 180_000);

  it('another outcome, another person or a minute later is a row of its own; a success is never counted', async () => {
    const person = await addStaff(database.db, 'support', 'Second Tester');
    const at = new Date('2026-06-10T05:00:00Z');
    const staff = { id: person.id, email: person.email, role: 'support' };
    const refusal = { staff, action: 'POST /api/admin/probe', status: 403 };
    await appendAudit(database.db, { ...refusal, at });
    await appendAudit(database.db, { ...refusal, at: new Date(at.getTime() + 59_000) });
    await appendAudit(database.db, { ...refusal, status: 409, at });
    await appendAudit(database.db, { ...refusal, at: new Date(at.getTime() + 60_000) });
    await appendAudit(database.db, { ...refusal, status: 200, at });
    await appendAudit(database.db, { ...refusal, status: 200, at });
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, 'POST /api/admin/probe')).orderBy(auditLog.id);
    expect(rows.map((r) => [r.status, r.count, r.at.toISOString(), r.lastAt?.toISOString()])).toEqual([
      [403, 2, '2026-06-10T05:00:00.000Z', '2026-06-10T05:00:59.000Z'],
      [409, 1, '2026-06-10T05:00:00.000Z', '2026-06-10T05:00:00.000Z'],
      [403, 1, '2026-06-10T05:01:00.000Z', '2026-06-10T05:01:00.000Z'],
      [200, 1, '2026-06-10T05:00:00.000Z', '2026-06-10T05:00:00.000Z'],
      [200, 1, '2026-06-10T05:00:00.000Z', '2026-06-10T05:00:00.000Z'],
    ]);
  });

  it('the database lets a refusal row grow only its count and last time', async () => {
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.status, 403)).limit(1);
    const attempt = (set: Partial<typeof auditLog.$inferInsert>) =>
      database.db
        .update(auditLog)
        .set(set)
        .where(eq(auditLog.id, row!.id))
        .then(
          () => null,
          (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message),
        );
    expect(await attempt({ count: row!.count + 1, action: 'nothing happened' })).toMatch(/append-only/);
    expect(await attempt({ count: row!.count - 1 })).toMatch(/append-only/);
    expect(await attempt({ count: row!.count + 1, lastAt: row!.at })).toBeNull();
  });
});

describe('the audit log stores what it can, always', () => {
  const NUL = '\u0000';
  const LONE_HIGH = '\uD800';
  const LONE_LOW = '\uDC00';

  it('a staff write with %00 in its path answers 400 and its row is stored; no error is logged', async () => {
    const errorsBefore = capture.errors().length;
    const cases = [
      `/api/admin/dealers/%00/unlock`,
      `/api/admin/dealers/12%00/unlock?note=%00`,
      `/api/admin/printers?x=%00%ED%A0%80`,
      `/api/admin/orders/%00/refunds`,
    ];
    // Every request counts once: a row of its own, or one more on a refusal it repeats.
    const counted = async () => (await database.db.select().from(auditLog)).reduce((sum, row) => sum + row.count, 0);
    for (const url of cases) {
      const before = await counted();
      const res = await app.inject({
        method: 'POST',
        url,
        payload: {},
        headers: { ...jsonHeaders, cookie, 'idempotency-key': `nul-${url.length}` },
      });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(await counted(), url).toBe(before + 1);
    }
    const unlock = await lastRow('POST /api/admin/dealers/:dealerId/unlock');
    expect(unlock).toMatchObject({ recordType: 'dealers', recordId: '\\u0000', status: 400, count: 2 });
    expect(capture.errors().slice(errorsBefore)).toEqual([]);
  });

  it('NUL, lone surrogates and over-long values in every stored field: one row, escaped and cut', async () => {
    const errorsBefore = capture.errors().length;
    const long = 'x'.repeat(AUDIT_MAX_TEXT * 3);
    const stored = await appendAudit(database.db, {
      at: new Date('2026-06-10T05:00:00Z'),
      staff: { id: 1, email: `owner${NUL}@chaabi.local`, role: `owner${LONE_LOW}` },
      action: `POST /api/admin/x${NUL}${LONE_HIGH}`,
      recordType: `dealers${LONE_HIGH}`,
      recordId: `7${NUL}`,
      before: { [`key${NUL}`]: `a${NUL}b`, list: [LONE_HIGH, LONE_LOW, `ok 😀`], n: Number.NaN },
      after: { big: 'y'.repeat(AUDIT_MAX_JSON * 2) },
      amountPaise: 12_345,
      status: 200,
      ip: `203.0.113.9${NUL}`,
      userAgent: `${long}${LONE_HIGH}`,
      email: long,
    });
    expect(stored).toBe('stored');
    const row = await lastRow('POST /api/admin/x\\u0000\uFFFD');
    expect(row).toMatchObject({
      staffEmail: 'owner\\u0000@chaabi.local',
      role: 'owner\uFFFD',
      recordType: 'dealers\uFFFD',
      recordId: '7\\u0000',
      before: { 'key\\u0000': 'a\\u0000b', list: ['\uFFFD', '\uFFFD', 'ok 😀'], n: null },
      after: { truncated: true, preview: expect.stringMatching(/^\{"big":"y+…$/) },
      amountPaise: 12_345,
      ip: '203.0.113.9\\u0000',
    });
    expect(row!.userAgent).toHaveLength(400);
    expect(row!.userAgent!.endsWith('…')).toBe(true);
    expect(capture.errors().slice(errorsBefore)).toEqual([]);
  });
});
