/**
 * The order e-mails of a discounted order (docs/product.md#promotions): the customer's
 * confirmation shows the subtotal, the code and its discount, the prepaid discount and the total
 * paid; the shop's alert names them beside the total. An order without discounts shows the total alone.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../../tests/setup/test-db';
import { withTestApp } from '#tests/support/per-file';
import { payAtTheBank, shopOrderBody, verifyAtTheShop } from '#tests/support/shop';
import { emailOutbox, prepaidDiscountSettings, promotions } from '../../db/schema/index';
import type { SimulatedPaymentProvider } from '../payments/simulated-gateway';
import { discountLines } from './order-emails';

let t: TestApp;
withTestApp((app) => (t = app));

async function mailsOf(orderId: number) {
  await (t.app.services.payments as SimulatedPaymentProvider).webhooksDelivered();
  const rows = await t.app.services.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
  return {
    customer: rows.find((r) => r.kind === 'order_confirmation')!,
    shop: rows.find((r) => r.kind === 'shop_new_order')!,
  };
}

describe('discounts in the order e-mails', () => {
  it('shows the code, both discounts and the total paid, in both parts, and in the shop alert', async () => {
    const db = t.app.services.db;
    await db.insert(promotions).values({ code: 'DIWALI10', type: 'percentage', value: 10, createdAt: t.app.services.now() });
    await db.insert(prepaidDiscountSettings).values({ id: 1, type: 'fixed', value: 2_500 });
    try {
      const paid = await payAtTheBank(t.app, { body: shopOrderBody({ couponCode: 'diwali10' }) });
      expect((await verifyAtTheShop(t.app, paid)).statusCode).toBe(200);
      const { customer, shop } = await mailsOf(paid.id);
      // ₹510 less 10 % (₹51) less ₹25 prepaid = ₹434.
      expect(customer.textBody).toContain(
        ['Subtotal: ₹510', 'Coupon DIWALI10: −₹51', 'Prepaid discount: −₹25', 'Total paid: ₹434'].join('\n'),
      );
      expect(customer.htmlBody).toContain('Coupon DIWALI10: −₹51<br>');
      expect(shop.textBody).toContain(`order #${paid.id}, total ₹434 (Coupon DIWALI10: −₹51, Prepaid discount: −₹25).`);
    } finally {
      await db.delete(prepaidDiscountSettings).where(eq(prepaidDiscountSettings.id, 1));
    }
  });

  it('shows the total alone for an order without discounts', async () => {
    const paid = await payAtTheBank(t.app);
    expect((await verifyAtTheShop(t.app, paid)).statusCode).toBe(200);
    const { customer, shop } = await mailsOf(paid.id);
    expect(customer.textBody).not.toContain('Subtotal');
    expect(customer.textBody).toContain('\n\nTotal paid: ₹510');
    expect(shop.textBody).toContain(`order #${paid.id}, total ₹510.`);
  });

  it('names a coupon without its code plainly', () => {
    expect(discountLines({ ...order, couponCode: null, couponDiscountPaise: 1_000, prepaidDiscountPaise: 0 })).toEqual([
      'Subtotal: ₹120',
      'Coupon: −₹10',
    ]);
  });
});

const order = {
  id: 1,
  customerName: 'Asha',
  customerEmail: 'a@example.in',
  customerPhone: '9876543210',
  keychains: [],
  totalPaise: 11_000,
  shippingAddress: { street: '1 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' },
};
