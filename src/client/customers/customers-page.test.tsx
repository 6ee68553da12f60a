// The Customer Registry (docs/product.md#customer-registry): the admin's directory is searched and
// paged on the server, "Load more" continuing after the last customer shown
// (docs/decisions/181-admin-lists-page-with-a-cursor.md).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomerRegistryEntry, CustomerRegistryResponse } from '#shared/schemas/auth';
import { renderClient, reply, stubApi, type ApiCall } from '#tests/support/render-client';
import { CustomersPage } from './customers-page';

function entry(id: string, firstName: string): CustomerRegistryEntry {
  return {
    id,
    firstName,
    lastName: 'Iyer',
    email: `${firstName.toLowerCase()}@example.in`,
    phone: '9876543210',
    profileImageUrl: null,
    createdAt: '2026-11-20T04:30:00.000Z',
    lifetimeValue: '398.00',
    averageOrderValue: '199.00',
    lastOrderAt: null,
    orderStats: { totalOrders: 2, totalSpent: '398.00', customerStatus: 'active' },
  };
}

const TOTALS = { customers: 3, activeCustomers: 3, totalOrders: 6, totalRevenue: '1194.00' };
function page(customers: CustomerRegistryEntry[], total: number, nextCursor: string | null): CustomerRegistryResponse {
  return { totals: TOTALS, customers, total, nextCursor };
}

const registryCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/customer-registry');

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('admin_logged_in', 'true');
});

describe('the customer registry', () => {
  it('shows "n of m" and loads the next page after the last customer shown', async () => {
    const api = stubApi({
      'GET /api/auth/session': { user: null },
      'GET /api/customer-registry': (call) =>
        reply(
          200,
          call.query.get('cursor') === 'next'
            ? page([entry('u2', 'Kavya'), entry('u1', 'Arjun')], 3, null)
            : page([entry('u3', 'Meera')], 3, 'next'),
        ),
    });
    renderClient(<CustomersPage />, { path: '/customers' });
    expect(await screen.findByText('Meera Iyer')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 3 customers')).toBeTruthy();
    expect(screen.queryByText('Kavya Iyer')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Kavya Iyer')).toBeTruthy();
    expect(screen.getByText('Arjun Iyer')).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 customers')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(registryCalls(api.calls).map((c) => c.query.get('cursor'))).toEqual([null, 'next']);
  });

  it('sends the search to the server and shows what it found, keeping the box; Clear search shows everyone again', async () => {
    const api = stubApi({
      'GET /api/auth/session': { user: null },
      'GET /api/customer-registry': (call) => {
        const q = call.query.get('q');
        if (q === 'kavya') return reply(200, page([entry('u2', 'Kavya')], 1, null));
        if (q) return reply(200, page([], 0, null));
        return reply(200, page([entry('u3', 'Meera'), entry('u2', 'Kavya')], 3, 'next'));
      },
    });
    renderClient(<CustomersPage />, { path: '/customers' });
    expect(await screen.findByText('Meera Iyer')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search customers'), 'kavya');
    await waitFor(() => expect(screen.queryByText('Meera Iyer')).toBeNull());
    expect(screen.getByText('Kavya Iyer')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1 customers')).toBeTruthy();
    // The stat cards stay the totals over every customer.
    expect(screen.getByText('1,194', { exact: false })).toBeTruthy();
    expect(registryCalls(api.calls).at(-1)?.query.get('q')).toBe('kavya');
    await user.type(screen.getByLabelText('Search customers'), 'z');
    expect(await screen.findByText('No customers match “kavyaz”.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByLabelText('Search customers')).toHaveProperty('value', '');
    expect(await screen.findByText('Meera Iyer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
