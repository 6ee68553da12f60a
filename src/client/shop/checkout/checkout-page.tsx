/**
 * Checkout (/checkout, docs/product.md#checkout): the contact and shipping form on the left, the
 * order summary on the right (summary first on small screens), then payment and the Order Confirmed
 * view. The order comes from the orderData query parameter (saved to storage, then dropped from the
 * URL so a refresh or a later removal is not undone by the link) or from local storage.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { ShoppingBag } from 'lucide-react';
import { buildCart, CART_UPDATED_EVENT, leftOutMessage, removeCartItem, sellableOrder, type CartItem, type OrderData } from '#shared/cart';
import { formatRupees } from '#shared/money';
import { ORDER_MESSAGES, type CheckoutForm } from '#shared/schemas/order';
import { useAuth } from '../../api/auth';
import { handDesignToCustomizer } from '../../lib/design-handoff';
import { isUnprintable, usePrintabilities } from '../../api/printability';
import { useColorCombinations, useFonts } from '../../api/options';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { clearCart, readOrderData, saveOrderData } from '../../lib/storage';
import { useHydrated } from '../../lib/use-hydrated';
import { ShopLayout } from '../layout/shop-layout';
import { CheckoutFormCard } from './checkout-form';
import { OrderConfirmed, type ConfirmedOrder } from './order-confirmed';
import { confirmedFromServer, confirmedOrderIdFromUrl, fetchOrderConfirmation } from './restore-confirmation';
import { OrderSummary } from './order-summary';
import {
  buildCreateOrderRequest,
  cartFingerprint,
  customizerHref,
  prefillFromProfile,
  resolveInitialOrder,
  searchWithoutOrderData,
  shopHomePath,
  type CheckoutFormValues,
} from './order-request';
import { SimulatedCheckoutDialog } from './simulated-checkout-dialog';
import { useCheckoutPayment } from './use-checkout-payment';

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

/** The page's heading and a loading line, as prerendered and while hydrating. */
function CheckoutFrame() {
  return (
    <div className="bg-gradient-to-b from-pink-50/70 to-white">
      <div className="mx-auto min-h-[60vh] max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">Complete Your Order</h1>
        <p role="status" className="mt-6 text-gray-600">
          Loading your cart…
        </p>
      </div>
    </div>
  );
}

