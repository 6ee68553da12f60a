/**
 * The order's part of /checkout (docs/product.md#checkout): the order summary, the contact and
 * shipping form, payment and the Order Confirmed view. The page (checkout-page.tsx) loads this
 * chunk only when it has an order or a confirmation to show, so an empty cart's checkout runs
 * none of the form's, the order schema's or the payment's code
 * (docs/decisions/144-checkout-and-track-forms-load-when-needed.md).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { buildCart, removeCartItem, type CartItem, type OrderData } from '#shared/cart';
import { formatRupees } from '#shared/money';
import { ORDER_MESSAGES, type CheckoutForm } from '#shared/schemas/order';
import { useAuth } from '../../api/auth';
import { handDesignToCustomizer } from '../../lib/design-handoff';
import { isUnprintable, usePrintabilities } from '../../api/printability';
import { useColorCombinations, useFonts } from '../../api/options';
import { ConfirmDialog } from '../../components/ui/dialog';
import { clearCart } from '../../lib/storage';
import { CheckoutFormCard } from './checkout-form';
import { CheckoutFrame, CheckoutHeading, EmptyCart } from './checkout-frame';
import { OrderConfirmed, type ConfirmedOrder } from './order-confirmed';
import { confirmedFromServer, confirmedOrderIdFromUrl, fetchOrderConfirmation, showsConfirmation } from './restore-confirmation';
import { PaymentChoice, type PaymentMethodChoice } from './payment-choice';
import { useOrderQuote } from './use-order-quote';
import { OrderSummary } from './order-summary';
import { CouponField } from './coupon-field';
import type { OrderQuoteResponse } from '#shared/schemas/promotion';
import {
  buildCreateOrderRequest,
  cartFingerprint,
  customizerHref,
  prefillFromProfile,
  shopHomePath,
  type CheckoutFormValues,
} from './order-request';
import { SimulatedCheckoutDialog } from './simulated-checkout-dialog';
import { useCheckoutPayment } from './use-checkout-payment';
import type { ConfirmedDiscounts } from './confirmed-order';

/** What the order's part of the page gets from the page: the order and its setter (saved to storage), and a note on items left out. */
export interface CheckoutOrderContentProps {
  order: OrderData | null;
  setOrder: (next: OrderData | null) => void;
  leftOut: string | null;
}

/**
 * The checkout of an order: its summary, the contact and shipping form, payment and Order
 * Confirmed; the empty cart once the order is emptied here. A chunk of its own, loaded when the
 * page has an order or a confirmation to show (docs/decisions/144-checkout-and-track-forms-load-when-needed.md).
 */
export function CheckoutOrderContent({ order, setOrder, leftOut }: CheckoutOrderContentProps) {
  const [, navigate] = useLocation();
  const { user, isAuthenticated } = useAuth();
  const { colors } = useColorCombinations();
  const { fonts } = useFonts();
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
        if (live && showsConfirmation(answer)) setConfirmed(confirmedFromServer(answer));
      })
      .catch(() => undefined)
      .finally(() => live && setRestoring(false));
    return () => {
      live = false;
    };
  }, []);

  const cart = useMemo(() => buildCart(order), [order]);
  // The code the server priced; a change of the cart drops it (its price would be stale).
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethodChoice>('online');
  const keychainCount = order?.keychains.length ?? 0;
  useEffect(() => setCouponCode(null), [keychainCount]);
  // The summary and the pay button show the server's price for the code and payment method
  // (POST /api/orders/quote), so the amount shown is the amount charged.
  const { quote, setQuote } = useOrderQuote(keychainCount, couponCode, paymentMethod, () => setCouponCode(null));
  const coupon = quote?.couponCode ? quote : null;
  const onCouponChange = (next: OrderQuoteResponse | null) => {
    if (next) setQuote(next);
    setCouponCode(next?.couponCode ?? null);
  };
  const fingerprint = useMemo(() => (order ? cartFingerprint(order) : ''), [order]);
  const payment = useCheckoutPayment(fingerprint);
  // A saved unpaid order's details refill the form after a refresh; captured once, so
  // "Change details" keeps them in the form instead of resetting to the profile.
  const [restoredDetails] = useState(payment.pendingDetails);
  const initialValues = useMemo(() => restoredDetails ?? prefillFromProfile(user), [restoredDetails, user]);
  const homePath = shopHomePath(isAuthenticated);
  const busy = payment.phase !== 'idle';
  // A big COD cart pays its advance online first (docs/product.md#cash-on-delivery): the button says so.
  const codAdvancePaise = paymentMethod === 'cod' ? (quote?.cod.advancePaise ?? 0) : 0;
  // A stored cart whose design became unprintable (font changed, rule changed) is flagged per line.
  const keychainItems = cart.categories['custom-keychains']?.items ?? [];
  const printability = usePrintabilities(
    keychainItems.map((item) => ({ customText: item.customization.customText, fontFamily: item.customization.fontFamily ?? '' })),
  );
  const unprintableIds = new Set(keychainItems.filter((_, i) => isUnprintable(printability[i])).map((item) => item.id));

  useEffect(() => {
    document.title = confirmed ? 'Order Confirmed · Chaabi' : 'Checkout · Chaabi';
  }, [confirmed]);

  const onPaid = useCallback(
    (
      paid: { orderId: number; amountPaise: number; cod?: boolean; discounts?: ConfirmedDiscounts },
      snapshot: OrderData,
      values?: CheckoutForm,
    ) => {
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
        ...(paid.cod ? { cod: { awaitingCode: true } } : {}),
        ...(paid.discounts ? { discounts: paid.discounts } : {}),
      });
      clearCart();
    },
    [],
  );

  const handlePlaceOrder = async (values: CheckoutFormValues) => {
    if (!order) return;
    const snapshot = order;
    const body = {
      ...buildCreateOrderRequest(snapshot, values, colors),
      ...(couponCode ? { couponCode } : {}),
      paymentMethod,
    };
    if (paymentMethod === 'cod') {
      const placed = await payment.placeCodOrder(body, values);
      if (placed) onPaid(placed, snapshot, values);
      return;
    }
    const paid = await payment.placeOrder(body, values);
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
      <CheckoutHeading leftOut={leftOut}>
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
                quote={quote}
              />
              {keychainCount > 0 && (
                <div className="mt-3 rounded-lg border border-gray-200 bg-white p-4">
                  <CouponField
                    quantity={keychainCount}
                    applied={coupon}
                    onChange={onCouponChange}
                    paymentMethod={paymentMethod}
                    disabled={busy || payment.pendingOrderId !== null}
                  />
                </div>
              )}
            </div>
            <div className="lg:col-start-1 lg:row-start-1">
              <CheckoutFormCard
                initialValues={initialValues}
                amountLabel={
                  codAdvancePaise > 0
                    ? `${formatRupees(codAdvancePaise)} Advance`
                    : formatRupees(quote ? quote.totalPaise : cart.grandTotal)
                }
                cashOnDelivery={paymentMethod === 'cod' && codAdvancePaise === 0}
                renderPaymentChoice={(codAtPin) => (
                  <PaymentChoice value={paymentMethod} onChange={setPaymentMethod} quote={quote} codAtPin={codAtPin} disabled={busy} />
                )}
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
      </CheckoutHeading>

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
