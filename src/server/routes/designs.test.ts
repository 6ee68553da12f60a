import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../tests/setup/test-db';
import { customizationOptions, designs } from '../db/schema/index';
import { signedInCustomer } from '#tests/support/shop';
import { hashShareToken } from '../services/designs/share-token';
import { DESIGN_MESSAGES, MAX_DESIGNS_PER_ACCOUNT } from '#shared/schemas/designs';
import { ORDER_MESSAGES } from '#shared/schemas/order';

let t: TestApp;
let asha: Record<string, string>;
let ravi: Record<string, string>;

async function signIn(id: string, email: string, firstName: string): Promise<Record<string, string>> {
  const { cookie } = await signedInCustomer(t.app, t.database.db, { id, email, firstName, lastName: 'Test' });
  return { cookie };
}

beforeAll(async () => {
  t = await createTestApp();
  asha = await signIn('user-asha', 'asha@example.in', 'Asha');
  ravi = await signIn('user-ravi', 'ravi@example.in', 'Ravi');
});
afterAll(async () => {
  await t.close();
});

// The catalogue's yellow (shared/catalog.ts): a saved design must name an option the shop sells.
const combo = { fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' };
const design = { customText: 'ASHA', fontFamily: 'bangers', textColor: 'yellow', colorCombination: combo };

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: unknown) {
  return t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
}

