/**
 * The customer-facing steps of an order: placed, paid, processing, shipped,
 * delivered, worked out from the fulfilment status and the payment status alone, so My Account
 * and the dealer portal show the same thing. 'confirmed' counts as placed and paid only; a
 * cancelled or refunded order ends where it stopped.
 */

/** The steps in order. */
export const CUSTOMER_STEPS = ['placed', 'paid', 'processing', 'shipped', 'delivered'] as const;
export type CustomerStep = (typeof CUSTOMER_STEPS)[number];

/** Display names of the steps. */
export const CUSTOMER_STEP_LABELS: Record<CustomerStep, string> = {
  placed: 'Placed',
  paid: 'Paid',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

/** The steps reached so far and how the order ended, if it did not get delivered. */
export interface CustomerProgress {
  steps: { step: CustomerStep; label: string; done: boolean }[];
  /** 'cancelled' or 'refunded' when the order stopped; else null. */
  stopped: 'cancelled' | 'refunded' | null;
}

const FULFILMENT_RANK: Record<string, number> = { processing: 2, shipped: 3, delivered: 4 };

/**
 * The second step of an order, shared by My Account and /track: done once paid, and named "Paid".
 * A cash on delivery order whose cash is not yet with the shop (`cod_pending`, `cod_collected`)
 * is never "Paid": the step reads "Confirmed" and is done once the code confirmed the order
 * (docs/product.md#cash-on-delivery).
 */
export function paidStep(orderStatus: string, paymentStatus: string): { done: boolean; label: string; cashOnDelivery: boolean } {
  const cashOnDelivery = paymentStatus === 'cod_pending' || paymentStatus === 'cod_collected';
  return cashOnDelivery
    ? { done: !['pending', 'cancelled'].includes(orderStatus), label: 'Confirmed', cashOnDelivery }
    : { done: paymentStatus === 'completed' || paymentStatus === 'refunded', label: CUSTOMER_STEP_LABELS.paid, cashOnDelivery };
}

/** The customer-facing progress of an order from its orderStatus and paymentStatus (paidStep for the second step). */
export function customerProgress(orderStatus: string, paymentStatus: string): CustomerProgress {
  const { done: paid, label: paidLabel } = paidStep(orderStatus, paymentStatus);
  const rank = FULFILMENT_RANK[orderStatus] ?? (paid ? 1 : 0);
  const stopped =
    orderStatus === 'cancelled' ? 'cancelled' : orderStatus === 'refunded' || paymentStatus === 'refunded' ? 'refunded' : null;
  return {
    steps: CUSTOMER_STEPS.map((step, i) => ({
      step,
      label: step === 'paid' ? paidLabel : CUSTOMER_STEP_LABELS[step],
      done: i === 0 || (step === 'paid' ? paid || rank >= 2 : rank >= i),
    })),
    stopped,
  };
}
