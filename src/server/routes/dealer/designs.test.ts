/** Dealers' saved designs: the dealer's own list, owner-only, the shop's rules and limit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { designs } from '../../db/schema/index';
import { signedInCustomer } from '#tests/support/shop';
import { DESIGN_MESSAGES, MAX_DESIGNS_PER_ACCOUNT } from '#shared/schemas/designs';
import { ORDER_MESSAGES } from '#shared/schemas/order';
import { jsonHeaders } from '#tests/support/admin';
import { dealerToken, insertDealer } from '#tests/support/dealer';

let t: TestApp;
let asha: { id: number; token: string };
let ravi: { id: number; token: string };

async function signedInDealer(): Promise<{ id: number; token: string }> {
  const dealer = await insertDealer(t.database.db, { pin: '482913', pepper: t.app.services.config.pinPepper });
  return { id: dealer.id, token: await dealerToken(t.app, dealer.phoneNumber, '482913') };
}

beforeAll(async () => {
  t = await createTestApp();
  asha = await signedInDealer();
  ravi = await signedInDealer();
});
afterAll(async () => {
  await t.close();
});

// The catalogue's yellow (shared/catalog.ts): a saved design must name an option the shop sells.
const combo = { fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' };
const design = { customText: 'SHOP42', fontFamily: 'bangers', textColor: 'yellow', colorCombination: combo };

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: object) {
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  return t.app.inject({ method, url, headers: payload ? { ...jsonHeaders, ...auth } : auth, ...(payload ? { payload } : {}) });
}

describe('dealer saved designs', () => {
  it('saves to the dealer, lists newest first and deletes', async () => {
    const first = await call('POST', '/api/dealer/designs', asha.token, { ...design, customText: 'FIRST' });
    expect(first.statusCode).toBe(201);
    const second = await call('POST', '/api/dealer/designs', asha.token, { ...design, customText: 'SECOND' });
    const list = await call('GET', '/api/dealer/designs', asha.token);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const ids = list.json<{ designs: { id: number }[] }>().designs.map((d) => d.id);
    expect(ids.slice(0, 2)).toEqual([second.json<{ id: number }>().id, first.json<{ id: number }>().id]);

    const [row] = await t.database.db.select().from(designs).where(eq(designs.id, first.json<{ id: number }>().id));
    expect(row).toMatchObject({ dealerId: asha.id, userId: null });

    expect((await call('DELETE', `/api/dealer/designs/${first.json<{ id: number }>().id}`, asha.token)).statusCode).toBe(204);
    const after = (await call('GET', '/api/dealer/designs', asha.token)).json<{ designs: { customText: string }[] }>().designs;
    expect(after.map((d) => d.customText)).not.toContain('FIRST');
  });

  it("never shows or deletes another dealer's design (404), and needs a live bearer token (401)", async () => {
    const mine = (await call('POST', '/api/dealer/designs', asha.token, design)).json<{ id: number }>().id;
    const ravisList = (await call('GET', '/api/dealer/designs', ravi.token)).json<{ designs: { id: number }[] }>().designs;
    expect(ravisList.map((d) => d.id)).not.toContain(mine);
    const stolen = await call('DELETE', `/api/dealer/designs/${mine}`, ravi.token);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ message: DESIGN_MESSAGES.notFound });
    expect((await call('GET', '/api/dealer/designs', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/dealer/designs', 'forged-token', design)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/dealer/designs/${mine}`, null)).statusCode).toBe(401);
    const still = (await call('GET', '/api/dealer/designs', asha.token)).json<{ designs: { id: number }[] }>().designs;
    expect(still.map((d) => d.id)).toContain(mine);
  });

  it("is not reachable through a customer's session, nor a customer's design through a dealer's", async () => {
    const { cookie } = await signedInCustomer(t.app, t.database.db, {
      id: 'user-kiran',
      email: 'kiran@example.in',
      firstName: 'Kiran',
      lastName: 'Test',
    });
    const customers = await t.app.inject({ method: 'POST', url: '/api/designs', headers: { ...jsonHeaders, cookie }, payload: design });
    expect(customers.statusCode).toBe(201);
    const theirs = customers.json<{ id: number }>().id;
    expect((await call('DELETE', `/api/dealer/designs/${theirs}`, asha.token)).statusCode).toBe(404);
    const dealers = (await call('GET', '/api/dealer/designs', asha.token)).json<{ designs: { id: number }[] }>().designs;
    expect(dealers.map((d) => d.id)).not.toContain(theirs);
    const customerList = await t.app.inject({ method: 'GET', url: '/api/designs', headers: { cookie } });
    expect(customerList.json<{ designs: unknown[] }>().designs).toHaveLength(1);
  });

  it('applies the shop text rule with the spec message and changes nothing', async () => {
    const before = (await call('GET', '/api/dealer/designs', asha.token)).json<{ designs: unknown[] }>().designs.length;
    const res = await call('POST', '/api/dealer/designs', asha.token, { ...design, customText: 'ABCD!' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(ORDER_MESSAGES.textSymbols);
    expect((await call('GET', '/api/dealer/designs', asha.token)).json<{ designs: unknown[] }>().designs).toHaveLength(before);
  });

  it(`keeps at most ${MAX_DESIGNS_PER_ACCOUNT} designs per dealer (409)`, async () => {
    const dealer = await signedInDealer();
    await t.database.db.execute(
      sql`INSERT INTO designs (dealer_id, custom_text, font_family, text_color)
          SELECT ${dealer.id}, 'FILL' || g, 'Roboto', 'White' FROM generate_series(1, ${MAX_DESIGNS_PER_ACCOUNT}) g`,
    );
    const res = await call('POST', '/api/dealer/designs', dealer.token, design);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: DESIGN_MESSAGES.limitReached });
  });

  it('holds one owner per design in the database', async () => {
    await expect(
      t.database.db.execute(sql`INSERT INTO designs (custom_text, font_family, text_color) VALUES ('NOBODY', 'Roboto', 'White')`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(
        sql`INSERT INTO designs (user_id, dealer_id, custom_text, font_family, text_color) VALUES ('user-kiran', ${asha.id}, 'BOTH', 'Roboto', 'White')`,
      ),
    ).rejects.toThrow();
  });
});
