/**
 * Order and payment status badges (docs/product.md#payment-status: payment completed green, pending
 * yellow, failed red).
 */
import { CreditCard } from 'lucide-react';
import { Badge } from '../components/ui/badge';
import { cn } from '../lib/utils';
import { orderStatusHint, paymentStatusLabel, statusLabel } from '../components/orders/status-label';
import { orderStatusVariant, paymentStatusVariant } from './order-format';

const ORDER_CLASSES: Record<ReturnType<typeof orderStatusVariant>, string> = {
  warning: 'bg-amber-100 text-amber-800',
  info: 'bg-blue-100 text-blue-800',
  processing: 'bg-violet-100 text-violet-800',
  shipped: 'bg-sky-100 text-sky-800',
  success: 'bg-green-100 text-green-800',
  danger: 'bg-red-100 text-red-800',
  secondary: 'bg-gray-100 text-gray-700',
};

export function OrderStatusBadge({ status }: { status: string }) {
  const hint = orderStatusHint(status);
  return (
    <Badge
      variant="secondary"
      title={hint ?? undefined}
      className={cn('ring-1 ring-inset ring-black/5', ORDER_CLASSES[orderStatusVariant(status)])}
    >
      <span className="sr-only">Order status: </span>
      {statusLabel(status)}
      {hint && <span className="sr-only"> ({hint.toLowerCase()})</span>}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={paymentStatusVariant(status)} className="gap-1 ring-1 ring-inset ring-black/5">
      <CreditCard className="h-3 w-3" aria-hidden="true" />
      {paymentStatusLabel(status)}
    </Badge>
  );
}
