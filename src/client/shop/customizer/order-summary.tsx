/**
 * The customizer's order panel: quantity, total with savings, free shipping and the order buttons
 * (docs/product.md#customizer-state, docs/product.md#pricing-tiers).
 */
import { RotateCcw, ShoppingCart, Truck, Zap } from 'lucide-react';
import { formatRupees } from '#shared/money';
import type { KeychainQuote } from '#shared/pricing';
import { Button } from '../../components/ui/button';
import { savingsText } from './labels';
import { QuantitySelect } from './quantity-select';

export interface OrderSummaryProps {
  quote: KeychainQuote;
  orderable: boolean;
  /** Why ordering waits although every keychain has text (too thin to print), or null. */
  blockedReason?: string | null;
  showsCustomizeAll: boolean;
  onQuantityChange: (quantity: number) => void;
  onAddToCart: () => void;
  onBuyNow: () => void;
  onStartFresh: () => void;
}

/** The order panel. */
export function OrderSummary({
  quote,
  orderable,
  blockedReason = null,
  showsCustomizeAll,
  onQuantityChange,
  onAddToCart,
  onBuyNow,
  onStartFresh,
}: OrderSummaryProps) {
  const savings = savingsText(quote.quantity);
  return (
    <section aria-labelledby="order-summary-title" className="rounded-3xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id="order-summary-title" className="text-lg font-extrabold tracking-tight text-gray-950">
        Your order
      </h3>

      <div className="mt-4">
        <QuantitySelect value={quote.quantity} onChange={onQuantityChange} />
      </div>

      <dl className="mt-5 grid gap-2 text-sm">
        <div className="flex justify-between text-gray-600">
          <dt>Price per keychain</dt>
          <dd className="font-semibold tabular-nums text-gray-900">{formatRupees(quote.unitPrice)}</dd>
        </div>
        {quote.savings > 0 && (
          <div className="flex justify-between text-gray-600">
            <dt>Regular price</dt>
            <dd className="tabular-nums text-gray-500 line-through">{formatRupees(quote.original)}</dd>
          </div>
        )}
        <div className="flex justify-between text-gray-600">
          <dt>Shipping</dt>
          <dd className="font-semibold text-green-700">Free</dd>
        </div>
        <div className="mt-2 flex items-baseline justify-between border-t border-gray-100 pt-4">
          <dt className="text-base font-bold text-gray-950">Total</dt>
          <dd aria-live="polite" className="text-3xl font-extrabold tracking-tight tabular-nums text-gray-950">
            {formatRupees(quote.total)}
          </dd>
        </div>
        {savings && (
          <div className="flex justify-end">
            <dt className="sr-only">Savings</dt>
            <dd className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-bold text-green-800">{savings}</dd>
          </div>
        )}
      </dl>

      <p className="mt-4 flex items-center gap-2 rounded-xl bg-gray-50 px-3 py-2.5 text-sm font-medium text-gray-700">
        <Truck className="h-4 w-4 shrink-0 text-pink-600" aria-hidden />
        Free shipping across India
      </p>

      {showsCustomizeAll && (
        <p role="status" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm font-medium text-amber-900">
          Please customize all keychains before ordering
        </p>
      )}

      {blockedReason && (
        <p
          role="status"
          id="order-blocked-reason"
          className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm font-medium text-amber-900"
        >
          {blockedReason}
        </p>
      )}

      <div className="mt-5 grid gap-2.5">
        <Button
          variant="brand"
          size="lg"
          onClick={onAddToCart}
          disabled={!orderable}
          aria-describedby={blockedReason ? 'order-blocked-reason' : undefined}
        >
          <ShoppingCart />
          Add to Cart
        </Button>
        <Button size="lg" onClick={onBuyNow} disabled={!orderable} aria-describedby={blockedReason ? 'order-blocked-reason' : undefined}>
          <Zap />
          Buy Now
        </Button>
        <Button variant="ghost" onClick={onStartFresh}>
          <RotateCcw />
          Start Fresh
        </Button>
      </div>
      {!orderable && !showsCustomizeAll && !blockedReason && (
        <p className="mt-3 text-center text-xs text-gray-500">Type your text to enable ordering.</p>
      )}
    </section>
  );
}
