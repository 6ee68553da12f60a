// The admin's Dealers tab (docs/product.md#admin-dealers, docs/product.md#dealer-inputs,
// docs/product.md#dealer-pins): a card per dealer, the credits dialog with its whole-number rule
// and the confirmation above 1,000 credits, the PIN reset with its one-time setup code, and unlock.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Dealer } from '#shared/schemas/dealer';
import { dealer } from '../../../tests/factories/dealers';
import { json, stubFetch, type Route } from '../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../tests/support/render-client';
import { DealersTab } from './dealers-tab';

const SHARMA = dealer();
const GUPTA = dealer({
  id: 4,
  businessName: 'Gupta Gifts',
  ownerName: 'Neha Gupta',
  phoneNumber: '9988776655',
  isActive: false,
  hasPin: false,
  setupCodeExpiresAt: '2099-01-01T00:00:00.000Z',
  keychainCredits: 0,
  totalOrders: 0,
  totalPurchases: '0.00',
  lastLoginAt: null,
  businessAddress: { street: '9 Park Street', city: 'Kolkata', state: 'West Bengal', zipCode: '700016', country: 'India' },
});

function renderTab(dealers: Dealer[], routes: Record<string, Route> = {}) {
  const api = stubFetch({ 'GET /api/admin/dealers': { data: dealers, total: dealers.length, nextCursor: null }, ...routes });
  renderWithClient(<DealersTab />);
  return api;
}

const card = (name: string) => screen.findByRole('article', { name });

describe('the dealer cards', () => {
  it('shows each dealer with status, phone, city, credits, orders and purchases in rupees', async () => {
    renderTab([SHARMA, GUPTA]);
    expect(screen.getByRole('heading', { name: 'Dealer Management' })).toBeTruthy();
    const sharma = await card('Sharma Traders');
    expect(within(sharma).getByText('Active')).toBeTruthy();
    expect(within(sharma).getByText('+91 9812345678')).toBeTruthy();
    expect(within(sharma).getByText('Jaipur, Rajasthan')).toBeTruthy();
    expect(within(sharma).getByText('25')).toBeTruthy();
    expect(within(sharma).getByText('31')).toBeTruthy();
    expect(within(sharma).getByText('₹13,000')).toBeTruthy();
    const gupta = await card('Gupta Gifts');
    expect(within(gupta).getByText('Inactive')).toBeTruthy();
    expect(within(gupta).getByText('Awaiting first login')).toBeTruthy();
    expect(within(gupta).getByText('Last login: never')).toBeTruthy();
    expect(within(gupta).getByText('₹0')).toBeTruthy();
  });

  it('says how to start when there are no dealers', async () => {
    renderTab([]);
    expect(await screen.findByText('No dealers yet - Get started by adding your first wholesale dealer.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add New Dealer' })).toBeTruthy();
  });

  it('says when the dealers cannot be loaded', async () => {
    renderTab([], { 'GET /api/admin/dealers': json(500, { message: 'Internal Server Error' }) });
    expect(await screen.findByText('Failed to Load Dealers')).toBeTruthy();
  });

  it('shows a disabled PIN and unlocks it', async () => {
    const locked = dealer({ pinDisabled: true });
    const api = renderTab([locked], { 'POST /api/admin/dealers/:id/unlock': dealer() });
    const sharma = await card('Sharma Traders');
    expect(within(sharma).getByText('PIN disabled')).toBeTruthy();
    await userEvent.click(within(sharma).getByRole('button', { name: 'Unlock Sharma Traders' }));
    expect(await screen.findByText('Sharma Traders can log in with their PIN again.')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/dealers/:id/unlock').map((c) => c.path)).toEqual(['/api/admin/dealers/3/unlock']);
  });
});

