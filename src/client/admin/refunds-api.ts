/**
 * The admin's refund call (docs/product.md#refunds): POST /api/admin/orders/{id}/refunds with an
 * Idempotency-Key kept for the same request until it is answered for good, so a retried click
 * never refunds twice.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRefundRequest, CreateRefundResponse } from '#shared/schemas/refund';
import { ApiError, apiRequest } from '../api/fetch';
import { attemptKey, finishAttempt, idempotencyHeader } from '../api/idempotency';
import { queryKeys } from '../api/query-keys';
import { forgetSessionOn401 } from './admin-api';

/** POST /api/admin/orders/{orderId}/refunds; refreshes the orders list (refunds, statuses, figures). */
export function useCreateRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { orderId: number; body: CreateRefundRequest }) => {
      const slot = `refund-${input.orderId}`;
      const key = attemptKey(slot, input.body);
      try {
        const answer = await apiRequest<CreateRefundResponse>('POST', `/api/admin/orders/${input.orderId}/refunds`, input.body, {
          headers: idempotencyHeader(key),
        });
        finishAttempt(slot);
        return answer;
      } catch (error) {
        // A refusal (4xx) is final; a 5xx or a network error keeps the key for the retry.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) finishAttempt(slot);
        return forgetSessionOn401(error);
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
  });
}
