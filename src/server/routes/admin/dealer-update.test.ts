/**
 * PUT /api/admin/dealers/:dealerId (docs/product.md#admin-calls) with nothing to change or an
 * unknown dealer: a 400 on `updates` or a 404, in the error format, and no row changed (a fuzzer
 * over the OpenAPI document found both answering 500, "No values to set").
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '#tests/setup/test-db';
import { withAdminApp } from '#tests/support/admin-app';
import { jsonHeaders } from '#tests/support/admin';
import { insertDealer } from '#tests/support/dealer';
import { dealers } from '../../db/schema/index';
import { updateDealer } from '../../services/dealers/update-dealer';

let t: TestApp;
let cookie: string;
withAdminApp((app, session) => {
  t = app;
  cookie = session;
});

const put = (id: number | string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/dealers/${id}`, payload, headers: { ...jsonHeaders, cookie } });

describe('editing a dealer with nothing to change', () => {
  it.each([
    ['empty updates', { updates: {} }],
    ['only unknown keys', { updates: { keychainCredits: 5000, favouriteColour: 'red' } }],
    ["empty updates beside the body's id", { dealerId: 1, updates: {} }],
  ])('%s: 400 on `updates`, the dealer unchanged', async (_name, body) => {
    const dealer = await insertDealer(t.database.db, { credits: 7 });
    const [before] = await t.database.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    const res = await put(dealer.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), issues: [{ path: 'updates', message: 'Change at least one field' }] });
    const [after] = await t.database.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(after).toEqual(before);
  });
});

describe('editing a dealer that does not exist', () => {
  it.each([
    ['a real change', { updates: { businessName: 'Nobody Gifts' } }],
    ['a GSTIN change', { updates: { gstin: '' } }],
  ])('%s: 404 Dealer not found', async (_name, body) => {
    const res = await put(2_000_000_000, body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Dealer not found' });
  });

  it('an empty edit of an unknown dealer is a 400, never a 500', async () => {
    const res = await put(2_000_000_000, { updates: {} });
    expect(res.statusCode).toBe(400);
  });
});

describe('updateDealer', () => {
  it('refuses an edit with nothing to set before it reaches the database', async () => {
    const dealer = await insertDealer(t.database.db);
    await expect(updateDealer(t.database.db, { dealerId: dealer.id, updates: {}, now: new Date() })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Change at least one field',
    });
  });
});
