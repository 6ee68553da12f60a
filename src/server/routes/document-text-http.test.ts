/**
 * The documents' rule over HTTP (docs/product.md#document-scripts,
 * docs/decisions/102-every-indian-name-prints.md): a name or address in a script the invoices
 * and courier labels cannot draw is a 400 naming the field, asking for English letters, and
 * nothing is stored; a name in any script they draw (Odia, Urdu, Ol Chiki, Meetei Mayek…) is
 * accepted. Covers the checkout, the dealer's order form, the profile and the seller's settings.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTextMessage } from '#shared/document-text';
import { createTestApp, type TestApp } from '../../../tests/setup/test-db';
import { orderBody, PUNE_ADDRESS } from '../../../tests/factories/orders';
import { loginCookie } from '#tests/support/admin';
import { dealerToken, insertDealer, orderBody as dealerOrderBody } from '#tests/support/dealer';
import { orders } from '../db/schema/index';

let t: TestApp;
let admin: string;
let dealer: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: false });
  admin = await loginCookie(t.app);
  const row = await insertDealer(t.database.db, { pin: '482913', pepper: t.config.pinPepper, credits: 20 });
  dealer = `Bearer ${await dealerToken(t.app, row.phoneNumber, '482913')}`;
});
afterAll(async () => {
  await t.close();
});

/** Sinhala, Chinese and Tibetan: scripts no PDF face draws. */
const UNDRAWABLE = [
  { text: 'සිංහල', letters: ['සිං', 'හ', 'ල'] },
  { text: 'Wang 王伟', letters: ['王', '伟'] },
  { text: 'བཀྲ་ཤིས', letters: ['བ', 'ཀྲ', '་', 'ཤི', 'ས'] },
];

interface Route {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  headers: () => Record<string, string>;
  body: (text: string) => object;
  path: string;
  table: string;
}

const ROUTES: Route[] = [
  {
    name: 'checkout name',
    method: 'POST',
    url: '/api/orders',
    headers: () => ({}),
    body: (text) => orderBody({ customerName: text }),
    path: 'customerName',
    table: 'orders',
  },
  {
    name: 'checkout street',
    method: 'POST',
    url: '/api/orders',
    headers: () => ({}),
    body: (text) => orderBody({ shippingAddress: { ...PUNE_ADDRESS, street: text } }),
    path: 'shippingAddress.street',
    table: 'orders',
  },
  {
    name: 'checkout address line 2',
    method: 'POST',
    url: '/api/orders',
    headers: () => ({}),
    body: (text) => orderBody({ shippingAddress: { ...PUNE_ADDRESS, addressLine2: text } }),
    path: 'shippingAddress.addressLine2',
    table: 'orders',
  },
  {
    name: 'checkout city',
    method: 'POST',
    url: '/api/orders',
    headers: () => ({}),
    body: (text) => orderBody({ shippingAddress: { ...PUNE_ADDRESS, city: text } }),
    path: 'shippingAddress.city',
    table: 'orders',
  },
  {
    name: "dealer order's customer name",
    method: 'POST',
    url: '/api/dealer/create-order',
    headers: () => ({ authorization: dealer }),
    body: (text) => ({ ...dealerOrderBody(1), customerName: text }),
    path: 'customerName',
    table: 'orders',
  },
  {
    name: "dealer order's street",
    method: 'POST',
    url: '/api/dealer/create-order',
    headers: () => ({ authorization: dealer }),
    body: (text) => {
      const body = dealerOrderBody(1);
      return { ...body, shippingAddress: { ...(body.shippingAddress as object), street: text } };
    },
    path: 'shippingAddress.street',
    table: 'orders',
  },
  {
    name: 'colour display name (printed on the invoice line)',
    method: 'POST',
    url: '/api/admin/customization-options',
    headers: () => ({ cookie: admin }),
    body: (text) => ({ type: 'color_combination', name: 'sunset', displayName: text, fontColor: '#FFFFFF', backgroundColor: '#000000' }),
    path: 'displayName',
    table: 'customization_options',
  },
];

async function rows(table: string): Promise<string> {
  const result = await t.database.db.execute<{ n: string }>(sql.raw(`select count(*)::text as n from ${table}`));
  return JSON.stringify((result as { rows?: unknown[] }).rows ?? result);
}

async function send(route: Route, text: string) {
  return t.app.inject({
    method: route.method,
    url: route.url,
    headers: { 'content-type': 'application/json', ...route.headers() },
    payload: JSON.stringify(route.body(text)),
  });
}

describe('text the documents cannot print', () => {
  it.each(ROUTES)('$name: a 400 naming the field, asking for English letters, nothing stored', async (route) => {
    const before = await rows(route.table);
    for (const { text, letters } of UNDRAWABLE) {
      const res = await send(route, text);
      expect(res.statusCode, res.body).toBe(400);
      const answer = res.json<{ message: string; issues?: { path: string; message: string }[] }>();
      expect(answer.issues).toContainEqual({ path: route.path, message: documentTextMessage(letters) });
      expect(answer.message).toContain('English letters');
    }
    expect(await rows(route.table)).toBe(before);
  });

  it('the seller settings refuse a legal name the invoices could not print', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/business',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ legalName: '王伟 Prints' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: { path: string; message: string }[] }>().issues).toContainEqual({
      path: 'legalName',
      message: documentTextMessage(['王', '伟']),
    });
  });

  it.each([
    ['Odia', 'ଲକ୍ଷ୍ମୀ ପଣ୍ଡା', '6 ଜନପଥ'],
    ['Urdu', 'محمد علی', 'مکان 12، گلی 3'],
    ['Santali', 'ᱥᱮᱛᱟᱜ ᱢᱩᱨᱢᱩ', '10 ᱡᱟᱦᱮᱨ ᱯᱟᱲᱟ'],
    ['Manipuri', 'ꯆꯥꯎꯕ ꯁꯤꯡꯍ', '1 ꯏꯝꯐꯥꯜ'],
  ])('the checkout accepts a %s name and street, stored as typed', async (_language, name, street) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(orderBody({ customerName: name, shippingAddress: { ...PUNE_ADDRESS, street } })),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.customerName).toBe(name);
    expect(row?.shippingAddress.street).toBe(street);
  });
});
