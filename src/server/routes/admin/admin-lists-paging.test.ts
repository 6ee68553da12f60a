/**
 * The admin lists page on the server (docs/decisions/181-admin-lists-page-with-a-cursor.md):
 * each page continues the one before with no gaps or repeats while new rows arrive, and says
 * how many match: messages, audit log, dealers, a dealer's ledger rows and the customer registry.
 * The Orders tab's own paging is in orders.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import type { TestApp } from '#tests/setup/test-db';
import { withAdminApp } from '#tests/support/admin-app';
import { dealerCreditTransactions, dealers, emailOutbox, users } from '../../db/schema/index';
import { appendAudit } from '../../services/staff/audit-log';

let t: TestApp;
let cookie: string;
withAdminApp((app, session) => {
  t = app;
  cookie = session;
});
const db = () => t.app.services.db;

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

let outboxSeq = 0;
async function outboxRow(createdAt: Date, channel: 'email' | 'whatsapp' = 'email') {
  outboxSeq += 1;
  const [row] = await db()
    .insert(emailOutbox)
    .values({
      dedupeKey: `paging:${outboxSeq}`,
      kind: 'order_confirmation',
      toAddress: channel === 'email' ? `buyer${outboxSeq}@example.in` : '919876543210',
      subject: `Message ${outboxSeq}`,
      textBody: 'Thank you!',
      htmlBody: '<p>Thank you!</p>',
      channel,
      createdAt,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

describe('GET /api/admin/messages pages', () => {
  it('continues after the last message shown, with the total, while new messages arrive', async () => {
    await db().execute(sql`truncate table email_outbox restart identity`);
    const base = Date.now() - 86_400_000;
    for (let i = 0; i < 5; i += 1) await outboxRow(new Date(base + i * 1000));
    // Two messages written in one transaction share a time: the id orders them.
    await outboxRow(new Date(base + 4000));
    // …and two apart by microseconds only.
    await db().execute(sql`update email_outbox set created_at = created_at + interval '3 microseconds' where id = 2`);
    const expected = (
      await db().select({ id: emailOutbox.id }).from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    ).map((r) => r.id);
    type Page = { data: { id: number }[]; total: number; nextBefore: number | null };
    const first = await get<Page>('/api/admin/messages?limit=4');
    expect(first.total).toBe(6);
    expect(first.data).toHaveLength(4);
    const newer = await outboxRow(new Date());
    const second = await get<Page>(`/api/admin/messages?limit=4&before=${first.nextBefore}`);
    expect(second.total).toBe(7);
    expect(second.nextBefore).toBeNull();
    const seen = [...first.data, ...second.data].map((m) => m.id);
    expect(seen).toEqual(expected);
    expect(seen).not.toContain(newer);
  });

  it('pages one channel and counts that channel only; refuses a bad cursor with 400', async () => {
    await db().execute(sql`truncate table email_outbox restart identity`);
    for (let i = 0; i < 3; i += 1) await outboxRow(new Date(Date.now() - i * 1000), 'whatsapp');
    await outboxRow(new Date(), 'email');
    type Page = { data: { id: number; channel: string }[]; total: number; nextBefore: number | null };
    const first = await get<Page>('/api/admin/messages?channel=whatsapp&limit=2');
    expect(first.total).toBe(3);
    const second = await get<Page>(`/api/admin/messages?channel=whatsapp&limit=2&before=${first.nextBefore}`);
    expect([...first.data, ...second.data].map((m) => m.channel)).toEqual(['whatsapp', 'whatsapp', 'whatsapp']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/messages?before=abc', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });
});

describe('GET /api/admin/audit-log pages', () => {
  it('continues after the last entry shown and counts every match, while new entries arrive', async () => {
    for (let i = 0; i < 5; i += 1) await appendAudit(db(), { at: new Date(), action: 'paging.test', recordType: 'order', recordId: i });
    type Page = { data: { id: number; action: string }[]; total: number; nextBefore: number | null };
    const first = await get<Page>('/api/admin/audit-log?action=paging.test&limit=2');
    expect(first.total).toBe(5);
    await appendAudit(db(), { at: new Date(), action: 'paging.test', recordType: 'order', recordId: 99 });
    const seen = first.data.map((e) => e.id);
    let before = first.nextBefore;
    while (before !== null) {
      const page = await get<Page>(`/api/admin/audit-log?action=paging.test&limit=2&before=${before}`);
      expect(page.total).toBe(6);
      seen.push(...page.data.map((e) => e.id));
      before = page.nextBefore;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });
});

/** Walks a list from its first page by `nextCursor`, checking every page's `total`; answers the ids in order. */
async function walk<Id>(url: (cursor: string | null) => string, expectedTotal: number, rowsOf: (page: never) => { id: Id }[]) {
  const seen: Id[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: { total: number; nextCursor: string | null } = await get(url(cursor));
    expect(page.total).toBe(expectedTotal);
    seen.push(...rowsOf(page as never).map((r) => r.id));
    cursor = page.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(100);
  } while (cursor !== null);
  return seen;
}

