/**
 * The free-text rule over HTTP (docs/decisions/035-free-text-by-unicode-category.md): fast-check
 * draws a character of a refused Unicode category and puts it into a free-text field of a real
 * route (a shop order, a saved design, a profile, a customisation option, a dealer, a printer's
 * name and API key). Every
 * answer is a 400 in the error format naming the field, and nothing is stored.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNSAFE_TEXT_MESSAGE } from '#shared/free-text';
import { orderBody, PUNE_ADDRESS } from '../../../tests/factories/orders';
import { withAdminAndCustomer } from '#tests/support/admin-app';

// The app, an admin session and a signed-in customer for the file.
const file = withAdminAndCustomer({ id: 'user-asha', email: 'asha@example.in', firstName: 'Asha', lastName: 'Verma' });

/** One of each refused class: C0 and C1 controls, format (bidi, zero-width, soft hyphen, TAG), private use, unassigned, lone surrogate, separators, variation selectors, Hangul fillers, the Braille blank. */
const refused = fc.constantFrom(
  0x07,
  0x1b,
  0x85,
  0x00ad,
  0x061c,
  0x200b,
  0x200e,
  0x202e,
  0x2062,
  0x2066,
  0xfeff,
  0xe0041,
  0xe000,
  0xf0000,
  0x0378,
  0xfff0,
  0xd800,
  0x2028,
  0x2029,
  0xfe0f,
  0xe0100,
  0x3164,
  0x115f,
  0xffa0,
  0x2800,
);
/** The message of a stored-text refusal: the free-text one, or the request-wide one for a lone surrogate (lib/request-text). */
const MESSAGES = [UNSAFE_TEXT_MESSAGE, 'Contains characters that are not allowed'];

interface Route {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  cookie: () => string;
  body: (text: string) => object;
  /** The field's path as the error format names it. */
  path: string;
  /** Rows of the table the route writes to (unchanged by a refusal). */
  table: string;
  /** The table's column that moves when a row changes (default updated_at). */
  stamp?: string;
}

const ROUTES: Route[] = [
  {
    name: 'shop order name',
    method: 'POST',
    url: '/api/orders',
    cookie: () => '',
    body: (text) => orderBody({ customerName: text }),
    path: 'customerName',
    table: 'orders',
  },
  {
    name: 'saved design colour name',
    method: 'POST',
    url: '/api/designs',
    cookie: () => file.customer,
    body: (text) => ({
      customText: 'ASHA',
      fontFamily: 'bangers',
      textColor: 'yellow',
      colorCombination: { fontColor: '#FFFFFF', backgroundColor: '#000000', displayName: text },
    }),
    path: 'colorCombination.displayName',
    table: 'designs',
  },
  {
    name: 'profile street',
    method: 'PUT',
    url: '/api/auth/profile',
    cookie: () => file.customer,
    body: (text) => ({ phone: '9876543210', address: { ...PUNE_ADDRESS, street: text } }),
    path: 'address.street',
    table: 'users',
  },
  {
    name: 'customisation option display name',
    method: 'POST',
    url: '/api/admin/customization-options',
    cookie: () => file.admin,
    body: (text) => ({ type: 'color_combination', name: 'sunset', displayName: text, fontColor: '#FFFFFF', backgroundColor: '#000000' }),
    path: 'displayName',
    table: 'customization_options',
  },
  {
    name: 'dealer business name',
    method: 'POST',
    url: '/api/admin/dealers',
    cookie: () => file.admin,
    body: (text) => ({
      businessName: text,
      ownerName: 'Asha Verma',
      phoneNumber: '9876543210',
      email: 'asha@example.com',
      businessAddress: { ...PUNE_ADDRESS },
    }),
    path: 'businessName',
    table: 'dealers',
  },
  {
    name: 'printer name',
    method: 'POST',
    url: '/api/admin/printers',
    cookie: () => file.admin,
    body: (text) => ({ name: text, kind: 'prusalink', url: 'http://192.168.1.50', apiKey: 'key-0123' }),
    path: 'name',
    table: 'printers',
    stamp: 'created_at',
  },
  {
    name: 'printer API key',
    method: 'POST',
    url: '/api/admin/printers',
    cookie: () => file.admin,
    body: (text) => ({ name: 'MK4', kind: 'prusalink', url: 'http://192.168.1.50', apiKey: text }),
    path: 'apiKey',
    table: 'printers',
    stamp: 'created_at',
  },
];

async function rows(table: string, stamp = 'updated_at'): Promise<string> {
  const result = await file.t.database.db.execute<{ n: string }>(
    sql.raw(`select count(*)::text as n, coalesce(max(${stamp})::text, '') as u from ${table}`),
  );
  const list = (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
  return JSON.stringify(list);
}

describe('free text over HTTP', () => {
  it.each(ROUTES)('$name: a refused character is a 400 naming the field, and nothing is stored', async (route) => {
    const before = await rows(route.table, route.stamp);
    await fc.assert(
      fc.asyncProperty(refused, fc.stringMatching(/^[A-Za-z]{1,5}$/), async (cp, word) => {
        const text = `${word}${String.fromCodePoint(cp)}${word}`;
        const res = await file.t.app.inject({
          method: route.method,
          url: route.url,
          headers: { 'content-type': 'application/json', ...(route.cookie() ? { cookie: route.cookie() } : {}) },
          payload: JSON.stringify(route.body(text)),
        });
        expect(res.statusCode, `U+${cp.toString(16)}: ${res.body}`).toBe(400);
        const answer = res.json<{ code: string; issues?: { path: string; message: string }[] }>();
        expect(answer.code).toMatch(/^(VALIDATION_ERROR|BAD_REQUEST)$/);
        expect(
          answer.issues?.some((issue) => issue.path === route.path && MESSAGES.includes(issue.message)),
          res.body,
        ).toBe(true);
      }),
      { numRuns: 10 },
    );
    expect(await rows(route.table, route.stamp)).toBe(before);
  });
});
