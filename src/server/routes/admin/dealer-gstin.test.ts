/** The dealer's optional GSTIN on the admin's dealer calls: format, mod-36 check character, state. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '#tests/setup/test-db';
import { withAdminApp } from '#tests/support/admin-app';
import { jsonHeaders } from '#tests/support/admin';
import { uniquePhone } from '#tests/support/dealer';
import { dealers } from '../../db/schema/index';

let t: TestApp;
let cookie: string;
withAdminApp((app, session) => {
  t = app;
  cookie = session;
});

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { ...jsonHeaders, cookie } });

function dealerBody(overrides: Record<string, unknown> = {}) {
  return {
    businessName: 'Sharma Gifts',
    ownerName: 'Anil Sharma',
    phoneNumber: uniquePhone(),
    email: 'anil@sharmagifts.in',
    businessAddress: { street: '4 FC Road', city: 'Pune', state: 'Maharashtra', zipCode: '411004', country: 'India' },
    ...overrides,
  };
}

describe('dealer GSTIN', () => {
  it('stores a valid GSTIN of the address state, upper-cased', async () => {
    const res = await send('POST', '/api/admin/dealers', dealerBody({ gstin: '27aapfu0939f1zv' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().gstin).toBe('27AAPFU0939F1ZV');
    const [row] = await t.app.services.db
      .select()
      .from(dealers)
      .where(eq(dealers.id, res.json().id as number));
    expect(row!.gstin).toBe('27AAPFU0939F1ZV');
  });

  it('refuses a wrong check character with a field message, storing nothing', async () => {
    const body = dealerBody({ gstin: '27AAPFU0939F1ZX' });
    const res = await send('POST', '/api/admin/dealers', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      expect.objectContaining({ path: 'gstin', message: 'GSTIN check character does not match: please check for a typing mistake' }),
    ]);
    expect(await t.app.services.db.select().from(dealers).where(eq(dealers.phoneNumber, body.phoneNumber))).toHaveLength(0);
  });

  it("refuses a GSTIN whose state code is not the address's state", async () => {
    const res = await send(
      'POST',
      '/api/admin/dealers',
      dealerBody({
        gstin: '27AAPFU0939F1ZV',
        businessAddress: { street: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({
      path: 'gstin',
      message: "GSTIN's first two digits (27, Maharashtra) must match the state of the business address (29, Karnataka)",
    });
  });

  it('checks an edit against the stored address, and a blank GSTIN clears it', async () => {
    const created = (await send('POST', '/api/admin/dealers', dealerBody())).json();
    expect(created.gstin).toBeNull();
    const moved = await send('PUT', `/api/admin/dealers/${created.id}`, {
      updates: { businessAddress: { street: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' } },
    });
    expect(moved.statusCode).toBe(200);
    const wrong = await send('PUT', `/api/admin/dealers/${created.id}`, { updates: { gstin: '27AAPFU0939F1ZV' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].path).toBe('updates.gstin');
    const [unchanged] = await t.app.services.db
      .select()
      .from(dealers)
      .where(eq(dealers.id, created.id as number));
    expect(unchanged!.gstin).toBeNull();
    const right = await send('PUT', `/api/admin/dealers/${created.id}`, {
      updates: {
        gstin: '27AAPFU0939F1ZV',
        businessAddress: { street: '4 FC Road', city: 'Pune', state: 'Maharashtra', zipCode: '411004', country: 'India' },
      },
    });
    expect(right.json().gstin).toBe('27AAPFU0939F1ZV');
    const cleared = await send('PUT', `/api/admin/dealers/${created.id}`, { updates: { gstin: '' } });
    expect(cleared.json().gstin).toBeNull();
  });
});
