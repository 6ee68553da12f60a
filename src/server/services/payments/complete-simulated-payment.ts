import { AppError } from '../../lib/app-error';
import type { SimulatedCompleteResponse } from '#shared/schemas/payment';
import type { PaymentProvider } from './provider';
import { SimulatedPaymentProvider } from './simulated-gateway';

/**
 * The simulated gateway's checkout API (POST /api/payments/simulated/complete): settles an
 * `order_sim_…` as paid or declined. It exists only while the simulated provider is active;
 * under Razorpay it answers 404 like any unknown route.
 * @throws AppError NOT_FOUND (not simulated, or unknown provider order), CONFLICT (already paid).
 */
export async function completeSimulatedPayment(options: {
  provider: PaymentProvider;
  providerOrderId: string;
  outcome: 'success' | 'failure';
}): Promise<SimulatedCompleteResponse> {
  if (!(options.provider instanceof SimulatedPaymentProvider)) {
    throw new AppError('NOT_FOUND', 'Route POST /api/payments/simulated/complete not found');
  }
  return options.provider.completePayment({ providerOrderId: options.providerOrderId, outcome: options.outcome });
}
