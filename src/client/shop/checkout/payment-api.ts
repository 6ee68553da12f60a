/** The browser's calls to /api/orders and /api/payments/* (docs/product.md#customer-calls). */
import { apiRequest } from '../../api/fetch';
import { idempotencyHeader, newIdempotencyKey } from '../../api/idempotency';

export { newIdempotencyKey };
import type { CreateOrderRequest, CreateOrderResponse } from '#shared/schemas/order';
import type {
  CreatePaymentResponse,
  PaymentFailedRequest,
  SimulatedCompleteResponse,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '#shared/schemas/payment';

/**
 * POST /api/orders: creates the order with both statuses pending, and gives this browser the
 * order's capability cookie. `idempotencyKey` is reused when the same order is retried.
 */
export function createOrder(body: CreateOrderRequest, idempotencyKey?: string): Promise<CreateOrderResponse> {
  return apiRequest<CreateOrderResponse>('POST', '/api/orders', body, idempotencyKey ? { headers: idempotencyHeader(idempotencyKey) } : {});
}

/** POST /api/payments/create-order: the open provider order for our order (one per payment attempt key). */
export function createPayment(orderId: number, idempotencyKey?: string): Promise<CreatePaymentResponse> {
  return apiRequest<CreatePaymentResponse>(
    'POST',
    '/api/payments/create-order',
    { orderId },
    idempotencyKey ? { headers: idempotencyHeader(idempotencyKey) } : {},
  );
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
