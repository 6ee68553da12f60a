/** What Order Confirmed shows (order-confirmed.tsx), as restored from the server too (restore-confirmation.ts). */
import type { OrderData } from '#shared/cart';

/** The discounts an order was priced with, paise (docs/product.md#promotions). */
export interface ConfirmedDiscounts {
  couponCode: string | null;
  couponDiscountPaise: number;
  prepaidDiscountPaise: number;
}

/** What the confirmation shows; a snapshot taken before the cart is cleared. */
export interface ConfirmedOrder {
  orderId: number;
  order: OrderData;
  amountPaise: number;
  customerName?: string;
  customerEmail?: string;
  shippingTo?: string;
  /**
   * A cash on delivery order (docs/product.md#cash-on-delivery): `amountPaise` is the cash to pay
   * the courier; `awaitingCode` until the shopper's 6-digit code confirmed it.
   */
  cod?: { awaitingCode: boolean };
  /** The server's discounts; when absent (just paid) they are read back from the server. */
  discounts?: ConfirmedDiscounts;
}