async function save(headers: Record<string, string>, body: object = design): Promise<number> {
  const res = await call('POST', '/api/designs', headers, body);
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('saved designs', () => {
  it('saves, lists newest first, reads, changes and deletes a design', async () => {
    const first = await save(asha, { ...design, customText: 'FIRST' });
    const second = await save(asha, { ...design, customText: 'SECOND' });
    const list = await call('GET', '/api/designs', asha);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const texts = list.json<{ designs: { id: number; customText: string }[] }>().designs.map((d) => d.id);
    expect(texts.indexOf(second)).toBeLessThan(texts.indexOf(first));

    const one = await call('GET', `/api/designs/${first}`, asha);
    expect(one.json()).toMatchObject({ id: first, customText: 'FIRST', fontFamily: 'bangers', colorCombination: combo, shared: false });

    const patched = await call('PATCH', `/api/designs/${first}`, asha, { customText: 'CHANGED', colorCombination: null });
    expect(patched.statusCode).toBe(200);
    // The catalogue's colours stay with the design: a saved design always fits an order.
    expect(patched.json()).toMatchObject({ customText: 'CHANGED', fontFamily: 'bangers', colorCombination: combo });

    expect((await call('DELETE', `/api/designs/${first}`, asha)).statusCode).toBe(204);
    expect((await call('GET', `/api/designs/${first}`, asha)).statusCode).toBe(404);
  });

  it('answers 401 to every owner route when signed out', async () => {
    const id = await save(asha);
    for (const [method, url, body] of [
      ['GET', '/api/designs'],
      ['POST', '/api/designs', design],
      ['GET', `/api/designs/${id}`],
      ['PATCH', `/api/designs/${id}`, { customText: 'X' }],
      ['DELETE', `/api/designs/${id}`],
      ['POST', `/api/designs/${id}/share`],
      ['DELETE', `/api/designs/${id}/share`],
    ] as const) {
      const res = await call(method, url, { cookie: 'chaabi_session=forged.value' }, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', `/api/designs/${id}`, asha)).json()).toMatchObject({ customText: 'ASHA' });
  });

  it("answers 404 to another account's read, change, delete and share, and changes nothing", async () => {
    const id = await save(asha, { ...design, customText: 'MINE' });
    const share = await call('POST', `/api/designs/${id}/share`, asha);
    const token = share.json<{ token: string }>().token;
    for (const [method, url, body] of [
      ['GET', `/api/designs/${id}`],
      ['PATCH', `/api/designs/${id}`, { customText: 'STOLEN' }],
      ['DELETE', `/api/designs/${id}`],
      ['POST', `/api/designs/${id}/share`],
      ['DELETE', `/api/designs/${id}/share`],
    ] as const) {
      const res = await call(method, url, ravi, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: DESIGN_MESSAGES.notFound });
    }
    const ravisList = await call('GET', '/api/designs', ravi);
    expect(ravisList.json<{ designs: { id: number }[] }>().designs.map((d) => d.id)).not.toContain(id);
    const still = await call('GET', `/api/designs/${id}`, asha);
    expect(still.json()).toMatchObject({ customText: 'MINE', shared: true });
    expect((await call('GET', `/api/designs/shared/${token}`)).statusCode).toBe(200);
  });

  it('refuses text, font and colours the cart refuses, with the spec messages, and stores nothing', async () => {
    const before = (await call('GET', '/api/designs', asha)).json<{ designs: unknown[] }>().designs.length;
    const cases: [object, string][] = [
      [{ ...design, customText: 'ABCDEFGHIJKLMNOP' }, ORDER_MESSAGES.textTooLong],
      [{ ...design, customText: 'HI!' }, `${ORDER_MESSAGES.textSymbols}: cannot print "!"`],
      [{ ...design, customText: '' }, ORDER_MESSAGES.textRequired],
      [{ ...design, fontFamily: '' }, ORDER_MESSAGES.fontRequired],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/designs', asha, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ code: string; issues: { message: string }[] }>().issues.map((i) => i.message)).toContain(message);
    }
    const badColour = await call('POST', '/api/designs', asha, { ...design, colorCombination: { ...combo, fontColor: 'red' } });
    expect(badColour.statusCode).toBe(400);
    const id = await save(asha);
    const badPatch = await call('PATCH', `/api/designs/${id}`, asha, { customText: 'NO SPACES' });
    expect(badPatch.statusCode).toBe(400);
    expect((await call('PATCH', `/api/designs/${id}`, asha, {})).statusCode).toBe(400);
    for (const badId of ['abc', '0', '-1', '99999999999', '1.5']) {
      expect((await call('GET', `/api/designs/${badId}`, asha)).statusCode, badId).toBe(400);
    }
    const after = (await call('GET', '/api/designs', asha)).json<{ designs: { id: number; customText: string }[] }>().designs;
    expect(after.length).toBe(before + 1);
    expect(after.find((d) => d.id === id)?.customText).toBe('ASHA');
  });

  it(`keeps at most ${MAX_DESIGNS_PER_ACCOUNT} designs per account, also under parallel saves`, async () => {
    const meena = await signIn('user-meena', 'meena@example.in', 'Meena');
    await t.database.db.insert(designs).values(
      Array.from({ length: MAX_DESIGNS_PER_ACCOUNT - 3 }, (_, i) => ({
        userId: 'user-meena',
        customText: `D${i}`,
        fontFamily: 'bangers',
        textColor: 'yellow',
      })),
    );
    const results = await Promise.all(Array.from({ length: 6 }, () => call('POST', '/api/designs', meena, design)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toEqual({ code: 'CONFLICT', message: DESIGN_MESSAGES.limitReached });
    const rows = await t.database.db.select({ id: designs.id }).from(designs).where(eq(designs.userId, 'user-meena'));
    expect(rows).toHaveLength(MAX_DESIGNS_PER_ACCOUNT);
    // Another account is not affected by Meena's limit.
    await save(ravi);
  });
});

describe('the catalogue decides what a saved design may name (as for orders)', () => {
  it.each([
    [{ ...design, fontFamily: 'comic-sans' }, 'fontFamily', 'Font "comic-sans" is not available'],
    [{ ...design, textColor: 'teal' }, 'textColor', 'Colour combination "teal" is not available'],
  ])('refuses an option the shop does not sell: %o', async (body, path, message) => {
    const before = await t.database.db.select({ id: designs.id }).from(designs);
    const res = await call('POST', '/api/designs', asha, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message, issues: [{ path, message }] });
    expect(await t.database.db.select({ id: designs.id }).from(designs)).toHaveLength(before.length);
  });

  it('refuses a font the admin has hidden, on save and on change', async () => {
    const id = await save(asha);
    await t.database.db.update(customizationOptions).set({ isActive: false }).where(eq(customizationOptions.value, 'chewy'));
    t.app.services.optionsCache.invalidate();
    try {
      const saved = await call('POST', '/api/designs', asha, { ...design, fontFamily: 'chewy' });
      expect(saved.statusCode).toBe(400);
      expect(saved.json().message).toBe('Font "chewy" is not available');
      const changed = await call('PATCH', `/api/designs/${id}`, asha, { fontFamily: 'chewy' });
      expect(changed.statusCode).toBe(400);
      expect(changed.json().issues).toEqual([{ path: 'fontFamily', message: 'Font "chewy" is not available' }]);
      expect((await call('GET', `/api/designs/${id}`, asha)).json()).toMatchObject({ fontFamily: 'bangers' });
    } finally {
      await t.database.db.update(customizationOptions).set({ isActive: true }).where(eq(customizationOptions.value, 'chewy'));
      t.app.services.optionsCache.invalidate();
    }
  });

  it("stores the catalogue's colours, never the client's", async () => {
    const res = await call('POST', '/api/designs', asha, {
      ...design,
      colorCombination: { fontColor: '#123456', backgroundColor: '#654321', displayName: 'Made up' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ textColor: 'yellow', colorCombination: combo });
  });
});

describe('share links', () => {
  it('shares the design alone: no name, e-mail, account id or design id', async () => {
    const id = await save(asha, { ...design, customText: 'FAMILY' });
    const share = await call('POST', `/api/designs/${id}/share`, asha);
    expect(share.statusCode).toBe(200);
    const { token, url } = share.json<{ token: string; url: string }>();
    expect(url).toBe(`/d/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const [row] = await t.database.db.select().from(designs).where(eq(designs.id, id));
    expect(row!.shareTokenHash).toBe(hashShareToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const res = await call('GET', `/api/designs/shared/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ customText: 'FAMILY', fontFamily: 'bangers', textColor: 'yellow', colorCombination: combo });
    for (const secret of ['Asha', 'asha@example.in', 'user-asha', row!.shareTokenHash!]) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(new RegExp(`"id"|:${id}[,}]`));
  });

  it('stops answering a revoked, replaced or deleted link', async () => {
    const id = await save(asha);
    const first = (await call('POST', `/api/designs/${id}/share`, asha)).json<{ token: string }>().token;
    const second = (await call('POST', `/api/designs/${id}/share`, asha)).json<{ token: string }>().token;
    expect(second).not.toBe(first);
    expect((await call('GET', `/api/designs/shared/${first}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/designs/shared/${second}`)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/designs/${id}/share`, asha)).statusCode).toBe(204);
    expect((await call('GET', `/api/designs/shared/${second}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/designs/${id}`, asha)).json()).toMatchObject({ shared: false });

    const third = (await call('POST', `/api/designs/${id}/share`, asha)).json<{ token: string }>().token;
    await call('DELETE', `/api/designs/${id}`, asha);
    expect((await call('GET', `/api/designs/shared/${third}`)).statusCode).toBe(404);
  });

  it('answers 404 to unknown and malformed tokens', async () => {
    for (const token of ['x', 'A'.repeat(32), 'bad%21token', 'a'.repeat(90)]) {
      const res = await call('GET', `/api/designs/shared/${token}`);
      expect(res.statusCode, token).toBe(404);
    }
  });
});
