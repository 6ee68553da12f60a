/**
 * New staff passwords and staff names over HTTP (services/staff/passwords.ts, docs/product.md
 * "Free text"): POST /api/admin/staff/accept refuses each weak password with its reason on the
 * `password` field and leaves the link usable; the person's e-mail, name and the shop's trade name
 * count against them; POST /api/admin/staff refuses a name with a line break, a bidi override or a
 * zero-width space on `name` and stores nothing. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { BENGALURU_SELLER } from '../../../../tests/factories/business';
import { staff, staffInvites } from '../../db/schema/index';
import { updateBusinessSettings } from '../../services/settings/business-settings';
import { STAFF_PASSWORD_MESSAGES } from '../../services/staff/passwords';
import { jsonHeaders, loginCookie } from '#tests/support/admin';
import { BusinessSettingsRequest } from '#shared/schemas/business-settings';
import type { InviteStaffResponse } from '#shared/schemas/staff';

let t: TestApp;
let owner: string;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginCookie(t.app);
  const settings = BusinessSettingsRequest.parse({ ...BENGALURU_SELLER, tradeName: 'Tinkerloop Prints' });
  await updateBusinessSettings(t.database.db, { settings });
});
afterAll(async () => {
  await t.close();
});

const send = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) }, payload });

/** Invites `name` with a fresh e-mail starting with `local`; answers the link's token, the e-mail and the id. */
async function invite(name: string, local: string): Promise<{ token: string; email: string; id: number }> {
  seq += 1;
  const email = `${local}${seq}@example.in`;
  const res = await send('/api/admin/staff', { email, name, role: 'support' }, owner);
  expect(res.statusCode).toBe(201);
  const body = res.json<InviteStaffResponse>();
  return { token: body.inviteUrl.split('#invite=')[1]!, email, id: body.id };
}

describe('POST /api/admin/staff/accept: the new-password rule', () => {
  it('refuses each weak password with its reason on the field, sets nothing, then takes a passphrase', async () => {
    const person = await invite('Priya Sharma', 'priya.sharma');
    const refusals: [string, string][] = [
      [' '.repeat(12), STAFF_PASSWORD_MESSAGES.tooShort],
      ['aaaaaaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
      ['\u200B'.repeat(12), STAFF_PASSWORD_MESSAGES.invisible],
      [person.email, STAFF_PASSWORD_MESSAGES.personal],
      ['chaabiadmin1', STAFF_PASSWORD_MESSAGES.commonWord('chaabi')],
      ['qwertyuiopas', 'This is similar to a commonly used password.'],
    ];
    for (const [password, reason] of refusals) {
      const res = await send('/api/admin/staff/accept', { token: person.token, password });
      expect(res.statusCode, JSON.stringify(password)).toBe(400);
      expect(res.json(), JSON.stringify(password)).toMatchObject({ message: reason, issues: [{ path: 'password', message: reason }] });
    }
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, person.id));
    expect(row!.passwordHash).toBeNull();
    const [link] = await t.database.db.select().from(staffInvites).where(eq(staffInvites.staffId, person.id));
    expect(link!.usedAt).toBeNull();

    expect((await send('/api/admin/staff/accept', { token: person.token, password: 'violet lantern harbour' })).statusCode).toBe(200);
    expect((await send('/api/admin/login', { email: person.email, password: 'violet lantern harbour' })).statusCode).toBe(200);
  });

  it("counts the person's e-mail, name and the shop's trade name against them, not against someone else", async () => {
    const priya = await invite('Priya Sharma', 'priya.sharma');
    const other = await invite('Ops Desk', 'ops');
    for (const password of ['priya.sharma2024', 'Priya Sharma 2024', 'Tinkerloop Prints 1']) {
      const res = await send('/api/admin/staff/accept', { token: priya.token, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject({ issues: [{ path: 'password', message: STAFF_PASSWORD_MESSAGES.personal }] });
    }
    // The trade name counts for everyone on the staff; the e-mail and the name only for Priya.
    expect((await send('/api/admin/staff/accept', { token: other.token, password: 'Tinkerloop Prints 1' })).statusCode).toBe(400);
    expect((await send('/api/admin/staff/accept', { token: other.token, password: 'Priya Sharma 2024' })).statusCode).toBe(200);
  });
});

describe('POST /api/admin/staff: the name follows the free-text rule', () => {
  it.each([
    ['a line break', 'Priya\nSharma'],
    ['a right-to-left override', 'Priya \u202ESharma'],
    ['a zero-width space', 'Priya\u200BSharma'],
  ])('refuses a name with %s on the name field and stores nobody', async (_label, name) => {
    seq += 1;
    const email = `named${seq}@example.in`;
    const res = await send('/api/admin/staff', { email, name, role: 'support' }, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ issues: [{ path: 'name', message: 'Remove invisible or control characters' }] });
    expect(await t.database.db.select().from(staff).where(eq(staff.email, email))).toEqual([]);
  });

  it('takes a name in an Indian script with its joiners', async () => {
    const { id } = await invite('प्रिया शर्मा', 'priya');
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, id));
    expect(row!.name).toBe('प्रिया शर्मा');
  });
});
