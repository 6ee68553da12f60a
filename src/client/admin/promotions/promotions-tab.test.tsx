// The admin's Promotions tab (docs/product.md#promotions, docs/product.md#promotion-reports): each
// code with its uses and results, a new code sent in paise, the server's refusal shown, and
// pause / end sent as actions.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PromotionView } from '#shared/schemas/promotion';
import { json, stubFetch, type Route } from '#tests/support/fetch-stub';
import { renderWithClient } from '#tests/support/render-client';
import { PromotionsTab } from './promotions-tab';
import { StaffPermissionsProvider } from '../staff-context';
import { ROLE_PERMISSIONS } from '#shared/staff-roles';

const DIWALI: PromotionView = {
  id: 1,
  code: 'DIWALI10',
  type: 'percentage',
  value: 10,
  minOrderPaise: 50_000,
  maxDiscountPaise: 10_000,
  startsAt: null,
  endsAt: null,
  usageLimit: 5,
  perCustomerLimit: 1,
  firstOrderOnly: false,
  appliesTo: 'shop',
  status: 'active',
  createdAt: '2026-11-27T10:00:00.000Z',
  usesHeld: 3,
  paidOrders: 2,
  releasedOrders: 1,
  revenuePaise: 91_800,
  discountGivenPaise: 10_200,
  averageOrderPaise: 45_900,
};

function renderTab(routes: Record<string, Route> = {}) {
  const api = stubFetch({
    'GET /api/admin/promotions': { promotions: [DIWALI] },
    'GET /api/admin/settings/prepaid-discount': { type: null, value: 0 },
    ...routes,
  });
  renderWithClient(<PromotionsTab />);
  return api;
}

describe('the Promotions tab', () => {
  it('shows each code with its rule, uses, paid and abandoned orders, revenue, discount and average order', async () => {
    renderTab();
    const card = await screen.findByTestId('promotion-DIWALI10');
    expect(card.textContent).toContain('10 % off, up to ₹100 on ₹500 or more');
    expect(card.textContent).toContain('3 of 5');
    expect(card.textContent).toContain('2 / 1');
    expect(card.textContent).toContain('₹918');
    expect(card.textContent).toContain('₹102');
    expect(card.textContent).toContain('₹459');
  });

  it('creates a fixed code with rupees sent as paise', async () => {
    const api = renderTab({ 'POST /api/admin/promotions': json(201, { ...DIWALI, id: 2, code: 'FLAT50' }) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'flat50');
    await user.selectOptions(screen.getByLabelText('Type'), 'fixed');
    await user.type(screen.getByLabelText('Rupees off'), '50');
    await user.type(screen.getByLabelText('Minimum order (₹)'), '399.50');
    await user.type(screen.getByLabelText('Uses in all'), '100');
    await user.click(screen.getByLabelText('First order only'));
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      code: 'flat50',
      type: 'fixed',
      value: 5_000,
      minOrderPaise: 39_950,
      usageLimit: 100,
      firstOrderOnly: true,
    });
  });

  it("shows the server's refusal", async () => {
    renderTab({ 'POST /api/admin/promotions': json(409, { message: 'A promotion with this code already exists' }) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'DIWALI10');
    await user.type(screen.getByLabelText('Percent off'), '10');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A promotion with this code already exists');
  });

  it('pauses and ends a code', async () => {
    const api = renderTab({ 'PATCH /api/admin/promotions/1': { ...DIWALI, status: 'paused' } });
    const user = userEvent.setup();
    const card = await screen.findByTestId('promotion-DIWALI10');
    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    await user.click(within(card).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ action: 'pause' }, { action: 'end' }]);
  });
});

describe('the prepaid discount panel', () => {
  it('says it is off, then saves ₹25 in paise and says what now applies', async () => {
    const api = renderTab({ 'PUT /api/admin/settings/prepaid-discount': (call) => json(200, call.body) });
    const user = userEvent.setup();
    expect((await screen.findByTestId('prepaid-now')).textContent).toBe('Off');
    await user.click(screen.getByRole('radio', { name: 'Fixed (₹)' }));
    await user.type(screen.getByLabelText('Rupees off online orders'), '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('prepaid-now').textContent).toBe('₹25 off every order paid online'));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ type: 'fixed', value: 2_500 });
    expect(await screen.findByText('Prepaid discount saved')).toBeTruthy();
  });

  it('refuses a percent over 100 without calling the server, and turns it off with type null', async () => {
    const api = renderTab({
      'GET /api/admin/settings/prepaid-discount': { type: 'percentage', value: 5 },
      'PUT /api/admin/settings/prepaid-discount': (call) => json(200, call.body),
    });
    const user = userEvent.setup();
    expect((await screen.findByTestId('prepaid-now')).textContent).toBe('5 % off every order paid online');
    const percent = screen.getByLabelText('Percent off online orders');
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A percentage is a whole number from 1 to 100');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ type: null, value: 0 }));
    expect(await screen.findByText('Prepaid discount turned off')).toBeTruthy();
  });

  it('shows the accountant the setting and the codes without any control to change them', async () => {
    stubFetch({
      'GET /api/admin/promotions': { promotions: [DIWALI] },
      'GET /api/admin/settings/prepaid-discount': { type: 'fixed', value: 2_500 },
    });
    renderWithClient(
      <StaffPermissionsProvider permissions={[...ROLE_PERMISSIONS.accountant]}>
        <PromotionsTab />
      </StaffPermissionsProvider>,
    );
    expect((await screen.findByTestId('prepaid-now')).textContent).toBe('₹25 off every order paid online');
    await screen.findByTestId('promotion-DIWALI10');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });
});

describe('start and end days', () => {
  it('sends a start and an end day as the whole days in India', async () => {
    const api = renderTab({ 'POST /api/admin/promotions': json(201, { ...DIWALI, id: 3, code: 'DIWALI5' }) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'DIWALI5');
    await user.type(screen.getByLabelText('Percent off'), '5');
    await user.type(screen.getByLabelText('Starts on (optional)'), '2026-11-01');
    await user.type(screen.getByLabelText('Ends on (optional)'), '2026-11-05');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      startsAt: '2026-11-01T00:00:00+05:30',
      endsAt: '2026-11-05T23:59:59+05:30',
    });
    expect(await screen.findByText('Code DIWALI5 created')).toBeTruthy();
  });
});
