// My Account (docs/product.md#my-account, docs/product.md#profile, docs/product.md#order-status,
// docs/product.md#admin-session): the profile, the contact card's view/edit toggle with the
// profile's messages, quick links, order history with steps, refunds and Order again, saved designs
// and Sign Out; a signed-out visitor is told and sent home.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#shared/cart';
import type { MyOrder } from '#shared/schemas/auth';
import type { DesignResponse } from '#shared/schemas/designs';
import { customer, renderClient, reply, stubApi, type ApiRoute } from '#tests/support/render-client';
import { GUEST_DESIGNS_KEY, GUEST_DESIGNS_OFFERED_KEY, takeDesignToEdit } from '../api/designs';
import { AccountPage } from './account-page';

function order(overrides: Partial<MyOrder> = {}): MyOrder {
  return {
    id: 1042,
    status: 'shipped',
    orderStatus: 'shipped',
    paymentStatus: 'completed',
    customText: 'Aarav',
    quantity: 3,
    totalPrice: '510.00',
    createdAt: '2026-11-20T04:30:00.000Z',
    keychains: [
      { customText: 'Aarav', fontFamily: 'bangers', textColor: 'yellow' },
      { customText: 'Meera', fontFamily: 'pacifico', textColor: 'green' },
      { customText: 'Kabir', fontFamily: 'chewy', textColor: 'orange' },
    ],
    invoiceNumber: 'CH/2026-27/0042',
    refunds: [],
    ...overrides,
  };
}

function design(overrides: Partial<DesignResponse> = {}): DesignResponse {
  return {
    id: 7,
    customText: 'Zoya',
    fontFamily: 'pacifico',
    textColor: 'light-pink',
    shared: false,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

function renderAccount(routes: Record<string, ApiRoute> = {}, user = customer()) {
  const api = stubApi({
    'GET /api/auth/session': { user },
    'GET /api/orders/my': [],
    'GET /api/designs': { designs: [], limit: 200 },
    'GET /api/account/whatsapp': { phone: '9876543210', optedIn: false },
    ...routes,
  });
  return { ...renderClient(<AccountPage />, { path: '/account', user }), ...api };
}

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('.rounded-2xl, [class*="rounded"]') as HTMLElement;
const storedNames = () =>
  (JSON.parse(localStorage.getItem(STORAGE_KEYS.orderData) ?? '{"keychains":[]}') as { keychains: { customText: string }[] }).keychains.map(
    (k) => k.customText,
  );

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccountPage profile', () => {
  it('greets the customer and shows the profile with the member-since date', async () => {
    renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Priya' })).toBeTruthy();
    const profile = card('Profile');
    expect(within(profile).getByText('Priya Sharma')).toBeTruthy();
    expect(within(profile).getByText('priya@example.in')).toBeTruthy();
    expect(within(profile).getByText('PS')).toBeTruthy();
    expect(within(profile).getByText('Member since 14 Mar 2026')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('My Account · Chaabi'));
  });

  it('falls back to the e-mail where there is no name', () => {
    renderAccount({}, customer({ firstName: null, lastName: null }));
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, priya@example.in' })).toBeTruthy();
    expect(within(card('Profile')).getByText('P')).toBeTruthy();
  });

  it('links the customizer, support and the customer registry', () => {
    renderAccount();
    const actions = card('Quick Actions');
    expect(within(actions).getByRole('link', { name: 'Design a Keychain' }).getAttribute('href')).toBe('/');
    expect(within(actions).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact');
    expect(within(actions).getByRole('link', { name: 'Customer Registry' }).getAttribute('href')).toBe('/customers');
  });

  it('tells a signed-out visitor to sign in and sends them home after half a second', async () => {
    stubApi();
    renderClient(<AccountPage />, { path: '/account', user: null });
    expect(await screen.findByText('Unauthorized')).toBeTruthy();
    expect(screen.getByText('Please sign in to view your account.')).toBeTruthy();
    expect(window.location.pathname).toBe('/account');
    await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 2000 });
  });

  it('signs out and goes home', async () => {
    const { user, calls } = renderAccount({ 'POST /api/auth/logout': { success: true } });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/logout')).toBe(true);
  });

  it('says so when signing out fails', async () => {
    const { user } = renderAccount({ 'POST /api/auth/logout': reply(500, { message: 'Internal Server Error' }) });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Failed to logout. Please try again.')).toBeTruthy();
    expect(window.location.pathname).toBe('/account');
  });
});

