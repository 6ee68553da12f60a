/**
 * The checkout's order summary (docs/product.md#checkout): items grouped by category, each with a
 * preview, its customization, its price and a remove button; per category the subtotal, the bulk
 * discount when there is one, and the category total; then the grand total and the shipping promise.
 */
import type { ReactNode } from 'react';
import { Coffee, Pencil, Smartphone, Trash2, TriangleAlert } from 'lucide-react';
import type { Cart, CartItem, CategorySlug, CategorySummary } from '#shared/cart';
import { findColorCombination, type ColorCombination } from '#shared/catalog';
import { formatRupees } from '#shared/money';
import type { FontChoice } from '../../api/options';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/utils';
import { DesignPreview, previewSize } from '../customizer/keychain-preview';
import { ShippingPromise } from './shipping-promise';
import { summaryLines, type SummaryLine } from './order-request';
import type { OrderQuoteResponse } from '#shared/schemas/promotion';

/** Category order and headings of the summary. */
const CATEGORY_TITLES: [CategorySlug, string][] = [
  ['custom-keychains', 'Custom Keychains'],
  ['phone-cases', 'Phone Cases'],
  ['mugs', 'Mugs'],
];

/** Colours of the category total lines; the discount is green. */
const LINE_CLASS: Record<SummaryLine['kind'], string> = {
  subtotal: 'text-gray-600',
  discount: 'text-green-700',
  total: 'font-semibold text-gray-900',
};

/** What every line of the summary needs: the catalogue to describe it and what it may do. */
interface SummaryLineProps {
  colors: readonly ColorCombination[];
  fonts: readonly FontChoice[];
  /** Removes one item (category and index in its list). */
  onRemove: (item: CartItem) => void;
  /** Lines the printability guard refuses (flagged with an Edit link). */
  unprintableIds?: ReadonlySet<string>;
  /** Opens a line's design in the customizer. */
  onEdit?: (item: CartItem) => void;
  /** Locks the cart while an order is being placed or paid. */
  disabled?: boolean;
}

export interface OrderSummaryProps extends SummaryLineProps {
  cart: Cart;
  onEmptyCart: () => void;
  /**
   * The server's price for the chosen payment method and code (POST /api/orders/quote): its
   * discounts and COD fee are listed and its total is the Total, so the summary shows what the
   * server charges. Without one (still loading) the cart's tier total stands.
   */
  quote?: OrderQuoteResponse | null;
}

/** The order summary card. */
export function OrderSummary({ cart, onEmptyCart, quote, ...lineProps }: OrderSummaryProps) {
  return (
    <Card aria-labelledby="order-summary-title">
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0 border-b border-gray-100 pb-4 sm:pb-4">
        <CardTitle as="h2" id="order-summary-title" className="text-xl">
          Order Summary
        </CardTitle>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={onEmptyCart}
          disabled={lineProps.disabled}
        >
          <Trash2 aria-hidden />
          Empty Cart
        </Button>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6 pt-5 sm:pt-5">
        {CATEGORY_TITLES.map(([slug, title]) => {
          const summary = cart.categories[slug];
          if (!summary) return null;
          return <CategoryGroup key={slug} title={title} summary={summary} {...lineProps} />;
        })}

        <div className="grid grid-cols-1 gap-3 border-t border-gray-200 pt-4">
          {quote && <QuoteLines quote={quote} />}
          <div className="flex items-baseline justify-between">
            <span className="text-base font-semibold text-gray-900">Total</span>
            <span className="text-2xl font-extrabold text-gray-900" data-testid="grand-total">
              {formatRupees(quote ? quote.totalPaise : cart.grandTotal)}
            </span>
          </div>
          <ShippingPromise />
        </div>
      </CardContent>
    </Card>
  );
}

/** The server's adjustments to the tier price: the code, paying online, the COD fee (paise). */
function QuoteLines({ quote }: { quote: OrderQuoteResponse }) {
  const lines: { key: string; label: string; amount: string; className: string }[] = [];
  if (quote.couponCode && quote.couponDiscountPaise > 0) {
    lines.push({
      key: 'coupon',
      label: `Code ${quote.couponCode}`,
      amount: `−${formatRupees(quote.couponDiscountPaise)}`,
      className: 'text-green-700',
    });
  }
  if (quote.prepaidDiscountPaise > 0) {
    lines.push({
      key: 'prepaid',
      label: 'Paying online',
      amount: `−${formatRupees(quote.prepaidDiscountPaise)}`,
      className: 'text-green-700',
    });
  }
  if (quote.codFeePaise > 0) {
    lines.push({ key: 'cod', label: 'Cash on delivery fee', amount: `+${formatRupees(quote.codFeePaise)}`, className: 'text-gray-700' });
  }
  if (lines.length === 0) return null;
  return (
    <dl className="grid gap-1 text-sm" data-testid="quote-lines">
      {lines.map((line) => (
        <div key={line.key} className={cn('flex justify-between', line.className)}>
          <dt>{line.label}</dt>
          <dd>{line.amount}</dd>
        </div>
      ))}
    </dl>
  );
}

