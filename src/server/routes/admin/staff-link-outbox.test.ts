/**
 * Staff invite and password links in the outbox (docs/product.md#staff-invites,
 * docs/decisions/202-staff-link-tokens-sealed-in-the-outbox.md): no admin view of the messages,
 * for the owner or a manager, and no stored row holds a working link, before or after the mail is
 * sent; only the mail the recipient receives does. Resend refuses a staff mail with 409.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InviteStaffResponse } from '#shared/schemas/staff';
import { jsonHeaders, loginCookie } from '#tests/support/admin';
import { staffCookie } from '#tests/support/staff';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { emailOutbox, staff } from '../../db/schema/index';
import type { Mailer, MailMessage } from '../../services/email/provider';
import { deliverOutbox } from '../../services/jobs/deliver-outbox';
import { STAFF_RESEND_REFUSED } from '../../services/admin/resend-message';

const PASSWORD = 'plum tractor monsoon 42';
const DEAD = 'This invite link has expired or was already used';
const INCOMPLETE = 'The invite link is incomplete';
let t: TestApp;
let owner: string;
let manager: string;
const now = new Date();
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  owner = await loginCookie(t.app);
  manager = await staffCookie(t.app, t.database.db, 'manager');
});
afterAll(async () => {
  await t.close();
});

/** A mailbox standing in for SMTP: what the recipients received. */
const mailbox: MailMessage[] = [];
const mailer: Mailer = {
  send: (message) => {
    mailbox.push(message);
    return Promise.resolve();
  },
  close: () => undefined,
};
/** Delivers the outbox to the mailbox, sealing staff links with `sealKey` (the app's SESSION_SECRET unless given). */
const deliver = (sealKey = t.config.sessionSecret) =>
  deliverOutbox(t.database.db, mailer, {
    from: 'shop@chaabi.local',
    shopEmail: 'shop@chaabi.local',
    now,
    proofs: t.app.services.proofs,
    pdfFonts: t.app.services.pdfFonts,
    publicUrl: 'https://chaabi.example',
    sealKey,
  });

const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) }, ...(payload === undefined ? {} : { payload }) });

/** Every admin view of messages that `cookie` may read, as text: the lists and each staff mail's page. */
async function everyAdminView(cookie: string, ids: number[]): Promise<{ text: string; answered: string[] }> {
  const urls = [
    '/api/admin/outbox',
    '/api/admin/messages',
    '/api/admin/messages?channel=email',
    ...ids.map((id) => `/api/admin/outbox/${id}`),
  ];
  const answered: string[] = [];
  let text = '';
  for (const url of urls) {
    const res = await send('GET', url, cookie);
    expect(res.statusCode === 200 || res.statusCode === 403, `${url} → ${res.statusCode}`).toBe(true);
    if (res.statusCode === 200) {
      answered.push(url);
      text += `${res.body}\n`;
    }
  }
  return { text, answered };
}

