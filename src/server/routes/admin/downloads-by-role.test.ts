/**
 * What each staff role downloads (docs/product.md#staff-roles): generated from the real route
 * table, every staff role signs in and fetches every GET /api/admin route its role holds for an
 * order with a known phone, e-mail and street (zips unzipped, the 3MFs inside them too; PDFs read
 * back as text). A role that may not read contact data (neither `orders:read` nor
 * `customers:read`: the print room) finds none of them, in any form the shop prints them, in any
 * file or answer. Every route that answers a file is listed in the doc's downloads table.
 */
import { readFile } from 'node:fs/promises';
import type { RouteOptions } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ADMIN_ROUTES } from '../../plugins/admin-auth';
import { ROLE_PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '#shared/staff-roles';
import { insertOrder, jsonHeaders, loginCookie } from '#tests/support/admin';
import { withTestApp } from '#tests/support/per-file';
import { pdfText } from '#tests/support/pdf';
import { staffCookie } from '#tests/support/staff';
import type { TestApp } from '../../../../tests/setup/test-db';
import { orders } from '../../db/schema/index';
import { insertDealer } from '#tests/support/dealer';

const PHONE = '+91 98765 43210';
const EMAIL = 'kulkarni.contact@example.in';
const STREET = 'Flat 7, Gulmohar Lane';
/** The contact data of the order, in every form a file prints it, and the customer's surname. */
const CONTACT = [PHONE, '9876543210', '98765 43210', '+919876543210', EMAIL, STREET, 'Gulmohar', 'Kulkarni'];

interface SeenRoute {
  url: string;
  permission: Permission;
}
const routes: SeenRoute[] = [];
let t: TestApp;
let orderId: number;
let plateId: number;
let dealerId: number;
withTestApp((app) => (t = app), {
  onRoute: (route: RouteOptions) => {
    const config = (route.config ?? {}) as { permission?: Permission };
    const methods = [route.method].flat();
    if (
      methods.includes('GET') &&
      route.url.startsWith('/api/admin/') &&
      !PUBLIC_ADMIN_ROUTES.has(`GET ${route.url}`) &&
      config.permission
    ) {
      routes.push({ url: route.url, permission: config.permission });
    }
  },
});

/** A concrete URL for a route pattern, naming the known order, its plate, keychain 1, the dealer. */
function concrete(url: string): string {
  const filled = url
    .replace('/plates/:id/', `/plates/${plateId}/`)
    .replace(':dealerId', String(dealerId))
    .replace('/keychains/:n/', '/keychains/1/')
    .replace(/:[A-Za-z0-9_]+/g, String(orderId));
  const query: Record<string, string> = {
    '/api/admin/print-batch': `ids=${orderId}`,
    '/api/admin/orders/labels.pdf': `ids=${orderId}`,
  };
  return query[url] ? `${filled}?${query[url]}` : filled;
}

/** Every text a body holds: a zip's entries (and zips inside it, such as 3MFs) each read as text, a PDF's text, else the bytes as UTF-8. */
async function textsOf(bytes: Uint8Array, name: string): Promise<{ name: string; text: string }[]> {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    const entries = unzipSync(bytes);
    const inner = await Promise.all(Object.entries(entries).map(([entry, data]) => textsOf(data, `${name}!${entry}`)));
    return inner.flat();
  }
  if (strFromU8(bytes.subarray(0, 5)) === '%PDF-') return [{ name, text: await pdfText(bytes) }];
  return [{ name, text: Buffer.from(bytes).toString('utf8') }];
}

/** A role that may read customers' contact data (docs/product.md#staff-roles). */
const readsContact = (role: StaffRole) => ROLE_PERMISSIONS[role].has('orders:read') || ROLE_PERMISSIONS[role].has('customers:read');

