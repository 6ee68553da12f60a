/**
 * What the checkout shows instead of the pay button while the production shop waits for the
 * seller's details (docs/product.md#seller-details): GET /api/shop-info says `checkoutOpen: false`.
 */
import { Store } from 'lucide-react';
import { Link } from 'wouter';
import { CHECKOUT_CLOSED_MESSAGE } from '#shared/seller-details';
import { useShopInfo } from '../../api/shop-info';

/** True once GET /api/shop-info says the checkout is closed (open while it loads: the server refuses anyway). */
export function useCheckoutClosed(): boolean {
  return useShopInfo().data?.checkoutOpen === false;
}

/** The notice, with a link to /contact. */
export function CheckoutClosedNotice() {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="checkout-closed"
    >
      <Store className="h-5 w-5 shrink-0" aria-hidden />
      <p>
        <span className="font-semibold">{CHECKOUT_CLOSED_MESSAGE}</span>{' '}
        <Link href="/contact" className="font-semibold underline">
          Contact us
        </Link>
      </p>
    </div>
  );
}
