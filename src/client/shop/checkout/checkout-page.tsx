/**
 * Checkout (/checkout, docs/product.md#checkout): the contact and shipping form on the left, the
 * order summary on the right (summary first on small screens), then payment and the Order Confirmed
 * view. The order comes from the orderData query parameter (saved to storage, then dropped from the
 * URL so a refresh or a later removal is not undone by the link) or from local storage.
 *
 * This chunk holds the frame, the order's resolution and the empty cart; the order's summary,
 * form and payment are a chunk of their own that loads only when there is an order
 * (docs/decisions/144-checkout-and-track-forms-load-when-needed.md).
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { CART_UPDATED_EVENT, leftOutMessage, sellableOrder, type OrderData } from '#shared/cart';
import { useAuth } from '../../api/auth';
import { clearCart, readOrderData, saveOrderData } from '../../lib/storage';
import { useHydrated } from '../../lib/use-hydrated';
import { ShopLayout } from '../layout/shop-layout';
import { CheckoutFrame, CheckoutHeading, EmptyCart } from './checkout-frame';
import { customizerHref, resolveInitialOrder, searchWithoutOrderData } from './order-request';
import { confirmedOrderIdFromUrl } from './restore-confirmation';

const CheckoutOrderContent = lazy(async () => ({ default: (await import('./checkout-order-content')).CheckoutOrderContent }));

/** The order the page opens with; the URL's is saved so a refresh keeps it. */
function useCheckoutOrder(): [OrderData | null, (next: OrderData | null) => void, string | null] {
  const [initial] = useState(() => {
    const resolved = resolveInitialOrder(window.location.search, readOrderData());
    // Only what the shop sells is shown and charged (decision 027).
    const sellable = sellableOrder(resolved.order);
    return { ...resolved, order: sellable.order, leftOut: leftOutMessage(sellable.leftOut) };
  });
  const [order, setOrder] = useState<OrderData | null>(initial.order);

  useEffect(() => {
    if (initial.fromUrl || !initial.leftOut) return;
    if (initial.order) saveOrderData(initial.order);
    else clearCart();
  }, [initial]);

  useEffect(() => {
    if (!initial.fromUrl || !initial.order) return;
    saveOrderData(initial.order);
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${searchWithoutOrderData(window.location.search)}${hash}`);
  }, [initial]);

  // The header's Empty button, or another tab, may change the cart while this page is open.
  useEffect(() => {
    const sync = () => setOrder(sellableOrder(readOrderData()).order);
    window.addEventListener(CART_UPDATED_EVENT, sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener(CART_UPDATED_EVENT, sync);
      window.removeEventListener('storage', sync);
    };
  }, []);

  const update = useCallback((next: OrderData | null) => {
    setOrder(next);
    if (next) saveOrderData(next);
    else clearCart();
  }, []);

  return [order, update, initial.leftOut];
}

/**
 * The checkout page. The cart lives in this browser's storage, so a prerendered or hydrating
 * render shows the page's frame with a loading line, never an empty cart (docs/decisions/030).
 */
export function CheckoutPage() {
  return <ShopLayout>{checkoutBody}</ShopLayout>;
}

/**
 * The frame as prerendered, then the checkout once hydrated. The switch happens inside the
 * layout, so the header and footer never commit again for it, nor hydrate in its task
 * (ShopLayout's note, decision 098).
 */
function CheckoutBody() {
  return useHydrated() ? <CheckoutPageContent /> : <CheckoutFrame />;
}

const checkoutBody = <CheckoutBody />;

/**
 * The order's checkout once there is an order (or an Order Confirmed to bring back after a
 * reload), else the empty cart. Once the order's part has shown it stays, so paying (which
 * empties the cart) keeps its Order Confirmed view.
 */
function CheckoutPageContent() {
  const { isAuthenticated } = useAuth();
  const [order, setOrder, leftOut] = useCheckoutOrder();
  const [hasOrder, setHasOrder] = useState(() => order !== null || confirmedOrderIdFromUrl(window.location.search) !== null);
  // Another tab may fill the cart while the empty cart shows.
  if (order !== null && !hasOrder) setHasOrder(true);
  if (hasOrder) {
    return (
      <Suspense fallback={<CheckoutFrame />}>
        <CheckoutOrderContent order={order} setOrder={setOrder} leftOut={leftOut} />
      </Suspense>
    );
  }
  return (
    <CheckoutHeading leftOut={leftOut}>
      <EmptyCart href={customizerHref(isAuthenticated)} />
    </CheckoutHeading>
  );
}
