/** The browser's calls to /api/orders and /api/payments/* (spec §7). */
import { apiRequest } from '../../api/fetch';
import type { CreateOrderRequest, CreateOrderResponse } from '#shared/schemas/order';
import type {
  CreatePaymentResponse,
  PaymentFailedRequest,
  SimulatedCompleteResponse,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '#shared/schemas/payment';

/** POST /api/orders: creates the order with both statuses pending. */
export function createOrder(body: CreateOrderRequest): Promise<CreateOrderResponse> {
  return apiRequest<CreateOrderResponse>('POST', '/api/orders', body);
}

/** POST /api/payments/create-order: a fresh provider order for our order. */
export function createPayment(orderId: number): Promise<CreatePaymentResponse> {
  return apiRequest<CreatePaymentResponse>('POST', '/api/payments/create-order', { orderId });
}

/** POST /api/payments/verify: checks the signature and marks the order paid. */
export function verifyPayment(body: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
  return apiRequest<VerifyPaymentResponse>('POST', '/api/payments/verify', body);
}

/** POST /api/payments/failed: records a failed attempt. */
export function reportPaymentFailed(body: PaymentFailedRequest): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/payments/failed', body);
}

/** POST /api/payments/simulated/complete: the offline gateway settles a provider order. */
export function completeSimulatedPayment(providerOrderId: string, outcome: 'success' | 'failure'): Promise<SimulatedCompleteResponse> {
  return apiRequest<SimulatedCompleteResponse>('POST', '/api/payments/simulated/complete', { providerOrderId, outcome });
}
