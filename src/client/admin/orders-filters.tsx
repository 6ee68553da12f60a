/**
 * The Orders tab's filters (docs/product.md#admin-panel): the status chips and the payment status
 * select (the tab's search box is components/search-box.tsx).
 */
import { useId } from 'react';
import { PAYMENT_STATUSES } from '#shared/schemas/order';
import { statusLabel } from '../components/orders/status-label';
import { cn } from '../lib/utils';
import type { OrdersParams } from './admin-api';
import { STATUS_FILTERS } from './order-format';

/** The payment filter's values: any, or one payment status. */
export type PaymentFilter = NonNullable<OrdersParams['paymentStatus']>;

/** The status chips (one pressed) and the payment select. */
export function OrdersStatusFilters({
  status,
  onStatus,
  paymentStatus,
  onPaymentStatus,
}: {
  status: OrdersParams['status'];
  onStatus: (status: OrdersParams['status']) => void;
  paymentStatus: PaymentFilter;
  onPaymentStatus: (paymentStatus: PaymentFilter) => void;
}) {
  const paymentId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div role="group" aria-label="Filter by status" className="-mx-1 flex flex-wrap gap-1.5 px-1">
        {STATUS_FILTERS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => onStatus(s)}
            className={cn(
              'rounded-full border px-3 py-1.5 text-xs font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 sm:text-sm',
              status === s
                ? 'border-gray-900 bg-gray-900 text-white'
                : 'border-gray-200 bg-white text-gray-700 hover:border-gray-300 hover:bg-gray-50',
            )}
          >
            {statusLabel(s)}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={paymentId} className="text-sm font-medium text-gray-600">
          Payment
        </label>
        <select
          id={paymentId}
          value={paymentStatus}
          onChange={(e) => onPaymentStatus(e.target.value as PaymentFilter)}
          className="h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm font-medium text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500"
        >
          <option value="all">Any</option>
          {PAYMENT_STATUSES.map((p) => (
            <option key={p} value={p}>
              {statusLabel(p)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
