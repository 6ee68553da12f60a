/**
 * The Order Confirmed view (docs/product.md#checkout: the order number and Continue Shopping to /
 * or /guest), shown after the payment is verified and the cart is cleared.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { CircleCheck, FileText, KeyRound } from 'lucide-react';
import type { OrderData } from '#shared/cart';
import { findColorCombination, type ColorCombination } from '#shared/catalog';
import { formatRupees } from '#shared/money';
import { proofImagePath } from '#shared/proof-url';
import type { FontChoice } from '../../api/options';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { DesignPreview, previewSize } from '../customizer/keychain-preview';
import { ShippingPromise } from './shipping-promise';
import { CodCodeEntry } from './cod-code-entry';
import { discountsFromServer, fetchOrderConfirmation } from './restore-confirmation';
import type { ConfirmedDiscounts, ConfirmedOrder } from './confirmed-order';

/**
 * The server's proof of a keychain: the outline the printer will print, in its two
 * colours. Until it loads, or if it cannot be drawn, the browser's preview stands in.
 */
function ProofOrPreview({ keychain, color }: { keychain: OrderData['keychains'][number]; color: ColorCombination }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const scale = Math.min(0.45, 100 / previewSize(keychain.customText, keychain.fontFamily).width);
  return (
    <span className="relative inline-flex shrink-0">
      {state !== 'loaded' && <DesignPreview text={keychain.customText} fontFamily={keychain.fontFamily} color={color} scale={scale} />}
      {state !== 'failed' && (
        <img
          src={proofImagePath(keychain)}
          alt={`Proof of your "${keychain.customText}" keychain`}
          width={152}
          height={80}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          className={state === 'loaded' ? 'h-20 w-[152px] rounded-md object-cover ring-1 ring-black/10' : 'absolute h-0 w-0 opacity-0'}
        />
      )}
    </span>
  );
}

export type { ConfirmedDiscounts, ConfirmedOrder } from './confirmed-order';

/**
 * The discounts of the order, as given or read back from the server (POST
 * /api/orders/confirmation through the order's capability cookie); null until known or when the
 * server cannot say (the total paid alone is shown then).
 */
function useConfirmedDiscounts(confirmed: ConfirmedOrder): ConfirmedDiscounts | null {
  const query = useQuery({
    queryKey: ['order-confirmation', confirmed.orderId],
    queryFn: () => fetchOrderConfirmation(confirmed.orderId).then(discountsFromServer),
    enabled: confirmed.discounts === undefined,
    staleTime: Infinity,
    retry: 1,
  });
  return confirmed.discounts ?? query.data ?? null;
}

/**
 * Subtotal, the coupon (with its code) and the prepaid discount above the total paid; nothing
 * extra for an order without discounts.
 */
function PaidBreakdown({
  amountPaise,
  discounts,
  totalLabel = 'Total paid',
}: {
  amountPaise: number;
  discounts: ConfirmedDiscounts | null;
  /** "Total paid", or for cash on delivery the cash to pay the courier. */
  totalLabel?: string;
}) {
  const coupon = discounts?.couponDiscountPaise ?? 0;
  const prepaid = discounts?.prepaidDiscountPaise ?? 0;
  return (
    <div className="grid grid-cols-1 gap-1.5 border-t border-gray-100 pt-3 text-sm" data-testid="confirmed-amounts">
      <dl className="grid grid-cols-1 gap-1.5">
        {coupon + prepaid > 0 && (
          <>
            <div className="flex items-baseline justify-between text-gray-700">
              <dt>Subtotal</dt>
              <dd className="tabular-nums">{formatRupees(amountPaise + coupon + prepaid)}</dd>
            </div>
            {coupon > 0 && (
              <div className="flex items-baseline justify-between text-green-700">
                <dt>
                  Coupon <span className="rounded bg-green-50 px-1.5 py-0.5 font-mono font-semibold">{discounts?.couponCode}</span>
                </dt>
                <dd className="font-semibold tabular-nums">−{formatRupees(coupon)}</dd>
              </div>
            )}
            {prepaid > 0 && (
              <div className="flex items-baseline justify-between text-green-700">
                <dt>Prepaid discount</dt>
                <dd className="font-semibold tabular-nums">−{formatRupees(prepaid)}</dd>
              </div>
            )}
          </>
        )}
        <div className="flex items-baseline justify-between">
          <dt className="text-base font-semibold text-gray-900">{totalLabel}</dt>
          <dd className="text-xl font-extrabold tabular-nums text-gray-900">{formatRupees(amountPaise)}</dd>
        </div>
      </dl>
      {coupon + prepaid > 0 && (
        <p className="text-right text-sm font-semibold text-green-700">You saved {formatRupees(coupon + prepaid)}</p>
      )}
    </div>
  );
}

