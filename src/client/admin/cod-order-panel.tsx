/**
 * Cash on delivery on the admin's order card (docs/product.md#cash-on-delivery): the cash to
 * collect (with an advance, "Paid online ₹100.00 · To collect ₹440.00", the label's and the
 * invoice's words; "Advance … to pay online first" while it is not paid), where the cash is
 * (collected by the courier, remitted with its UTR; what it still owes when it collected or
 * remitted less than due), and, while the order waits for the customer's code, "Confirmed by phone", which a staff
 * member presses after calling the customer (recorded on the timeline with their name).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Banknote, PhoneCall } from 'lucide-react';
import type { AdminOrder } from '#shared/schemas/admin-orders';
import { formatRupees, formatRupeesWithPaise } from '#shared/money';
import { codAdvanceLine } from '#shared/shipping-label';
import { formatDate } from '../lib/dates';
import { ApiError } from '../api/fetch';
import { queryKeys } from '../api/query-keys';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/toast';
import { adminRequest } from './admin-api';
import { useCan } from './staff-context';

/** Whether `order` is a COD order still waiting for its confirmation. */
export function awaitsCodConfirmation(order: Pick<AdminOrder, 'paymentMethod' | 'orderStatus' | 'codConfirmedAt'>): boolean {
  return order.paymentMethod === 'cod' && order.orderStatus === 'pending' && order.codConfirmedAt === null;
}

/** The COD line of an order card; nothing for an online order. */
export function CodOrderPanel({ order }: { order: AdminOrder }) {
  const client = useQueryClient();
  const canConfirm = useCan('orders:write');
  const confirm = useMutation({
    mutationFn: () => adminRequest<{ orderStatus: string }>('POST', `/api/admin/orders/${order.id}/cod-confirmation`),
    onSuccess: () => {
      toast({ title: 'Order confirmed', description: `Order #${order.id} goes to the print queue.`, variant: 'success' });
      void client.invalidateQueries({ queryKey: queryKeys.admin.orders.all });
    },
    onError: (cause) =>
      toast({
        title: 'Not confirmed',
        description: cause instanceof ApiError && cause.status < 500 ? cause.serverMessage : 'Please try again.',
        variant: 'destructive',
      }),
  });
  if (order.paymentMethod !== 'cod') return null;
  const waiting = awaitsCodConfirmation(order);
  const fee = `(fee ${formatRupees(order.codFeePaise)} included).`;
  // The advance is paid once its capture is noted on the order (its payment id).
  const amounts =
    order.codAdvancePaise === 0
      ? `collect ${formatRupees(order.codCollectPaise)} ${fee}`
      : order.paymentId
        ? `${codAdvanceLine(order.codAdvancePaise, order.codCollectPaise)} ${fee}`
        : `Advance ${formatRupeesWithPaise(order.codAdvancePaise)} to pay online first · To collect ${formatRupeesWithPaise(order.codCollectPaise)} ${fee}`;
  const cash =
    order.codRemittedAt && order.codUtr
      ? `Remitted ${formatDate(order.codRemittedAt)}, UTR ${order.codUtr}.`
      : order.codRemittedPaise > 0
        ? `Remitted ${formatRupeesWithPaise(order.codRemittedPaise)} of ${formatRupeesWithPaise(order.codCollectPaise)} so far; payment still open.`
        : order.paymentStatus === 'cod_collected' && order.codCollectedPaise !== null
          ? `Collected ${formatRupees(order.codCollectedPaise)} by the courier; not remitted yet.`
          : null;
  // Less cash than due, collected or remitted: the order stays open until the rest comes (docs/decisions/218-cod-shortfall-stays-open.md).
  const short = order.codShortfallPaise !== null && order.codShortfallPaise > 0 ? order.codShortfallPaise : 0;
  return (
    <div
      className="flex w-full flex-wrap items-center gap-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="cod-panel"
    >
      <Banknote className="h-4 w-4 shrink-0" aria-hidden />
      <span>
        <span className="font-semibold">Cash on delivery</span>: {amounts}{' '}
        {waiting ? 'Waiting for the customer’s code; not printed until confirmed.' : (cash ?? (order.codConfirmedAt ? 'Confirmed.' : ''))}
      </span>
      {short > 0 && (
        <span className="font-semibold text-red-700" data-testid="cod-shortfall">
          Short by {formatRupeesWithPaise(short)}: not paid until the courier remits the rest.
        </span>
      )}
      {waiting && canConfirm && (
        <Button type="button" size="sm" variant="outline" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
          <PhoneCall aria-hidden />
          Confirmed by phone
        </Button>
      )}
    </div>
  );
}
