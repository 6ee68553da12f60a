// The checkout's contact and shipping form (docs/product.md#checkout-order,
// docs/product.md#checkout-flow, docs/decisions/054): the spec's messages, digits-only phone and
// PIN, the PIN lookup and the delivery promise, the pay button through every phase, a saved
// unpaid order, and the closed checkout.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderClient, reply, shopInfo, stubApi } from '#tests/support/render-client';
import { CheckoutFormCard, type CheckoutFormCardProps } from './checkout-form';
import { emptyCheckoutForm } from './order-request';
import { fillCheckoutForm } from '#tests/support/checkout-form';

function renderForm(props: Partial<CheckoutFormCardProps> = {}) {
  const handlers = { onPlaceOrder: vi.fn(), onRetryPayment: vi.fn(), onChangeDetails: vi.fn() };
  const result = renderClient(
    <CheckoutFormCard initialValues={emptyCheckoutForm()} amountLabel="₹510" phase="idle" pendingOrderId={null} {...handlers} {...props} />,
    { path: '/checkout' },
  );
  return { ...result, ...handlers };
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(label);
}

/** The error under a field, read through its aria-describedby. */
function errorOf(label: string): string | null {
  const id = field(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Place Order & Pay/ });

beforeEach(() => {
  stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CheckoutFormCard fields', () => {
  it('asks for contact and shipping details, with India fixed as the country', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Contact Information' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shipping Address' })).toBeTruthy();
    for (const label of ['Email', 'Full Name', 'Phone', 'Address Line 1', 'City', 'State', 'PIN Code']) expect(field(label)).toBeTruthy();
    expect(screen.getByText('(optional)')).toBeTruthy();
    expect(field('Country').value).toBe('India');
    expect(field('Country').readOnly).toBe(true);
    expect(payButton().textContent).toBe('Place Order & Pay ₹510');
  });

  it('links the Terms and the Refund policy it asks the shopper to agree to', () => {
    renderForm();
    const agreement = screen.getByTestId('checkout-agreement');
    expect(within(agreement).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(within(agreement).getByRole('link', { name: 'Refund policy' }).getAttribute('href')).toBe('/refund-policy');
  });

  it('shows every required-field message in the spec’s words and places nothing', async () => {
    const { user, onPlaceOrder } = renderForm();
    await user.click(payButton());
    await waitFor(() => expect(errorOf('Email')).toBe('Email is required'));
    expect(errorOf('Full Name')).toBe('Customer name is required');
    expect(errorOf('Phone')).toBe('Please enter a valid 10-digit phone number');
    expect(errorOf('Address Line 1')).toBe('Address line 1 is required');
    expect(errorOf('City')).toBe('City is required');
    expect(errorOf('State')).toBe('State is required');
    expect(errorOf('PIN Code')).toBe('PIN code is required');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onPlaceOrder).not.toHaveBeenCalled();
  });

  it('checks the e-mail when the shopper leaves the field', async () => {
    const { user } = renderForm();
    await user.type(field('Email'), 'priya@');
    await user.tab();
    await waitFor(() => expect(errorOf('Email')).toBe('Please enter a valid email address'));
    await user.type(field('Email'), 'example.in');
    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBeNull());
  });

  it('keeps the phone’s 10 digits however it is typed', async () => {
    const { user } = renderForm();
    await user.type(field('Phone'), '+91 98765-43210');
    expect(field('Phone').value).toBe('9876543210');
  });

  it('keeps digits only in the PIN code, six at most, and refuses a short one', async () => {
    const { user } = renderForm();
    await user.type(field('PIN Code'), '56a00');
    expect(field('PIN Code').value).toBe('5600');
    await user.tab();
    await waitFor(() => expect(errorOf('PIN Code')).toBe('Please enter a valid 6-digit PIN code'));
    await user.type(field('PIN Code'), '0123');
    expect(field('PIN Code').value).toBe('560001');
  });

  it('hands the filled form on with the state’s GST code and the country', async () => {
    const { user, onPlaceOrder } = renderForm();
    await fillCheckoutForm(user);
    await user.click(payButton());
    await waitFor(() => expect(onPlaceOrder).toHaveBeenCalledTimes(1));
    expect(onPlaceOrder.mock.calls[0]?.[0]).toMatchObject({
      customerEmail: 'priya@example.in',
      customerName: 'Priya Sharma',
      shippingAddress: {
        street: '4 Lake View Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        stateCode: '29',
        zipCode: '560001',
        country: 'India',
      },
    });
  });

  it('offers WhatsApp updates unticked, and hands the choice on when ticked', async () => {
    const { user, onPlaceOrder } = renderForm();
    const box = screen.getByRole('checkbox', { name: 'Send order updates on WhatsApp to this number' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await fillCheckoutForm(user);
    await user.click(box);
    await user.click(payButton());
    await waitFor(() => expect(onPlaceOrder).toHaveBeenCalledTimes(1));
    expect(onPlaceOrder.mock.calls[0]?.[0]).toMatchObject({ whatsappOptIn: true });
  });

  it("offers the updates' language only once ticked, English first, and hands on Hindi when chosen", async () => {
    const { user, onPlaceOrder } = renderForm();
    const box = screen.getByRole('checkbox', { name: 'Send order updates on WhatsApp to this number' });
    expect(screen.queryByRole('group', { name: 'Updates in:' })).toBeNull();
    await fillCheckoutForm(user);
    await user.click(box);
    const choice = screen.getByRole('group', { name: 'Updates in:' });
    const english = within(choice).getByRole<HTMLInputElement>('radio', { name: 'English' });
    const hindi = within(choice).getByRole<HTMLInputElement>('radio', { name: 'हिन्दी (Hindi)' });
    expect(english.checked).toBe(true);
    // Native radio buttons: the arrow keys move between them (the e2e spec presses them in a browser).
    await user.click(hindi);
    expect(hindi.checked).toBe(true);
    expect(english.checked).toBe(false);
    await user.click(payButton());
    await waitFor(() => expect(onPlaceOrder).toHaveBeenCalledTimes(1));
    expect(onPlaceOrder.mock.calls[0]?.[0]).toMatchObject({ whatsappOptIn: true, language: 'hi' });
    await user.click(box);
    expect(screen.queryByRole('group', { name: 'Updates in:' })).toBeNull();
  });

  it("starts the updates' language at the profile's Hindi", async () => {
    const { user } = renderForm({ initialValues: { ...emptyCheckoutForm(), language: 'hi' } });
    await user.click(screen.getByRole('checkbox', { name: 'Send order updates on WhatsApp to this number' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'हिन्दी (Hindi)' }).checked).toBe(true);
  });

  it('starts from the profile and fills a profile that arrives later while untouched', () => {
    const { rerender } = renderForm();
    expect(field('Email').value).toBe('');
    const profile = { ...emptyCheckoutForm(), customerEmail: 'meera@example.in', customerName: 'Meera Iyer', customerPhone: '9123456780' };
    rerender(
      <CheckoutFormCard
        initialValues={profile}
        amountLabel="₹199"
        phase="idle"
        pendingOrderId={null}
        onPlaceOrder={vi.fn()}
        onRetryPayment={vi.fn()}
        onChangeDetails={vi.fn()}
      />,
    );
    expect(field('Email').value).toBe('meera@example.in');
    expect(field('Full Name').value).toBe('Meera Iyer');
    expect(field('Phone').value).toBe('9123456780');
  });
});

