// The Dashboard tab (docs/product.md#dashboard): asks the API for the chosen India days, shows
// each figure in Indian rupees with what it counts, the chart's table and its CSV, the top lists,
// and an error the owner can read.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardResponse, DashboardTotals } from '#shared/schemas/admin-dashboard';
import { renderWithClient, reply, stubApi } from '../../../../tests/support/render-client';
import DashboardTab from './dashboard-tab';

// uPlot draws on a canvas jsdom does not have; the chart is a picture over the table tested here.
vi.mock('./sales-chart', () => ({ default: () => <div data-testid="sales-chart" /> }));

const NOW = () => new Date('2026-11-27T06:00:00Z');

const totals = (overrides: Partial<DashboardTotals> = {}): DashboardTotals => ({
  salesPaise: 12_345_600,
  orders: 420,
  keychains: 1_310,
  averageOrderPaise: 29_394,
  refundsPaise: 50_000,
  paidPaise: 12_395_600,
  refunds: 2,
  newCustomers: 300,
  returningCustomers: 120,
  paymentMix: [
    { method: 'online', paidPaise: 9_895_600, orders: 330 },
    { method: 'cod', paidPaise: 2_500_000, orders: 90 },
  ],
  ...overrides,
});

function answer(from: string, to: string): DashboardResponse {
  return {
    from,
    to,
    previousFrom: '2026-11-14',
    previousTo: '2026-11-20',
    salesByDay: [
      { date: '2026-11-26', salesPaise: 1_000_000, orders: 40, keychains: 90 },
      { date: '2026-11-27', salesPaise: 2_050_050, orders: 70, keychains: 150 },
    ],
    totals: totals(),
    previous: totals({ salesPaise: 11_000_000, orders: 420 }),
    gst: { cgstPaise: 90_000, sgstPaise: 90_000, igstPaise: 1_234_500, taxablePaise: 10_000_000, invoices: 415, creditNotes: 2 },
    dealers: { creditsSold: 1_500, creditsSoldPaise: 19_500_000, creditsUsed: 900, creditsAdjusted: -5, creditsOutstanding: 2_345 },
    printRoom: {
      platesPrinted: 60,
      keychainsFailed: 12,
      keychainsReprinted: 11,
      ordersToPrint: 8,
      ordersToShip: 5,
      oldestWaitingAt: '2026-11-25T04:00:00.000Z',
    },
    top: {
      fonts: [
        { name: 'Bangers', keychains: 700 },
        { name: 'Baloo 2', keychains: 200 },
      ],
      colours: [{ name: 'Yellow', keychains: 800 }],
      scripts: [
        { name: 'Latin', keychains: 1_000 },
        { name: 'Devanagari', keychains: 310 },
      ],
    },
  };
}

function renderTab() {
  const api = stubApi({
    'GET /api/admin/dashboard': (call) => {
      const url = new URL(call.url, 'http://localhost');
      return answer(url.searchParams.get('from')!, url.searchParams.get('to')!);
    },
  });
  renderWithClient(<DashboardTab now={NOW} />);
  return api;
}

describe('the Dashboard tab', () => {
  it('asks for the last 7 India days first and shows the figures in Indian rupees', async () => {
    const api = renderTab();
    expect(await screen.findByText('₹1,23,456')).toBeTruthy();
    expect(api.calls.some((c) => c.url.includes('from=2026-11-21&to=2026-11-27'))).toBe(true);
    const sales = screen.getByText('Sales', { selector: 'dt' }).closest('div')!;
    expect(within(sales).getByText('+12 % on the period before')).toBeTruthy();
    expect(within(sales).getByText(/less refunds paid out/)).toBeTruthy();
    expect(screen.getByText('1,310')).toBeTruthy();
    expect(screen.getByText('2,345')).toBeTruthy();
    expect(screen.getByText(/a liability/)).toBeTruthy();
  });

  it('puts the chart on a table with the same figures and a CSV of them', async () => {
    renderTab();
    const panel = await screen.findByRole('region', { name: 'Sales and orders by day' });
    expect(within(panel).getByTestId('sales-chart')).toBeTruthy();
    const table = within(panel).getByRole('table', { name: 'Sales by day' });
    expect(within(table).getByRole('rowheader', { name: '2026-11-27' })).toBeTruthy();
    expect(within(table).getByText('₹20,500.50')).toBeTruthy();
    const csv = within(panel).getByRole('link', { name: 'Sales by day as CSV' });
    expect(csv.getAttribute('download')).toBe('sales-2026-11-21-2026-11-27.csv');
    expect(decodeURIComponent(csv.getAttribute('href')!)).toContain('2026-11-27,20500.50,70,150');
  });

  it('shows GST output tax, the payment mix and the top lists', async () => {
    renderTab();
    const gst = await screen.findByRole('region', { name: 'GST output tax' });
    expect(within(gst).getByText('₹12,345')).toBeTruthy();
    expect(within(gst).getByText(/415 invoices less 2 credit notes/)).toBeTruthy();
    const mix = screen.getByRole('region', { name: 'Payment mix' });
    expect(within(mix).getByRole('rowheader', { name: 'Online' })).toBeTruthy();
    const cod = within(mix).getByRole('rowheader', { name: 'Cash on delivery' }).closest('tr')!;
    expect(within(cod).getByText('₹25,000')).toBeTruthy();
    expect(within(cod).getByText('90')).toBeTruthy();
    const mixCsv = decodeURIComponent(within(mix).getByRole('link', { name: 'Payment mix as CSV' }).getAttribute('href')!);
    expect(mixCsv).toContain('Online,98956.00,330');
    expect(mixCsv).toContain('Cash on delivery,25000.00,90');
    const scripts = screen.getByRole('region', { name: 'Scripts' });
    expect(within(scripts).getByRole('rowheader', { name: 'Devanagari' })).toBeTruthy();
    expect(decodeURIComponent(within(scripts).getByRole('link', { name: 'Scripts as CSV' }).getAttribute('href')!)).toContain(
      'Devanagari,310',
    );
  });

  it('asks again for the range the owner picks, this financial year or custom days', async () => {
    const api = renderTab();
    await screen.findByText('₹1,23,456');
    screen.getByRole('button', { name: 'This financial year' }).click();
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('from=2026-04-01&to=2026-11-27'))).toBe(true));
    screen.getByRole('button', { name: 'Custom' }).click();
    expect(await screen.findByLabelText('From')).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('from=2026-10-29&to=2026-11-27'))).toBe(true));
  });

  it('says so when the figures cannot be loaded', async () => {
    stubApi({ 'GET /api/admin/dashboard': reply(503, { message: 'The database is busy' }) });
    renderWithClient(<DashboardTab now={NOW} />);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('Try again');
  });
});
