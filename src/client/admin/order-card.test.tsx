// The admin's order card (docs/product.md#admin-orders, docs/product.md#refunds): what the owner
// reads of an order, the status control with Save, Enter and Undo, the confirmation before a paid
// order is cancelled (it refunds), the Refund dialog and the order's timeline.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUILT_IN_COLORS, BUILT_IN_FONTS } from '#shared/catalog';
import type { AdminOrder } from '#shared/schemas/admin-orders';
import { adminOrder, unpaidOrder } from '../../../tests/factories/admin-orders';
import { json, stubFetch } from '../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../tests/support/render-client';
import { OrderCard } from './order-card';
import { findToastAction } from '../../../tests/support/toast';

const fonts = BUILT_IN_FONTS.map((f) => ({ value: f.value, displayName: f.displayName, hidden: false }));
const colors = BUILT_IN_COLORS.map((c) => ({ ...c, hidden: false }));

function renderCard(order: AdminOrder, onSelectedChange = vi.fn()) {
  const view = renderWithClient(
    <OrderCard order={order} fonts={fonts} colors={colors} selected={false} onSelectedChange={onSelectedChange} />,
  );
  const card = screen.getByRole('article', { name: new RegExp(`Order #${order.id}`) });
  return { ...view, card, onSelectedChange };
}

// By its label as the owner reads it (jsdom's accessible names drop the space before the label's hidden part).
const statusSelect = (id: number) => screen.getByLabelText<HTMLSelectElement>(`Order status for order #${id}`);

