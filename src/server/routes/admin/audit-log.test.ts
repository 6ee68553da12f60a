/**
 * The audit log (docs/product.md#audit-log): sign-ins, failed sign-ins and every admin write are
 * appended with who, role, what, which record, before/after for settings and statuses, when,
 * address and user agent; the owner reads and filters it (and its CSV); nothing can change it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { insertOrder, jsonHeaders, loginCookie, TEST_OWNER_EMAIL } from '#tests/support/admin';
import { withTestApp } from '#tests/support/per-file';
import { addStaff, TEST_STAFF_PASSWORD } from '#tests/support/staff';
import type { TestApp } from '../../../../tests/setup/test-db';
import { auditLog } from '../../db/schema/index';

let t: TestApp;
const routes: string[] = [];
const now = new Date('2026-06-10T05:00:00Z'); // 10:30 IST
withTestApp((app) => (t = app), {
  now: () => now,
  onRoute: (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  },
});

const UA = { 'user-agent': 'AuditTest/1.0' };
const entries = () => t.database.db.select().from(auditLog).orderBy(auditLog.id);

describe('what the audit log records', () => {
  it('records a sign-in and a failed sign-in (with the e-mail tried), with address and user agent', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'stranger@chaabi.local', password: 'not the password' },
      headers: { ...jsonHeaders, ...UA },
      remoteAddress: '203.0.113.9',
    });
    await loginCookie(t.app);
    const rows = await entries();
    expect(rows.find((r) => r.action === 'sign_in.failed')).toMatchObject({
      staffId: null,
      staffEmail: 'stranger@chaabi.local',
      status: 401,
      ip: '203.0.113.9',
      userAgent: 'AuditTest/1.0',
    });
    expect(rows.find((r) => r.action === 'sign_in')).toMatchObject({ staffEmail: TEST_OWNER_EMAIL, role: 'owner' });
  });

  it("records an order's status change by a support person, with before and after, and names them on the timeline", async () => {
    const person = await addStaff(t.database.db, 'support', 'Priya Sharma');
    const cookie = await loginCookie(t.app, TEST_STAFF_PASSWORD, person.email);
    const orderId = await insertOrder(t.database.db, { orderStatus: 'confirmed' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      payload: { orderStatus: 'processing' },
      headers: { ...jsonHeaders, ...UA, cookie },
    });
    expect(res.statusCode).toBe(200);
    const row = (await entries()).find((r) => r.action === 'order.status' && r.recordId === String(orderId));
    expect(row).toMatchObject({
      staffId: person.id,
      staffEmail: person.email,
      role: 'support',
      recordType: 'order',
      before: { orderStatus: 'confirmed' },
      after: { orderStatus: 'processing' },
      status: 200,
      userAgent: 'AuditTest/1.0',
    });
    expect(row!.at.toISOString()).toBe(now.toISOString());
    const timeline = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/timeline`, headers: { cookie } });
    expect(timeline.json<{ actor: string }[]>().map((e) => e.actor)).toContain('staff:Priya Sharma');
  });

  it('records settings changes with what they were and what they became', async () => {
    const cookie = await loginCookie(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/print-room',
      payload: { layerHeightMm: 0.2, firstLayerHeightMm: 0.3 },
      headers: { ...jsonHeaders, cookie },
    });
    expect(res.statusCode).toBe(200);
    const row = (await entries()).find((r) => r.action === 'settings.print_room');
    expect(row).toMatchObject({
      role: 'owner',
      recordType: 'settings',
      after: expect.objectContaining({ layerHeightMm: 0.2, firstLayerHeightMm: 0.3 }),
    });
    expect(row!.before).toEqual(expect.objectContaining({ layerHeightMm: expect.any(Number) }));
  });

  it('records other writes by their route, record and answer, refused ones included', async () => {
    const cookie = await loginCookie(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/dealers/add-credits',
      payload: { dealerId: 999999, credits: 5 },
      headers: { ...jsonHeaders, cookie },
    });
    const row = (await entries()).find((r) => r.action === 'POST /api/admin/dealers/add-credits');
    expect(row).toMatchObject({ staffEmail: TEST_OWNER_EMAIL, recordType: 'dealers', status: expect.any(Number) });
    expect(row!.status).toBeGreaterThanOrEqual(400);
    // A read is not a write: nothing recorded.
    const before = (await entries()).length;
    await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie } });
    expect(await entries()).toHaveLength(before);
  });
});

describe('reading the audit log', () => {
  it('lists newest first with filters and pages, and as CSV', async () => {
    const cookie = await loginCookie(t.app);
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?limit=2', headers: { cookie } });
    expect(all.statusCode).toBe(200);
    const page = all.json<{ data: { id: number }[]; nextBefore: number | null }>();
    expect(page.data).toHaveLength(2);
    expect(page.data[0]!.id).toBeGreaterThan(page.data[1]!.id);
    expect(page.nextBefore).toBe(page.data[1]!.id);
    const next = await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?limit=2&before=${page.nextBefore}`, headers: { cookie } });
    expect(next.json<{ data: { id: number }[] }>().data[0]!.id).toBeLessThan(page.nextBefore!);

    const failed = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?action=sign_in.failed', headers: { cookie } });
    expect(failed.json<{ data: { action: string }[] }>().data.every((e) => e.action === 'sign_in.failed')).toBe(true);
    const today = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?from=2026-06-10&to=2026-06-10', headers: { cookie } });
    expect(today.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
    const tomorrow = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?from=2026-06-11', headers: { cookie } });
    expect(tomorrow.json<{ data: unknown[] }>().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?from=10-06-2026', headers: { cookie } })).statusCode).toBe(400);

    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log.csv?action=order.status', headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('"order.status"');
    expect(csv.body).toContain('2026-06-10 10:30');
  });

  it('streams every matching entry into the CSV, newest first, past one read batch (no cap, no gaps, no repeats)', async () => {
    const cookie = await loginCookie(t.app);
    const many = Array.from({ length: 1_203 }, (_, i) => ({ at: now, action: 'bulk.probe', recordType: 'order', recordId: String(i + 1) }));
    await t.database.db.insert(auditLog).values(many);
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log.csv?action=bulk.probe', headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    const ids = [...csv.body.matchAll(/"bulk\.probe","order","(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids).toEqual(Array.from({ length: 1_203 }, (_, i) => 1_203 - i));
    // A page cursor given to the CSV starts it there, as on the screen.
    const [middle] = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bulk.probe'), eq(auditLog.recordId, '600')));
    const rest = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log.csv?action=bulk.probe&before=${middle!.id}`,
      headers: { cookie },
    });
    expect([...rest.body.matchAll(/"bulk\.probe","order","(\d+)"/g)].map((m) => Number(m[1]))).toEqual(
      Array.from({ length: 599 }, (_, i) => 599 - i),
    );
  });

  it('cannot be changed: no route edits or deletes it, and the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    expect(routes.filter((r) => r.includes('/api/admin/audit-log') && !/^(GET|HEAD) /.test(r))).toEqual([]);
    for (const statement of [sql`update audit_log set action = 'nothing happened'`, sql`delete from audit_log`, sql`truncate audit_log`]) {
      const error = await t.database.db.execute(statement).then(
        () => null,
        (e: Error & { cause?: Error }) => e,
      );
      expect(String(error?.cause?.message ?? error?.message)).toMatch(/append-only/);
    }
    expect((await entries()).length).toBeGreaterThan(3);
  });
});
