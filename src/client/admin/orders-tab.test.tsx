// The Orders tab (docs/product.md#admin-orders, docs/product.md#admin-figures): the stat cards,
// the status and payment filters and the search that the list request carries, "x of y orders",
// pages of 50, the empty and error states, and the selection with its bulk actions (labels PDF,
// Ship, Clear) and "Select all n matching".
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '#shared/schemas/admin-orders';
import { adminOrder, orderStats, ordersPage, unpaidOrder } from '../../../tests/factories/admin-orders';
import { json, stubFetch, type Route, type StubbedCall } from '../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../tests/support/render-client';
import { OrdersTab } from './orders-tab';
import { STATUS_FILTERS } from './order-format';
import { statusLabel } from '../components/orders/status-label';

const THREE = [
  adminOrder({ id: 1044, customerName: 'Kavya Rao' }),
  adminOrder({ id: 1043, customerName: 'Rohan Das' }),
  unpaidOrder({ id: 1042 }),
];

function renderTab(routes: Record<string, Route>) {
  const api = stubFetch({
    'GET /api/admin/orders': ordersPage(THREE),
    'GET /api/admin/customization-options/all': [],
    'GET /api/admin/shipping/courier': { manual: false },
    ...routes,
  });
  renderWithClient(<OrdersTab />);
  return api;
}

/** The query of the last list request, as "key=value&…" without page and pageSize. */
function lastFilters(calls: StubbedCall[]): string {
  const query = new URLSearchParams(calls.at(-1)!.query);
  expect(query.get('pageSize')).toBe('50');
  query.delete('pageSize');
  return query.toString();
}

const orderCards = () => within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('article');