/** What `role` downloads from every GET route it holds: per route, its status, type and texts. */
async function downloadAll(role: StaffRole) {
  const cookie = role === 'owner' ? await loginCookie(t.app) : await staffCookie(t.app, t.database.db, role);
  const got: { url: string; status: number; type: string; texts: { name: string; text: string }[] }[] = [];
  for (const route of routes.filter((r) => ROLE_PERMISSIONS[role].has(r.permission))) {
    const url = concrete(route.url);
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    const texts = res.statusCode === 200 ? await textsOf(new Uint8Array(res.rawPayload), route.url) : [];
    got.push({ url: route.url, status: res.statusCode, type: String(res.headers['content-type'] ?? ''), texts });
  }
  return got;
}

describe('what each role downloads', () => {
  it('sets up an order with known contact data, on a plate', async () => {
    const db = t.database.db;
    await db.update(orders).set({ orderStatus: 'delivered' }).where(ne(orders.orderStatus, 'delivered'));
    dealerId = (await insertDealer(db)).id;
    orderId = await insertOrder(db, {
      customerName: 'Asha Kulkarni',
      customerPhone: PHONE,
      customerEmail: EMAIL,
      shippingAddress: { street: STREET, city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' },
      paymentStatus: 'completed',
      orderStatus: 'confirmed',
      keychains: [{ customText: 'Asha', fontFamily: 'bangers', textColor: 'yellow' }],
    });
    const owner = await loginCookie(t.app);
    const plate = await t.app.inject({
      method: 'POST',
      url: '/api/admin/plates',
      headers: { ...jsonHeaders, cookie: owner },
      payload: { orderIds: [orderId] },
    });
    expect(plate.statusCode, plate.body).toBe(201);
    plateId = plate.json<{ id: number }>().id;
  });

  it.each(STAFF_ROLES)('gives %s only what its role may read, and never a 5xx', async (role: StaffRole) => {
    const got = await downloadAll(role);
    expect(got.filter((g) => g.status >= 500).map((g) => `${g.url} → ${g.status}`)).toEqual([]);
    const leaks = readsContact(role)
      ? []
      : got.flatMap((g) =>
          g.texts.flatMap((entry) => CONTACT.filter((needle) => entry.text.includes(needle)).map((n) => `${entry.name}: ${n}`)),
        );
    expect(leaks).toEqual([]);
    if (role === 'print_room') {
      // The print room's files were really fetched: the test is not vacuous.
      const ok = (url: string) => got.find((g) => g.url === url)?.status;
      for (const url of [
        '/api/admin/orders/:id/print-files',
        '/api/admin/print-batch',
        '/api/admin/orders/:id/keychains/:n/proof.png',
        '/api/admin/plates/:id/plate.3mf',
      ]) {
        expect(ok(url), url).toBe(200);
      }
      const sheet = got.find((g) => g.url === '/api/admin/orders/:id/print-files')!.texts.find((e) => e.name.endsWith('job-sheet.txt'))!;
      expect(sheet.text).toContain(`Chaabi order #${orderId}`);
      expect(sheet.text).toContain('Customer: Asha\n');
    }
    if (role === 'owner') {
      // The search finds contact data where a role may read it (the export and the labels carry it).
      const exported = got.find((g) => g.url === '/api/admin/orders/export.csv')!;
      expect(exported.texts.map((e) => e.text).join('')).toContain(EMAIL);
      const labels = got.find((g) => g.url === '/api/admin/orders/labels.pdf')!;
      expect(labels.texts.map((e) => e.text).join('')).toContain('Gulmohar');
    }
  });

  it('lists every route that answers a file in the downloads table of docs/product.md#staff-roles', async () => {
    const got = await downloadAll('owner');
    const files = got.filter((g) => g.status === 200 && !g.type.startsWith('application/json')).map((g) => g.url);
    expect(files).toEqual(expect.arrayContaining(['/api/admin/print-batch', '/api/admin/orders/export.csv']));
    const doc = await readFile(new URL('../../../../docs/product.md', import.meta.url), 'utf8');
    const table = doc.slice(doc.indexOf('<a id="staff-downloads"></a>'), doc.indexOf('<a id="staff-sign-in"></a>'));
    expect(table.length).toBeGreaterThan(100);
    expect(files.filter((url) => !table.includes(`\`GET ${url}\``))).toEqual([]);
  });
});
