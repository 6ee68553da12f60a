/**
 * The state of every address must agree with its PIN code and with its GST state code
 * (docs/decisions/048-pin-code-directory.md, 049-address-state-codes.md): orders, the profile,
 * the admin's dealer form and dealer orders answer 400 with a field message and store nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dealers, orders, users } from '#server/db/schema/index';
import { dealerToken, insertDealer, orderBody, asDealerOf } from '#tests/support/dealer';
import { jsonHeaders, shopOrderBody, signedInCustomer } from '#tests/support/shop';
import type { TestApp } from '../../../tests/setup/test-db';
import { withAdminApp } from '#tests/support/admin-app';

let t: TestApp;
let adminCookie: string;
withAdminApp(
  (app, session) => {
    t = app;
    adminCookie = session;
  },
  { rateLimit: false },
);

const BENGALURU = { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' };
const WRONG_STATE = { ...BENGALURU, state: 'Kerala' };
const UNKNOWN_PIN = { ...BENGALURU, zipCode: '999999' };
const CODE_MISMATCH = { ...BENGALURU, stateCode: '32' };

const issuesOf = (body: string) => (JSON.parse(body) as { issues: { path: string; message: string }[] }).issues;
const orderCount = async () => (await t.app.services.db.select({ id: orders.id }).from(orders)).length;

describe('POST /api/orders', () => {
  const place = (shippingAddress: object) =>
    t.app.inject({ method: 'POST', url: '/api/orders', payload: shopOrderBody({ shippingAddress }), headers: jsonHeaders });

  it('stores the GST state code beside the state', async () => {
    const res = await place({ ...BENGALURU, state: 'KARNATAKA' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.services.db.select().from(orders).where(eq(orders.id, res.json<{ id: number }>().id));
    expect(row?.shippingAddress).toMatchObject({ state: 'Karnataka', stateCode: '29', zipCode: '560001' });
  });

  it.each([
    ['a state the PIN is not in', WRONG_STATE, 'shippingAddress.state', 'PIN code 560001 is in Karnataka, not Kerala'],
    ['a PIN the directory does not know', UNKNOWN_PIN, 'shippingAddress.zipCode', 'We could not find this PIN code. Please check it.'],
    ['a state code of another state', CODE_MISMATCH, 'shippingAddress.state', 'The state and its GST state code do not match'],
    ['a state that is not a GST state', { ...BENGALURU, state: 'MH' }, 'shippingAddress.state', 'Please choose a state from the list'],
  ])('refuses %s with a field message and stores nothing', async (_case, address, path, message) => {
    const before = await orderCount();
    const res = await place(address);
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res.body)).toContainEqual({ path, message });
    expect(await orderCount()).toBe(before);
  });

  it('takes either state of a PIN on a state border (160003: Chandigarh and Punjab)', async () => {
    for (const state of ['Chandigarh', 'Punjab']) {
      const res = await place({ ...BENGALURU, city: 'Chandigarh', state, zipCode: '160003' });
      expect(res.statusCode, state).toBe(201);
    }
  });
});

describe('PUT /api/auth/profile', () => {
  it('saves the state code, and refuses a state the PIN is not in', async () => {
    const { userId, cookie } = await signedInCustomer(t.app, t.app.services.db);
    const put = (address: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        payload: { phone: '9876543210', address },
        headers: { ...jsonHeaders, cookie },
      });

    const refused = await put(WRONG_STATE);
    expect(refused.statusCode).toBe(400);
    expect(issuesOf(refused.body)).toContainEqual({ path: 'address.state', message: 'PIN code 560001 is in Karnataka, not Kerala' });
    const [unchanged] = await t.app.services.db.select().from(users).where(eq(users.id, userId));
    expect(unchanged?.address).toBeNull();

    const saved = await put(BENGALURU);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ address: { state: 'Karnataka', stateCode: '29' } });
  });
});

describe("the admin's dealer form", () => {
  const dealerBody = (businessAddress: object, phoneNumber: string) => ({
    businessName: 'Brigade Gifts',
    ownerName: 'Asha Rao',
    phoneNumber,
    email: `gifts${phoneNumber}@example.in`,
    businessAddress,
  });

  it('creates a dealer with the state code and refuses a state/PIN mismatch on create and on edit', async () => {
    const headers = { ...jsonHeaders, cookie: adminCookie };
    const createDealer = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/dealers', payload, headers });
    const refused = await createDealer(dealerBody(WRONG_STATE, '9811100001'));
    expect(refused.statusCode).toBe(400);
    expect(issuesOf(refused.body)).toContainEqual({
      path: 'businessAddress.state',
      message: 'PIN code 560001 is in Karnataka, not Kerala',
    });
    expect(await t.app.services.db.select().from(dealers).where(eq(dealers.phoneNumber, '9811100001'))).toHaveLength(0);

    const zip = await createDealer(dealerBody({ ...BENGALURU, zipCode: 'SW1A 1AA' }, '9811100001'));
    expect(zip.statusCode).toBe(400);
    expect(issuesOf(zip.body)).toContainEqual({ path: 'businessAddress.zipCode', message: 'Please enter a valid 6-digit PIN code' });

    const created = await createDealer(dealerBody(BENGALURU, '9811100001'));
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const [row] = await t.app.services.db.select().from(dealers).where(eq(dealers.id, id));
    expect(row?.businessAddress).toMatchObject({ state: 'Karnataka', stateCode: '29' });

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/dealers/${id}`,
      payload: { updates: { businessAddress: { ...BENGALURU, zipCode: '500001' } } },
      headers,
    });
    expect(edit.statusCode).toBe(400);
    expect(issuesOf(edit.body)).toContainEqual({
      path: 'updates.businessAddress.state',
      message: 'PIN code 500001 is in Telangana, not Karnataka',
    });
    const [after] = await t.app.services.db.select().from(dealers).where(eq(dealers.id, id));
    expect(after?.businessAddress.zipCode).toBe('560001');
  });
});

describe('POST /api/dealer/create-order', () => {
  it('refuses a customer address whose state the PIN is not in, and spends no credit', async () => {
    const d = await insertDealer(t.app.services.db, { pin: '4827', pepper: t.config.pinPepper, credits: 5 });
    const token = await dealerToken(t.app, d.phoneNumber, '4827');
    const body = { ...orderBody(2), shippingAddress: { ...BENGALURU, state: 'West Bengal' } };
    const res = await asDealerOf(t.app, token, '/api/dealer/create-order', body);
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res.body)).toContainEqual({
      path: 'shippingAddress.state',
      message: 'PIN code 560001 is in Karnataka, not West Bengal',
    });
    const [after] = await t.app.services.db.select().from(dealers).where(eq(dealers.id, d.id));
    expect(after?.keychainCredits).toBe(5);

    const ok = await asDealerOf(t.app, token, '/api/dealer/create-order', { ...orderBody(2), shippingAddress: BENGALURU });
    expect(ok.statusCode).toBe(201);
  });
});
