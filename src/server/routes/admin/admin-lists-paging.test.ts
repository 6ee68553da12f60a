/**
 * The admin lists page on the server (docs/decisions/181-admin-lists-page-with-a-cursor.md):
 * each page continues the one before with no gaps or repeats while new rows arrive, and says
 * how many match. The Orders tab's own paging is in orders.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { desc, sql } from 'drizzle-orm';
import type { TestApp } from '#tests/setup/test-db';
import { withAdminApp } from '#tests/support/admin-app';
import { emailOutbox } from '../../db/schema/index';
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
