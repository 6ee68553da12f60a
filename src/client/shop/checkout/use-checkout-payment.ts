/**
 * Placing and paying for the order (docs/product.md#checkout-flow): create the order (pending),
 * then one payment attempt; a failed or dismissed attempt keeps the order id (state + session
 * storage) so "Retry Payment" pays the same order. One flow at a time: a ref blocks double submits
 * before React has re-rendered the disabled button.
 */
import { useCallback, useRef, useState } from 'react';
import type { CreatePaymentResponse } from '#shared/schemas/payment';
import type { CheckoutForm, CreateOrderRequest } from '#shared/schemas/order';
import { toast } from '../../components/ui/toast';
import type { CheckoutPhase } from './checkout-form';
import { ApiError } from '../../api/fetch';
import { attemptKey, finishAttempt } from '../../api/idempotency';
import { useGateway } from '../../payments/use-gateway';
import { createOrder, createPayment, newIdempotencyKey, reportPaymentFailed, verifyPayment } from './payment-api';
import { CHECKOUT_TOASTS, orderFailureMessage, payForOrder, paymentErrorToast, type GatewayResult } from './payment-flow';
import { clearPendingOrder, readPendingOrder, sessionStore, writePendingOrder, type PendingOrder } from './pending-order';
import type { ConfirmedDiscounts } from './confirmed-order';

export interface CheckoutPayment {
  phase: CheckoutPhase;
  pendingOrderId: number | null;
  /** The details the saved order was placed with (to refill the form after a refresh). */
  pendingDetails: CheckoutForm | null;
  simulatedPayment: CreatePaymentResponse | null;
  /** Answer from the simulated sheet. */
  onSimulatedResult: (result: GatewayResult) => void;
  /** Creates the order, then pays; resolves with the paid order's id and amount, or null. */
  placeOrder: (body: CreateOrderRequest, details: CheckoutForm) => Promise<{ orderId: number; amountPaise: number } | null>;
  /**
   * Places a cash on delivery order: resolves with its id and the cash to pay on delivery (paise),
   * or null after a refusal (shown as a toast naming the reason). An order above the advance
   * threshold pays its advance online first (docs/product.md#cash-on-delivery); a failed or
   * dismissed advance keeps the order saved, so "Retry Payment" pays the same advance.
   */
  placeCodOrder: (
    body: CreateOrderRequest,
    details: CheckoutForm,
  ) => Promise<{ orderId: number; amountPaise: number; cod: true; discounts: ConfirmedDiscounts } | null>;
  /** Pays the saved order again (a COD order's advance: resolves with its cash on delivery and `cod`). */
  retryPayment: () => Promise<{ orderId: number; amountPaise: number; cod?: true } | null>;
  /** Forgets the saved unpaid order (the cart or the details changed). */
  discardPendingOrder: () => void;
}