describe('the figures and the list', () => {
  it('shows the six stat cards, "x of y orders" and a card per order', async () => {
    renderTab({ 'GET /api/admin/orders': ordersPage(THREE, { total: 3, stats: orderStats() }) });
    expect(await screen.findByText('3 of 1,234 orders')).toBeTruthy();
    const figures = [...document.querySelector('dl')!.children].map((card) => [
      card.querySelector('dt')!.textContent,
      ...[...card.querySelectorAll('dd')].map((dd) => dd.textContent),
    ]);
    expect(figures).toEqual([
      ['Total Orders', '1,234', 'every order, paid or not'],
      ['Shop Sales Paid', '₹1,23,456', 'shop orders paid online, less cancelled or refunded'],
      ['Dealer Credit Sales Paid', '₹45,000', 'credits dealers bought and paid for'],
      ['Orders Paid by Credits', '40', '95 credits used; money counted in credit sales'],
      ['Pending Orders', '7', 'not paid yet'],
      ["Today's Orders", '12', 'placed today (India time)'],
    ]);
    expect(orderCards().map((card) => card.querySelector('h3')!.textContent)).toEqual([
      'Order #1044 · Kavya Rao',
      'Order #1043 · Rohan Das',
      'Order #1042 · Priya Sharma',
    ]);
  });

  it('says "No Orders Yet" when the shop has none, and "No Shipped Orders" under that filter', async () => {
    const api = renderTab({
      'GET /api/admin/orders': (call) => ordersPage([], { stats: orderStats({ totalOrders: call.query.get('status') ? 5 : 0 }) }),
    });
    expect(await screen.findByRole('heading', { name: 'No Orders Yet' })).toBeTruthy();
    expect(screen.getByText('Orders placed in the shop will appear here.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select all shown' })).toHaveProperty('disabled', true);
    await userEvent.click(within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', { name: 'Shipped' }));
    expect(await screen.findByRole('heading', { name: 'No Shipped Orders' })).toBeTruthy();
    expect(screen.getByText('Orders with this status will appear here.')).toBeTruthy();
    expect(lastFilters(api.callsTo('GET /api/admin/orders'))).toBe('page=1&status=shipped');
  });

  it('says "Failed to Load Orders" with the reason, and Retry asks again', async () => {
    let attempts = 0;
    renderTab({
      'GET /api/admin/orders': () => (++attempts === 1 ? json(500, { message: 'Database unavailable' }) : ordersPage(THREE)),
    });
    expect(await screen.findByText('Failed to Load Orders')).toBeTruthy();
    expect(screen.getByText('500: {"message":"Database unavailable"}')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 of 1,234 orders')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});

describe('filters and search', () => {
  it('sends the status chip, the payment select and the trimmed search with the request, each from page 1', async () => {
    const api = renderTab({});
    await screen.findByText('3 of 1,234 orders');
    const statuses = within(screen.getByRole('group', { name: 'Filter by status' }));
    // The order itself is pinned in order-format.test.ts.
    expect(statuses.getAllByRole('button').map((b) => b.textContent)).toEqual(STATUS_FILTERS.map(statusLabel));
    expect(statuses.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(statuses.getByRole('button', { name: 'Confirmed' }));
    expect(statuses.getByRole('button', { name: 'Confirmed' }).getAttribute('aria-pressed')).toBe('true');
    expect(statuses.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(lastFilters(api.callsTo('GET /api/admin/orders'))).toBe('page=1&status=confirmed'));

    const payment = screen.getByLabelText<HTMLSelectElement>('Payment');
    expect([...payment.options].map((o) => o.textContent)).toEqual(['Any', 'Pending', 'Completed', 'Failed']);
    await userEvent.selectOptions(payment, 'failed');
    await waitFor(() => expect(lastFilters(api.callsTo('GET /api/admin/orders'))).toBe('page=1&status=confirmed&paymentStatus=failed'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), '  98765 ');
    await waitFor(() =>
      expect(lastFilters(api.callsTo('GET /api/admin/orders'))).toBe('page=1&status=confirmed&paymentStatus=failed&q=98765'),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/orders/export.csv?status=confirmed&paymentStatus=failed&q=98765',
    );
  });

  it('waits for the typing to stop before searching, and Clear search empties the box', async () => {
    const api = renderTab({ 'GET /api/admin/orders': (call) => ordersPage(call.query.get('q') ? [] : THREE) });
    await screen.findByText('3 of 1,234 orders');
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(box.getAttribute('placeholder')).toBe('Name, email, phone or order ID');
    await userEvent.type(box, 'Nobody');
    expect(await screen.findByRole('heading', { name: 'No Matching Orders' })).toBeTruthy();
    expect(screen.getByText('Try another name, email, phone number or order ID.')).toBeTruthy();
    // One request for the whole word, not one per letter.
    expect(
      api
        .callsTo('GET /api/admin/orders')
        .filter((c) => c.query.has('q'))
        .map((c) => c.query.get('q')),
    ).toEqual(['Nobody']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveProperty('value', '');
    expect(await screen.findByText('3 of 1,234 orders')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('links the GST report of the chosen month, and not of a month left blank', async () => {
    renderTab({});
    await screen.findByText('3 of 1,234 orders');
    const month = screen.getByLabelText<HTMLInputElement>('GST report month');
    expect(month.value).toMatch(/^\d{4}-\d{2}$/);
    const report = screen.getByText('GST report').closest('a')!;
    await userEvent.clear(month);
    await userEvent.type(month, '2026-10');
    expect(report.getAttribute('href')).toBe('/api/admin/reports/gst.csv?month=2026-10');
    await userEvent.clear(month);
    expect(report.getAttribute('href')).toBeNull();
    expect(report.getAttribute('aria-disabled')).toBe('true');
  });
});

describe('pages of 50', () => {
  it("shows where the page is in the whole, and Previous and Next move between pages by the server's cursor", async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => adminOrder({ id: 2000 - i }));
    const api = renderTab({
      'GET /api/admin/orders': (call) => {
        const page = Number(call.query.get('page'));
        return ordersPage(page === 1 ? fifty : fifty.slice(0, 2), { total: 52, page });
      },
    });
    const pager = await screen.findByRole('navigation', { name: 'Orders pages' });
    expect(within(pager).getByText(/Showing/).textContent).toBe('Showing 1–50 of 52 · Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(pager).getByText(/Showing/).textContent).toBe('Showing 51–52 of 52 · Page 2 of 2'));
    expect(within(pager).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(api.callsTo('GET /api/admin/orders').at(-1)!.query.get('page')).toBe('2');
    // Page 2 continues after page 1's last order by the cursor the server gave with page 1.
    expect(api.callsTo('GET /api/admin/orders').at(-1)!.query.get('cursor')).toBe('next1');
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(within(pager).getByText(/Showing/).textContent).toBe('Showing 1–50 of 52 · Page 1 of 2'));
  });

  it('has no pager when one page holds every order', async () => {
    renderTab({});
    await screen.findByText('3 of 1,234 orders');
    expect(screen.queryByRole('navigation', { name: 'Orders pages' })).toBeNull();
  });
});

describe('selection and bulk actions', () => {
  it('selects orders one by one, in the order ticked, for the labels PDF, and Clear selection drops them', async () => {
    renderTab({});
    await screen.findByText('3 of 1,234 orders');
    expect(screen.queryByText(/selected$/)).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order #1042' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download 1 label (PDF)' }).getAttribute('href')).toBe('/api/admin/orders/labels.pdf?ids=1042');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order #1044' }));
    expect(screen.getByRole('link', { name: 'Download 2 labels (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/orders/labels.pdf?ids=1042,1044',
    );
    expect(screen.getByRole('button', { name: 'Ship 2' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order #1042' }));
    expect(screen.getByRole('link', { name: 'Download 1 label (PDF)' }).getAttribute('href')).toBe('/api/admin/orders/labels.pdf?ids=1044');
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/selected$/)).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select order #1044' })).toHaveProperty('checked', false);
  });

  it('"Select all shown" ticks and unticks every order on the page', async () => {
    renderTab({});
    await screen.findByText('3 of 1,234 orders');
    const all = screen.getByRole('checkbox', { name: 'Select all shown' });
    await userEvent.click(all);
    expect(screen.getByText('3 selected')).toBeTruthy();
    expect(orderCards().every((card) => within(card).getByRole<HTMLInputElement>('checkbox').checked)).toBe(true);
    expect(screen.getByRole('link', { name: 'Download 3 labels (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/orders/labels.pdf?ids=1044,1043,1042',
    );
    await userEvent.click(all);
    expect(screen.queryByText(/selected$/)).toBeNull();
  });

  it('"Select all n matching" adds every matching id, and says when the PDF limit cut the selection', async () => {
    const ids = Array.from({ length: 200 }, (_, i) => 5000 - i);
    const api = renderTab({
      'GET /api/admin/orders': ordersPage(THREE, { total: 250 }),
      'GET /api/admin/orders/ids': { ids, total: 250 },
    });
    await screen.findByText('250 of 1,234 orders');
    await userEvent.click(within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', { name: 'Pending' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Select all 250 matching' }));
    expect(await screen.findByText('Selection Limited')).toBeTruthy();
    expect(screen.getByText('The newest 200 of 250 matching orders were selected (at most 200 labels per PDF).')).toBeTruthy();
    expect(screen.getByText('200 selected')).toBeTruthy();
    expect(api.callsTo('GET /api/admin/orders/ids')[0]!.query.toString()).toBe('status=pending');
    expect(screen.queryByText('At most 200 labels per PDF.')).toBeNull();

    // One more ticked by hand is one past what a PDF holds: the download is disabled and says why.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order #1042' }));
    expect(screen.getByText('201 selected')).toBeTruthy();
    expect(screen.getByText('At most 200 labels per PDF.')).toBeTruthy();
    const pdf = screen.getByText('Download 201 labels (PDF)').closest('a')!;
    expect(pdf.getAttribute('href')).toBeNull();
    expect(pdf.getAttribute('aria-disabled')).toBe('true');
  });

  it('says when the matching orders could not be selected', async () => {
    renderTab({ 'GET /api/admin/orders': ordersPage(THREE, { total: 90 }), 'GET /api/admin/orders/ids': json(500, { message: 'boom' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Select all 90 matching' }));
    expect(await screen.findByText('Could not select the matching orders. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/selected$/)).toBeNull();
  });

  it('ships the selected orders after a confirmation, one request each with its own key, then clears the selection', async () => {
    const api = renderTab({
      'POST /api/admin/orders/:id/shipments': (call) => ({ awb: `AWB${call.path.split('/')[4]}` }),
    });
    await screen.findByText('3 of 1,234 orders');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order #1043' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order #1044' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ship 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ship 2 orders?' });
    expect(
      within(dialog).getByText(
        'The courier is booked for each order: it gets an AWB and a label, is marked Shipped, and the customer is e-mailed. This cannot be undone here.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book courier' }));
    expect(await screen.findByText('Shipped: #1043 (AWB AWB1043), #1044 (AWB AWB1044).')).toBeTruthy();
    const posts = api.callsTo('POST /api/admin/orders/:id/shipments');
    expect(posts.map((c) => c.path)).toEqual(['/api/admin/orders/1043/shipments', '/api/admin/orders/1044/shipments']);
    const keys = posts.map((c) => c.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(2);
    await waitFor(() => expect(screen.queryByText(/selected$/)).toBeNull());
  });

  it('keeps the selection and names what failed when a courier booking fails', async () => {
    renderTab({
      'POST /api/admin/orders/:id/shipments': (call) =>
        call.path.includes('1044') ? json(400, { message: 'Order #1044 is not paid' }) : { awb: 'AWB77' },
    });
    await screen.findByText('3 of 1,234 orders');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order #1043' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order #1044' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ship 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Book courier' }));
    expect(await screen.findByText('Partly shipped')).toBeTruthy();
    expect(screen.getByText('Shipped: #1043 (AWB AWB77). Not shipped: #1044: Order #1044 is not paid')).toBeTruthy();
    expect(screen.getByText('2 selected')).toBeTruthy();
  });
});

describe('a refreshed list keeps its selection', () => {
  it('keeps ticked orders ticked after a status change elsewhere refreshes the page', async () => {
    let orders: AdminOrder[] = THREE;
    renderTab({
      'GET /api/admin/orders': () => ordersPage(orders),
      'PATCH /api/admin/orders/:id': () => {
        orders = [THREE[0]!, adminOrder({ id: 1043, customerName: 'Rohan Das', orderStatus: 'shipped' }), THREE[2]!];
        return orders[1];
      },
    });
    await screen.findByText('3 of 1,234 orders');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order #1044' }));
    await userEvent.selectOptions(screen.getByLabelText('Order status for order #1043'), 'shipped');
    await userEvent.click(within(orderCards()[1]!).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(orderCards()[1]!).getByText('Order status:', { exact: false }).parentElement!.textContent).toBe(
        'Order status: Shipped',
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Select order #1044' })).toHaveProperty('checked', true);
    expect(screen.getByText('1 selected')).toBeTruthy();
  });
});