describe('CheckoutFormCard PIN code and delivery', () => {
  it('fills city and state from a known PIN code and names the place under it', async () => {
    stubApi({ 'GET /api/pincodes/560001': { pin: '560001', district: 'Bengaluru Urban', state: 'Karnataka', stateCode: '29' } });
    const { user } = renderForm();
    await user.type(field('PIN Code'), '560001');
    expect((await screen.findByTestId('pin-hint')).textContent).toBe('Bengaluru Urban, Karnataka');
    expect(field('City').value).toBe('Bengaluru Urban');
    expect(field('State').value).toBe('Karnataka');
  });

  it('keeps a city the shopper typed', async () => {
    stubApi({ 'GET /api/pincodes/560001': { pin: '560001', district: 'Bengaluru Urban', state: 'Karnataka', stateCode: '29' } });
    const { user } = renderForm();
    await user.type(field('City'), 'Whitefield');
    await user.type(field('PIN Code'), '560001');
    await screen.findByTestId('pin-hint');
    expect(field('City').value).toBe('Whitefield');
    expect(field('State').value).toBe('Karnataka');
  });

  it('says when the PIN code is unknown', async () => {
    const { user } = renderForm();
    await user.type(field('PIN Code'), '999999');
    expect((await screen.findByTestId('pin-hint')).textContent).toBe('We could not find this PIN code. Please check it.');
  });

  it('promises the arrival day and the courier for a PIN the courier reaches', async () => {
    stubApi({ 'GET /api/shipping/serviceability': { serviceable: true, estimatedDeliveryDate: '2026-12-01', courier: 'Delhivery' } });
    const { user } = renderForm();
    await user.type(field('PIN Code'), '560001');
    const line = await screen.findByTestId('arrival-line');
    expect(line.textContent).toBe('Arrives by Tue 1 Dec' + 'by Delhivery');
  });

  it('refuses a PIN the courier does not reach, before any payment', async () => {
    const { calls } = stubApi({
      'GET /api/shipping/serviceability': { serviceable: false, estimatedDeliveryDate: null, courier: null },
      'GET /api/pincodes/*': { pin: '744301', district: 'Nicobar', state: 'Andaman and Nicobar Islands', stateCode: '35' },
    });
    const { user, onPlaceOrder } = renderForm();
    await fillCheckoutForm(user);
    await user.clear(field('PIN Code'));
    await user.type(field('PIN Code'), '744301');
    await waitFor(() => expect(errorOf('PIN Code')).toBe('Sorry, we cannot deliver to this PIN code yet. Please use another address.'));
    await user.click(payButton());
    expect(onPlaceOrder).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('PIN Code'));
    expect(calls.some((c) => c.url === '/api/shipping/serviceability?pin=744301')).toBe(true);
  });

  it('lets the order go ahead when the delivery check fails', async () => {
    stubApi({ 'GET /api/shipping/serviceability': reply(503, { message: 'Courier unavailable' }) });
    const { user } = renderForm();
    await user.type(field('PIN Code'), '560001');
    expect(await screen.findByText('We could not check the delivery date right now; you can still place your order.')).toBeTruthy();
    expect(payButton().disabled).toBe(false);
  });
});

