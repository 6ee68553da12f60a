// /checkout as a shopper goes through it (docs/product.md#checkout, docs/product.md#cart-state,
// docs/product.md#checkout-flow): the cart from storage or the URL, the summary with its bulk
// discount, removing and emptying, the signed-in prefill, and paying on the simulated gateway to
// Order Confirmed, or keeping the unpaid order when the sheet is closed.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#shared/cart';
import { customer, renderClient, reply, serverQuote, stubApi, type ApiRoute } from '#tests/support/render-client';
import { CheckoutPage } from './checkout-page';
import { fillCheckoutForm } from '#tests/support/checkout-form';

const keychain = (customText: string, fontFamily = 'bangers', textColor = 'yellow') => ({ customText, fontFamily, textColor });

function storeCart(...names: string[]) {
  localStorage.setItem(STORAGE_KEYS.orderData, JSON.stringify({ keychains: names.map((n) => keychain(n)) }));
}

function storedNames(): string[] | null {
  const raw = localStorage.getItem(STORAGE_KEYS.orderData);
  return raw ? (JSON.parse(raw) as { keychains: { customText: string }[] }).keychains.map((k) => k.customText) : null;
}

function summary(): HTMLElement {
  return screen.getByRole('heading', { name: 'Order Summary' }).closest('[aria-labelledby="order-summary-title"]') as HTMLElement;
}

