import { describe, expect, it } from 'vitest';
import { confirmedFromServer, confirmedOrderIdFromUrl } from './restore-confirmation';

describe('Order Confirmed after a reload', () => {
  it('reads the order id from ?confirmed= and nothing else', () => {
    expect(confirmedOrderIdFromUrl('?confirmed=42')).toBe(42);
    expect(confirmedOrderIdFromUrl('?confirmed=0')).toBeNull();
    expect(confirmedOrderIdFromUrl('?confirmed=4x')).toBeNull();
    expect(confirmedOrderIdFromUrl('?orderData=x')).toBeNull();
  });

  it('shows the server’s keychains, total and address', () => {
    const shown = confirmedFromServer({
      orderId: 42,
      paymentStatus: 'completed',
      amountPaise: 19900,
      customerName: 'Tara Menon',
      shippingTo: '4 Residency Road, Bengaluru, Karnataka, 560001',
      keychains: [{ customText: 'Tara', fontFamily: 'bangers', textColor: 'yellow' }],
      paymentMethod: 'online',
      orderStatus: 'confirmed',
      codCollectPaise: 0,
      couponCode: 'DIWALI10',
      couponDiscountPaise: 2_000,
      prepaidDiscountPaise: 500,
    });
    expect(shown).toMatchObject({
      orderId: 42,
      amountPaise: 19900,
      customerName: 'Tara Menon',
      discounts: { couponCode: 'DIWALI10', couponDiscountPaise: 2_000, prepaidDiscountPaise: 500 },
    });
    expect(shown.order.keychains).toEqual([{ customText: 'Tara', fontFamily: 'bangers', textColor: 'yellow' }]);
  });
});
