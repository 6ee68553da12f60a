/**
 * GET /api/admin/outbox and /api/admin/outbox/:id: admin only, newest first,
 * paginated, the shop's placeholder address resolved, 404 for an unknown mail, 400 for a bad id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/index';
import { enqueueEmail, SHOP_ADDRESS, type OutboxMail } from '../../services/email/outbox';
import { SHOP_JOBS } from '../../services/jobs/shop-jobs';
import { jobContextOf } from '../../services/jobs/start-jobs';
import { loginCookie } from '#tests/support/admin';

let t: TestApp;
let cookie: string;

/** Queues a shop alert under `dedupeKey` at the app's clock; answers false for a key already queued. */
const queue = (dedupeKey: string, mail: Partial<OutboxMail> = {}) =>
  enqueueEmail(
    t.app.services.db,
    { dedupeKey, kind: 'shop_new_order', to: 'a@example.in', subject: '', text: '', html: '', ...mail },
    t.app.services.now(),
  );

beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_EMAIL: 'orders@chaabi.example' } });
  cookie = await loginCookie(t.app);
  for (let i = 1; i <= 3; i += 1) {
    const to = i === 3 ? SHOP_ADDRESS : `buyer${i}@example.in`;
    await queue(`test:${i}`, { to, subject: `Mail ${i}`, text: `Body ${i}`, html: `<p>Body ${i}</p>` });
  }
});
afterAll(async () => t?.close());

const get = (url: string, withCookie = true) => t.app.inject({ method: 'GET', url, headers: withCookie ? { cookie } : {} });

describe('the admin outbox API', () => {
  it('lists mail newest first, page by page, with the shop address resolved', async () => {
    const first = await get('/api/admin/outbox?pageSize=2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 3, smtpConfigured: false });
    expect(first.json().mails.map((m: { subject: string; to: string }) => [m.subject, m.to])).toEqual([
      ['Mail 3', 'orders@chaabi.example'],
      ['Mail 2', 'buyer2@example.in'],
    ]);
    const second = await get('/api/admin/outbox?pageSize=2&page=2');
    expect(second.json().mails.map((m: { subject: string }) => m.subject)).toEqual(['Mail 1']);
  });

  it('opens one mail with both bodies; unknown ids are 404 and malformed ones 400', async () => {
    const list = await get('/api/admin/outbox');
    const id = list.json().mails[2].id as number;
    const one = await get(`/api/admin/outbox/${id}`);
    expect(one.json()).toMatchObject({ subject: 'Mail 1', text: 'Body 1', html: '<p>Body 1</p>', status: 'queued', attempts: 0 });
    expect((await get('/api/admin/outbox/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/outbox/abc')).statusCode).toBe(400);
    expect((await get('/api/admin/outbox?page=0')).statusCode).toBe(400);
  });

  it('answers 401 without the admin session', async () => {
    expect((await get('/api/admin/outbox', false)).statusCode).toBe(401);
    expect((await get('/api/admin/outbox/1', false)).statusCode).toBe(401);
  });

  it('ignores a second mail with the same dedupe key', async () => {
    const again = await queue('test:1', { to: 'x@example.in', subject: 'Dup' });
    expect(again).toBe(false);
    expect((await get('/api/admin/outbox')).json().total).toBe(3);
  });
});

describe('the purge job', () => {
  it('deletes mail sent more than 90 days ago and keeps newer and unsent mail', async () => {
    const now = new Date();
    const day = 24 * 60 * 60 * 1000;
    await queue('purge:old', { subject: 'Old' });
    await queue('purge:new', { subject: 'New' });
    await t.app.services.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: new Date(now.getTime() - 91 * day) })
      .where(eq(emailOutbox.dedupeKey, 'purge:old'));
    await t.app.services.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: new Date(now.getTime() - 89 * day) })
      .where(eq(emailOutbox.dedupeKey, 'purge:new'));
    const purge = SHOP_JOBS.find((j) => j.name === 'purge-expired-rows')!;
    expect(await purge.run(jobContextOf(t.app, undefined))).toMatchObject({ sentEmails: 1 });
    const left = (await t.app.services.db.select({ key: emailOutbox.dedupeKey }).from(emailOutbox)).map((r) => r.key).sort();
    expect(left).toEqual(['purge:new', 'test:1', 'test:2', 'test:3']);
  });
});
