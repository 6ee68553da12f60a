/**
 * "Have a code?" at checkout (docs/product.md#promotion-pricing): the shopper types a code, the
 * server prices it (POST /api/orders/quote), and the summary line shows the code, the discount and
 * the new total before payment; Remove restores the price. A refused code shows the server's
 * message, which names the rule.
 */
import { useState, type FormEvent } from 'react';
import type { OrderQuoteResponse } from '#shared/schemas/promotion';
import { formatRupees } from '#shared/money';
import { apiRequest, ApiError } from '../../api/fetch';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

/** POST /api/orders/quote: the price of `quantity` keychains with `couponCode` (paise). */
export function quoteOrder(body: {
  quantity: number;
  couponCode: string;
  customerEmail?: string;
  customerPhone?: string;
  paymentMethod?: 'online' | 'cod';
}): Promise<OrderQuoteResponse> {
  return apiRequest<OrderQuoteResponse>('POST', '/api/orders/quote', body);
}

export interface CouponFieldProps {
  quantity: number;
  /** The applied quote, or null (no code). */
  applied: OrderQuoteResponse | null;
  onChange: (quote: OrderQuoteResponse | null) => void;
  disabled?: boolean;
  /** The payment method the code is priced for (default online). */
  paymentMethod?: 'online' | 'cod';
}

/** The code field and, once applied, the code's line with its discount and the new total. */
export function CouponField({ quantity, applied, onChange, disabled, paymentMethod = 'online' }: CouponFieldProps) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (applied?.couponCode) {
    return (
      <div className="rounded-md border border-green-200 bg-green-50 p-3 text-sm" data-testid="coupon-applied">
        <div className="flex items-center justify-between gap-2">
          <span className="font-medium text-green-800">Code {applied.couponCode}</span>
          <span className="text-green-800">−{formatRupees(applied.couponDiscountPaise)}</span>
        </div>
        {applied.prepaidDiscountPaise > 0 && (
          <div className="flex items-center justify-between gap-2 text-green-800">
            <span>Paying online</span>
            <span>−{formatRupees(applied.prepaidDiscountPaise)}</span>
          </div>
        )}
        {applied.codFeePaise > 0 && (
          <div className="flex items-center justify-between gap-2 text-gray-700">
            <span>Cash on delivery fee</span>
            <span>+{formatRupees(applied.codFeePaise)}</span>
          </div>
        )}
        <div className="mt-1 flex items-center justify-between gap-2 font-semibold text-gray-900">
          <span>New total</span>
          <span data-testid="coupon-total">{formatRupees(applied.totalPaise)}</span>
        </div>
        <Button type="button" variant="link" className="h-auto p-0 text-sm" disabled={disabled} onClick={() => onChange(null)}>
          Remove code
        </Button>
      </div>
    );
  }

  if (!open) {
    return (
      <Button type="button" variant="link" className="h-auto p-0 text-sm" disabled={disabled} onClick={() => setOpen(true)}>
        Have a code?
      </Button>
    );
  }

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      onChange(await quoteOrder({ quantity, couponCode: code, paymentMethod }));
    } catch (cause) {
      setError(cause instanceof ApiError && cause.status < 500 ? cause.serverMessage : 'The code could not be checked. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="space-y-1" onSubmit={(event) => void apply(event)} aria-label="Apply a coupon code">
      <label htmlFor="coupon-code" className="text-sm font-medium text-gray-700">
        Coupon code
      </label>
      <div className="flex gap-2">
        <Input
          id="coupon-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'coupon-error' : undefined}
          disabled={disabled || busy}
        />
        <Button type="submit" variant="outline" disabled={disabled || busy || !code.trim()}>
          Apply
        </Button>
      </div>
      {error && (
        <p id="coupon-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}