describe('the credits dialog', () => {
  async function openCredits() {
    await userEvent.click(await screen.findByRole('button', { name: 'Credits for Sharma Traders' }));
    return screen.findByRole('dialog', { name: 'Add Credits' });
  }

  it('adds a whole number of credits with a reason and says the new balance', async () => {
    const api = renderTab([SHARMA], {
      'POST /api/admin/dealers/add-credits': { success: true, dealer: dealer({ keychainCredits: 75 }), transaction: {} },
    });
    const dialog = await openCredits();
    expect(within(dialog).getByText('A whole number from 1 to 10,000.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Credits'), '50');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Cash payment received');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Credits' }));
    expect(await screen.findByText('50 credits for Sharma Traders. New balance: 75.')).toBeTruthy();
    expect(screen.getByText('Credits Added')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/dealers/add-credits')[0]?.body).toEqual({
      dealerId: 3,
      credits: 50,
      reason: 'Cash payment received',
    });
  });

  it('refuses a fraction, zero or more than 10,000, and a missing reason', async () => {
    const api = renderTab([SHARMA]);
    const dialog = await openCredits();
    const credits = within(dialog).getByLabelText('Credits');
    for (const typed of ['2.5', '0', '10001']) {
      await userEvent.clear(credits);
      await userEvent.type(credits, typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add Credits' }));
      expect(await within(dialog).findByText('Credits must be a whole number from 1 to 10,000')).toBeTruthy();
    }
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('removes credits with the Remove switch, in the words of a removal', async () => {
    const api = renderTab([SHARMA], {
      'POST /api/admin/dealers/remove-credits': { success: true, dealer: dealer({ keychainCredits: 20 }), transaction: {} },
    });
    const dialog = await openCredits();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).getByRole('button', { name: 'Remove' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByText('A whole number from 1 to 10,000; the balance never goes below 0.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Credits'), '5');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Added by mistake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Credits' }));
    expect(await screen.findByText('5 credits from Sharma Traders. New balance: 20.')).toBeTruthy();
    expect(screen.getByText('Credits Removed')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/dealers/remove-credits')).toHaveLength(1);
  });

  it('asks before adding more than 1,000 credits, and sends nothing if the admin goes back', async () => {
    const api = renderTab([SHARMA], {
      'POST /api/admin/dealers/add-credits': { success: true, dealer: dealer({ keychainCredits: 1525 }), transaction: {} },
    });
    const dialog = await openCredits();
    await userEvent.type(within(dialog).getByLabelText('Credits'), '1500');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Bulk deal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Credits' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Add 1,500 credits?' });
    expect(
      within(confirm).getByText('This is more than 1,000 credits for Sharma Traders. Please check the number before you go on.'),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/admin/dealers/add-credits')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, add 1,500' }));
    expect(await screen.findByText('1500 credits for Sharma Traders. New balance: 1525.')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/dealers/add-credits')).toHaveLength(1);
  });

  it("shows the server's refusal", async () => {
    renderTab([SHARMA], {
      'POST /api/admin/dealers/remove-credits': json(400, { message: 'Sharma Traders has only 25 credits' }),
    });
    const dialog = await openCredits();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await userEvent.type(within(dialog).getByLabelText('Credits'), '30');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Refund');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Credits' }));
    expect(await screen.findByText(/Sharma Traders has only 25 credits/)).toBeTruthy();
  });
});

describe('resetting a PIN', () => {
  it('says what a reset does, then shows the one-time setup code to share', async () => {
    const api = renderTab([SHARMA], {
      'POST /api/admin/dealers/reset-pin': { success: true, setupCode: '7K3QXM9P2D', setupCodeExpiresAt: '2026-11-30T05:00:00.000Z' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reset PIN for Sharma Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset PIN' });
    expect(
      within(dialog).getByText(
        'Reset the PIN of Sharma Traders? Their current PIN stops working, they are signed out on every device and a disabled PIN is unlocked. You get a one-time setup code for them to choose a new PIN.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset PIN' }));
    const issued = await screen.findByRole('dialog', { name: 'PIN Reset' });
    expect(within(issued).getByRole('status', { name: 'Setup code' }).textContent).toBe('7K3QX-M9P2D');
    expect(within(issued).getByText("Sharma Traders's old PIN no longer works. Give them this code to choose a new PIN.")).toBeTruthy();
    expect(within(issued).getByText(/It is shown only now: share it before closing\./)).toBeTruthy();
    expect(api.callsTo('POST /api/admin/dealers/reset-pin')[0]?.body).toEqual({ dealerId: 3 });
    await userEvent.click(within(issued).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resets nothing when cancelled', async () => {
    const api = renderTab([SHARMA]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset PIN for Sharma Traders' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/admin/dealers/reset-pin')).toHaveLength(0);
  });
});

describe('the dealer list pages and searches on the server', () => {
  it('shows "n of m" and loads the next page after the last dealer shown', async () => {
    const api = stubFetch({
      'GET /api/admin/dealers': (call) =>
        call.query.get('cursor') === 'page-2'
          ? json(200, { data: [GUPTA], total: 2, nextCursor: null })
          : json(200, { data: [SHARMA], total: 2, nextCursor: 'page-2' }),
    });
    renderWithClient(<DealersTab />);
    await card('Sharma Traders');
    expect(screen.getByText('Showing 1 of 2 dealers')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Gupta Gifts' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await card('Gupta Gifts');
    expect(screen.getByRole('article', { name: 'Sharma Traders' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 dealers')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.callsTo('GET /api/admin/dealers').map((c) => c.query.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('sends the search to the server, shows what it found, and Clear search shows every dealer again', async () => {
    const api = stubFetch({
      'GET /api/admin/dealers': (call) =>
        call.query.get('q') === 'kolkata'
          ? json(200, { data: [GUPTA], total: 1, nextCursor: null })
          : call.query.get('q')
            ? json(200, { data: [], total: 0, nextCursor: null })
            : json(200, { data: [SHARMA, GUPTA], total: 2, nextCursor: null }),
    });
    renderWithClient(<DealersTab />);
    await card('Sharma Traders');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search dealers'), 'kolkata');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sharma Traders' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Gupta Gifts' })).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1 dealers')).toBeTruthy();
    expect(api.callsTo('GET /api/admin/dealers').at(-1)?.query.get('q')).toBe('kolkata');
    await user.type(screen.getByLabelText('Search dealers'), 'x');
    expect(await screen.findByText('No dealers match “kolkatax”.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByLabelText('Search dealers')).toHaveProperty('value', '');
    expect(await card('Sharma Traders')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