describe('AccountPage contact information', () => {
  it('shows the phone with +91 and the address', () => {
    renderAccount();
    const contact = card('Contact Information');
    expect(within(contact).getByText('+91 9876543210')).toBeTruthy();
    expect(within(contact).getByText(/4 Lake View Road/).textContent).toBe('4 Lake View RoadBengaluru, Karnataka 560001India');
  });

  it('says what is missing and why it helps', () => {
    renderAccount({}, customer({ phone: null, address: null, isProfileComplete: false }));
    const contact = card('Contact Information');
    expect(within(contact).getAllByText('Not added yet')).toHaveLength(2);
    expect(within(contact).getByText('Add your phone and address once and checkout fills them in for you.')).toBeTruthy();
  });

  it('edits the details with the profile’s messages and saves them', async () => {
    const saved = customer({ phone: '9123456780' });
    const { user, calls } = renderAccount(
      { 'PUT /api/auth/profile': saved, 'GET /api/auth/session': { user: saved } },
      customer({ phone: null, address: null }),
    );
    await user.click(within(card('Contact Information')).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Phone number must be 10 digits')).toBeTruthy();
    expect(screen.getByText('PIN code must be 6 digits')).toBeTruthy();

    await user.type(screen.getByLabelText('Phone'), '91234 56780');
    await user.type(screen.getByLabelText('Street Address'), '9 Residency Road');
    await user.type(screen.getByLabelText('City'), 'Bengaluru');
    await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
    await user.type(screen.getByLabelText('PIN Code'), '560025');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      phone: '9123456780',
      address: { street: '9 Residency Road', city: 'Bengaluru', state: 'Karnataka', stateCode: '29', zipCode: '560025', country: 'India' },
    });
    expect(within(card('Contact Information')).getByText('+91 9123456780')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('goes back to the view on Cancel without saving', async () => {
    const { user, calls } = renderAccount();
    await user.click(within(card('Contact Information')).getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText<HTMLInputElement>('Street Address').value).toBe('4 Lake View Road');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(card('Contact Information')).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('puts the server’s address issue on its field', async () => {
    const { user } = renderAccount({
      'PUT /api/auth/profile': reply(400, {
        message: 'Invalid profile',
        issues: [{ path: 'address.state', message: 'This PIN code is in Tamil Nadu, not Karnataka' }],
      }),
    });
    await user.click(within(card('Contact Information')).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const message = await screen.findByText('This PIN code is in Tamil Nadu, not Karnataka');
    expect(screen.getByLabelText('State').getAttribute('aria-describedby')).toBe(message.id);
  });

  it('says so when the profile cannot be saved', async () => {
    const { user } = renderAccount({ 'PUT /api/auth/profile': reply(500, { message: 'Internal Server Error' }) });
    await user.click(within(card('Contact Information')).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });
});

describe('AccountPage order history', () => {
  it('lists each order with its date, total, keychains, statuses, steps and invoice', async () => {
    renderAccount({ 'GET /api/orders/my': [order()] });
    const item = await screen.findByTestId('order-history-item');
    expect(within(item).getByText('Order #1042')).toBeTruthy();
    expect(within(item).getByText('20 Nov 2026')).toBeTruthy();
    expect(within(item).getByText('₹510')).toBeTruthy();
    expect(within(item).getByText('“Aarav”').parentElement?.textContent).toBe('“Aarav” + 2 more · 3 keychains');
    const payment = within(item).getByText('Payment completed');
    expect(payment.previousElementSibling?.textContent).toBe('Shipped');
    const steps = within(within(item).getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Placed (done)',
      'Paid (done)',
      'Processing (done)',
      'Shipped (done)',
      'Delivered (not yet)',
    ]);
    expect(within(item).getByRole('link', { name: 'Tax invoice CH/2026-27/0042 (PDF)' }).getAttribute('href')).toBe(
      '/api/orders/1042/invoice.pdf',
    );
  });

  it('reads an unpaid order as awaiting payment', async () => {
    renderAccount({
      'GET /api/orders/my': [order({ status: 'pending', orderStatus: 'pending', paymentStatus: 'pending', invoiceNumber: null })],
    });
    const item = await screen.findByTestId('order-history-item');
    expect(within(item).getByText('Awaiting payment')).toBeTruthy();
    expect(within(item).getByText('Payment pending')).toBeTruthy();
    expect(within(item).queryByRole('link', { name: /Tax invoice/ })).toBeNull();
  });

  it('shows refunds in the customer’s words and a partly refunded payment', async () => {
    renderAccount({
      'GET /api/orders/my': [
        order({
          refunds: [
            { id: 1, amountPaise: 17_000, status: 'processed', createdAt: '2026-11-23T10:00:00.000Z' },
            { id: 2, amountPaise: 5_000, status: 'pending', createdAt: '2026-11-24T10:00:00.000Z' },
          ],
        }),
      ],
    });
    const refunds = await screen.findByRole('list', { name: 'Refunds' });
    expect(
      within(refunds)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Refund ₹170 refunded: it reaches your account within 5-7 business days',
      'Refund ₹50 on its way (usually 5-7 business days)',
    ]);
    expect(screen.getByText('Payment partially refunded')).toBeTruthy();
  });

  it('says a cancelled order stopped', async () => {
    renderAccount({ 'GET /api/orders/my': [order({ status: 'cancelled', orderStatus: 'cancelled', paymentStatus: 'pending' })] });
    expect(await screen.findByText('This order was cancelled.')).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });

  it('invites a customer without orders to start customizing', async () => {
    renderAccount();
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Customizing' }).getAttribute('href')).toBe('/#customizer');
  });

  it('says when the orders could not be loaded', async () => {
    renderAccount({ 'GET /api/orders/my': reply(500, { message: 'Internal Server Error' }) });
    expect(await screen.findByText('Your orders could not be loaded. Please refresh the page.')).toBeTruthy();
  });

  it('puts an order’s keychains back in the cart with Order again', async () => {
    const { user } = renderAccount({ 'GET /api/orders/my': [order()] });
    const again = await screen.findByRole<HTMLButtonElement>('button', { name: 'Order again: order #1042' });
    await waitFor(() => expect(again.disabled).toBe(false));
    await user.click(again);
    expect(await screen.findByText('3 keychains added to cart')).toBeTruthy();
    expect(screen.getByText('At today’s prices.')).toBeTruthy();
    expect(storedNames()).toEqual(['Aarav', 'Meera', 'Kabir']);
  });

  it('leaves out keychains whose font is no longer sold, and names them', async () => {
    const { user } = renderAccount({
      'GET /api/orders/my': [
        order({
          keychains: [
            { customText: 'Aarav', fontFamily: 'bangers', textColor: 'yellow' },
            { customText: 'Old', fontFamily: 'comic-sans', textColor: 'yellow' },
          ],
        }),
      ],
    });
    const again = await screen.findByRole<HTMLButtonElement>('button', { name: 'Order again: order #1042' });
    await waitFor(() => expect(again.disabled).toBe(false));
    await user.click(again);
    expect(await screen.findByText('1 keychain added to cart')).toBeTruthy();
    expect(
      screen.getByText('Not added: “Old” (font comic-sans no longer sold). Pick another font or colour in the customizer.'),
    ).toBeTruthy();
    expect(storedNames()).toEqual(['Aarav']);
  });
});

describe('AccountPage my designs', () => {
  it('lists the saved designs with their font and colour, and says when there are none', async () => {
    renderAccount({ 'GET /api/designs': { designs: [design(), design({ id: 8, customText: 'Ravi', shared: true })], limit: 200 } });
    const items = await screen.findAllByTestId('design-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('“Zoya”')).toBeTruthy();
    expect(within(items[0]!).getByText('Pacifico · Light Pink')).toBeTruthy();
    expect(within(items[1]!).getByText('Pacifico · Light Pink · Shared')).toBeTruthy();
    expect(within(items[1]!).getByRole('button', { name: 'Share Ravi' }).textContent).toBe('New share link');
  });

  it('says there are no saved designs yet', async () => {
    renderAccount();
    expect(await screen.findByText('No saved designs yet. Use “Save design” on a keychain in the customizer.')).toBeTruthy();
  });

  it('adds a design to the cart', async () => {
    const { user } = renderAccount({ 'GET /api/designs': { designs: [design()], limit: 200 } });
    await user.click(await screen.findByRole('button', { name: 'Add to cart: Zoya' }));
    expect(await screen.findByText('Added to cart!')).toBeTruthy();
    expect(storedNames()).toEqual(['Zoya']);
  });

  it('opens a design in the customizer with Edit', async () => {
    const { user } = renderAccount({ 'GET /api/designs': { designs: [design()], limit: 200 } });
    await user.click(await screen.findByRole('button', { name: 'Edit Zoya' }));
    expect(window.location.pathname).toBe('/');
    expect(takeDesignToEdit()).toMatchObject({ customText: 'Zoya', fontFamily: 'pacifico', textColor: 'light-pink' });
  });

  it('copies a share link', async () => {
    const { user } = renderAccount({
      'GET /api/designs': { designs: [design()], limit: 200 },
      'POST /api/designs/7/share': { token: 'tok123', url: '/d/tok123' },
    });
    await user.click(await screen.findByRole('button', { name: 'Share Zoya' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(screen.getByText('http://localhost:3000/d/tok123')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/d/tok123');
  });

  it('deletes a design after confirmation', async () => {
    let deleted = false;
    const { user, calls } = renderAccount({
      'GET /api/designs': () => ({ designs: deleted ? [] : [design()], limit: 200 }),
      'DELETE /api/designs/7': () => {
        deleted = true;
        return reply(204);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Zoya' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this design?' });
    expect(within(dialog).getByText('“Zoya” will be removed, and its share link will stop working.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete design' }));
    expect(await screen.findByText('Design deleted')).toBeTruthy();
    expect(await screen.findByText('No saved designs yet. Use “Save design” on a keychain in the customizer.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/designs/7')).toBe(true);
  });

  it('offers once to move the designs saved on this device into the account', async () => {
    localStorage.setItem(
      GUEST_DESIGNS_KEY,
      JSON.stringify({
        version: 1,
        designs: [
          { customText: 'Newer', fontFamily: 'bangers', textColor: 'yellow' },
          { customText: 'Older', fontFamily: 'chewy', textColor: 'green' },
        ],
      }),
    );
    const { user, calls } = renderAccount({ 'POST /api/designs': (call: { body: unknown }) => ({ id: 9, ...(call.body as object) }) });
    const offer = screen.getByRole('region', { name: 'Designs on this device' });
    expect(within(offer).getByText('You saved 2 designs on this device before signing in. Keep them in your account?')).toBeTruthy();
    await user.click(within(offer).getByRole('button', { name: 'Keep in my account' }));
    expect(await screen.findByText('Designs moved')).toBeTruthy();
    expect(screen.getByText('2 designs are now in your account.')).toBeTruthy();
    const posted = calls
      .filter((c) => c.method === 'POST' && c.url === '/api/designs')
      .map((c) => (c.body as { customText: string }).customText);
    expect(posted).toEqual(['Older', 'Newer']);
    expect(localStorage.getItem(GUEST_DESIGNS_KEY)).toBeNull();
    expect(localStorage.getItem(GUEST_DESIGNS_OFFERED_KEY)).toBe('1');
    expect(screen.queryByRole('region', { name: 'Designs on this device' })).toBeNull();
  });

  it('does not offer again after Not now', async () => {
    localStorage.setItem(
      GUEST_DESIGNS_KEY,
      JSON.stringify({ version: 1, designs: [{ customText: 'Solo', fontFamily: 'bangers', textColor: 'yellow' }] }),
    );
    const { user } = renderAccount();
    const offer = screen.getByRole('region', { name: 'Designs on this device' });
    expect(within(offer).getByText('You saved 1 design on this device before signing in. Keep it in your account?')).toBeTruthy();
    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Designs on this device' })).toBeNull();
    expect(localStorage.getItem(GUEST_DESIGNS_OFFERED_KEY)).toBe('1');
    expect(localStorage.getItem(GUEST_DESIGNS_KEY)).not.toBeNull();
  });
});