function CheckoutPageContent() {
  const [, navigate] = useLocation();
  const { user, isAuthenticated } = useAuth();
  const { colors } = useColorCombinations();
  const { fonts } = useFonts();
  const [order, setOrder, leftOut] = useCheckoutOrder();
  const [confirmed, setConfirmed] = useState<ConfirmedOrder | null>(null);
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  // After a reload, Order Confirmed comes back from the server through the order's capability cookie.
  const [restoring, setRestoring] = useState(() => confirmedOrderIdFromUrl(window.location.search) !== null);
  useEffect(() => {
    const orderId = confirmedOrderIdFromUrl(window.location.search);
    if (orderId === null) return;
    let live = true;
    void fetchOrderConfirmation(orderId)
      .then((answer) => {
        if (live && answer.paymentStatus === 'completed') setConfirmed(confirmedFromServer(answer));
      })
      .catch(() => undefined)
      .finally(() => live && setRestoring(false));
    return () => {
      live = false;
    };
  }, []);

  const cart = useMemo(() => buildCart(order), [order]);
  const fingerprint = useMemo(() => (order ? cartFingerprint(order) : ''), [order]);
  const payment = useCheckoutPayment(fingerprint);
  // A saved unpaid order's details refill the form after a refresh; captured once, so
  // "Change details" keeps them in the form instead of resetting to the profile.
  const [restoredDetails] = useState(payment.pendingDetails);
  const initialValues = useMemo(() => restoredDetails ?? prefillFromProfile(user), [restoredDetails, user]);
  const homePath = shopHomePath(isAuthenticated);
  const busy = payment.phase !== 'idle';
  // A stored cart whose design became unprintable (font changed, rule changed) is flagged per line.
  const keychainItems = cart.categories['custom-keychains']?.items ?? [];
  const printability = usePrintabilities(
    keychainItems.map((item) => ({ customText: item.customization.customText, fontFamily: item.customization.fontFamily ?? '' })),
  );
  const unprintableIds = new Set(keychainItems.filter((_, i) => isUnprintable(printability[i])).map((item) => item.id));

  useEffect(() => {
    document.title = confirmed ? 'Order Confirmed · Chaabi' : 'Checkout · Chaabi';
  }, [confirmed]);

  const onPaid = useCallback((paid: { orderId: number; amountPaise: number }, snapshot: OrderData, values?: CheckoutForm) => {
    const address = values?.shippingAddress;
    // A reload shows the same confirmation (read back from the server) instead of an empty cart.
    window.history.replaceState(window.history.state, '', `/checkout?confirmed=${paid.orderId}`);
    setConfirmed({
      orderId: paid.orderId,
      order: snapshot,
      amountPaise: paid.amountPaise,
      customerName: values?.customerName,
      customerEmail: values?.customerEmail,
      shippingTo: address?.street
        ? [address.street, address.addressLine2, address.city, address.state, address.zipCode].filter(Boolean).join(', ')
        : undefined,
    });
    clearCart();
  }, []);

  const handlePlaceOrder = async (values: CheckoutFormValues) => {
    if (!order) return;
    const snapshot = order;
    const paid = await payment.placeOrder(buildCreateOrderRequest(snapshot, values, colors), values);
    if (paid) onPaid(paid, snapshot, values);
  };

  const handleRetry = async (values: CheckoutForm) => {
    if (!order) return;
    const snapshot = order;
    const paid = await payment.retryPayment();
    if (paid) onPaid(paid, snapshot, payment.pendingDetails ?? values);
  };

  const handleRemove = (item: CartItem) => {
    if (!order || busy) return;
    setOrder(removeCartItem(order, item.category, item.index));
  };

  // Edit: the design goes back to the customizer (and out of the cart) to be changed.
  const handleEdit = (item: CartItem) => {
    if (!order || busy) return;
    const { customText, fontFamily = '', textColor = '' } = item.customization;
    handDesignToCustomizer({ customText, fontFamily, textColor });
    setOrder(removeCartItem(order, item.category, item.index));
    navigate('/#customizer');
  };

  const handleEmptyCart = () => {
    setOrder(null);
    navigate(homePath);
  };

  if (restoring && !confirmed) return <CheckoutFrame />;

  if (confirmed) {
    return (
      <div>
        <OrderConfirmed confirmed={confirmed} colors={colors} fonts={fonts} homePath={homePath} />
      </div>
    );
  }

  return (
    <>
      <div className="bg-gradient-to-b from-pink-50/70 to-white">
        <div className="mx-auto min-h-[60vh] max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
          <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">Complete Your Order</h1>
          {leftOut && (
            <p role="status" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {leftOut}
            </p>
          )}

          {!order ? (
            <EmptyCart href={customizerHref(isAuthenticated)} />
          ) : (
            <div className="mt-6 grid grid-cols-1 gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start lg:gap-8">
              <div className="lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1">
                <OrderSummary
                  cart={cart}
                  colors={colors}
                  fonts={fonts}
                  onRemove={handleRemove}
                  unprintableIds={unprintableIds}
                  onEdit={handleEdit}
                  onEmptyCart={() => setConfirmEmpty(true)}
                  disabled={busy}
                />
              </div>
              <div className="lg:col-start-1 lg:row-start-1">
                <CheckoutFormCard
                  initialValues={initialValues}
                  amountLabel={formatRupees(cart.grandTotal)}
                  phase={payment.phase}
                  pendingOrderId={payment.pendingOrderId}
                  blockedReason={
                    order.keychains.length === 0
                      ? ORDER_MESSAGES.keychainsRequired
                      : unprintableIds.size > 0
                        ? 'A keychain in your cart is too thin to print: edit it or remove it before you pay.'
                        : undefined
                  }
                  onPlaceOrder={(values) => void handlePlaceOrder(values)}
                  onRetryPayment={(values) => void handleRetry(values)}
                  onChangeDetails={payment.discardPendingOrder}
                />
              </div>
            </div>
          )}
        </div>
      </div>

      <ConfirmDialog
        open={confirmEmpty}
        onOpenChange={setConfirmEmpty}
        title="Empty Cart"
        description="Are you sure you want to empty your cart?"
        confirmLabel="Empty Cart"
        onConfirm={handleEmptyCart}
      />
      <SimulatedCheckoutDialog payment={payment.simulatedPayment} onResult={payment.onSimulatedResult} />
    </>
  );
}

function EmptyCart({ href }: { href: string }) {
  return (
    <div className="mx-auto mt-10 grid max-w-md justify-items-center gap-4 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-pink-100 text-pink-600">
        <ShoppingBag className="h-7 w-7" aria-hidden />
      </span>
      <h2 className="text-xl font-bold text-gray-900">Your cart is empty</h2>
      <p className="text-gray-600">Design a keychain with your name, pick a font and colours, and it will show up here.</p>
      <Button asChild variant="brand" size="lg">
        {/* A full navigation, so the home page opens scrolled to its customizer anchor. */}
        <a href={href}>Design Your Keychain</a>
      </Button>
    </div>
  );
}