const forged = [
  'not-a-cursor',
  Buffer.from(JSON.stringify(['2026-11-28 05:00:00+00', -1])).toString('base64url'),
  Buffer.from(JSON.stringify(['drop table', 1])).toString('base64url'),
  Buffer.from(JSON.stringify(['2026-11-28 05:00:00+00', 1, 2])).toString('base64url'),
];

async function expectForgedCursorsRefused(url: (cursor: string) => string) {
  for (const cursor of forged) {
    const res = await t.app.inject({ method: 'GET', url: url(cursor), headers: { cookie } });
    expect(res.statusCode, cursor).toBe(400);
    expect(res.json().message).toMatch(/start again from the first page/);
  }
}

let dealerSeq = 0;
async function dealerRow(name: string, createdAt: Date, city = 'Jaipur') {
  dealerSeq += 1;
  const [row] = await db()
    .insert(dealers)
    .values({
      businessName: name,
      ownerName: 'Meena Rao',
      phoneNumber: String(7_000_000_000 + dealerSeq),
      email: `paging-dealer${dealerSeq}@example.in`,
      businessAddress: { street: '1 MI Road', city, state: 'Rajasthan', stateCode: '08', zipCode: '302001', country: 'India' },
      createdAt,
    })
    .returning({ id: dealers.id });
  return row!.id;
}

describe('GET /api/admin/dealers pages', () => {
  it('covers every dealer exactly once, equal times ordered by id, with the total, while new dealers arrive', async () => {
    const at = new Date(Date.now() - 3_600_000);
    // Five dealers created in one instant, two apart by microseconds, and one older.
    for (let i = 0; i < 5; i += 1) await dealerRow(`Paging Traders ${i}`, at);
    const a = await dealerRow('Paging Traders micro', at);
    await db().execute(sql`update dealers set created_at = created_at + interval '1 microsecond' where id = ${a}`);
    await dealerRow('Paging Traders old', new Date(at.getTime() - 60_000));
    const expected = (await db().select({ id: dealers.id }).from(dealers).orderBy(desc(dealers.createdAt), desc(dealers.id))).map(
      (r) => r.id,
    );
    type Page = { data: { id: number }[]; total: number; nextCursor: string | null };
    const first = await get<Page>('/api/admin/dealers?limit=3');
    expect(first.total).toBe(expected.length);
    expect(first.data).toHaveLength(3);
    // A dealer added between two pages is newer than the cursor: it neither shifts nor repeats a row.
    const newer = await dealerRow('Paging Traders new', new Date());
    const fromStart = await walk<number>(
      (cursor) => `/api/admin/dealers?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      expected.length + 1,
      (page: Page) => page.data,
    );
    expect(fromStart[0]).toBe(newer);
    const after = await walk<number>(
      (cursor) => `/api/admin/dealers?limit=3&cursor=${cursor ?? first.nextCursor}`,
      expected.length + 1,
      (page: Page) => page.data,
    );
    expect([...first.data.map((d) => d.id), ...after]).toEqual(expected);
  });

  it('searches on the server (name, phone, e-mail, city) and pages the matches with their total', async () => {
    const at = new Date(Date.now() - 7_200_000);
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push(await dealerRow(`Searchable Keys ${i}`, at, 'Udaipur'));
    type Page = { data: { id: number; businessName: string }[]; total: number; nextCursor: string | null };
    const seen = await walk<number>(
      (cursor) => `/api/admin/dealers?q=searchable%20KEYS&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      4,
      (page: Page) => page.data,
    );
    expect(seen).toEqual([...ids].reverse());
    expect((await get<Page>('/api/admin/dealers?q=udaipur')).total).toBe(4);
    // The LIKE wildcards are taken literally.
    expect((await get<Page>('/api/admin/dealers?q=%25')).total).toBe(0);
    const [one] = await db().select().from(dealers).where(eq(dealers.id, ids[0]!));
    expect((await get<Page>(`/api/admin/dealers?q=${one!.phoneNumber}`)).data.map((d) => d.id)).toEqual([ids[0]]);
  });

  it('refuses a forged cursor and a bad limit with 400', async () => {
    await expectForgedCursorsRefused((cursor) => `/api/admin/dealers?cursor=${cursor}`);
    const big = await t.app.inject({ method: 'GET', url: '/api/admin/dealers?limit=101', headers: { cookie } });
    expect(big.statusCode).toBe(400);
  });
});

