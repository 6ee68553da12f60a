import { eq } from 'drizzle-orm';
import type { OrderConfirmationResponse } from '#shared/schemas/order';
import { PAYMENT_MESSAGES } from '#shared/schemas/payment';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/**
 * The order as Order Confirmed shows it (after a reload, and for its discounts: the code, the
 * coupon and prepaid discounts in paise, docs/product.md#promotions) (its route admits only the browser
 * holding the order's capability or its signed-in owner, docs/decisions/017-order-capabilities.md).
 * @throws AppError NOT_FOUND for an unknown order.
 */
export async function getOrderConfirmation(db: Db, orderId: number): Promise<OrderConfirmationResponse> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
  const a = order.shippingAddress;
  return {
    orderId: order.id,
    paymentStatus: order.paymentStatus,
    amountPaise: order.totalPaise,
    customerName: order.customerName,
    shippingTo: [a.street, a.addressLine2, a.city, a.state, a.zipCode].filter(Boolean).join(', '),
    keychains: order.keychains.map((k) => ({ customText: k.customText, fontFamily: k.fontFamily, textColor: k.textColor })),
    paymentMethod: order.paymentMethod === 'cod' ? 'cod' : 'online',
    orderStatus: order.orderStatus,
    codCollectPaise: order.codCollectPaise,
    couponCode: order.couponCode,
    couponDiscountPaise: order.couponDiscountPaise,
    prepaidDiscountPaise: order.prepaidDiscountPaise,
  };
}