function CategoryGroup({ title, summary, ...lineProps }: { title: string; summary: CategorySummary } & SummaryLineProps) {
  const headingId = `summary-${summary.items[0]?.category ?? 'group'}`;
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-3">
      <h3 id={headingId} className="flex items-baseline justify-between text-sm font-bold uppercase tracking-wide text-gray-500">
        <span>{title}</span>
        <span className="font-semibold normal-case tracking-normal">
          {summary.totalQuantity} {summary.totalQuantity === 1 ? 'item' : 'items'}
        </span>
      </h3>
      <ul className="grid grid-cols-1 gap-2">
        {summary.items.map((item) => (
          <li key={item.id}>
            <SummaryItem item={item} {...lineProps} />
          </li>
        ))}
      </ul>
      <dl className="grid gap-1 rounded-xl bg-gray-50 px-3 py-2.5 text-sm">
        {summaryLines(summary, title).map((line) => (
          <div key={line.kind} className={cn('flex justify-between', LINE_CLASS[line.kind])}>
            <dt>{line.label}</dt>
            <dd>{line.amount < 0 ? `−${formatRupees(-line.amount)}` : formatRupees(line.amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function SummaryItem({ item, colors, fonts, onRemove, unprintableIds, onEdit, disabled }: { item: CartItem } & SummaryLineProps) {
  const unprintable = unprintableIds?.has(item.id) ?? false;
  const { customization } = item;
  const text = customization.customText;
  let preview: ReactNode;
  let details: string;
  if (item.category === 'custom-keychains') {
    const fontFamily = customization.fontFamily ?? '';
    const color = findColorCombination(customization.textColor ?? '', colors);
    const fontName = fonts.find((f) => f.value === fontFamily)?.displayName ?? fontFamily;
    // Thumbnails stay at most 84 px wide so a 13-character name and the price fit beside them at 375 px.
    const scale = Math.min(0.42, 84 / previewSize(text || 'Your Text', fontFamily).width);
    preview = <DesignPreview text={text} fontFamily={fontFamily} color={color} scale={scale} />;
    details = `${fontName} · ${color.displayName}`;
  } else {
    const Icon = item.category === 'phone-cases' ? Smartphone : Coffee;
    preview = (
      <div className="flex h-[29px] w-[84px] shrink-0 items-center justify-center rounded-xl bg-pink-50 text-pink-700" aria-hidden>
        <Icon className="h-5 w-5" />
      </div>
    );
    details = [customization.model ?? customization.size, customization.color].filter(Boolean).join(' · ');
  }
  return (
    <div className="flex items-center gap-2 rounded-xl border border-gray-100 p-2 pr-1 sm:gap-3">
      {preview}
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm font-semibold text-gray-900 sm:text-base" title={text || item.productName}>
          {text || item.productName}
        </p>
        <p className="truncate text-xs text-gray-500">{details}</p>
        {unprintable && (
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs font-semibold text-amber-700" data-testid="line-unprintable">
            <span className="inline-flex items-center gap-1">
              <TriangleAlert className="size-3.5" aria-hidden />
              Too thin to print
            </span>
            {onEdit && (
              <button
                type="button"
                className="inline-flex items-center gap-1 text-pink-700 underline underline-offset-2 hover:text-pink-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500"
                onClick={() => onEdit(item)}
                disabled={disabled}
                aria-label={`Edit ${text}`}
              >
                <Pencil className="size-3" aria-hidden />
                Edit
              </button>
            )}
          </p>
        )}
      </div>
      <span className="shrink-0 text-sm font-semibold text-gray-900">{formatRupees(item.finalPrice)}</span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="h-8 w-8 shrink-0 text-gray-500 hover:bg-red-50 hover:text-red-700"
        aria-label={`Remove ${text || item.productName}`}
        onClick={() => onRemove(item)}
        disabled={disabled}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