export function OrderConfirmed({
  confirmed,
  colors,
  fonts,
  homePath,
}: {
  confirmed: ConfirmedOrder;
  colors: readonly ColorCombination[];
  fonts: readonly FontChoice[];
  homePath: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Move focus to the new view so screen readers announce it.
  useEffect(() => {
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, []);
  const firstName = confirmed.customerName?.trim().split(/\s+/)[0];
  const [awaitingCode, setAwaitingCode] = useState(confirmed.cod?.awaitingCode ?? false);
  const cod = confirmed.cod !== undefined;
  const discounts = useConfirmedDiscounts(confirmed);
  return (
    <div className="mx-auto grid max-w-xl grid-cols-1 gap-6 px-4 py-10 sm:py-16">
      <div className="grid justify-items-center gap-3 text-center">
        {awaitingCode ? (
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <KeyRound className="h-9 w-9" aria-hidden />
          </span>
        ) : (
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-green-600">
            <CircleCheck className="h-9 w-9" aria-hidden />
          </span>
        )}
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold text-gray-900 focus:outline-none sm:text-4xl">
          {awaitingCode ? 'Confirm your order' : 'Order Confirmed'}
        </h1>
        <p className="text-lg font-semibold text-pink-700">Order #{confirmed.orderId}</p>
        <p className="text-gray-600">
          {firstName ? `Thank you, ${firstName}! ` : 'Thank you! '}
          {awaitingCode
            ? `We sent a 6-digit code to ${confirmed.customerEmail ?? 'your e-mail'} (and on WhatsApp if you chose updates there). Enter it below: we print your keychains only once you confirm.`
            : cod
              ? 'Your cash on delivery order is confirmed and your keychains are headed to the printer.'
              : 'Your payment was successful and your keychains are headed to the printer.'}
        </p>
      </div>

      {awaitingCode && (
        <Card className="border-pink-200">
          <CardContent className="pt-5 sm:pt-6">
            <CodCodeEntry orderId={confirmed.orderId} onConfirmed={() => setAwaitingCode(false)} />
          </CardContent>
        </Card>
      )}

      <Card>
        <CardContent className="grid grid-cols-1 gap-4 pt-5 sm:pt-6">
          <h2 className="text-sm font-bold uppercase tracking-wide text-gray-500">Your order</h2>
          <ul className="grid grid-cols-1 gap-2">
            {confirmed.order.keychains.map((k, index) => {
              const color = findColorCombination(k.textColor, colors);
              const fontName = fonts.find((f) => f.value === k.fontFamily)?.displayName ?? k.fontFamily;
              return (
                <li key={index} className="flex items-center gap-3">
                  <ProofOrPreview keychain={k} color={color} />
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-gray-900">{k.customText}</p>
                    <p className="truncate text-xs text-gray-500">
                      {fontName} · {color.displayName}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <PaidBreakdown
            amountPaise={confirmed.amountPaise}
            discounts={discounts}
            totalLabel={cod ? 'To pay on delivery (cash)' : 'Total paid'}
          />
          {confirmed.shippingTo && (
            <p className="text-sm text-gray-600">
              <span className="font-medium text-gray-800">Shipping to:</span> {confirmed.shippingTo}
            </p>
          )}
          {!cod && (
            <a
              href={`/api/orders/${confirmed.orderId}/invoice.pdf`}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 justify-self-start rounded-md text-sm font-semibold text-pink-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500"
            >
              <FileText className="h-4 w-4" aria-hidden="true" />
              Download your tax invoice (PDF)
            </a>
          )}
          <ShippingPromise />
        </CardContent>
      </Card>

      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline" size="lg">
          <Link href={`/track?order=${confirmed.orderId}`}>Track this order</Link>
        </Button>
        <Button asChild variant="brand" size="lg">
          <Link href={homePath}>Continue Shopping</Link>
        </Button>
      </div>
    </div>
  );
}
