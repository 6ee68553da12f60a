/**
 * The checkout's price from the server (docs/product.md#promotion-pricing,
 * docs/product.md#cash-on-delivery): POST /api/orders/quote for the keychains, the applied code
 * and the payment method, so the summary and the pay button show exactly what POST /api/orders
 * will charge (the prepaid discount and the COD fee included).
 */
import { useEffect, useState } from 'react';
import type { OrderQuoteResponse } from '#shared/schemas/promotion';
import { ApiError } from '../../api/fetch';
import { quoteOrder } from './coupon-field';
import type { PaymentMethodChoice } from './payment-choice';

/** The latest quote for `quantity` keychains with `couponCode` paid by `paymentMethod`; null while none has arrived. */
export function useOrderQuote(
  quantity: number,
  couponCode: string | null,
  paymentMethod: PaymentMethodChoice,
  /** Called when the server refuses the code now (it expired or was used up): the page drops it. */
  onCodeRefused: () => void,
): { quote: OrderQuoteResponse | null; setQuote: (quote: OrderQuoteResponse) => void } {
  const [quote, setQuote] = useState<OrderQuoteResponse | null>(null);
  useEffect(() => {
    if (quantity < 1) return;
    let live = true;
    quoteOrder({ quantity, couponCode: couponCode ?? '', paymentMethod })
      .then((answer) => live && setQuote(answer))
      .catch((error: unknown) => {
        if (live && couponCode && error instanceof ApiError && error.status === 400) onCodeRefused();
      });
    return () => {
      live = false;
    };
    // onCodeRefused is a setter from the page; the quote depends only on what is priced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quantity, couponCode, paymentMethod]);
  const current =
    quote && quote.quantity === quantity && quote.paymentMethod === paymentMethod && quote.couponCode === couponCode ? quote : null;
  return { quote: current, setQuote };
}
