/**
 * The print room's view of the admin (docs/product.md#staff-roles): a `print_room` person signs in
 * and sees the Print queue with its plates, order numbers and keychain texts, and never an
 * address, a phone or an e-mail: no Orders, Dealers or Settings tab, and the API answers 403 with
 * no data where the role has no business. Screenshots at 1280 and 375 px.
 */
import { expect, test } from '../support/fixtures';
import { insertOrder } from '#tests/support/admin';
import { addStaff, TEST_STAFF_PASSWORD } from '#tests/support/staff';

const YELLOW = { fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' };
const PRIVATE = ['42 Residency Road', '560025', '98450 12345', 'meera.iyer@example.in'];

let orderId: number;
let printRoom: { email: string };

test.use({
  serverOptions: {
    seed: async (db) => {
      orderId = await insertOrder(db, {
        customerName: 'Meera Iyer',
        customerEmail: 'meera.iyer@example.in',
        customerPhone: '+91 98450 12345',
        shippingAddress: { street: '42 Residency Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560025', country: 'India' },
        paymentStatus: 'completed',
        orderStatus: 'confirmed',
        quantity: 2,
        keychains: [
          { customText: 'Meera', fontFamily: 'bangers', textColor: 'yellow', colorCombination: YELLOW },
          { customText: 'Arjun', fontFamily: 'bangers', textColor: 'yellow', colorCombination: YELLOW },
        ],
      });
      printRoom = await addStaff(db, 'print_room', 'Ravi Kumar');
    },
  },
});

test('the print room sees plates, order numbers and texts, never an address or a phone', async ({ page, server }) => {
  test.setTimeout(90_000);
  const login = await page.request.post(`${server.baseURL}/api/admin/login`, {
    data: { email: printRoom.email, password: TEST_STAFF_PASSWORD },
  });
  expect(login.status()).toBe(200);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.baseURL}/admin`);
    await expect(page.getByText('Ravi Kumar · Print room')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Print queue' })).toHaveAttribute('aria-selected', 'true');
    for (const hidden of ['Orders', 'Dealers', 'Settings', 'Outbox', 'Staff', 'Audit log']) {
      await expect(page.getByRole('tab', { name: hidden, exact: true })).toHaveCount(0);
    }
    const waiting = page.getByRole('region', { name: 'Keychains waiting for a plate' });
    await expect(waiting).toContainText(`2 keychains · orders #${orderId}`);
    await expect(page.getByRole('button', { name: 'Make plate of Yellow' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add printer' })).toHaveCount(0);
    const text = await page.locator('body').innerText();
    for (const secret of PRIVATE) expect(text).not.toContain(secret);
    await page.screenshot({ path: `test-results/screens/admin-print-room-role-${width}.png`, fullPage: true });
  }

  // The API agrees: the orders with their addresses, the customers and the settings are not theirs.
  for (const url of [
    '/api/admin/orders',
    `/api/admin/orders/${orderId}/timeline`,
    '/api/admin/orders/export.csv',
    '/api/admin/settings/business',
    '/api/customer-registry',
  ]) {
    const res = await page.request.get(`${server.baseURL}${url}`);
    expect(res.status(), url).toBe(403);
    const body = await res.text();
    for (const secret of PRIVATE) expect(body, url).not.toContain(secret);
  }
  const queue = await page.request.get(`${server.baseURL}/api/admin/print-queue`);
  expect(queue.status()).toBe(200);
  const queueText = await queue.text();
  expect(queueText).toContain('Meera');
  for (const secret of PRIVATE) expect(queueText).not.toContain(secret);
});
