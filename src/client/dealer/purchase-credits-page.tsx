/**
 * /dealer/purchase-credits (docs/product.md#dealer-screens, docs/product.md#dealer-flows,
 * docs/product.md#dealer-inputs, docs/product.md#customer-messages): choose at least 10 credits,
 * initiate (a transactionId), then pay in the storefront's checkout (Razorpay or the simulated
 * sheet); credits are added by the server's verification.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { CreditCard, Gift, Loader2, Minus, Plus, TriangleAlert } from 'lucide-react';
import { volumeBonusCredits, volumeBonusOffer } from '#shared/dealer-volume-bonus';
import { DEALER_CREDIT_PRICE_PAISE } from '#shared/pricing';
import { formatRupees, paiseToRupees } from '#shared/money';
import { PurchaseCreditsResponse } from '#shared/schemas/dealer-portal';
import { ApiError } from '../api/fetch';
import { attemptKey, finishAttempt } from '../api/idempotency';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { toast } from '../components/ui/toast';
import { useGateway } from '../payments/use-gateway';
import { SimulatedCheckoutDialog } from '../shop/checkout/simulated-checkout-dialog';
import { CheckoutClosedNotice, useCheckoutClosed } from '../shop/checkout/checkout-closed-notice';
import { MIN_CREDIT_PURCHASE, canDecreaseCredits, canPurchaseCredits, creditPurchasePrice, parseCreditQuantity } from './credit-math';
import { payForCredits, paymentFailedDescription } from './credit-payment-flow';
import { dealerApi } from './dealer-api';
import { DealerPage, DealerPageTitle } from './dealer-layout';
import type { Dealer } from './dealer-types';

type Phase = 'idle' | 'initiating' | 'paying' | 'verifying';

interface Pending {
  transactionId: number;
  quantity: number;
  pricePaise: number;
  /** Free credits of the volume offer the server promised for this purchase. */
  bonusCredits: number;
}

