/** Helpers of the admin route tests: log in over HTTP, insert orders with chosen fields. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client';
import { orders } from '#server/db/schema/index';
import { jsonHeaders, multipartBody } from './http';

/** The password testConfig() sets (the owner's). */
export const TEST_ADMIN_PASSWORD = 'test-admin-password';
/** The owner's e-mail (ADMIN_EMAIL's default; services/staff/ensure-owner.ts). */
export const TEST_OWNER_EMAIL = 'owner@chaabi.local';

/** JSON request headers (written once in ./http; kept here for the tests that import them from this file). */
export { jsonHeaders };

/**
 * Signs in as a staff member (the owner unless `email` is given) and returns the `cookie` header
 * value carrying the session. Throws unless the password step alone signs in (no second factor).
 */
export async function loginCookie(app: FastifyInstance, password = TEST_ADMIN_PASSWORD, email = TEST_OWNER_EMAIL): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, headers: jsonHeaders });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'chaabi_admin');
  if (!cookie) throw new Error('no chaabi_admin cookie');
  return `chaabi_admin=${cookie.value}`;
}

/** Adds a font option called `name` as the admin and returns its id; throws unless the answer is 201. */
export async function addFontOption(app: FastifyInstance, cookie: string, name: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/customization-options',
    payload: { type: 'font', name, displayName: name },
    headers: { ...jsonHeaders, cookie },
  });
  if (res.statusCode !== 201) throw new Error(`adding font ${name} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

/**
 * POSTs `file` as the font file of customization option `id` (multipart, field "file"; its type
 * application/octet-stream unless given), with `headers` (the admin's cookie, or none to test the guard).
 */
export function uploadFontFile(
  app: FastifyInstance,
  id: number,
  file: { filename: string; data: Buffer; type?: string },
  headers: Record<string, string>,
) {
  const body = multipartBody([{ name: 'file', ...file }]);
  return app.inject({
    method: 'POST',
    url: `/api/admin/customization-options/${id}/font-file`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

let seq = 0;

/** Inserts one order; every field can be overridden. Returns its id. */
export async function insertOrder(db: Db, overrides: Partial<typeof orders.$inferInsert> = {}): Promise<number> {
  seq += 1;
  const [row] = await db
    .insert(orders)
    .values({
      customerEmail: `buyer${seq}@example.in`,
      customerName: `Buyer ${seq}`,
      customerPhone: `+91 90000${String(seq).padStart(5, '0')}`,
      keychains: [{ customText: `Name${seq}`, fontFamily: 'bangers', textColor: 'yellow' }],
      quantity: 1,
      totalPaise: 19900,
      shippingAddress: { street: '1 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' },
      ...overrides,
    })
    .returning({ id: orders.id });
  return row!.id;
}
