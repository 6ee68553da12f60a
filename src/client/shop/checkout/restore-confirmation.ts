/** Order Confirmed after a reload: the order id in the URL, read back through the order's capability cookie. */
import { makeOrderData } from '#shared/cart';
import type { OrderConfirmationResponse } from '#shared/schemas/order';
import { apiRequest } from '../../api/fetch';
import type { ConfirmedDiscounts, ConfirmedOrder } from './confirmed-order';

/** The `confirmed` order id of a checkout URL's query (`?confirmed=12`), or null. */
export function confirmedOrderIdFromUrl(search: string): number | null {
  const raw = new URLSearchParams(search).get('confirmed');
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** POST /api/orders/confirmation; 404 unless this browser placed the order (or its owner is signed in). */
export function fetchOrderConfirmation(orderId: number): Promise<OrderConfirmationResponse> {
  return apiRequest<OrderConfirmationResponse>('POST', '/api/orders/confirmation', { orderId });
}

/** Whether Order Confirmed shows this answer after a reload: a paid order, or a COD order not cancelled. */
export function showsConfirmation(answer: OrderConfirmationResponse): boolean {
  return answer.paymentStatus === 'completed' || (answer.paymentMethod === 'cod' && answer.orderStatus !== 'cancelled');
}

/** The discounts of a confirmation answer (docs/product.md#promotions). */
export function discountsFromServer(answer: OrderConfirmationResponse): ConfirmedDiscounts {
  return {
    couponCode: answer.couponCode,
    couponDiscountPaise: answer.couponDiscountPaise,
    prepaidDiscountPaise: answer.prepaidDiscountPaise,
  };
}

/** What the confirmation view shows, from the server's answer. */
export function confirmedFromServer(answer: OrderConfirmationResponse): ConfirmedOrder {
  return {
    orderId: answer.orderId,
    order: makeOrderData(answer.keychains),
    amountPaise: answer.amountPaise,
    customerName: answer.customerName,
    shippingTo: answer.shippingTo,
    ...(answer.paymentMethod === 'cod' ? { cod: { awaitingCode: answer.orderStatus === 'pending' } } : {}),
    discounts: discountsFromServer(answer),
  };
}
