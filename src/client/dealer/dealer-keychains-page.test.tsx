// The dealer's order page and its draft (docs/product.md#dealer-screens "Create Keychain Order",
// docs/product.md#dealer-inputs, docs/product.md#dealer-order-payload): names typed become
// keychains, one credit each; the summary sets the credits needed against those held; drafts
// survive a reload; Create Order refuses what the server would, in the dealer's words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dealer } from '../../../tests/factories/dealers';
import { json, stubFetch, type Route } from '../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../tests/support/render-client';
import { DealerKeychainsPage } from './dealer-keychains-page';
import type { CustomerInfo, KeychainDraft } from './order-draft';

// The 3D preview needs WebGL, which jsdom has not; the order's rules do not depend on it.
vi.mock('../components/keychain-3d', () => ({ Deferred3DPreview: () => null }));

const CUSTOMER: CustomerInfo = {
  customerName: 'Anita Verma',
  customerEmail: 'anita@example.in',
  customerPhone: '9123456780',
  customerAddress: '21 Civil Lines',
  customerAddressLine2: '',
  customerCity: 'Jaipur',
  customerState: 'Rajasthan',
  customerPinCode: '302006',
  specialInstructions: '',
};

function draft(id: string, customText: string, extra: Partial<KeychainDraft> = {}): KeychainDraft {
  return { id, customText, fontFamily: 'bangers', textColor: 'yellow', ...extra };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('dealerToken', 'dealer-token-abc');
  // The 2D preview measures text on a canvas; jsdom has none, and the preview copes without.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

function renderPage(
  options: { credits?: number; customer?: CustomerInfo; keychains?: KeychainDraft[]; routes?: Record<string, Route> } = {},
) {
  if (options.customer) localStorage.setItem('dealerCustomerInfo', JSON.stringify(options.customer));
  if (options.keychains) localStorage.setItem('dealerKeychainCustomization', JSON.stringify(options.keychains));
  const api = stubFetch({
    'GET /api/dealer/profile': { dealer: dealer({ keychainCredits: options.credits ?? 25 }) },
    'GET /api/dealer/designs': [],
    'GET /api/admin/customization-options': [],
    'POST /api/designs/printability': { printable: true, minStrokeMm: 0.9, letterHeightMm: 8, thickenMm: 0, warnings: [] },
    ...options.routes,
  });
  renderWithClient(<DealerKeychainsPage />, { route: '/dealer/keychains' });
  return api;
}

/** The summary's four figures as the dealer reads them. */
async function summary(): Promise<Record<string, string>> {
  const aside = await screen.findByRole('complementary', { name: 'Order Summary' });
  return Object.fromEntries(
    [...aside.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
  );
}

const createOrder = () => userEvent.click(screen.getByRole('button', { name: 'Create Order' }));

describe('names, credits needed and credits held', () => {
  it('counts a credit for each keychain with text, against the balance', async () => {
    renderPage({ credits: 3, keychains: [draft('a', 'PRIYA'), draft('b', '')] });
    expect(await summary()).toEqual({
      'Total Keychains': '2',
      'Credits Required': '1',
      'Available Credits': '3',
      'Remaining Credits': '2',
    });
    const credits = screen.getByRole('region', { name: 'Credits' });
    expect(within(credits).getByText('3')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Keychain 2 Text'), 'ARJUN');
    expect(await summary()).toEqual({
      'Total Keychains': '2',
      'Credits Required': '2',
      'Available Credits': '3',
      'Remaining Credits': '1',
    });
  });

  it('saves every change as a draft on this device, and a reload finds it', async () => {
    renderPage({ credits: 5 });
    const text = await screen.findByLabelText('Keychain 1 Text');
    await userEvent.type(text, 'MEERA');
    await userEvent.type(screen.getByLabelText(/^Customer Name/), 'Anita Verma');
    const saved = JSON.parse(localStorage.getItem('dealerKeychainCustomization')!) as KeychainDraft[];
    expect(saved.map((k) => [k.customText, k.fontFamily, k.textColor])).toEqual([['MEERA', 'bangers', 'yellow']]);
    expect((JSON.parse(localStorage.getItem('dealerCustomerInfo')!) as CustomerInfo).customerName).toBe('Anita Verma');
  });

  it('keeps only 10 digits of a phone and 6 of a PIN code as typed', async () => {
    renderPage({});
    const phone = await screen.findByLabelText(/^Phone/);
    await userEvent.type(phone, '+91 98765-43210 99');
    expect(phone).toHaveProperty('value', '9876543210');
    const pin = screen.getByLabelText(/^PIN Code/);
    await userEvent.type(pin, '3020a069');
    expect(pin).toHaveProperty('value', '302006');
  });

  it('adds keychains only while there are credits for them, and says how to get more', async () => {
    renderPage({ credits: 2 });
    const add = await screen.findByRole('button', { name: 'Add Another Keychain' });
    expect(add).toHaveProperty('disabled', false);
    await userEvent.click(add);
    expect(screen.getByLabelText('Keychain 2 Text')).toBeTruthy();
    expect(add).toHaveProperty('disabled', true);
    expect(screen.getByText('You have 2 credits: buy more credits to add another keychain.')).toBeTruthy();
    expect(add.getAttribute('aria-describedby')).toBe('add-keychain-hint');
    // Removing one makes room again.
    await userEvent.click(screen.getByRole('button', { name: 'Remove keychain 2' }));
    expect(add).toHaveProperty('disabled', false);
    expect(screen.queryByLabelText('Keychain 2 Text')).toBeNull();
  });

  it('shows a negative remainder in red when the draft needs more credits than are held, and refuses the order', async () => {
    const api = renderPage({ credits: 1, customer: CUSTOMER, keychains: [draft('a', 'PRIYA'), draft('b', 'ARJUN')] });
    expect(await summary()).toEqual({
      'Total Keychains': '2',
      'Credits Required': '2',
      'Available Credits': '1',
      'Remaining Credits': '-1',
    });
    expect(screen.getByText('-1').className).toContain('text-red-600');
    await createOrder();
    expect(await screen.findByText('Insufficient Credits')).toBeTruthy();
    expect(screen.getByText('You need 2 credits but only have 1')).toBeTruthy();
    expect(api.callsTo('POST /api/dealer/create-order')).toHaveLength(0);
  });
});

describe('what Create Order refuses before asking the server', () => {
  it('missing customer details', async () => {
    const api = renderPage({ keychains: [draft('a', 'PRIYA')] });
    await screen.findByText('Order Summary');
    await createOrder();
    expect(await screen.findByText('Missing Customer Information')).toBeTruthy();
    expect(screen.getByText('Please fill in all required customer details')).toBeTruthy();
    expect(api.callsTo('POST /api/dealer/create-order')).toHaveLength(0);
  });

  it('no keychain with text', async () => {
    const api = renderPage({ customer: CUSTOMER });
    await screen.findByText('Order Summary');
    await createOrder();
    expect(await screen.findByText('No Valid Keychains')).toBeTruthy();
    expect(screen.getByText('Please add at least one keychain with text')).toBeTruthy();
    expect(api.callsTo('POST /api/dealer/create-order')).toHaveLength(0);
  });

  it('a name too thin to print, as the printability guard answers', async () => {
    const api = renderPage({
      customer: CUSTOMER,
      keychains: [draft('a', 'PRIYA'), draft('b', 'Iiii')],
      routes: {
        'POST /api/designs/printability': (call) => ({
          printable: (call.body as { customText: string }).customText !== 'Iiii',
          minStrokeMm: 0.3,
          letterHeightMm: 8,
          thickenMm: 0,
          warnings: [],
        }),
      },
    });
    expect(
      await screen.findByText('Keychain 2 is too thin to print: shorten its text or pick a bolder font.', { selector: '[role="status"]' }),
    ).toBeTruthy();
    await createOrder();
    expect(await screen.findByText('Too thin to print')).toBeTruthy();
    expect(api.callsTo('POST /api/dealer/create-order')).toHaveLength(0);
  });
});

describe('creating the order', () => {
  it('sends the customer and the named keychains with their colours, then clears the drafts', async () => {
    const api = renderPage({
      credits: 10,
      customer: { ...CUSTOMER, customerAddressLine2: 'Flat 2B', specialInstructions: 'Gift wrap' },
      keychains: [
        draft('a', ' PRIYA '),
        draft('b', ''),
        draft('c', 'ARJUN', { fontFamily: 'chewy', textColor: 'green', forCustomer: 'Ravi' }),
      ],
      routes: { 'POST /api/dealer/create-order': { orderId: 5001, creditsDeducted: 2, balance: 8 } },
    });
    await screen.findByText('Order Summary');
    await createOrder();
    expect(await screen.findByText('Order #5001 has been placed. 2 credits deducted.')).toBeTruthy();
    expect(screen.getByText('Order Created Successfully!')).toBeTruthy();
    const [call] = api.callsTo('POST /api/dealer/create-order');
    expect(call?.headers.get('Authorization')).toBe('Bearer dealer-token-abc');
    expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(call?.body).toEqual({
      customerName: 'Anita Verma',
      customerEmail: 'anita@example.in',
      customerPhone: '+91 9123456780',
      shippingAddress: {
        street: '21 Civil Lines',
        addressLine2: 'Flat 2B',
        city: 'Jaipur',
        state: 'Rajasthan',
        zipCode: '302006',
        country: 'India',
      },
      specialInstructions: 'Gift wrap\nKeychain 2 “ARJUN”: for Ravi',
      quantity: 2,
      keychains: [
        {
          id: 'a',
          customText: 'PRIYA',
          fontFamily: 'bangers',
          textColor: 'yellow',
          colorCombination: { fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' },
        },
        {
          id: 'c',
          customText: 'ARJUN',
          fontFamily: 'chewy',
          textColor: 'green',
          colorCombination: { fontColor: '#4ade80', backgroundColor: '#052e16', displayName: 'Green' },
        },
      ],
    });
    await waitFor(() => expect(localStorage.getItem('dealerKeychainCustomization')).toBeNull());
    expect(localStorage.getItem('dealerCustomerInfo')).toBeNull();
    expect(screen.getByLabelText(/^Customer Name/)).toHaveProperty('value', '');
    expect(screen.getByLabelText('Keychain 1 Text')).toHaveProperty('value', '');
    // The balance is read again after the order.
    await waitFor(() => expect(api.callsTo('GET /api/dealer/profile').length).toBeGreaterThan(1));
  });

  it("keeps the draft and shows the server's refusal", async () => {
    renderPage({
      customer: CUSTOMER,
      keychains: [draft('a', 'PRIYA')],
      routes: { 'POST /api/dealer/create-order': json(400, { message: 'You need 1 credits but only have 0' }) },
    });
    await screen.findByText('Order Summary');
    await createOrder();
    expect(await screen.findByText('You need 1 credits but only have 0')).toBeTruthy();
    expect(screen.getByLabelText('Keychain 1 Text')).toHaveProperty('value', 'PRIYA');
    expect(localStorage.getItem('dealerKeychainCustomization')).not.toBeNull();
  });
});

describe('Clear All', () => {
  it('asks first, then erases the customer and every keychain from this device', async () => {
    renderPage({ customer: CUSTOMER, keychains: [draft('a', 'PRIYA'), draft('b', 'ARJUN')] });
    await userEvent.click(await screen.findByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear all details?' });
    expect(within(dialog).getByText('This erases the customer details and every keychain design saved on this device.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(screen.queryByLabelText('Keychain 2 Text')).toBeNull());
    expect(screen.getByLabelText('Keychain 1 Text')).toHaveProperty('value', '');
    expect(screen.getByLabelText(/^Customer Name/)).toHaveProperty('value', '');
    expect(localStorage.getItem('dealerCustomerInfo')).toBeNull();
  });

  it('keeps everything when the dealer cancels', async () => {
    renderPage({ keychains: [draft('a', 'PRIYA')] });
    await userEvent.click(await screen.findByRole('button', { name: 'Clear All' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByLabelText('Keychain 1 Text')).toHaveProperty('value', 'PRIYA');
  });
});

it('sends a visitor without a dealer session to the login', async () => {
  localStorage.removeItem('dealerToken');
  stubFetch({});
  const view = renderWithClient(<DealerKeychainsPage />, { route: '/dealer/keychains' });
  expect(await screen.findByText('Please login to access the dealer portal')).toBeTruthy();
  expect(view.history.at(-1)).toBe('/dealer');
});
