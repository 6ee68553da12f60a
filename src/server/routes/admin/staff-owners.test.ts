// The owner safeguards' other side (docs/decisions/170-staff-owner-safeguards.md): with a second
// enabled owner the first may step down, and the invite links' public calls are rate limited per
// address like the sign-in (docs/product.md#staff-invites).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { jsonHeaders, loginCookie } from '#tests/support/admin';
import type { InviteStaffResponse } from '#shared/schemas/staff';

const PASSWORD = 'plum tractor monsoon 42';

describe('handing the shop over', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets an owner step down once another owner can sign in, and then refuses the new last owner leaving', async () => {
    const owner = await loginCookie(t.app);
    const me = (await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: owner } })).json<{ me: { id: number } }>()
      .me.id;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { ...jsonHeaders, cookie: owner },
      payload: { email: 'next.owner@example.in', name: 'Next Owner', role: 'owner' },
    });
    const { id, inviteUrl } = invited.json<InviteStaffResponse>();
    const token = inviteUrl.split('#invite=')[1]!;
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/accept',
      headers: jsonHeaders,
      payload: { token, password: PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);

    const stepDown = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${me}`,
      headers: { ...jsonHeaders, cookie: owner },
      payload: { role: 'manager' },
    });
    expect(stepDown.json()).toMatchObject({ id: me, role: 'manager' });
    // Their own role change ended their session too.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: { cookie: owner } })).statusCode).toBe(401);

    const next = await loginCookie(t.app, PASSWORD, 'next.owner@example.in');
    const leave = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${id}`,
      headers: { ...jsonHeaders, cookie: next },
      payload: { role: 'support' },
    });
    expect(leave.statusCode).toBe(400);
    expect(leave.json()).toMatchObject({ message: 'The shop needs at least one enabled owner: make someone else an owner first' });
  });
});

describe('invite link rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: true });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 after 10 tries from one address in 15 minutes, and not for another address', async () => {
    const attempt = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/admin/staff/accept',
        headers: jsonHeaders,
        payload: { token: 'y'.repeat(43), password: PASSWORD },
        remoteAddress,
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt('203.0.113.8')).statusCode).toBe(400);
    const blocked = await attempt('203.0.113.8');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((await attempt('198.51.100.10')).statusCode).toBe(400);
  });
});
