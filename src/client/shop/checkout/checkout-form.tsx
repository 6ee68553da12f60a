/**
 * The contact and shipping form (docs/product.md#checkout-order): react-hook-form with the shared
 * CheckoutFormSchema, so the spec's messages come from one place. Phone and PIN code accept
 * digits only while typing; the country is fixed to India.
 */
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Lock, Pencil, RotateCcw } from 'lucide-react';
import { CheckoutFormSchema, type CheckoutForm } from '#shared/schemas/order';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { digitsField, Field } from '../../components/ui/field';
import { pinHint, usePinAutofill } from '../../components/pin-autofill';
import type { CheckoutFormValues } from './order-request';
import { StateOptions } from './state-options';
import { ContactFields, LOCKED } from './contact-fields';
import { useServiceability } from '../../api/shipping';
import { ArrivalLine, unserviceableMessage } from './arrival-line';
import { CheckoutClosedNotice, useCheckoutClosed } from './checkout-closed-notice';

/** Where the checkout is in placing and paying. */
export type CheckoutPhase = 'idle' | 'placing' | 'initializing' | 'paying' | 'verifying';

const BUSY_LABELS: Record<Exclude<CheckoutPhase, 'idle'>, string> = {
  placing: 'Placing Order...',
  initializing: 'Opening Payment...',
  paying: 'Waiting for Payment...',
  verifying: 'Verifying Payment...',
};

export interface CheckoutFormCardProps {
  /** Values to start from (the profile for signed-in customers); applied while the form is untouched. */
  initialValues: CheckoutForm;
  /** Formatted amount for the pay button ("₹510"). */
  amountLabel: string;
  phase: CheckoutPhase;
  /** The saved, unpaid order: the button then retries payment for it. */
  pendingOrderId: number | null;
  /** Why the order cannot be placed (e.g. no keychains), shown above the button. */
  blockedReason?: string;
  onPlaceOrder: (values: CheckoutFormValues) => void;
  onRetryPayment: (values: CheckoutForm) => void;
  /** Drops the unpaid order so edited details place a new one. */
  onChangeDetails: () => void;
  /** The payment choice (docs/product.md#cash-on-delivery), told whether the courier collects cash at the PIN typed. */
  renderPaymentChoice?: (codAtPin: boolean | null) => ReactNode;
  /** Cash on delivery chosen: the button places the order without paying. */
  cashOnDelivery?: boolean;
}