/** Anything in `text` that could be a link's token: what follows `#invite=`, and every long base64url run. */
function tokenLookalikes(text: string): string[] {
  const afterFragment = [...text.matchAll(/#invite=([^\s"'<&\\]+)/g)].map((m) => decodeURIComponent(m[1]!));
  const runs = [...text.matchAll(/[A-Za-z0-9_-]{30,}/g)].map((m) => m[0]);
  return [...new Set([...afterFragment, ...runs])];
}

/** Every token-looking string is refused by the check and the accept calls. */
async function expectAllRefused(candidates: string[]): Promise<void> {
  expect(candidates.length).toBeGreaterThan(0);
  for (const token of candidates) {
    const check = await send('POST', '/api/admin/staff/accept/check', undefined, { token });
    expect(check.statusCode, token).toBe(400);
    const accept = await send('POST', '/api/admin/staff/accept', undefined, { token, password: PASSWORD });
    expect(accept.statusCode, token).toBe(400);
    // A token of the wrong shape is refused by the contract, a well-formed one as dead.
    expect([DEAD, INCOMPLETE]).toContain(accept.json<{ message: string }>().message);
  }
}

describe('staff links in the outbox', () => {
  let invited: InviteStaffResponse & { email: string };
  let ownerReset: InviteStaffResponse;
  let ids: number[];
  const tokenOf = (url: string) => url.split('#invite=')[1]!;

  it('keeps the tokens out of every admin view and every stored row while the mails wait', async () => {
    const email = `invitee-${process.pid}@example.in`;
    const res = await send('POST', '/api/admin/staff', owner, { email, name: 'Invitee Person', role: 'support' });
    expect(res.statusCode).toBe(201);
    invited = { ...res.json<InviteStaffResponse>(), email };
    const [me] = await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.role, 'owner')).limit(1);
    const reset = await send('POST', `/api/admin/staff/${me!.id}/reset-password`, owner, {});
    expect(reset.statusCode).toBe(200);
    ownerReset = reset.json<InviteStaffResponse>();
    const tokens = [tokenOf(invited.inviteUrl), tokenOf(ownerReset.inviteUrl)];

    const rows = await t.database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.kind, ['staff_invite', 'staff_password_reset']));
    expect(rows).toHaveLength(2);
    ids = rows.map((row) => row.id);
    for (const row of rows) expect(row.sealedLinkToken).toMatch(/^v1\./);
    const stored = JSON.stringify(rows);
    for (const token of tokens) expect(stored).not.toContain(token);

    for (const cookie of [owner, manager]) {
      const views = await everyAdminView(cookie, ids);
      for (const token of tokens) expect(views.text).not.toContain(token);
      expect(views.text).toContain('#invite=[hidden]');
      await expectAllRefused(tokenLookalikes(views.text));
    }
    // The owner reads the outbox; a manager reads the Messages tab (not the outbox: operations:read).
    expect((await everyAdminView(owner, ids)).answered).toContain(`/api/admin/outbox/${ids[0]}`);
    expect((await everyAdminView(manager, ids)).answered).toEqual(['/api/admin/messages', '/api/admin/messages?channel=email']);
    await expectAllRefused(tokenLookalikes(stored));
  });

  it('sends the working link to the recipient only, and keeps none once sent', async () => {
    expect(await deliver()).toMatchObject({ sent: 2, failed: 0 });
    const inviteMail = mailbox.find((m) => m.to === invited.email)!;
    expect(inviteMail.text).toContain(`https://chaabi.example/admin#invite=${tokenOf(invited.inviteUrl)}`);
    expect(inviteMail.html).toContain(`href="https://chaabi.example/admin#invite=${tokenOf(invited.inviteUrl)}"`);
    const resetMail = mailbox.find((m) => m.to === 'owner@chaabi.local')!;
    expect(resetMail.text).toContain(`#invite=${tokenOf(ownerReset.inviteUrl)}`);

    const rows = await t.database.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    const stored = JSON.stringify(rows);
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', sealedLinkToken: null });
    for (const url of [invited.inviteUrl, ownerReset.inviteUrl]) expect(stored).not.toContain(tokenOf(url));
    await expectAllRefused(tokenLookalikes(stored));
    for (const cookie of [owner, manager]) {
      const views = await everyAdminView(cookie, ids);
      for (const url of [invited.inviteUrl, ownerReset.inviteUrl]) expect(views.text).not.toContain(tokenOf(url));
      await expectAllRefused(tokenLookalikes(views.text));
    }

    // The token from the recipient's mailbox works.
    const token = /#invite=([A-Za-z0-9_-]+)/.exec(inviteMail.text)![1]!;
    expect((await send('POST', '/api/admin/staff/accept', undefined, { token, password: PASSWORD })).statusCode).toBe(200);
    expect((await loginCookie(t.app, PASSWORD, invited.email)).length).toBeGreaterThan(0);
  });

  it('refuses to resend a staff mail, sent or failed, with 409 and queues nothing', async () => {
    await t.database.db.update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.id, ids[1]!));
    for (const id of ids) {
      for (const cookie of [owner, manager]) {
        const res = await send('POST', `/api/admin/messages/${id}/resend`, cookie, {});
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ message: STAFF_RESEND_REFUSED });
      }
    }
    const resent = await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox).where(inArray(emailOutbox.resentFromId, ids));
    expect(resent).toEqual([]);
  });

  it('fails a staff mail whose token was sealed under another SESSION_SECRET rather than send a dead link', async () => {
    const email = `invitee-2-${process.pid}@example.in`;
    expect((await send('POST', '/api/admin/staff', owner, { email, name: 'Second Person', role: 'support' })).statusCode).toBe(201);
    const before = mailbox.length;
    const summary = await deliver('another session secret, 32 characters or more');
    expect(summary).toMatchObject({ sent: 0, retrying: 1 });
    expect(mailbox.length).toBe(before);
  });
});