/** The amount beside a summary line ("Subtotal", "Bulk discount", "Custom Keychains total"). */
function line(label: string): string | null {
  return within(summary()).getByText(label).nextElementSibling?.textContent ?? null;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** Order Confirmed's read-back of Priya's order (amount in paise): no discounts. */
function confirmationOf(orderId: number, paymentStatus: string, amountPaise: number) {
  return {
    orderId,
    paymentStatus,
    amountPaise,
    customerName: 'Priya Sharma',
    shippingTo: '4 Lake View Road, Bengaluru, Karnataka, 560001',
    keychains: [],
    couponCode: null,
    couponDiscountPaise: 0,
    prepaidDiscountPaise: 0,
  };
}

/** The server's answer to a ₹550 cash-on-delivery order (₹510 and the ₹40 fee), `advancePaise` of it to pay online first. */
function codOrderPlaced(id: number, advancePaise: number) {
  return {
    id,
    totalPrice: '550.00',
    quantity: 3,
    paymentStatus: 'cod_pending',
    orderStatus: 'pending',
    paymentMethod: 'cod',
    couponCode: null,
    couponDiscountPaise: 0,
    prepaidDiscountPaise: 0,
    codFeePaise: 4000,
    codAdvancePaise: advancePaise,
    codCollectPaise: 55_000 - advancePaise,
  };
}

/** The order, payment and simulated gateway routes of a successful purchase (amount in paise). */
function paymentRoutes(amount: number, outcome: 'success' | 'failure' = 'success'): Record<string, ApiRoute> {
  return {
    'POST /api/orders': { id: 1042, totalPrice: (amount / 100).toFixed(2), quantity: 3, paymentStatus: 'pending', orderStatus: 'pending' },
    'POST /api/payments/create-order': {
      success: true,
      key: 'rzp_test_simulated',
      amount,
      currency: 'INR',
      orderId: 'order_sim_1042',
      provider: 'simulated',
      checkout: 'simulated-sheet',
      name: 'Chaabi',
      description: 'Order #1042',
      prefill: { name: 'Priya Sharma', email: 'priya@example.in', contact: '+919876543210' },
    },
    'POST /api/payments/simulated/complete':
      outcome === 'success'
        ? { razorpay_order_id: 'order_sim_1042', razorpay_payment_id: 'pay_sim_1', razorpay_signature: 'sig' }
        : {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'Payment declined by the simulated bank',
              reason: 'payment_failed',
              metadata: { order_id: 'order_sim_1042', payment_id: 'pay_sim_1' },
            },
          },
    'POST /api/payments/verify': { success: true, orderId: 1042, paymentStatus: 'completed' },
    'POST /api/payments/failed': { success: true, orderId: 1042, paymentStatus: 'failed' },
    // Order Confirmed reads the order's discounts back (none here).
    'POST /api/orders/confirmation': confirmationOf(1042, 'completed', 51_000),
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CheckoutPage cart', () => {
  it('tells a shopper with an empty cart where to design a keychain', async () => {
    renderClient(<CheckoutPage />, { path: '/checkout' });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Design Your Keychain' }).getAttribute('href')).toBe('/guest#customizer');
    expect(screen.queryByRole('form', { name: 'Checkout' })).toBeNull();
  });

  it('lists the stored keychains with the tier subtotal, the bulk discount and the total to pay', async () => {
    storeCart('Aarav', 'Meera', 'Kabir');
    renderClient(<CheckoutPage />, { path: '/checkout' });
    expect(await screen.findByRole('heading', { name: 'Complete Your Order' })).toBeTruthy();
    // The summary and the form are a lazy part (docs/decisions/144-checkout-and-track-forms-load-when-needed.md).
    await screen.findByRole('heading', { name: 'Order Summary' });
    expect(within(summary()).getByText('3 items')).toBeTruthy();
    expect(within(summary()).getByRole('img', { name: 'Keychain preview: Aarav' })).toBeTruthy();
    expect(within(summary()).getByText('Aarav', { selector: 'p' })).toBeTruthy();
    expect(within(summary()).getAllByText('Bangers · Yellow')).toHaveLength(3);
    expect(line('Subtotal')).toBe('₹597');
    expect(line('Bulk discount')).toBe('−₹87');
    expect(line('Custom Keychains total')).toBe('₹510');
    expect(screen.getByTestId('grand-total').textContent).toBe('₹510');
    expect(within(summary()).getByText('Ships within 2 business days')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place Order & Pay ₹510' })).toBeTruthy();
  });

  it('takes the order from the orderData link, saves it and drops it from the address bar', async () => {
    const order = { keychains: [keychain('Tara', 'pacifico', 'green')] };
    renderClient(<CheckoutPage />, { path: `/checkout?orderData=${encodeURIComponent(JSON.stringify(order))}` });
    await screen.findByRole('heading', { name: 'Order Summary' });
    expect(await within(summary()).findByText('Tara', { selector: 'p' })).toBeTruthy();
    expect(within(summary()).getByText('Pacifico · Green')).toBeTruthy();
    expect(screen.getByTestId('grand-total').textContent).toBe('₹199');
    expect(storedNames()).toEqual(['Tara']);
    expect(window.location.search).toBe('');
  });

  it('removes a keychain, re-prices the rest and keeps the cart in storage', async () => {
    storeCart('Aarav', 'Meera', 'Kabir');
    const { user } = renderClient(<CheckoutPage />, { path: '/checkout' });
    await user.click(await screen.findByRole('button', { name: 'Remove Meera' }));
    expect(within(summary()).queryByText('Meera', { selector: 'p' })).toBeNull();
    expect(within(summary()).getByText('2 items')).toBeTruthy();
    expect(screen.getByTestId('grand-total').textContent).toBe('₹360');
    expect(storedNames()).toEqual(['Aarav', 'Kabir']);
  });

  it('clears every cart key when the last keychain is removed', async () => {
    storeCart('Solo');
    localStorage.setItem(STORAGE_KEYS.cartData, '{}');
    const { user } = renderClient(<CheckoutPage />, { path: '/checkout' });
    await user.click(await screen.findByRole('button', { name: 'Remove Solo' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.orderData)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cartData)).toBeNull();
  });

  it('asks before emptying the cart, then goes home', async () => {
    storeCart('Aarav', 'Meera');
    const { user } = renderClient(<CheckoutPage />, { path: '/checkout' });
    await user.click(await within(summary()).findByRole('button', { name: 'Empty Cart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Empty Cart' });
    expect(within(dialog).getByText('Are you sure you want to empty your cart?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Empty Cart' }));
    expect(window.location.pathname).toBe('/guest');
    expect(localStorage.getItem(STORAGE_KEYS.orderData)).toBeNull();
  });

  it('keeps the cart when the shopper cancels emptying it', async () => {
    storeCart('Aarav');
    const { user } = renderClient(<CheckoutPage />, { path: '/checkout' });
    await user.click(await within(summary()).findByRole('button', { name: 'Empty Cart' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(storedNames()).toEqual(['Aarav']);
    expect(window.location.pathname).toBe('/checkout');
  });

  it('flags a keychain too thin to print, offers Edit, and holds the payment', async () => {
    stubApi({
      'POST /api/designs/printability': { printable: false, minStrokeMm: 0.2, letterHeightMm: 8, thickenMm: 0, warnings: ['Too thin'] },
    });
    storeCart('Illi');
    const { user } = renderClient(<CheckoutPage />, { path: '/checkout' });
    expect(await screen.findByTestId('line-unprintable', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'A keychain in your cart is too thin to print: edit it or remove it before you pay.',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Place Order & Pay ₹199' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Edit Illi' }));
    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe('#customizer');
    expect(localStorage.getItem(STORAGE_KEYS.orderData)).toBeNull();
  });

  it('fills the form from a signed-in customer’s profile', async () => {
    storeCart('Aarav');
    renderClient(<CheckoutPage />, { path: '/checkout', user: customer() });
    await waitFor(() => expect(field('Email').value).toBe('priya@example.in'));
    expect(field('Full Name').value).toBe('Priya Sharma');
    expect(field('Phone').value).toBe('9876543210');
    expect(field('Address Line 1').value).toBe('4 Lake View Road');
    expect(field('PIN Code').value).toBe('560001');
    expect(field('State').value).toBe('Karnataka');
  });
});

describe('CheckoutPage payment', () => {
  it('places the order, pays on the simulated sheet and shows Order Confirmed', async () => {
    const { calls } = stubApi(paymentRoutes(51_000));
    storeCart('Aarav', 'Meera', 'Kabir');
    const { user } = renderClient(<CheckoutPage />, { path: '/checkout' });
    await fillCheckoutForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order & Pay ₹510' }));
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('button', { name: 'Pay ₹510' }));

    expect(await screen.findByRole('heading', { name: 'Order Confirmed' })).toBeTruthy();
    expect(screen.getByText('Order #1042')).toBeTruthy();
    expect(screen.getByText(/^Thank you, Priya!/)).toBeTruthy();
    expect(screen.getByText('Total paid').nextElementSibling?.textContent).toBe('₹510');
    expect(screen.getByText('Shipping to:').parentElement?.textContent).toBe('Shipping to: 4 Lake View Road, Bengaluru, Karnataka, 560001');
    expect(screen.getByRole('link', { name: 'Track this order' }).getAttribute('href')).toBe('/track?order=1042');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/guest');
    expect(screen.getByText('Payment Successful')).toBeTruthy();
    expect(window.location.search).toBe('?confirmed=1042');
    expect(localStorage.getItem(STORAGE_KEYS.orderData)).toBeNull();

    const order = calls.find((c) => c.method === 'POST' && c.url === '/api/orders')?.body as Record<string, unknown>;
    expect(order).toMatchObject({ customerEmail: 'priya@example.in', customerName: 'Priya Sharma', customerPhone: '+91 9876543210' });
    expect((order.keychains as { customText: string }[]).map((k) => k.customText)).toEqual(['Aarav', 'Meera', 'Kabir']);
    expect(calls.find((c) => c.url === '/api/payments/verify')?.body).toMatchObject({
      orderId: 1042,
      razorpay_order_id: 'order_sim_1042',
      razorpay_payment_id: 'pay_sim_1',
    });
  });

  it('keeps the unpaid order when the sheet is closed, and pays it with Retry Payment', async () => {
    const { calls } = stubApi(paymentRoutes(19_900));
    storeCart('Aarav');
    const { user } = renderClient(<CheckoutPage />, { path: '/checkout' });
    await fillCheckoutForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order & Pay ₹199' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));

    expect(await screen.findByText('Payment Cancelled')).toBeTruthy();
    expect(screen.getByText('Your order has been saved. You can retry payment anytime.')).toBeTruthy();
    expect(await screen.findByText('Order #1042 is saved. Payment is pending.')).toBeTruthy();
    expect(storedNames()).toEqual(['Aarav']);

    await user.click(screen.getByRole('button', { name: 'Retry Payment' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay ₹199' }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmed' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/orders')).toHaveLength(1);
  });

  it('says the payment failed and keeps the order when the bank declines', async () => {
    const { calls } = stubApi(paymentRoutes(19_900, 'failure'));
    storeCart('Aarav');
    const { user } = renderClient(<CheckoutPage />, { path: '/checkout' });
    await fillCheckoutForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order & Pay ₹199' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay ₹199' }));
    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    expect(screen.getByText('Your order has been saved. You can retry payment or contact support.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Retry Payment' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/payments/failed')).toBe(true));
  });

  it('shows the server’s reason when the order is refused', async () => {
    stubApi({ 'POST /api/orders': reply(400, { message: 'Please enter a valid 6-digit PIN code' }) });
    storeCart('Aarav');
    const { user } = renderClient(<CheckoutPage />, { path: '/checkout' });
    await fillCheckoutForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order & Pay ₹199' }));
    expect(await screen.findByText('Order Failed')).toBeTruthy();
    expect(screen.getByText('Please enter a valid 6-digit PIN code', { selector: 'div' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Place Order & Pay ₹199' }).disabled).toBe(false);
  });
});

describe('CheckoutPage price from the server and cash on delivery (docs/product.md#cash-on-delivery)', () => {
  it('shows the prepaid discount the server charges in the summary and on the pay button', async () => {
    stubApi({ 'POST /api/orders/quote': (call) => serverQuote(call.body as { quantity: number }, { onlineSavingPaise: 2_500 }) });
    storeCart('Aarav', 'Meera', 'Kabir');
    renderClient(<CheckoutPage />, { path: '/checkout' });
    await screen.findByRole('heading', { name: 'Order Summary' });
    // Tier price ₹510, less ₹25 for paying online: the server's ₹485, not the tier price.
    await waitFor(() => expect(screen.getByTestId('grand-total').textContent).toBe('₹485'));
    expect(within(screen.getByTestId('quote-lines')).getByText('Paying online').nextElementSibling?.textContent).toBe('−₹25');
    expect(screen.getByRole('button', { name: 'Place Order & Pay ₹485' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Pay online and save ₹25/ })).toBeTruthy();
  });

  it('prices cash on delivery with its fee, places the order without paying, and confirms it with the code', async () => {
    const { calls } = stubApi({
      'POST /api/orders/quote': (call) =>
        serverQuote(call.body as { quantity: number; paymentMethod?: 'online' | 'cod' }, { onlineSavingPaise: 2_500 }),
      'POST /api/orders': codOrderPlaced(1043, 0),
      'POST /api/orders/1043/cod-confirmation': { orderId: 1043, orderStatus: 'confirmed' },
      // Order Confirmed reads the order's discounts back (none here).
      'POST /api/orders/confirmation': confirmationOf(1043, 'cod_pending', 55_000),
    });
    storeCart('Aarav', 'Meera', 'Kabir');
    const { user } = renderClient(<CheckoutPage />, { path: '/checkout' });
    await fillCheckoutForm(user);
    await user.click(screen.getByRole('radio', { name: /Cash on delivery \(\+₹40\)/ }));
    await waitFor(() => expect(screen.getByTestId('grand-total').textContent).toBe('₹550'));
    expect(within(screen.getByTestId('quote-lines')).getByText('Cash on delivery fee').nextElementSibling?.textContent).toBe('+₹40');
    await user.click(screen.getByRole('button', { name: 'Place Order · ₹550 on Delivery' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your order' })).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/payments'))).toBe(false);
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/orders')?.body).toMatchObject({ paymentMethod: 'cod' });
    expect(screen.getByText('To pay on delivery (cash)').nextElementSibling?.textContent).toBe('₹550');
    await user.type(screen.getByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmed' })).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/orders/1043/cod-confirmation')?.body).toEqual({ code: '123456' });
  });

  it('a COD cart above the advance threshold says what is paid now and later, pays the advance online, then asks for the code', async () => {
    const { calls } = stubApi({
      ...paymentRoutes(10_000),
      'POST /api/orders/quote': (call) =>
        serverQuote(call.body as { quantity: number; paymentMethod?: 'online' | 'cod' }, {
          codAdvance: { abovePaise: 50_000, advancePaise: 10_000 },
        }),
      'POST /api/orders': codOrderPlaced(1042, 10_000),
    });
    storeCart('Aarav', 'Meera', 'Kabir');
    const { user } = renderClient(<CheckoutPage />, { path: '/checkout' });
    await fillCheckoutForm(user);
    expect(await screen.findByText(/^Pay ₹100 now, ₹450 on delivery\./)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Cash on delivery \(\+₹40\)/ }));
    await user.click(await screen.findByRole('button', { name: 'Place Order & Pay ₹100 Advance' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay ₹100' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your order' })).toBeTruthy();
    expect(screen.getByText('To pay on delivery (cash)').nextElementSibling?.textContent).toBe('₹450');
    expect(calls.find((c) => c.url === '/api/payments/create-order')?.body).toMatchObject({ orderId: 1042 });
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/orders')).toHaveLength(1);
  });

  it('disables cash on delivery at a PIN where the courier does not collect cash', async () => {
    stubApi({
      'GET /api/shipping/serviceability': { serviceable: true, estimatedDeliveryDate: null, courier: 'Simulated Express', cod: false },
    });
    storeCart('Aarav');
    const { user } = renderClient(<CheckoutPage />, { path: '/checkout' });
    await fillCheckoutForm(user);
    const cod = await screen.findByRole<HTMLInputElement>('radio', { name: /Cash on delivery/ });
    await waitFor(() => expect(cod.disabled).toBe(true));
    expect(screen.getByText(/Not available at this PIN code/)).toBeTruthy();
  });
});
