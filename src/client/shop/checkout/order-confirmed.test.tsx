// Order Confirmed with discounts (docs/product.md#discounts-shown): the subtotal, the coupon with
// its code, the prepaid discount, the total paid and the saving; read back from the server when the
// page has only just been paid; the total alone without discounts.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrderData } from '#shared/cart';
import { BUILT_IN_COLORS } from '#shared/catalog';
import { renderWithClient, stubApi } from '#tests/support/render-client';
import { OrderConfirmed, type ConfirmedOrder } from './order-confirmed';

const base: ConfirmedOrder = {
  orderId: 7,
  order: makeOrderData([{ customText: 'Tara', fontFamily: 'bangers', textColor: 'yellow' }]),
  amountPaise: 12_400,
};

const show = (confirmed: ConfirmedOrder) =>
  renderWithClient(<OrderConfirmed confirmed={confirmed} colors={BUILT_IN_COLORS} fonts={[]} homePath="/guest" />);

describe('Order Confirmed', () => {
  it('shows the subtotal, the code and its discount, the prepaid discount and the saving', () => {
    stubApi();
    show({ ...base, discounts: { couponCode: 'DIWALI10', couponDiscountPaise: 5_100, prepaidDiscountPaise: 2_500 } });
    const amounts = screen.getByTestId('confirmed-amounts');
    expect(amounts.textContent).toContain('Subtotal₹200');
    expect(amounts.textContent).toContain('Coupon DIWALI10−₹51');
    expect(amounts.textContent).toContain('Prepaid discount−₹25');
    expect(amounts.textContent).toContain('Total paid₹124');
    expect(amounts.textContent).toContain('You saved ₹76');
  });

  it('reads the discounts back from the server right after payment', async () => {
    const { calls } = stubApi({
      'POST /api/orders/confirmation': {
        ...base,
        paymentStatus: 'completed',
        customerName: 'Tara',
        shippingTo: '',
        keychains: [],
        couponCode: 'PHONE50',
        couponDiscountPaise: 5_000,
        prepaidDiscountPaise: 0,
      },
    });
    show(base);
    expect(await screen.findByText('PHONE50')).toBeTruthy();
    expect(screen.getByText('You saved ₹50')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/api/orders/confirmation'))?.body).toEqual({ orderId: 7 });
  });

  it('shows the total alone for an order without discounts', () => {
    stubApi();
    show({ ...base, discounts: { couponCode: null, couponDiscountPaise: 0, prepaidDiscountPaise: 0 } });
    expect(screen.getByTestId('confirmed-amounts').textContent).toBe('Total paid₹124');
  });
});
