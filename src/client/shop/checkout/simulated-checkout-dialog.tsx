/**
 * The offline payment sheet for the simulated provider (docs/deploy.md#environment-variables:
 * simulated payments are the default without Razorpay keys). It looks like a hosted checkout; the
 * method tabs are cosmetic, and the shopper picks the outcome, which POST
 * /api/payments/simulated/complete settles exactly as Razorpay Checkout would hand it to the page.
 */
import { useRef, useState } from 'react';
import { Dialog as DialogPrimitive, Tabs } from 'radix-ui';
import { CreditCard, Landmark, Loader2, ShieldCheck, Smartphone, Wallet, X } from 'lucide-react';
import { formatRupees } from '#shared/money';
import type { CreatePaymentResponse } from '#shared/schemas/payment';
import { Button } from '../../components/ui/button';
import { completeSimulatedPayment } from './payment-api';
import type { GatewayResult } from './payment-flow';

export interface SimulatedCheckoutDialogProps {
  /** The payment to settle; null closes the sheet. */
  payment: CreatePaymentResponse | null;
  /** Called once with how the attempt ended. */
  onResult: (result: GatewayResult) => void;
}

const METHODS = [
  { value: 'card', label: 'Card', icon: CreditCard, text: 'Test card •••• 4242, expiry 12/30. No real money moves.' },
  { value: 'upi', label: 'UPI', icon: Smartphone, text: 'Test UPI ID success@chaabi. No real money moves.' },
  { value: 'wallets', label: 'Wallets', icon: Wallet, text: 'Test wallet with an unlimited balance. No real money moves.' },
  { value: 'netbanking', label: 'Net Banking', icon: Landmark, text: 'Test bank account. No real money moves.' },
] as const;

/** The simulated payment sheet. */
export function SimulatedCheckoutDialog({ payment, onResult }: SimulatedCheckoutDialogProps) {
  const [busy, setBusy] = useState<'success' | 'failure' | null>(null);
  const payButton = useRef<HTMLButtonElement>(null);

  async function settle(outcome: 'success' | 'failure') {
    if (!payment || busy) return;
    setBusy(outcome);
    try {
      const answer = await completeSimulatedPayment(payment.orderId, outcome);
      if ('razorpay_signature' in answer) onResult({ kind: 'success', response: answer });
      else onResult({ kind: 'failure', error: answer.error });
    } catch (error) {
      // The gateway itself failed: the attempt failed, the order stays saved.
      onResult({
        kind: 'failure',
        error: { code: 'GATEWAY_ERROR', description: error instanceof Error ? error.message : 'Simulated gateway unavailable' },
      });
    } finally {
      setBusy(null);
    }
  }

  const amount = payment ? formatRupees(payment.amount) : '';
  return (
    <DialogPrimitive.Root
      open={payment !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onResult({ kind: 'dismissed' });
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          className="fixed inset-x-0 bottom-0 z-50 max-h-[95vh] overflow-y-auto rounded-t-2xl bg-white shadow-2xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
          onOpenAutoFocus={(event) => {
            // Start on the pay button, as a hosted checkout does, rather than on Close.
            event.preventDefault();
            payButton.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          <div className="flex items-start justify-between gap-3 rounded-t-2xl bg-pink-700 px-5 py-4 text-white">
            <div className="flex items-center gap-3">
              <span
                className="flex h-10 w-10 items-center justify-center rounded-xl bg-white font-display text-xl text-pink-600"
                aria-hidden
              >
                C
              </span>
              <div>
                <DialogPrimitive.Title className="text-lg font-bold leading-tight">{payment?.name || 'Chaabi'}</DialogPrimitive.Title>
                <DialogPrimitive.Description className="text-sm text-pink-100">{payment?.description}</DialogPrimitive.Description>
              </div>
            </div>
            <DialogPrimitive.Close asChild>
              <button
                type="button"
                aria-label="Close"
                disabled={busy !== null}
                className="rounded-md p-1 text-white/90 hover:bg-white/15 disabled:opacity-50"
              >
                <X className="h-5 w-5" />
              </button>
            </DialogPrimitive.Close>
          </div>

          <div className="grid gap-4 p-5">
            <div className="flex items-baseline justify-between">
              <span className="text-sm text-gray-600">Amount to pay</span>
              <span className="text-2xl font-extrabold text-gray-900" data-testid="simulated-amount">
                {amount}
              </span>
            </div>
            {payment?.prefill.contact && (
              <p className="-mt-2 text-xs text-gray-500">
                {payment.prefill.contact}
                {payment.prefill.email && ` · ${payment.prefill.email}`}
              </p>
            )}

            <Tabs.Root defaultValue="card" className="grid gap-3">
              <Tabs.List aria-label="Payment method" className="grid grid-cols-4 gap-1 rounded-xl bg-gray-100 p-1">
                {METHODS.map(({ value, label, icon: Icon }) => (
                  <Tabs.Trigger
                    key={value}
                    value={value}
                    className="flex flex-col items-center gap-1 rounded-lg px-1 py-2 text-xs font-medium text-gray-600 data-[state=active]:bg-white data-[state=active]:text-pink-700 data-[state=active]:shadow-sm"
                  >
                    <Icon className="h-4 w-4" aria-hidden />
                    {label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {METHODS.map(({ value, text }) => (
                <Tabs.Content
                  key={value}
                  value={value}
                  className="rounded-xl border border-dashed border-gray-300 p-3 text-sm text-gray-600"
                >
                  {text}
                </Tabs.Content>
              ))}
            </Tabs.Root>

            <div className="grid gap-2">
              <Button
                ref={payButton}
                type="button"
                variant="brand"
                size="lg"
                className="w-full"
                disabled={busy !== null}
                onClick={() => void settle('success')}
              >
                {busy === 'success' && <Loader2 className="animate-spin" aria-hidden />}
                Pay {amount}
              </Button>
              <Button
                type="button"
                variant="outline"
                className="w-full text-red-700"
                disabled={busy !== null}
                onClick={() => void settle('failure')}
              >
                {busy === 'failure' && <Loader2 className="animate-spin" aria-hidden />}
                Fail Payment
              </Button>
            </div>

            <p className="flex items-center justify-center gap-1.5 text-xs text-gray-500">
              <ShieldCheck className="h-3.5 w-3.5" aria-hidden />
              Simulated gateway · test mode
            </p>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