describe('what the order card shows', () => {
  it('shows the customer, contact with +91, the address ending in India, each design and the prices', () => {
    const { card } = renderCard(adminOrder());
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Order #1042 · Priya Sharma');
    expect(within(card).getByText('Order status:', { exact: false }).parentElement?.textContent).toBe('Order status: Confirmed');
    expect(within(card).getByText('Payment Completed')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'priya@example.in' }).getAttribute('href')).toBe('mailto:priya@example.in');
    expect(within(card).getByRole('link', { name: '+91 9876543210' }).getAttribute('href')).toBe('tel:+919876543210');
    const address = card.querySelector('address')!;
    expect([...address.children].map((line) => line.textContent)).toEqual(['12 MG Road', 'Bengaluru, Karnataka', '560001', 'India']);
    expect(within(card).getByRole('heading', { name: 'Designs (3)' })).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual([
      'Proof of "PRIYA": the print outline in its colours',
      'Proof of "ARJUN": the print outline in its colours',
      'Proof of "MEERA": the print outline in its colours',
    ]);
    expect(within(card).getAllByRole('img')[1]!.getAttribute('src')).toBe('/api/admin/orders/1042/keychains/2/proof.png');
    expect(within(card).getAllByText('Bangers')).toHaveLength(3);
    expect(within(card).getAllByText('Yellow')).toHaveLength(3);
    expect(within(card).getByText('Total · 3 keychains')).toBeTruthy();
    expect(within(card).getByText('₹510').textContent).toBe('₹510(₹170 each)');
    expect(within(card).getByText('pay_Pq12XyZ')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Invoice CH/2026-27/0042' }).getAttribute('href')).toBe(
      '/api/admin/orders/1042/invoice.pdf',
    );
    expect(within(card).getByRole('link', { name: 'Download print files for order #1042' }).getAttribute('href')).toBe(
      '/api/admin/orders/1042/print-files',
    );
  });

  it('marks a dealer order with the dealer name, and a legacy order without keychains shows N/A for its missing fields', () => {
    const { card } = renderCard(
      adminOrder({
        id: 7,
        dealerId: 3,
        dealerName: 'Sharma Traders',
        keychains: [],
        quantity: 1,
        totalPrice: '199.00',
        customText: 'OM',
        fontFamily: null,
        textColor: null,
      }),
    );
    expect(within(card).getByText('Dealer order · Sharma Traders')).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'Design' })).toBeTruthy();
    const design = within(card).getByText('Text:').closest('dl')!;
    expect([...design.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['OM', 'N/A', 'N/A']);
    expect(within(card).getByText('₹199').textContent).toBe('₹199');
    expect(within(card).queryByText(/each/)).toBeNull();
  });

  it('alerts when a payment was flagged and not accepted', () => {
    const { card } = renderCard(unpaidOrder({ paymentFlag: 'amount ₹199 does not match ₹510' }));
    expect(within(card).getByRole('alert').textContent).toBe('Payment flagged, not accepted: amount ₹199 does not match ₹510');
  });

  it('lists the refunds with their states, and a partly refunded payment says so', () => {
    const { card } = renderCard(
      adminOrder({
        creditNoteNumber: 'CN/2026-27/0003',
        refundablePaise: 34_000,
        refunds: [
          {
            id: 1,
            amountPaise: 17_000,
            reason: 'One keychain misprinted',
            status: 'processed',
            failureReason: null,
            createdAt: '2026-11-21T05:00:00.000Z',
            processedAt: '2026-11-21T05:02:00.000Z',
          },
          {
            id: 2,
            amountPaise: 5_050,
            reason: 'Late delivery',
            status: 'failed',
            failureReason: 'The bank refused the refund',
            createdAt: '2026-11-22T05:00:00.000Z',
            processedAt: null,
          },
        ],
      }),
    );
    expect(within(card).getByText('Payment Partially refunded')).toBeTruthy();
    const refunds = within(card).getByRole('region', { name: 'Refunds of order #1042' });
    const rows = within(refunds).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('₹170')).toBeTruthy();
    expect(within(rows[0]!).getByText('Processed')).toBeTruthy();
    expect(within(rows[0]!).getByText('One keychain misprinted')).toBeTruthy();
    expect(within(rows[1]!).getByText('₹50.50')).toBeTruthy();
    expect(within(rows[1]!).getByText('Failed')).toBeTruthy();
    expect(within(rows[1]!).getByText('The bank refused the refund')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Credit note CN/2026-27/0003' }).getAttribute('href')).toBe(
      '/api/admin/orders/1042/credit-note.pdf',
    );
  });

  it('hands the selection checkbox on to the tab', async () => {
    const { onSelectedChange } = renderCard(adminOrder());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order #1042' }));
    expect(onSelectedChange).toHaveBeenCalledWith(true);
  });

  it('offers no shipping label for a cancelled order and no Refund for an unpaid one', () => {
    renderCard(unpaidOrder({ id: 9, orderStatus: 'cancelled' }));
    expect(screen.queryByRole('button', { name: 'Print Shipping Label' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refund order #9' })).toBeNull();
  });
});

describe('changing the status', () => {
  it('saves only a changed status, says so, and Undo sets it back', async () => {
    const api = stubFetch({ 'PATCH /api/admin/orders/:id': (call) => adminOrder(call.body as Partial<AdminOrder>) });
    renderCard(adminOrder());
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await userEvent.selectOptions(statusSelect(1042), 'shipped');
    expect(save).toHaveProperty('disabled', false);
    await userEvent.click(save);
    expect(await screen.findByText('Order #1042 is now Shipped.')).toBeTruthy();
    expect(screen.getByText('Order Updated')).toBeTruthy();
    expect(api.callsTo('PATCH /api/admin/orders/:id').map((c) => [c.path, c.body])).toEqual([
      ['/api/admin/orders/1042', { orderStatus: 'shipped' }],
    ]);

    await userEvent.click(await findToastAction('Undo'));
    await waitFor(() => expect(api.callsTo('PATCH /api/admin/orders/:id')).toHaveLength(2));
    expect(api.calls[1]!.body).toEqual({ orderStatus: 'confirmed' });
    expect(await screen.findByText('Order #1042 is now Confirmed.')).toBeTruthy();
    // The undo itself offers no second undo.
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('saves with Enter on the select, as the keyboard user expects', async () => {
    const api = stubFetch({ 'PATCH /api/admin/orders/:id': adminOrder({ orderStatus: 'processing' }) });
    renderCard(adminOrder());
    const select = statusSelect(1042);
    select.focus();
    await userEvent.selectOptions(select, 'processing');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Order #1042 is now Processing.')).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });

  it('shows a parcel returning to the shop as its status, which the courier sets and staff cannot pick', () => {
    renderCard(adminOrder({ orderStatus: 'returning' }));
    const select = statusSelect(1042);
    expect(select.value).toBe('returning');
    expect(within(select).getByRole<HTMLOptionElement>('option', { name: 'Returning' }).disabled).toBe(true);
    expect(within(select).getByRole<HTMLOptionElement>('option', { name: 'Delivered' }).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('puts the choice back and says the update failed when the server refuses it', async () => {
    stubFetch({ 'PATCH /api/admin/orders/:id': json(500, { message: 'Internal Server Error' }) });
    renderCard(adminOrder());
    await userEvent.selectOptions(statusSelect(1042), 'delivered');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update order status.')).toBeTruthy();
    expect(statusSelect(1042)).toHaveProperty('value', 'confirmed');
  });

  it('cancels an unpaid order at once: there is nothing to refund', async () => {
    const api = stubFetch({ 'PATCH /api/admin/orders/:id': unpaidOrder({ orderStatus: 'cancelled' }) });
    renderCard(unpaidOrder());
    await userEvent.selectOptions(statusSelect(1042), 'cancelled');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order #1042 is now Cancelled.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('PATCH /api/admin/orders/:id')).toHaveLength(1);
  });
});

describe('cancelling a paid order asks first, because it refunds (docs/product.md#cancel-paid-order)', () => {
  it('says what will be refunded, and "Keep the order" changes nothing', async () => {
    const api = stubFetch({});
    renderCard(adminOrder());
    await userEvent.selectOptions(statusSelect(1042), 'cancelled');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #1042 and refund ₹510?' });
    expect(within(dialog).getByText(/Cancelling it refunds/).textContent).toBe(
      'Order #1042 is paid. Cancelling it refunds ₹510 to Priya Sharma through the payment provider (it reaches them in 5-7 business days), issues a credit note and e-mails them. This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(statusSelect(1042)).toHaveProperty('value', 'confirmed');
    expect(api.calls).toHaveLength(0);
  });

  it('on confirming, refunds all that remains and cancels in one call', async () => {
    const api = stubFetch({ 'POST /api/admin/orders/:id/refunds': { id: 5, status: 'pending' } });
    renderCard(adminOrder());
    await userEvent.selectOptions(statusSelect(1042), 'cancelled');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel and refund ₹510' }));
    expect(
      await screen.findByText('Order #1042 is cancelled and ₹510 is on its way back to the customer (5-7 business days).'),
    ).toBeTruthy();
    const [call] = api.callsTo('POST /api/admin/orders/:id/refunds');
    expect(call?.body).toEqual({ reason: 'Order cancelled', cancelOrder: true });
    expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(api.callsTo('PATCH /api/admin/orders/:id')).toHaveLength(0);
  });

  it('says why when the provider refuses, and the order stays as it was', async () => {
    stubFetch({
      'POST /api/admin/orders/:id/refunds': json(503, { message: 'The payment provider could not be reached: nothing was refunded' }),
    });
    renderCard(adminOrder());
    await userEvent.selectOptions(statusSelect(1042), 'cancelled');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel and refund ₹510' }));
    expect(await screen.findByText('Not Cancelled')).toBeTruthy();
    expect(screen.getByText('The payment provider could not be reached: nothing was refunded')).toBeTruthy();
    await waitFor(() => expect(statusSelect(1042)).toHaveProperty('value', 'confirmed'));
  });
});

describe('the Refund dialog', () => {
  async function openRefund() {
    await userEvent.click(screen.getByRole('button', { name: 'Refund order #1042' }));
    return screen.findByRole('dialog', { name: 'Refund order #1042' });
  }

  it('offers all that remains, and refunds a part of it with a reason', async () => {
    const api = stubFetch({ 'POST /api/admin/orders/:id/refunds': { id: 6, status: 'pending' } });
    renderCard(adminOrder());
    const dialog = await openRefund();
    expect(within(dialog).getByText('₹510')).toBeTruthy();
    const amount = within(dialog).getByLabelText('Amount (₹)');
    expect(amount).toHaveProperty('value', '510.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '170.50');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'One keychain misprinted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('₹170.50 for order #1042 is on its way to the customer (5-7 business days).')).toBeTruthy();
    expect(screen.getByText('Refund Sent')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/orders/:id/refunds')[0]?.body).toEqual({ amountPaise: 17_050, reason: 'One keychain misprinted' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a missing reason, an amount that is not rupees and more than remains, before any request', async () => {
    const api = stubFetch({});
    renderCard(adminOrder({ refundablePaise: 34_000 }));
    const dialog = await openRefund();
    const amount = within(dialog).getByLabelText('Amount (₹)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Enter an amount in rupees, e.g. 170 or 170.50')).toBeTruthy();
    expect(within(dialog).getByText('Please give a reason for the refund')).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '341');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Wrong colour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most ₹340 remains refundable')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    stubFetch({ 'POST /api/admin/orders/:id/refunds': json(400, { message: 'Order #1042 has refunds under way for all that was paid' }) });
    renderCard(adminOrder());
    const dialog = await openRefund();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Customer asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Order #1042 has refunds under way for all that was paid')).toBeTruthy();
    expect(screen.getByText('Refund Failed')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Refund order #1042' })).toBeTruthy();
  });

  it('says the provider failed a refund it answered as failed', async () => {
    stubFetch({ 'POST /api/admin/orders/:id/refunds': { id: 8, status: 'failed' } });
    renderCard(adminOrder());
    const dialog = await openRefund();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Customer asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('The payment provider failed the refund for order #1042.')).toBeTruthy();
  });
});

describe('the timeline', () => {
  it('opens on demand and lists status changes and payment events, oldest first, with who did them', async () => {
    const api = stubFetch({
      'GET /api/admin/orders/:id/timeline': [
        { at: '2026-11-20T06:30:00.000Z', kind: 'status', from: null, to: 'pending', actor: 'customer', detail: null },
        {
          at: '2026-11-20T06:31:00.000Z',
          kind: 'payment',
          from: 'created',
          to: 'completed',
          actor: 'payment:webhook',
          detail: 'pay_Pq12XyZ',
        },
        { at: '2026-11-20T06:31:01.000Z', kind: 'status', from: 'pending', to: 'confirmed', actor: 'system', detail: null },
        { at: '2026-11-22T10:00:00.000Z', kind: 'status', from: null, to: null, actor: 'courier', detail: 'Out for delivery' },
      ],
    });
    renderCard(adminOrder());
    const toggle = screen.getByRole('button', { name: 'Timeline' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(api.calls).toHaveLength(0);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Timeline of order #1042' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((e) => e.querySelector('p')!.textContent)).toEqual([
      'Order placed',
      'Paid',
      'Pending → Confirmed',
      'Out for delivery',
    ]);
    expect(entries[0]!.textContent).toContain('by Customer');
    expect(entries[1]!.textContent).toContain('by Payment (webhook) · pay_Pq12XyZ');
    expect(entries[2]!.textContent).toContain('by System');
    await userEvent.click(toggle);
    expect(screen.queryByRole('list', { name: 'Timeline of order #1042' })).toBeNull();
  });

  it('says when the timeline cannot be loaded', async () => {
    stubFetch({ 'GET /api/admin/orders/:id/timeline': json(500, { message: 'Internal Server Error' }) });
    renderCard(adminOrder());
    await userEvent.click(screen.getByRole('button', { name: 'Timeline' }));
    expect(await screen.findByText('Could not load the timeline.')).toBeTruthy();
  });
});

describe("the order card's messages", () => {
  it('opens the messages the order sent, WhatsApp with its delivery state', async () => {
    stubFetch({
      'GET /api/admin/messages': {
        data: [
          {
            id: 3,
            channel: 'whatsapp',
            to: '+919876543210',
            template: 'order_confirmed',
            body: 'Hi Priya, your Chaabi order #1042 is confirmed.',
            status: 'delivered',
            orderId: 1042,
            createdAt: '2026-11-27T10:00:00.000Z',
            error: null,
            fallbackEmailId: null,
            resentFromId: null,
          },
        ],
      },
    });
    const { card } = renderCard(adminOrder());
    const button = within(card).getByRole('button', { name: 'Messages' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const row = await within(card).findByRole('listitem', { name: 'whatsapp message 3' });
    expect(within(row).getByText('delivered')).toBeTruthy();
  });
});

describe('a cash on delivery order (docs/product.md#cash-on-delivery)', () => {
  it('shows the cash to collect and confirms it by phone while it waits for the code', async () => {
    const { calls } = stubFetch({ 'POST /api/admin/orders/1042/cod-confirmation': json(200, { orderId: 1042, orderStatus: 'confirmed' }) });
    const cod = adminOrder({
      paymentMethod: 'cod',
      paymentStatus: 'cod_pending',
      orderStatus: 'pending',
      codFeePaise: 4000,
      codCollectPaise: 55_000,
      codConfirmedAt: null,
      refundablePaise: 0,
    });
    const { card } = renderCard(cod);
    const panel = within(card).getByTestId('cod-panel');
    expect(panel.textContent).toContain('collect ₹550');
    expect(panel.textContent).toContain('not printed until confirmed');
    // The payment badge says what is left to happen to the cash, not the raw status.
    expect(within(card).getByText('COD · to collect')).toBeTruthy();
    expect(within(card).queryByText(/Cod_pending/)).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirmed by phone' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/orders/1042/cod-confirmation')).toBe(true));
  });

  it('shows an advance as the label and the invoice word it: paid online, and the cash still to collect', () => {
    const cod = { paymentMethod: 'cod', paymentStatus: 'cod_pending', codFeePaise: 4000, refundablePaise: 0 } as const;
    const paid = renderCard(
      adminOrder({
        ...cod,
        codAdvancePaise: 10_000,
        codCollectPaise: 44_000,
        paymentId: 'pay_Adv1',
        codConfirmedAt: '2026-11-20T07:00:00.000Z',
      }),
    );
    const panel = within(paid.card).getByTestId('cod-panel');
    expect(panel.textContent).toContain('Paid online ₹100.00 · To collect ₹440.00 (fee ₹40 included).');
    expect(panel.textContent).not.toContain('collect ₹440 (');
    paid.unmount();
    // Before the advance is captured, it is not "paid online".
    const unpaid = renderCard(
      adminOrder({ ...cod, id: 1043, orderStatus: 'pending', codAdvancePaise: 10_000, codCollectPaise: 44_000, paymentId: null }),
    );
    const waiting = within(unpaid.card).getByTestId('cod-panel');
    expect(waiting.textContent).toContain('Advance ₹100.00 to pay online first · To collect ₹440.00');
    expect(waiting.textContent).not.toContain('Paid online');
  });

  it('says where the cash is: collected by the courier, then remitted with its UTR', () => {
    const cod = {
      paymentMethod: 'cod',
      codFeePaise: 4000,
      codCollectPaise: 54_000,
      codConfirmedAt: '2026-11-20T07:00:00.000Z',
      refundablePaise: 0,
    } as const;
    const collected = renderCard(
      adminOrder({ ...cod, paymentStatus: 'cod_collected', orderStatus: 'delivered', codCollectedPaise: 54_000 }),
    );
    expect(within(collected.card).getByTestId('cod-panel').textContent).toContain('Collected ₹540 by the courier; not remitted yet.');
    expect(within(collected.card).getByText('COD · collected, not remitted')).toBeTruthy();
    collected.unmount();
    const remitted = renderCard(
      adminOrder({
        ...cod,
        paymentStatus: 'completed',
        orderStatus: 'delivered',
        codCollectedPaise: 54_000,
        codRemittedAt: '2026-11-27T00:00:00.000Z',
        codUtr: 'UTR42',
      }),
    );
    expect(within(remitted.card).getByTestId('cod-panel').textContent).toContain('Remitted 27 Nov 2026, UTR UTR42.');
  });

  it('shows the shortfall of a short collection, then of a short remittance, and never "Payment Completed" meanwhile', () => {
    const cod = {
      paymentMethod: 'cod',
      paymentStatus: 'cod_collected',
      orderStatus: 'delivered',
      codFeePaise: 4000,
      codCollectPaise: 54_000,
      codCollectedPaise: 50_000,
      codConfirmedAt: '2026-11-20T07:00:00.000Z',
      refundablePaise: 0,
    } as const;
    const collected = renderCard(adminOrder({ ...cod, codRemittedPaise: 0, codShortfallPaise: 4000 }));
    const panel = within(collected.card).getByTestId('cod-panel');
    expect(panel.textContent).toContain('Collected ₹500 by the courier; not remitted yet.');
    expect(within(panel).getByTestId('cod-shortfall').textContent).toBe('Short by ₹40.00: not paid until the courier remits the rest.');
    expect(within(collected.card).queryByText('Payment Completed')).toBeNull();
    collected.unmount();
    const remitted = renderCard(adminOrder({ ...cod, codRemittedPaise: 50_000, codShortfallPaise: 4000 }));
    const open = within(remitted.card).getByTestId('cod-panel');
    expect(open.textContent).toContain('Remitted ₹500.00 of ₹540.00 so far; payment still open.');
    expect(within(open).getByTestId('cod-shortfall').textContent).toContain('Short by ₹40.00');
    expect(within(remitted.card).getByText('COD · collected, not remitted')).toBeTruthy();
    remitted.unmount();
    const paid = renderCard(
      adminOrder({
        ...cod,
        paymentStatus: 'completed',
        codRemittedPaise: 54_000,
        codShortfallPaise: 0,
        codRemittedAt: '2026-11-28T00:00:00.000Z',
        codUtr: 'NEFT0000000003',
      }),
    );
    expect(within(paid.card).queryByTestId('cod-shortfall')).toBeNull();
  });

  it('shows no COD panel for an online order, and no button once confirmed', () => {
    const { card } = renderCard(adminOrder());
    expect(within(card).queryByTestId('cod-panel')).toBeNull();
  });
});
