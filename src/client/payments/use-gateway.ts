/**
 * Opening the checkout for a payable: Razorpay Checkout, or the built-in simulated sheet whose
 * state lives here (the page renders <SimulatedCheckoutDialog> with `simulatedPayment`). Shared
 * by the shop checkout and the dealer credit purchase.
 */
import { useCallback, useState } from 'react';
import type { CreatePaymentResponse } from '#shared/schemas/payment';
import { openRazorpayCheckout } from './razorpay-checkout';
import type { GatewayResult } from './payment-flow';

/** The open simulated sheet's payment and the resolver of its attempt. */
interface SimulatedAttempt {
  payment: CreatePaymentResponse;
  resolve: (result: GatewayResult) => void;
}

/** The gateway opener and the simulated sheet's state; `onOpen` runs as the checkout opens. */
export function useGateway(onOpen: () => void): {
  openGateway: (payment: CreatePaymentResponse) => Promise<GatewayResult>;
  simulatedPayment: CreatePaymentResponse | null;
  onSimulatedResult: (result: GatewayResult) => void;
  closeSimulated: () => void;
} {
  const [simulated, setSimulated] = useState<SimulatedAttempt | null>(null);
  const openGateway = useCallback(
    (payment: CreatePaymentResponse): Promise<GatewayResult> => {
      onOpen();
      if (payment.checkout === 'simulated-sheet') return new Promise<GatewayResult>((resolve) => setSimulated({ payment, resolve }));
      return openRazorpayCheckout(payment);
    },
    [onOpen],
  );
  const onSimulatedResult = useCallback(
    (result: GatewayResult) => {
      simulated?.resolve(result);
      setSimulated(null);
    },
    [simulated],
  );
  const closeSimulated = useCallback(() => setSimulated(null), []);
  return { openGateway, simulatedPayment: simulated?.payment ?? null, onSimulatedResult, closeSimulated };
}
