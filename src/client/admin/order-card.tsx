/**
 * One order on the Orders tab (docs/product.md#admin-orders: customer, address, designs, prices,
 * status, label).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { AlertTriangle, Check, ChevronDown, Download, History, MessageCircle, Printer, Undo2 } from 'lucide-react';
import type { AdminOrder } from '#shared/schemas/admin-orders';
import { ORDER_STATUSES, type OrderStatus } from '#shared/schemas/order';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { toast } from '../components/ui/toast';
import { useUpdateOrderStatus } from './admin-api';
import type { OrderColor, OrderFont } from './order-options';
import { DesignRow, OrderDocumentLink, SectionTitle } from './order-card-parts';
import { CancelAndRefundDialog, paymentStatusText, RefundDialog, RefundList } from './order-refunds';
import { OrderTimeline } from './order-timeline';
import { OrderMessages } from './messages/messages-tab';
import { orderPrices } from './order-format';
import { OrderBuyer } from './order-buyer';
import { statusLabel } from '../components/orders/status-label';
import { formatDateTime } from '../lib/dates';
import { printShippingLabel } from './shipping-label';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';
import { countOf } from '#shared/plural';
import { CodOrderPanel } from './cod-order-panel';

export function OrderCard({
  order,
  fonts,
  colors,
  selected,
  onSelectedChange,
}: {
  order: AdminOrder;
  fonts: OrderFont[];
  colors: OrderColor[];
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}) {
  const headingId = useId();
  const statusId = useId();
  const update = useUpdateOrderStatus();
  const prices = orderPrices(order);
  const current = (order.orderStatus || 'pending') as OrderStatus;
  const [draft, setDraft] = useState<OrderStatus>(current);
  const [showTimeline, setShowTimeline] = useState(false);
  const [showMessages, setShowMessages] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const paid = order.refundablePaise > 0;
  const designs =
    order.keychains.length > 0
      ? order.keychains
      : [{ customText: order.customText ?? '', fontFamily: order.fontFamily ?? '', textColor: order.textColor ?? '' }];

  // A change saved elsewhere (another tab, an undo) resets the choice shown here.
  useEffect(() => setDraft(current), [current]);

  // Choosing in the dropdown (arrow keys included) only picks; Save or Enter changes the status
  // The select is never disabled while saving, so keyboard focus stays on it.
  function saveStatus(next: OrderStatus, previous: OrderStatus, undoable: boolean) {
    if (update.isPending || next === previous) return;
    update.mutate(
      { id: order.id, orderStatus: next },
      {
        onSuccess: () =>
          toast({
            title: 'Order Updated',
            description: `Order #${order.id} is now ${statusLabel(next)}.`,
            variant: 'success',
            duration: 8000,
            ...(undoable
              ? {
                  action: {
                    label: 'Undo',
                    altText: `Set order #${order.id} back to ${statusLabel(previous)} with the status dropdown`,
                    onClick: () => saveStatus(previous, next, false),
                  },
                }
              : {}),
          }),
        onError: () => {
          setDraft(previous);
          toast({ title: 'Error', description: 'Failed to update order status.', variant: 'destructive' });
        },
      },
    );
  }

  function submitStatus(event: FormEvent) {
    event.preventDefault();
    // Cancelling a paid order refunds it: ask first, saying how much (docs/product.md#refunds).
    if (paid && draft === 'cancelled' && draft !== current) return setConfirmingCancel(true);
    saveStatus(draft, current, true);
  }

  function printLabel() {
    if (!printShippingLabel(order)) {
      toast({ title: 'Print Failed', description: 'Unable to open print window. Please check popup settings.', variant: 'destructive' });
    }
  }

  return (
    <Card className="overflow-hidden" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-gray-100 bg-gray-50/60 px-4 py-3 sm:px-6">
        <div className="flex min-w-0 items-start gap-3">
          <input
            type="checkbox"
            checked={selected}
            onChange={(e) => onSelectedChange(e.target.checked)}
            aria-label={`Select order #${order.id}`}
            className="mt-1 h-4 w-4 shrink-0 accent-pink-600"
          />
          <div className="min-w-0">
            <h3 id={headingId} className="text-base font-bold text-gray-900">
              Order #{order.id} <span className="font-semibold text-gray-700">· {order.customerName}</span>
            </h3>
            <p className="text-xs text-gray-500">
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.orderStatus} />
          <PaymentStatusBadge status={paymentStatusText(order)} />
          {order.invoiceNumber && (
            <OrderDocumentLink orderId={order.id} kind="invoice" className="text-pink-700">
              Invoice {order.invoiceNumber}
            </OrderDocumentLink>
          )}
          {order.creditNoteNumber && (
            <OrderDocumentLink orderId={order.id} kind="credit-note" className="text-gray-700">
              Credit note {order.creditNoteNumber}
            </OrderDocumentLink>
          )}
        </div>
        <CodOrderPanel order={order} />
        {order.paymentFlag && (
          <p role="alert" className="w-full rounded-md border border-red-200 bg-red-50 px-3 py-2 text-xs font-medium text-red-800">
            <AlertTriangle className="mr-1 inline h-3.5 w-3.5" aria-hidden="true" />
            Payment flagged, not accepted: {order.paymentFlag}
          </p>
        )}
      </div>

      <div className="grid gap-5 px-4 py-4 sm:px-6 md:grid-cols-3">
        <OrderBuyer order={order} />

        <section>
          <SectionTitle>{order.keychains.length > 1 ? `Designs (${order.keychains.length})` : 'Design'}</SectionTitle>
          <ul className="grid gap-3">
            {designs.map((design, i) => (
              <DesignRow
                key={i}
                design={design}
                fonts={fonts}
                colors={colors}
                proofUrl={order.keychains.length > 0 ? `/api/admin/orders/${order.id}/keychains/${i + 1}/proof.png` : undefined}
              />
            ))}
          </ul>
        </section>
      </div>

      <div className="flex flex-col gap-4 border-t border-gray-100 px-4 py-4 sm:px-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="text-sm">
          <p className="text-gray-500">Total · {countOf(order.quantity, 'keychain')}</p>
          <p className="text-xl font-bold text-gray-900">
            {prices.total}
            {prices.perUnit && <span className="ml-2 text-sm font-medium text-gray-500">({prices.perUnit} each)</span>}
          </p>
          {order.paymentId && (
            <p className="mt-1 break-all text-xs text-gray-500">
              Payment ID: <span className="font-mono text-gray-700">{order.paymentId}</span>
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <form onSubmit={submitStatus} className="flex items-end gap-2" aria-label={`Change status of order #${order.id}`}>
            <div className="grid gap-1">
              <label htmlFor={statusId} className="text-xs font-semibold text-gray-600">
                Order status<span className="sr-only"> for order #{order.id}</span>
              </label>
              <div className="relative">
                <select
                  id={statusId}
                  value={draft}
                  aria-disabled={update.isPending || undefined}
                  onChange={(e) => setDraft(e.target.value as OrderStatus)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') submitStatus(e);
                  }}
                  className="h-10 w-full appearance-none rounded-lg border border-gray-300 bg-white pl-3 pr-9 text-sm font-medium text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 sm:w-40"
                >
                  {/* Returning and Returned are set by the courier's events, never chosen here: an
                      order in one shows it, as the one option that cannot be picked. */}
                  {!(ORDER_STATUSES as readonly string[]).includes(current) && (
                    <option value={current} disabled>
                      {statusLabel(current)}
                    </option>
                  )}
                  {ORDER_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {statusLabel(s)}
                    </option>
                  ))}
                </select>
                <ChevronDown className="pointer-events-none absolute right-3 top-3 h-4 w-4 text-gray-500" aria-hidden="true" />
              </div>
            </div>
            <Button type="submit" variant="brand" disabled={draft === current || update.isPending}>
              <Check aria-hidden="true" />
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
          </form>
          {/* A cancelled order is not shipped: no label (docs/product.md#admin-orders). */}
          {order.orderStatus !== 'cancelled' && (
            <Button variant="outline" onClick={printLabel}>
              <Printer aria-hidden="true" />
              Print Shipping Label
            </Button>
          )}
          {paid && (
            <Button variant="outline" onClick={() => setRefunding(true)} aria-label={`Refund order #${order.id}`}>
              <Undo2 aria-hidden="true" />
              Refund
            </Button>
          )}
          <Button variant="ghost" aria-expanded={showTimeline} onClick={() => setShowTimeline((v) => !v)}>
            <History aria-hidden="true" />
            Timeline
          </Button>
          <Button variant="ghost" aria-expanded={showMessages} onClick={() => setShowMessages((v) => !v)}>
            <MessageCircle aria-hidden="true" />
            Messages
          </Button>
          {/* A plain same-origin download: the admin cookie goes along. */}
          <Button variant="outline" asChild>
            <a href={`/api/admin/orders/${order.id}/print-files`} download aria-label={`Download print files for order #${order.id}`}>
              <Download aria-hidden="true" />
              Print Files
            </a>
          </Button>
        </div>
      </div>
      <RefundList orderId={order.id} refunds={order.refunds} />
      <RefundDialog order={order} open={refunding} onOpenChange={setRefunding} />
      <CancelAndRefundDialog
        order={order}
        open={confirmingCancel}
        onOpenChange={(open) => {
          setConfirmingCancel(open);
          if (!open) setDraft(current);
        }}
        onDone={() => setConfirmingCancel(false)}
      />
      {showTimeline && (
        <div className="border-t border-gray-100 px-4 py-4 sm:px-6">
          <OrderTimeline orderId={order.id} />
        </div>
      )}
      {showMessages && (
        <div className="border-t border-gray-100 px-4 py-4 sm:px-6">
          <OrderMessages orderId={order.id} />
        </div>
      )}
    </Card>
  );
}