/** The checkout's order and payment state for the cart with `fingerprint`. */
export function useCheckoutPayment(fingerprint: string): CheckoutPayment {
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [pending, setPending] = useState<PendingOrder | null>(() => readPendingOrder(sessionStore(), fingerprint));
  const onOpen = useCallback(() => setPhase('paying'), []);
  const { openGateway, simulatedPayment, onSimulatedResult, closeSimulated } = useGateway(onOpen);
  const inFlight = useRef(false);

  // A saved order belongs to one cart: a different cart never pays it.
  const current = pending && pending.fingerprint === fingerprint ? pending : null;
  const pendingOrderId = current?.orderId ?? null;

  const pay = useCallback(
    async (orderId: number) => {
      setPhase('initializing');
      // One key per payment attempt: a retry after a failure opens a new gateway order.
      const attempt = newIdempotencyKey();
      const outcome = await payForOrder(orderId, {
        createPayment: (id) => createPayment(id, attempt),
        openGateway,
        verifyPayment,
        reportFailure: reportPaymentFailed,
        onVerifying: () => setPhase('verifying'),
        log: (message, error) => console.warn(message, error),
      });
      closeSimulated();
      switch (outcome.kind) {
        case 'paid':
          clearPendingOrder(sessionStore());
          setPending(null);
          toast({ ...CHECKOUT_TOASTS.paymentSuccess, variant: 'success' });
          return { orderId: outcome.orderId, amountPaise: outcome.amountPaise };
        case 'init-failed':
          console.warn('Payment could not start', outcome.cause);
          toast({ ...paymentErrorToast(outcome.cause), variant: 'destructive' });
          return null;
        case 'failed':
          toast({ ...CHECKOUT_TOASTS.paymentFailed, variant: 'destructive' });
          return null;
        case 'dismissed':
          toast(CHECKOUT_TOASTS.paymentCancelled);
          return null;
        case 'verify-failed':
          console.warn('Payment verification failed', outcome.cause);
          toast({ ...CHECKOUT_TOASTS.verificationFailed, variant: 'destructive' });
          return null;
      }
    },
    [openGateway, closeSimulated],
  );

  const placeOrder = useCallback(
    async (body: CreateOrderRequest, details: CheckoutForm) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      try {
        let orderId = pendingOrderId;
        if (orderId === null) {
          setPhase('placing');
          try {
            // The same order submitted again (its answer was lost) reuses the key: one order.
            const created = await createOrder(body, attemptKey('checkout', body));
            finishAttempt('checkout');
            orderId = created.id;
          } catch (error) {
            // A refusal ends the attempt; a network error or 5xx keeps the key for the retry.
            if (error instanceof ApiError && error.status < 500 && error.status !== 409) finishAttempt('checkout');
            toast({ title: CHECKOUT_TOASTS.orderFailedTitle, description: orderFailureMessage(error), variant: 'destructive' });
            return null;
          }
          const saved: PendingOrder = { orderId, fingerprint, details };
          writePendingOrder(sessionStore(), saved);
          setPending(saved);
        }
        return await pay(orderId);
      } finally {
        inFlight.current = false;
        setPhase('idle');
      }
    },
    [fingerprint, pay, pendingOrderId],
  );

  const placeCodOrder = useCallback(
    async (body: CreateOrderRequest, details: CheckoutForm) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setPhase('placing');
      try {
        let created;
        try {
          created = await createOrder(body, attemptKey('checkout', body));
          finishAttempt('checkout');
        } catch (error) {
          if (error instanceof ApiError && error.status < 500 && error.status !== 409) finishAttempt('checkout');
          toast({ title: CHECKOUT_TOASTS.orderFailedTitle, description: orderFailureMessage(error), variant: 'destructive' });
          return null;
        }
        const placed = {
          orderId: created.id,
          amountPaise: created.codCollectPaise,
          cod: true as const,
          discounts: {
            couponCode: created.couponCode,
            couponDiscountPaise: created.couponDiscountPaise,
            prepaidDiscountPaise: created.prepaidDiscountPaise,
          },
        };
        if (created.codAdvancePaise === 0) return placed;
        // The advance goes through the online payment flow; the order stays saved until it is paid.
        const saved: PendingOrder = { orderId: created.id, fingerprint, details, codCollectPaise: created.codCollectPaise };
        writePendingOrder(sessionStore(), saved);
        setPending(saved);
        return (await pay(created.id)) ? placed : null;
      } finally {
        inFlight.current = false;
        setPhase('idle');
      }
    },
    [fingerprint, pay],
  );

  const retryPayment = useCallback(async () => {
    if (inFlight.current || pendingOrderId === null) return null;
    inFlight.current = true;
    const codCollectPaise = current?.codCollectPaise;
    try {
      const paid = await pay(pendingOrderId);
      if (!paid || codCollectPaise === undefined) return paid;
      return { orderId: paid.orderId, amountPaise: codCollectPaise, cod: true as const };
    } finally {
      inFlight.current = false;
      setPhase('idle');
    }
  }, [pay, pendingOrderId, current?.codCollectPaise]);

  const discardPendingOrder = useCallback(() => {
    clearPendingOrder(sessionStore());
    setPending(null);
  }, []);

  return {
    phase,
    pendingOrderId,
    pendingDetails: current?.details ?? null,
    simulatedPayment,
    onSimulatedResult,
    placeOrder,
    placeCodOrder,
    retryPayment,
    discardPendingOrder,
  };
}
