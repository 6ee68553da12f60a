/**
 * The Orders tab's filters (docs/product.md#admin-panel): a search by name, email, phone or order
 * ID with its Clear button, the status chips and the payment status select.
 */
import { useId } from 'react';
import { Search, X } from 'lucide-react';
import { PAYMENT_STATUSES } from '#shared/schemas/order';
import { Input } from '../components/ui/input';
import { statusLabel } from '../components/orders/status-label';
import { cn } from '../lib/utils';
import type { OrdersParams } from './admin-api';
import { STATUS_FILTERS } from './order-format';

/** The payment filter's values: any, or one payment status. */
export type PaymentFilter = NonNullable<OrdersParams['paymentStatus']>;

/** The search box: what is typed goes to `onSearch` as typed (the tab trims and debounces it). */
export function OrdersSearch({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const searchId = useId();
  return (
    <div className="relative">
      <label htmlFor={searchId} className="sr-only">
        Search orders
      </label>
      <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-gray-400" aria-hidden="true" />
      <Input
        id={searchId}
        type="search"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        placeholder="Name, email, phone or order ID"
        className={cn('pl-9', search && 'pr-9')}
      />
      {search && (
        <button
          type="button"
          onClick={() => onSearch('')}
          className="absolute right-2 top-2 rounded-md p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500"
          aria-label="Clear search"
        >
          <X className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}

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
