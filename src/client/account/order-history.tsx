/**
 * Order history on My Account (docs/product.md#my-account, docs/product.md#customer-calls GET
 * /api/orders/my).
 */
import { Link } from 'wouter';
import { FileText, Package, ShoppingBag } from 'lucide-react';
import { formatRupees } from '#shared/money';
import { rupees } from '../lib/rupees';
import type { MyOrder } from '#shared/schemas/auth';
import { REFUND_EXPECTED_DAYS } from '#shared/schemas/refund';
import { OrderSteps } from '../components/orders/order-steps';
import type { QueryStatusSource } from '../components/query-status';
import { AccountQueryStatus } from './account-query-status';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { cn } from '../lib/utils';
import { OrderAgainButton } from './order-again-button';
import { customerStatusLabel } from '../components/orders/status-label';
import { formatDate } from '../lib/dates';
import { orderStatusClass, paymentStatusClass } from './order-status';

const REFUND_WORDS: Record<MyOrder['refunds'][number]['status'], string> = {
  pending: `on its way (usually ${REFUND_EXPECTED_DAYS})`,
  processed: `refunded: it reaches your account within ${REFUND_EXPECTED_DAYS}`,
  failed: 'could not be refunded: we will contact you',
};

/** An order's refunds as the customer reads them: amount and state. */
function RefundLines({ refunds }: { refunds: MyOrder['refunds'] }) {
  if (refunds.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-1 rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-700" aria-label="Refunds">
      {refunds.map((r) => (
        <li key={r.id}>
          <span className="font-semibold text-gray-900">Refund {formatRupees(r.amountPaise)}</span> {REFUND_WORDS[r.status]}
        </li>
      ))}
    </ul>
  );
}

/** The signed-in customer's orders, newest first, with their steps and Order Again. */
export function OrderHistory({ query }: { query: QueryStatusSource & { data: MyOrder[] | undefined } }) {
  const orders = query.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Package className="h-5 w-5 text-pink-600" aria-hidden />
          Order History
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending || query.isError ? (
          <AccountQueryStatus query={query} items="orders" />
        ) : !orders || orders.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 px-4 py-10 text-center">
            <ShoppingBag className="h-8 w-8 text-gray-400" aria-hidden />
            <p className="font-semibold text-gray-900">No orders yet</p>
            <p className="text-sm text-gray-600">Design your first custom keychain and it will show up here.</p>
            <Link href="/#customizer" className={buttonVariants({ variant: 'brand' })}>
              Start Customizing
            </Link>
          </div>
        ) : (
          <ul className="grid gap-3" aria-label="Your orders">
            {orders.map((order) => (
              <li key={order.id} className="rounded-2xl border border-gray-200 p-4" data-testid="order-history-item">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-bold text-gray-950">Order #{order.id}</p>
                    <p className="text-sm text-gray-500">{formatDate(order.createdAt)}</p>
                  </div>
                  <p className="text-lg font-extrabold text-gray-950">{rupees(order.totalPrice)}</p>
                </div>
                <p className="mt-2 truncate text-sm text-gray-700">
                  <span className="font-semibold">“{order.customText}”</span>
                  {order.quantity > 1 ? ` + ${order.quantity - 1} more` : ''} · {order.quantity}{' '}
                  {order.quantity === 1 ? 'keychain' : 'keychains'}
                </p>
                <div className="mt-3 flex flex-wrap gap-2 text-xs font-semibold">
                  <span className={cn('rounded-full border px-2.5 py-0.5', orderStatusClass(order.status))}>
                    {customerStatusLabel(order.status)}
                  </span>
                  <span className={cn('rounded-full border px-2.5 py-0.5', paymentStatusClass(order.paymentStatus))}>
                    Payment{' '}
                    {order.paymentStatus === 'completed' && order.refunds.some((r) => r.status === 'processed')
                      ? 'partially refunded'
                      : order.paymentStatus}
                  </span>
                </div>
                <OrderSteps orderStatus={order.orderStatus} paymentStatus={order.paymentStatus} />
                <RefundLines refunds={order.refunds} />
                {(order.keychains.length > 0 || order.invoiceNumber) && (
                  <div className="mt-3 flex flex-wrap items-center gap-3">
                    {order.keychains.length > 0 && <OrderAgainButton order={order} />}
                    {order.invoiceNumber && (
                      <a
                        href={`/api/orders/${order.id}/invoice.pdf`}
                        target="_blank"
                        rel="noreferrer"
                        className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-pink-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500"
                      >
                        <FileText className="h-4 w-4" aria-hidden="true" />
                        Tax invoice {order.invoiceNumber} (PDF)
                      </a>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
