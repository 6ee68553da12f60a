/**
 * Refunds on the admin's order card (docs/product.md#refunds): the list of an order's refunds and
 * their states, the Refund dialog (an amount in rupees and a reason) and the confirmation asked
 * before a paid order is cancelled, which says what will be refunded.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { formatRupees, paiseToDecimal } from '#shared/money';
import { REFUND_EXPECTED_DAYS, refundFormSchema, type OrderRefund } from '#shared/schemas/refund';
import type { AdminOrder } from '#shared/schemas/admin-orders';
import { ApiError } from '../api/fetch';
import { ConfirmDialog, Dialog, DialogContent, DialogForm, DialogFormFooter, DialogHeading } from '../components/ui/dialog';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { toast } from '../components/ui/toast';
import { formatDateTime } from '../lib/dates';
import { cn } from '../lib/utils';
import { useCreateRefund } from './refunds-api';

const STATUS_TEXT: Record<OrderRefund['status'], { label: string; className: string }> = {
  pending: { label: 'Pending at the provider', className: 'bg-amber-100 text-amber-800' },
  processed: { label: 'Processed', className: 'bg-green-100 text-green-800' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-800' },
};

/** An error of the refund call as the admin reads it. */
function refundFailure(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage : 'Network error: nothing was refunded. Please try again.';
}

/** The order's refunds, oldest first, each with its amount, state, reason and time. */
export function RefundList({ orderId, refunds }: { orderId: number; refunds: OrderRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <section aria-label={`Refunds of order #${orderId}`} className="border-t border-gray-100 px-4 py-3 sm:px-6">
      <h4 className="mb-2 text-xs font-semibold uppercase tracking-wide text-gray-500">Refunds</h4>
      <ul className="grid gap-2">
        {refunds.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-semibold text-gray-900">{formatRupees(r.amountPaise)}</span>
            <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TEXT[r.status].className)}>
              {STATUS_TEXT[r.status].label}
            </span>
            <span className="min-w-0 break-words text-gray-700">{r.reason}</span>
            <time className="text-xs text-gray-500" dateTime={r.processedAt ?? r.createdAt}>
              {formatDateTime(r.processedAt ?? r.createdAt)}
            </time>
            {r.failureReason && <span className="w-full text-xs text-red-700">{r.failureReason}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The payment badge's word: "Partially Refunded" once some, not all, of a payment went back. */
export function paymentStatusText(order: Pick<AdminOrder, 'paymentStatus' | 'refunds'>): string {
  const refunded = order.refunds.some((r) => r.status === 'processed');
  return order.paymentStatus === 'completed' && refunded ? 'partially refunded' : order.paymentStatus;
}

/** Refund a chosen amount (default: all that remains) with a reason. */
export function RefundDialog({ order, open, onOpenChange }: { order: AdminOrder; open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateRefund();
  const schema = refundFormSchema(order.refundablePaise);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: paiseToDecimal(order.refundablePaise), reason: '' },
  });
  const { register, handleSubmit, formState, reset } = form;
  useEffect(() => {
    if (open) reset({ amount: paiseToDecimal(order.refundablePaise), reason: '' });
  }, [open, order.refundablePaise, reset]);

  const submit = async (values: z.output<typeof schema>) => {
    try {
      const answer = await create.mutateAsync({ orderId: order.id, body: { amountPaise: values.amount, reason: values.reason } });
      toast({
        title: answer.status === 'failed' ? 'Refund Failed' : 'Refund Sent',
        description:
          answer.status === 'failed'
            ? `The payment provider failed the refund for order #${order.id}.`
            : `${formatRupees(values.amount)} for order #${order.id} is on its way to the customer (${REFUND_EXPECTED_DAYS}).`,
        variant: answer.status === 'failed' ? 'destructive' : 'success',
      });
      onOpenChange(false);
    } catch (error) {
      toast({ title: 'Refund Failed', description: refundFailure(error), variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading title={`Refund order #${order.id}`}>
          {order.customerName} · <span className="font-semibold text-gray-900">{formatRupees(order.refundablePaise)}</span> remains
          refundable. The money goes back through the payment provider to how the customer paid, and they get an e-mail.
        </DialogHeading>
        <DialogForm label={`Refund order #${order.id}`} onSubmit={handleSubmit(submit)}>
          <Field announce label="Amount (₹)" error={formState.errors.amount?.message} hint="Rupees, e.g. 170 or 170.50.">
            {(aria) => <Input {...aria} type="text" inputMode="decimal" autoComplete="off" {...register('amount')} />}
          </Field>
          <Field announce label="Reason" error={formState.errors.reason?.message} hint="Printed on the credit note.">
            {(aria) => <Input {...aria} {...register('reason')} placeholder="e.g. One keychain misprinted" autoComplete="off" />}
          </Field>
          <DialogFormFooter
            onCancel={() => onOpenChange(false)}
            busy={formState.isSubmitting}
            spinner
            variant="destructive"
            label="Refund"
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Asks before cancelling a paid order, saying what will be refunded; on Yes, refunds all that
 * remains and cancels the order (one call). `onDone(cancelled)` tells the card how it ended.
 */
export function CancelAndRefundDialog({
  order,
  open,
  onOpenChange,
  onDone,
}: {
  order: AdminOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (cancelled: boolean) => void;
}) {
  const create = useCreateRefund();
  const amount = formatRupees(order.refundablePaise);
  async function confirm() {
    try {
      await create.mutateAsync({ orderId: order.id, body: { reason: 'Order cancelled', cancelOrder: true } });
      toast({
        title: 'Order Cancelled',
        description: `Order #${order.id} is cancelled and ${amount} is on its way back to the customer (${REFUND_EXPECTED_DAYS}).`,
        variant: 'success',
      });
      onDone(true);
    } catch (error) {
      toast({ title: 'Not Cancelled', description: refundFailure(error), variant: 'destructive' });
      onDone(false);
    }
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel order #${order.id} and refund ${amount}?`}
      description={
        <>
          Order #{order.id} is paid. Cancelling it refunds <strong>{amount}</strong> to {order.customerName} through the payment provider
          (it reaches them in {REFUND_EXPECTED_DAYS}), issues a credit note and e-mails them. This cannot be undone.
        </>
      }
      cancelLabel="Keep the order"
      confirmLabel={`Cancel and refund ${amount}`}
      onConfirm={() => void confirm()}
    />
  );
}
