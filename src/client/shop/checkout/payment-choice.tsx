/**
 * The checkout's payment choice (docs/product.md#cash-on-delivery): "Pay online" (the default,
 * with what it saves when the prepaid discount is on) or "Cash on delivery (+₹40)" with the
 * fee of the COD settings, and for a big cart the advance paid online first. The figures are the
 * server's quote, never the browser's arithmetic.
 */
import { useEffect } from 'react';
import type { OrderQuoteResponse } from '#shared/schemas/promotion';
import { formatRupees } from '#shared/money';
import { cn } from '../../lib/utils';

export type PaymentMethodChoice = 'online' | 'cod';

export interface PaymentChoiceProps {
  value: PaymentMethodChoice;
  onChange: (value: PaymentMethodChoice) => void;
  /** The server's quote (its `cod` offer and `onlineSavingPaise`); null while it loads. */
  quote: OrderQuoteResponse | null;
  /** false when the courier does not collect cash at the PIN typed; null before a PIN. */
  codAtPin: boolean | null;
  disabled?: boolean;
}

/**
 * The labels of the two choices and the COD hint, from the server's figures: a cart above the
 * advance threshold reads "Pay ₹100 now, ₹450 on delivery" (docs/product.md#cash-on-delivery).
 */
export function paymentChoiceLabels(quote: Pick<OrderQuoteResponse, 'onlineSavingPaise' | 'cod'> | null): {
  online: string;
  cod: string;
  codHint: string;
} {
  const saving = quote?.onlineSavingPaise ?? 0;
  const advance = quote?.cod.advancePaise ?? 0;
  const confirm = 'We send you a code to confirm the order before we print it.';
  return {
    online: saving > 0 ? `Pay online and save ${formatRupees(saving)}` : 'Pay online',
    cod: `Cash on delivery (+${formatRupees(quote?.cod.feePaise ?? 0)})`,
    codHint:
      quote && advance > 0
        ? `Pay ${formatRupees(advance)} now, ${formatRupees(quote.cod.collectPaise)} on delivery. ${confirm}`
        : `Pay the courier in cash. ${confirm}`,
  };
}

/** Two radio cards; COD is hidden when the shop turned it off and disabled at a PIN without cash collection. */
export function PaymentChoice({ value, onChange, quote, codAtPin, disabled }: PaymentChoiceProps) {
  const labels = paymentChoiceLabels(quote);
  const codOffered = quote?.cod.enabled ?? false;
  const codBlocked = codAtPin === false;
  // COD chosen, then a PIN without cash collection (or COD turned off): back to paying online.
  useEffect(() => {
    if (value === 'cod' && (codBlocked || (quote !== null && !codOffered))) onChange('online');
  }, [value, codBlocked, codOffered, quote, onChange]);
  const option = (method: PaymentMethodChoice, label: string, hint: string, blocked = false) => (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm',
        value === method ? 'border-pink-600 bg-pink-50 ring-1 ring-pink-600' : 'border-gray-200 bg-white',
        (disabled || blocked) && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        name="paymentMethod"
        value={method}
        checked={value === method}
        onChange={() => onChange(method)}
        disabled={disabled || blocked}
        className="mt-0.5 h-4 w-4 accent-pink-600"
      />
      <span className="grid gap-0.5">
        <span className="font-semibold text-gray-900">{label}</span>
        <span className="text-xs text-gray-600">{hint}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="grid min-w-0 gap-2" data-testid="payment-choice">
      <legend className="mb-1 text-sm font-semibold text-gray-900">Payment</legend>
      {option('online', labels.online, 'UPI, cards, wallets or net banking')}
      {codOffered &&
        option(
          'cod',
          labels.cod,
          codBlocked ? 'Not available at this PIN code: the courier does not collect cash here' : labels.codHint,
          codBlocked,
        )}
    </fieldset>
  );
}
