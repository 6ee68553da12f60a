import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../../tests/setup/test-db';
import { withTestApp } from '#tests/support/per-file';
import { auditLog, emailOutbox, staff, staffInvites } from '../../db/schema/index';
import { HOUR, MINUTE, testClock } from '#tests/support/clock';
import { jsonHeaders, loginCookie } from '#tests/support/admin';
import type { InviteStaffResponse, StaffMember } from '#shared/schemas/staff';

let t: TestApp;
/** The app's clock: each test starts a day later, and moves time with advance(). */
const { now, advance } = testClock();
const GOOD_PASSWORD = 'plum tractor monsoon 42';
const DEAD = 'This invite link has expired or was already used';
let seq = 0;

withTestApp((app) => (t = app), { now });
beforeEach(() => advance(24 * HOUR));

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) }, ...(payload === undefined ? {} : { payload }) });

const tokenOf = (invite: InviteStaffResponse) => invite.inviteUrl.split('#invite=')[1]!;

/** Invites a new person as the owner; answers the invite and the e-mail used. */
async function invite(role = 'support', owner?: string): Promise<InviteStaffResponse & { email: string }> {
  seq += 1;
  const email = `person${seq}@example.in`;
  const res = await send('POST', '/api/admin/staff', owner ?? (await loginCookie(t.app)), { email, name: `Person ${seq}`, role });
  expect(res.statusCode).toBe(201);
  return { ...res.json<InviteStaffResponse>(), email };
}

/** Invites, accepts and signs in a new person of `role`: their id, e-mail and session cookie. */
async function staffMember(role = 'support') {
  const invited = await invite(role);
  expect((await send('POST', '/api/admin/staff/accept', undefined, { token: tokenOf(invited), password: GOOD_PASSWORD })).statusCode).toBe(
    200,
  );
  return { id: invited.id, email: invited.email, cookie: await loginCookie(t.app, GOOD_PASSWORD, invited.email) };
}