function PurchaseCredits({ dealer }: { dealer: Dealer }) {
  const [, navigate] = useLocation();
  const [quantity, setQuantity] = useState(MIN_CREDIT_PURCHASE);
  const [pending, setPending] = useState<Pending | null>(null);
  // Production takes no money before the seller's details are saved (docs/product.md#seller-details).
  const closed = useCheckoutClosed();
  const [phase, setPhase] = useState<Phase>('idle');
  const [failed, setFailed] = useState(false);
  const onOpen = useCallback(() => setPhase('paying'), []);
  const { openGateway, simulatedPayment, onSimulatedResult, closeSimulated } = useGateway(onOpen);
  const inFlight = useRef(false);
  const quantityId = useId();
  const price = creditPurchasePrice(quantity);
  // The server decides the bonus; this only says what the dealer's offer gives (docs/product.md#dealer-volume-bonus).
  const bonus = canPurchaseCredits(quantity) ? volumeBonusCredits(quantity, dealer.volumeBonus) : 0;

  async function initiate() {
    if (inFlight.current || !canPurchaseCredits(quantity)) return;
    inFlight.current = true;
    setPhase('initiating');
    setFailed(false);
    try {
      const key = attemptKey('credit-purchase', { quantity });
      const answer = PurchaseCreditsResponse.safeParse(await dealerApi.purchaseCredits(quantity, paiseToRupees(price), key));
      finishAttempt('credit-purchase');
      if (!answer.success) {
        toast({ title: 'Credit Purchase Error', description: 'Invalid response from server', variant: 'destructive' });
        return;
      }
      setPending({ transactionId: answer.data.transactionId, quantity, pricePaise: price, bonusCredits: answer.data.bonusCredits });
    } catch (error) {
      // A refusal ends this attempt; a lost answer is retried with the same key (one purchase).
      if (error instanceof ApiError && error.status < 500 && error.status !== 409) finishAttempt('credit-purchase');
      const description =
        error instanceof ApiError
          ? `${error.status}: ${error.serverMessage}`
          : error instanceof Error
            ? error.message
            : 'Please try again.';
      toast({ title: 'Credit Purchase Error', description, variant: 'destructive' });
    } finally {
      inFlight.current = false;
      setPhase('idle');
    }
  }

  async function pay() {
    if (inFlight.current || !pending) return;
    inFlight.current = true;
    setPhase('initiating');
    try {
      const outcome = await payForCredits(pending.transactionId, {
        createPaymentOrder: dealerApi.createPaymentOrder,
        openGateway,
        verifyPayment: dealerApi.verifyPayment,
        reportFailure: dealerApi.paymentFailed,
        onVerifying: () => setPhase('verifying'),
        log: (message, error) => console.warn(message, error),
      });
      closeSimulated();
      switch (outcome.kind) {
        case 'paid':
          toast({
            title: 'Payment Successful',
            description:
              pending.bonusCredits > 0
                ? `${pending.quantity} credits and ${pending.bonusCredits} free bonus credits added to your account.`
                : `${pending.quantity} credits added to your account.`,
            variant: 'success',
          });
          navigate('/dealer-dashboard');
          return;
        case 'init-failed': {
          const cause = outcome.cause;
          console.warn('Credit payment could not start', cause);
          const description = cause instanceof ApiError ? cause.serverMessage : 'Unable to initialize payment. Please try again.';
          toast({ title: 'Payment Error', description, variant: 'destructive' });
          return;
        }
        case 'failed':
          toast({ title: 'Payment Failed', description: paymentFailedDescription(outcome.error), variant: 'destructive' });
          setPending(null);
          setFailed(true);
          return;
        case 'dismissed':
          return;
        case 'verify-failed':
          console.warn('Credit payment verification failed', outcome.cause);
          toast({
            title: 'Payment Verification Failed',
            description: 'Please contact support with your payment details.',
            variant: 'destructive',
          });
          return;
      }
    } finally {
      inFlight.current = false;
      setPhase('idle');
    }
  }

  const busy = phase !== 'idle';
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <DealerPageTitle title="Purchase Credits">
        <p className="mt-1 text-gray-600">One credit is one custom keychain. Minimum {MIN_CREDIT_PURCHASE} credits.</p>
      </DealerPageTitle>

      <section aria-label="Current balance" className="flex items-center justify-between rounded-2xl border border-pink-200 bg-pink-50 p-5">
        <span className="text-sm font-medium text-pink-900">Current balance</span>
        <span className="text-3xl font-extrabold tabular-nums text-pink-700" data-testid="dealer-credits">
          {dealer.keychainCredits} <span className="text-base font-semibold">credits</span>
        </span>
      </section>

      {dealer.volumeBonus && (
        <div
          className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-900"
          data-testid="volume-offer"
        >
          <Gift className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden />
          <p>
            <span className="block font-bold">{volumeBonusOffer(dealer.volumeBonus)}</span>
            The extra credits are free and added with the credits you buy.
          </p>
        </div>
      )}

      {failed && (
        <p role="alert" className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          Your credit purchase was not completed. Please try again.
        </p>
      )}

      {pending ? (
        <section
          aria-labelledby="complete-payment-title"
          className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <div>
            <h2 id="complete-payment-title" className="text-lg font-bold text-gray-950">
              Complete Payment
            </h2>
            <p className="mt-1 text-sm text-gray-600">
              {pending.quantity} keychain credits · {formatRupees(pending.pricePaise)}
            </p>
            {pending.bonusCredits > 0 && (
              <p className="mt-1 text-sm font-semibold text-green-700">+ {pending.bonusCredits} free bonus credits once paid</p>
            )}
          </div>
          <Button variant="brand" size="lg" onClick={() => void pay()} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : <CreditCard aria-hidden />}
            {phase === 'verifying' ? 'Verifying payment…' : `Pay ${formatRupees(pending.pricePaise)}`}
          </Button>
          <Button variant="ghost" onClick={() => setPending(null)} disabled={busy}>
            Change quantity
          </Button>
        </section>
      ) : (
        <section aria-label="Buy credits" className="grid gap-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
          <div className="grid gap-2">
            <Label htmlFor={quantityId}>Number of credits</Label>
            <div className="flex items-center gap-2">
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="Decrease credits"
                disabled={!canDecreaseCredits(quantity) || busy}
                onClick={() => setQuantity((q) => Math.max(MIN_CREDIT_PURCHASE, q - 1))}
              >
                <Minus aria-hidden />
              </Button>
              <Input
                id={quantityId}
                type="number"
                inputMode="numeric"
                min={MIN_CREDIT_PURCHASE}
                step={1}
                value={quantity === 0 ? '' : String(quantity)}
                onChange={(e) => setQuantity(parseCreditQuantity(e.target.value))}
                aria-describedby={`${quantityId}-hint`}
                className="w-28 text-center text-lg font-bold tabular-nums"
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="Increase credits"
                disabled={busy}
                onClick={() => setQuantity((q) => q + 1)}
              >
                <Plus aria-hidden />
              </Button>
            </div>
            <p id={`${quantityId}-hint`} className={canPurchaseCredits(quantity) ? 'text-xs text-gray-500' : 'text-xs text-red-600'}>
              Minimum purchase is {MIN_CREDIT_PURCHASE} credits.
            </p>
          </div>

          <dl className="grid gap-2 rounded-xl bg-gray-50 p-4 text-sm">
            <div className="flex justify-between">
              <dt className="text-gray-600">Price per credit</dt>
              <dd className="font-semibold tabular-nums">{formatRupees(DEALER_CREDIT_PRICE_PAISE)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-gray-600">Credits</dt>
              <dd className="font-semibold tabular-nums">{quantity}</dd>
            </div>
            {dealer.volumeBonus && (
              <div className="flex justify-between">
                <dt className="text-gray-600">Free bonus credits</dt>
                <dd
                  className={bonus > 0 ? 'font-semibold tabular-nums text-green-700' : 'tabular-nums text-gray-500'}
                  data-testid="credits-bonus"
                >
                  {bonus > 0 ? `+${bonus}` : `from ${dealer.volumeBonus.minCredits}`}
                </dd>
              </div>
            )}
            <div className="flex justify-between border-t border-gray-200 pt-2 text-base">
              <dt className="font-bold text-gray-900">Total</dt>
              <dd className="font-extrabold tabular-nums text-gray-950" data-testid="credits-total">
                {formatRupees(price)}
              </dd>
            </div>
          </dl>

          {closed ? (
            <CheckoutClosedNotice />
          ) : (
            <Button variant="brand" size="lg" onClick={() => void initiate()} disabled={!canPurchaseCredits(quantity) || busy}>
              {phase === 'initiating' && <Loader2 className="animate-spin" aria-hidden />}
              Purchase {canPurchaseCredits(quantity) ? quantity : ''} Credits
            </Button>
          )}
        </section>
      )}

      <SimulatedCheckoutDialog payment={simulatedPayment} onResult={onSimulatedResult} />
    </div>
  );
}

/** The dealer credit purchase page. */
export function PurchaseCreditsPage() {
  return <DealerPage>{(dealer) => <PurchaseCredits dealer={dealer} />}</DealerPage>;
}