/** The checkout form card with its pay button. */
export function CheckoutFormCard({
  initialValues,
  amountLabel,
  phase,
  pendingOrderId,
  blockedReason,
  onPlaceOrder,
  onRetryPayment,
  onChangeDetails,
  renderPaymentChoice,
  cashOnDelivery = false,
}: CheckoutFormCardProps) {
  const form = useForm<CheckoutForm, unknown, CheckoutFormValues>({
    resolver: zodResolver(CheckoutFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, reset, getValues } = form;
  // Validation, then the synchronous onPlaceOrder (the page runs the payment): `void` drops nothing.
  const pin = form.watch('shippingAddress.zipCode') ?? '';
  const delivery = useServiceability(pin);
  const refused = unserviceableMessage(delivery.data);
  const closed = useCheckoutClosed();
  // An address the courier cannot reach is refused here, before payment (docs/decisions/054);
  // a closed checkout takes nothing (docs/product.md#seller-details).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (closed) {
      event.preventDefault();
      return;
    }
    if (refused) {
      event.preventDefault();
      form.setFocus('shippingAddress.zipCode');
      return;
    }
    void handleSubmit(onPlaceOrder)(event);
  };
  const errors = formState.errors;

  // The profile arrives after the first render; fill it in unless the shopper has started typing.
  useEffect(() => {
    if (!form.formState.isDirty) reset(initialValues);
  }, [initialValues, reset, form]);

  const busy = phase !== 'idle';
  const locked = busy || pendingOrderId !== null;
  const stateValue = form.watch('shippingAddress.state');
  const pinLookup = usePinAutofill(form.watch('shippingAddress.zipCode'), {
    getCity: () => getValues('shippingAddress.city'),
    setCity: (city) => form.setValue('shippingAddress.city', city, { shouldValidate: formState.isSubmitted }),
    setState: (state) => form.setValue('shippingAddress.state', state, { shouldValidate: true }),
  });

  return (
    <Card>
      <form noValidate onSubmit={submit} aria-label="Checkout">
        <CardHeader className="pb-2 sm:pb-2">
          <CardTitle as="h2" className="text-xl">
            Contact Information
          </CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          <ContactFields form={form} locked={locked} />
        </CardContent>

        <CardHeader className="pb-2 pt-2 sm:pb-2 sm:pt-2">
          <CardTitle as="h2" className="text-xl">
            Shipping Address
          </CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          <fieldset disabled={locked} className="grid min-w-0 grid-cols-1 gap-4">
            <legend className="sr-only">Shipping address</legend>
            <Field id="checkout-street" label="Address Line 1" error={errors.shippingAddress?.street?.message}>
              {(aria) => (
                <Input
                  className={LOCKED}
                  autoComplete="address-line1"
                  placeholder="House no., street, area"
                  {...aria}
                  {...register('shippingAddress.street')}
                />
              )}
            </Field>
            <Field id="checkout-line2" label="Address Line 2" optional error={errors.shippingAddress?.addressLine2?.message}>
              {(aria) => (
                <Input
                  className={LOCKED}
                  autoComplete="address-line2"
                  placeholder="Apartment, landmark (optional)"
                  {...aria}
                  {...register('shippingAddress.addressLine2')}
                />
              )}
            </Field>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field
                id="checkout-zip"
                label="PIN Code"
                error={errors.shippingAddress?.zipCode?.message ?? (pinLookup.status === 'unknown' ? undefined : refused)}
                hint={pinHint(pinLookup)}
              >
                {(aria) => (
                  <Input
                    inputMode="numeric"
                    autoComplete="postal-code"
                    maxLength={6}
                    placeholder="560001"
                    className={LOCKED}
                    {...aria}
                    {...digitsField(register('shippingAddress.zipCode'), 6)}
                  />
                )}
              </Field>
              <Field id="checkout-city" label="City" error={errors.shippingAddress?.city?.message}>
                {(aria) => (
                  <Input
                    className={LOCKED}
                    autoComplete="address-level2"
                    placeholder="City"
                    {...aria}
                    {...register('shippingAddress.city')}
                  />
                )}
              </Field>
              <Field id="checkout-state" label="State" error={errors.shippingAddress?.state?.message}>
                {(aria) => (
                  <select
                    autoComplete="address-level1"
                    className={`flex h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 aria-[invalid=true]:border-red-500 md:text-sm ${LOCKED}`}
                    {...aria}
                    {...register('shippingAddress.state')}
                  >
                    <StateOptions current={stateValue} />
                  </select>
                )}
              </Field>
              <Field id="checkout-country" label="Country">
                {(aria) => (
                  <Input
                    value="India"
                    readOnly
                    aria-readonly="true"
                    autoComplete="country-name"
                    className={`bg-gray-50 text-gray-700 ${LOCKED}`}
                    {...aria}
                  />
                )}
              </Field>
            </div>
            <ArrivalLine pin={pin} query={delivery} />
          </fieldset>

          <div className="mt-2 grid gap-3 border-t border-gray-100 pt-5">
            {pendingOrderId === null && renderPaymentChoice?.(delivery.data?.serviceable ? delivery.data.cod : null)}
            {pendingOrderId !== null && !busy && (
              <div role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                <p className="font-semibold">Order #{pendingOrderId} is saved. Payment is pending.</p>
                <p className="mt-0.5">Retry the payment below, or change your details to place a new order.</p>
                <Button type="button" variant="link" className="mt-1 h-auto p-0 text-amber-900" onClick={onChangeDetails}>
                  <Pencil aria-hidden />
                  Change details
                </Button>
              </div>
            )}
            {blockedReason && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {blockedReason}
              </p>
            )}
            {closed && pendingOrderId === null ? (
              <CheckoutClosedNotice />
            ) : pendingOrderId !== null && !busy ? (
              <Button type="button" variant="brand" size="lg" className="w-full" onClick={() => onRetryPayment(getValues())}>
                <RotateCcw aria-hidden />
                Retry Payment
              </Button>
            ) : (
              <Button
                type="submit"
                variant="brand"
                size="lg"
                className="w-full"
                disabled={busy || Boolean(blockedReason)}
                aria-busy={busy || undefined}
              >
                {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Lock aria-hidden />}
                {busy
                  ? BUSY_LABELS[phase]
                  : cashOnDelivery
                    ? `Place Order · ${amountLabel} on Delivery`
                    : `Place Order & Pay ${amountLabel}`}
              </Button>
            )}
            <p className="text-center text-xs text-gray-600" data-testid="checkout-agreement">
              By placing this order you agree to the{' '}
              <Link href="/terms" className={AGREEMENT_LINK}>
                Terms
              </Link>{' '}
              and the{' '}
              <Link href="/refund-policy" className={AGREEMENT_LINK}>
                Refund policy
              </Link>
              .
            </p>
            <p className="text-center text-xs text-gray-500">
              {cashOnDelivery
                ? 'Pay the courier in cash when your keychains arrive.'
                : 'Secure payment by card, UPI, wallets or net banking.'}
            </p>
          </div>
        </CardContent>
      </form>
    </Card>
  );
}

/** Links in the agreement line: underlined, so they read as links in grey text. */
const AGREEMENT_LINK =
  'rounded font-semibold text-pink-700 underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500';