describe('CheckoutFormCard payment states', () => {
  it.each([
    ['placing', 'Placing Order...'],
    ['initializing', 'Opening Payment...'],
    ['paying', 'Waiting for Payment...'],
    ['verifying', 'Verifying Payment...'],
  ] as const)('while %s the button says "%s", is disabled and the fields are locked', (phase, label) => {
    renderForm({ phase });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: label });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(field('Email').matches(':disabled')).toBe(true);
    expect(field('PIN Code').matches(':disabled')).toBe(true);
  });

  it('offers Retry Payment for a saved unpaid order and keeps its details locked', async () => {
    const { user, onRetryPayment, onPlaceOrder } = renderForm({
      pendingOrderId: 1042,
      initialValues: { ...emptyCheckoutForm(), customerEmail: 'priya@example.in' },
    });
    expect(screen.getByText('Order #1042 is saved. Payment is pending.')).toBeTruthy();
    expect(screen.getByText('Retry the payment below, or change your details to place a new order.')).toBeTruthy();
    expect(field('Email').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /Place Order & Pay/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry Payment' }));
    expect(onRetryPayment).toHaveBeenCalledWith(expect.objectContaining({ customerEmail: 'priya@example.in' }));
    expect(onPlaceOrder).not.toHaveBeenCalled();
  });

  it('lets the shopper change the details of a saved unpaid order', async () => {
    const { user, onChangeDetails } = renderForm({ pendingOrderId: 1042 });
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    expect(onChangeDetails).toHaveBeenCalledTimes(1);
  });

  it('says why an order cannot be placed and disables the button', () => {
    renderForm({ blockedReason: 'At least one keychain is required' });
    expect(screen.getByRole('alert').textContent).toBe('At least one keychain is required');
    expect(payButton().disabled).toBe(true);
  });

  it('shows the closed notice instead of the pay button while the seller’s details are missing', async () => {
    stubApi({ 'GET /api/shop-info': shopInfo({ checkoutOpen: false }) });
    const { user, onPlaceOrder } = renderForm();
    const notice = await screen.findByTestId('checkout-closed');
    expect(notice.textContent).toContain(
      'Checkout is closed for now: the shop is finishing its seller details. Please try again later or contact us.',
    );
    expect(within(notice).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('button', { name: /Place Order & Pay/ })).toBeNull();
    await fillCheckoutForm(user);
    await user.type(field('Full Name'), '{Enter}');
    expect(onPlaceOrder).not.toHaveBeenCalled();
  });
});