describe('GET /api/admin/dealers/:dealerId/transactions pages', () => {
  it('covers every ledger row of the dealer exactly once with the total; a forged cursor is 400', async () => {
    const dealerId = await dealerRow('Ledger Paging Co', new Date());
    const other = await dealerRow('Ledger Other Co', new Date());
    const at = new Date(Date.now() - 60_000);
    for (let i = 0; i < 5; i += 1) {
      await db()
        .insert(dealerCreditTransactions)
        .values({ dealerId: i === 4 ? other : dealerId, type: 'admin_adjustment', amount: i + 1, createdAt: i < 3 ? at : new Date() });
    }
    const expected = (
      await db()
        .select({ id: dealerCreditTransactions.id })
        .from(dealerCreditTransactions)
        .where(eq(dealerCreditTransactions.dealerId, dealerId))
        .orderBy(desc(dealerCreditTransactions.createdAt), desc(dealerCreditTransactions.id))
    ).map((r) => r.id);
    expect(expected).toHaveLength(4);
    type Page = { data: { id: number }[]; total: number; nextCursor: string | null };
    const seen = await walk<number>(
      (cursor) => `/api/admin/dealers/${dealerId}/transactions?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      4,
      (page: Page) => page.data,
    );
    expect(seen).toEqual(expected);
    await expectForgedCursorsRefused((cursor) => `/api/admin/dealers/${dealerId}/transactions?cursor=${cursor}`);
  });
});

let userSeq = 0;
async function userRow(createdAt: Date, firstName = 'Kavya') {
  userSeq += 1;
  const id = `paging-user-${userSeq}`;
  await db()
    .insert(users)
    .values({
      id,
      email: `paging-user${userSeq}@example.in`,
      firstName,
      lastName: 'Iyer',
      totalOrders: 2,
      totalSpentPaise: 39_800,
      createdAt,
    });
  return id;
}

describe('GET /api/customer-registry pages', () => {
  type Page = {
    customers: { id: string }[];
    total: number;
    nextCursor: string | null;
    totals: { customers: number; activeCustomers: number; totalOrders: number; totalRevenue: string };
  };

  it('covers every customer exactly once, equal times ordered by id, with the total and the totals of all', async () => {
    const at = new Date(Date.now() - 3_600_000);
    for (let i = 0; i < 5; i += 1) await userRow(at);
    await userRow(new Date(at.getTime() - 1000));
    const expected = (await db().select({ id: users.id }).from(users).orderBy(desc(users.createdAt), desc(users.id))).map((r) => r.id);
    const [sums] = await db()
      .select({
        active: sql<number>`(count(*) filter (where total_orders > 0))::int`,
        orders: sql<number>`sum(total_orders)::int`,
        paise: sql<number>`sum(total_spent_paise)::int`,
      })
      .from(users);
    const seen = await walk<string>(
      (cursor) => `/api/customer-registry?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      expected.length,
      (page: Page) => page.customers,
    );
    expect(seen).toEqual(expected);
    const first = await get<Page>('/api/customer-registry?limit=2');
    // The totals count every customer, not the page.
    expect(first.totals).toEqual({
      customers: expected.length,
      activeCustomers: sums!.active,
      totalOrders: sums!.orders,
      totalRevenue: (sums!.paise / 100).toFixed(2),
    });
  });

  it('searches on the server and pages the matches; a forged cursor is 400', async () => {
    const at = new Date(Date.now() - 7_200_000);
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await userRow(at, 'Zoravar'));
    const seen = await walk<string>(
      (cursor) => `/api/customer-registry?q=zoravar%20iyer&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      3,
      (page: Page) => page.customers,
    );
    expect(seen).toEqual([...ids].sort().reverse());
    await expectForgedCursorsRefused((cursor) => `/api/customer-registry?cursor=${cursor}`);
    const numericId = Buffer.from(JSON.stringify(['2026-11-28 05:00:00+00', 7])).toString('base64url');
    expect((await t.app.inject({ method: 'GET', url: `/api/customer-registry?cursor=${numericId}`, headers: { cookie } })).statusCode).toBe(
      400,
    );
  });
});
