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

/** The customer-facing progress of an order from its orderStatus and paymentStatus. */
export function customerProgress(orderStatus: string, paymentStatus: string): CustomerProgress {
  const paid = paymentStatus === 'completed' || paymentStatus === 'refunded';
  const rank = FULFILMENT_RANK[orderStatus] ?? (paid ? 1 : 0);
  const stopped =
    orderStatus === 'cancelled' ? 'cancelled' : orderStatus === 'refunded' || paymentStatus === 'refunded' ? 'refunded' : null;
  return {
    steps: CUSTOMER_STEPS.map((step, i) => ({
      step,
      label: CUSTOMER_STEP_LABELS[step],
      done: i === 0 || (step === 'paid' ? paid || rank >= 2 : rank >= i),
    })),
    stopped,
  };
}