describe('POST /api/admin/staff (invite)', () => {
  it('answers a one-time link valid 72 h, keeps only the SHA-256 of its token, mails it and writes the audit row', async () => {
    const invited = await invite('support');
    expect(invited.inviteUrl).toMatch(/^http:\/\/localhost:\d+\/admin#invite=[A-Za-z0-9_-]{43}$/);
    expect(invited.expiresAt).toBe(new Date(now().getTime() + 72 * HOUR).toISOString());
    const token = tokenOf(invited);
    const [row] = await t.database.db.select().from(staffInvites).where(eq(staffInvites.staffId, invited.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, invited.email));
    expect(mail).toMatchObject({ kind: 'staff_invite', subject: 'You are invited to the Chaabi admin panel' });
    // The stored mail never holds the token: only a slot, and the token sealed beside it (decision 202).
    expect(mail!.textBody).toContain('{{publicUrl}}/admin#invite={{staffLinkToken}}');
    expect(JSON.stringify(mail)).not.toContain(token);
    expect(mail!.sealedLinkToken).toMatch(/^v1\./);
    const [person] = await t.database.db.select().from(staff).where(eq(staff.id, invited.id));
    expect(person).toMatchObject({ email: invited.email, role: 'support', passwordHash: null });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.invite'), eq(auditLog.recordId, String(invited.id))));
    expect(audit).toMatchObject({
      staffEmail: 'owner@chaabi.local',
      role: 'owner',
      after: { email: invited.email, role: 'support', disabled: false },
    });
  });

  it('answers 409 for an e-mail already on the staff (any case) and adds nobody', async () => {
    const owner = await loginCookie(t.app);
    const first = await invite('manager', owner);
    const before = await t.database.db.select().from(staff);
    const res = await send('POST', '/api/admin/staff', owner, { email: first.email.toUpperCase(), name: 'Again', role: 'support' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Someone on the staff already has this e-mail' });
    expect(await t.database.db.select().from(staff)).toHaveLength(before.length);
  });

  it('answers 400 with issues for a bad e-mail or role, and 403 REAUTH_REQUIRED after 5 minutes without a password', async () => {
    const owner = await loginCookie(t.app);
    const bad = await send('POST', '/api/admin/staff', owner, { email: 'not-an-email', name: '', role: 'boss' });
    expect(bad.statusCode).toBe(400);
    advance(6 * MINUTE);
    const stale = await send('POST', '/api/admin/staff', owner, { email: 'late@example.in', name: 'Late', role: 'support' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'REAUTH_REQUIRED' });
  });
});

describe('POST /api/admin/staff/accept', () => {
  it('invite → check → accept → sign in with e-mail and password as the invited role', async () => {
    const invited = await invite('print_room');
    const token = tokenOf(invited);
    const check = await send('POST', '/api/admin/staff/accept/check', undefined, { token });
    expect(check.json()).toEqual({ email: invited.email, name: expect.stringMatching(/^Person/), expiresAt: invited.expiresAt });
    const accept = await send('POST', '/api/admin/staff/accept', undefined, { token, password: GOOD_PASSWORD });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({ success: true });
    const login = await send('POST', '/api/admin/login', undefined, { email: invited.email, password: GOOD_PASSWORD });
    expect(login.json()).toEqual({ success: true });
    const cookie = await loginCookie(t.app, GOOD_PASSWORD, invited.email);
    const session = await send('GET', '/api/admin/session', cookie);
    expect(session.json()).toMatchObject({ authenticated: true, me: { email: invited.email, role: 'print_room' } });
  });

  it('works once: a second accept or check answers the one clear 400', async () => {
    const token = tokenOf(await invite());
    expect((await send('POST', '/api/admin/staff/accept', undefined, { token, password: GOOD_PASSWORD })).statusCode).toBe(200);
    const again = await send('POST', '/api/admin/staff/accept', undefined, { token, password: `${GOOD_PASSWORD}!` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: DEAD });
    expect((await send('POST', '/api/admin/staff/accept/check', undefined, { token })).json()).toMatchObject({ message: DEAD });
  });

  it('dies 72 hours after it was issued (it still works a minute before)', async () => {
    const early = await invite();
    const late = await invite();
    advance(72 * HOUR - MINUTE);
    expect((await send('POST', '/api/admin/staff/accept', undefined, { token: tokenOf(early), password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
    advance(MINUTE);
    const res = await send('POST', '/api/admin/staff/accept', undefined, { token: tokenOf(late), password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: DEAD });
  });

  it('answers the same 400 for an unknown token', async () => {
    const res = await send('POST', '/api/admin/staff/accept', undefined, { token: 'x'.repeat(43), password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: DEAD });
  });

  it('refuses a short or common password on the password field, and the link still works after', async () => {
    const invited = await invite();
    const token = tokenOf(invited);
    const short = await send('POST', '/api/admin/staff/accept', undefined, { token, password: 'short pass' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      issues: [{ path: 'password', message: 'Use at least 12 characters (spaces at the start or end do not count)' }],
    });
    const common = await send('POST', '/api/admin/staff/accept', undefined, { token, password: 'password1234' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ issues: [{ path: 'password', message: 'This is similar to a commonly used password.' }] });
    const [person] = await t.database.db.select().from(staff).where(eq(staff.id, invited.id));
    expect(person!.passwordHash).toBeNull();
    expect((await send('POST', '/api/admin/staff/accept', undefined, { token, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });
});

describe('PATCH /api/admin/staff/:id', () => {
  it('disabling ends the live session at its next request, refuses sign-in and audits before/after; enabling lets them back in', async () => {
    const person = await staffMember('support');
    expect((await send('GET', '/api/admin/orders', person.cookie)).statusCode).toBe(200);
    const owner = await loginCookie(t.app);
    const res = await send('PATCH', `/api/admin/staff/${person.id}`, owner, { disabled: true });
    expect(res.json<StaffMember>()).toMatchObject({ id: person.id, status: 'disabled', role: 'support' });
    expect((await send('GET', '/api/admin/orders', person.cookie)).statusCode).toBe(401);
    const login = await send('POST', '/api/admin/login', undefined, { email: person.email, password: GOOD_PASSWORD });
    expect(login.statusCode).toBe(401);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.update'), eq(auditLog.recordId, String(person.id))));
    expect(audit).toMatchObject({
      before: { role: 'support', disabled: false },
      after: { role: 'support', disabled: true },
      role: 'owner',
    });
    expect((await send('PATCH', `/api/admin/staff/${person.id}`, owner, { disabled: false })).json()).toMatchObject({ status: 'active' });
    expect(await loginCookie(t.app, GOOD_PASSWORD, person.email)).toMatch(/^chaabi_admin=/);
  });

  it('a role change ends the sessions and the next sign-in has the new role', async () => {
    const person = await staffMember('support');
    const owner = await loginCookie(t.app);
    expect((await send('PATCH', `/api/admin/staff/${person.id}`, owner, { role: 'accountant' })).json()).toMatchObject({
      role: 'accountant',
    });
    expect((await send('GET', '/api/admin/orders', person.cookie)).statusCode).toBe(401);
    const again = await loginCookie(t.app, GOOD_PASSWORD, person.email);
    expect((await send('GET', '/api/admin/session', again)).json()).toMatchObject({ me: { role: 'accountant' } });
  });

  it('refuses the owner disabling themself and removing the last enabled owner, with clear 400s', async () => {
    const owner = await loginCookie(t.app);
    const me = (await send('GET', '/api/admin/session', owner)).json<{ me: { id: number } }>().me.id;
    const self = await send('PATCH', `/api/admin/staff/${me}`, owner, { disabled: true });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ message: 'You cannot disable your own account' });
    const demote = await send('PATCH', `/api/admin/staff/${me}`, owner, { role: 'manager' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toMatchObject({ message: expect.stringContaining('at least one enabled owner') });
    // An invited owner who never chose a password cannot sign in, so does not count.
    await invite('owner', owner);
    expect((await send('PATCH', `/api/admin/staff/${me}`, owner, { role: 'manager' })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, me));
    expect(row).toMatchObject({ role: 'owner', disabledAt: null });
  });

  it('answers 404 for an unknown person and 400 for an empty body', async () => {
    const owner = await loginCookie(t.app);
    expect((await send('PATCH', '/api/admin/staff/999999', owner, { disabled: true })).statusCode).toBe(404);
    expect((await send('PATCH', '/api/admin/staff/1', owner, {})).statusCode).toBe(400);
  });
});

describe('POST /api/admin/staff/:id/reset-password', () => {
  it('issues a new link, the older one dies, the old password works until the new one is chosen, and the second factor stays', async () => {
    const person = await staffMember('manager');
    await t.database.db.update(staff).set({ totpSecretSealed: 'sealed', totpConfirmedAt: now() }).where(eq(staff.id, person.id));
    const owner = await loginCookie(t.app);
    const first = (await send('POST', `/api/admin/staff/${person.id}/reset-password`, owner)).json<InviteStaffResponse>();
    const second = (await send('POST', `/api/admin/staff/${person.id}/reset-password`, owner)).json<InviteStaffResponse>();
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'staff_password_reset'), eq(emailOutbox.toAddress, person.email)));
    expect(mail).toBeDefined();
    const old = await send('POST', '/api/admin/staff/accept', undefined, { token: tokenOf(first), password: 'a brand new passphrase' });
    expect(old.json()).toMatchObject({ message: DEAD });
    expect((await send('POST', '/api/admin/login', undefined, { email: person.email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect(
      (await send('POST', '/api/admin/staff/accept', undefined, { token: tokenOf(second), password: 'a brand new passphrase' })).statusCode,
    ).toBe(200);
    expect((await send('GET', '/api/admin/orders', person.cookie)).statusCode).toBe(401);
    expect((await send('POST', '/api/admin/login', undefined, { email: person.email, password: GOOD_PASSWORD })).statusCode).toBe(401);
    const login = await send('POST', '/api/admin/login', undefined, { email: person.email, password: 'a brand new passphrase' });
    expect(login.json()).toMatchObject({ mfaRequired: true });
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, person.id));
    expect(row!.totpConfirmedAt).not.toBeNull();
  });

  it('disabling a person ends their unused links', async () => {
    const invited = await invite();
    const owner = await loginCookie(t.app);
    await send('PATCH', `/api/admin/staff/${invited.id}`, owner, { disabled: true });
    const res = await send('POST', '/api/admin/staff/accept', undefined, { token: tokenOf(invited), password: GOOD_PASSWORD });
    expect(res.json()).toMatchObject({ message: DEAD });
    expect((await send('POST', `/api/admin/staff/${invited.id}/reset-password`, owner)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/staff and who may call the staff routes', () => {
  it('lists role, status, second factor and last sign-in', async () => {
    const person = await staffMember('accountant');
    const pending = await invite('support');
    const list = (await send('GET', '/api/admin/staff', await loginCookie(t.app))).json<{ data: StaffMember[] }>().data;
    expect(list[0]).toMatchObject({ role: 'owner', status: 'active' });
    expect(list.find((m) => m.id === person.id)).toMatchObject({
      status: 'active',
      hasSecondFactor: false,
      lastSignInAt: now().toISOString(),
    });
    expect(list.find((m) => m.id === pending.id)).toMatchObject({ status: 'invited', lastSignInAt: null });
  });

  it.each(['manager', 'support', 'print_room', 'accountant'])(
    'answers 403 with no data to a %s on every staff route, and 401 without a session',
    async (role) => {
      const person = await staffMember(role);
      const calls = [
        ['GET', '/api/admin/staff'],
        ['POST', '/api/admin/staff', { email: `x${role}@example.in`, name: 'X', role: 'owner' }],
        ['PATCH', `/api/admin/staff/${person.id}`, { role: 'owner' }],
        ['POST', `/api/admin/staff/${person.id}/reset-password`],
      ] as const;
      for (const [method, url, body] of calls) {
        const res = await send(method, url, person.cookie, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ code: 'FORBIDDEN', message: expect.any(String) });
        expect((await send(method, url, undefined, body)).statusCode).toBe(401);
      }
      const [row] = await t.database.db.select().from(staff).where(eq(staff.id, person.id));
      expect(row!.role).toBe(role);
    },
  );
});
