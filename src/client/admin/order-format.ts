/**
 * Pure helpers of the admin Orders tab (docs/product.md#admin-orders): filter labels, empty-state
 * titles, phone and address lines, design colours and prices. No React, no DOM: tested alone.
 */
import type { AdminOrder } from '#shared/schemas/admin-orders';
import type { KeychainDesign } from '#shared/schemas/keychain-design';
import { formatRupees } from '#shared/money';
import { apiPaise } from '../lib/rupees';
import { ORDER_STATUSES, type OrderStatus } from '#shared/schemas/order';
import { statusLabel } from '../components/orders/status-label';

/** Shown for a missing single-design field (docs/product.md#screens). */
export const NOT_AVAILABLE = 'N/A';

/**
 * The status filter's choices: All, the spec's five, then the two docs/product.md#order-status
 * adds.
 */
export const STATUS_FILTERS: readonly ('all' | OrderStatus)[] = ['all', ...ORDER_STATUSES];

/**
 * Empty state title: "No Orders Yet" without a filter, else "No Shipped Orders"
 * (docs/product.md#screens).
 */
export function emptyOrdersTitle(filter: 'all' | OrderStatus, search: string): string {
  if (search.trim()) return 'No Matching Orders';
  return filter === 'all' ? 'No Orders Yet' : `No ${statusLabel(filter)} Orders`;
}

/** The count line: "12 of 230 orders" (filtered of all). */
export function orderCountLabel(shown: number, total: number): string {
  return `${shown.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} ${total === 1 ? 'order' : 'orders'}`;
}

export { formatIndianPhone } from '#shared/phone';

/** Address lines for the card and the label: street, line 2, "City, State", PIN, country. */
export function addressLines(address: AdminOrder['shippingAddress']): string[] {
  const cityState = [address.city, address.state]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
  return [address.street, address.addressLine2 ?? '', cityState, address.zipCode, address.country || 'India']
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The colours of a design: its own pair, else the option list's entry for textColor, else null. */
export function designColors(
  design: Pick<KeychainDesign, 'textColor' | 'colorCombination'>,
  colors: readonly { value: string; displayName: string; fontColor: string; backgroundColor: string }[],
): { fontColor: string; backgroundColor: string; displayName: string } | null {
  if (design.colorCombination) return design.colorCombination;
  const match = colors.find((c) => c.value === design.textColor);
  return match ? { fontColor: match.fontColor, backgroundColor: match.backgroundColor, displayName: match.displayName } : null;
}

/** The value or N/A for a blank or missing field. */
export function orNotAvailable(value: string | null | undefined): string {
  return value && value.trim() ? value : NOT_AVAILABLE;
}

/** "₹510" for the order; the per-unit price only when quantity > 1 ("₹170 each"), else null. */
export function orderPrices(order: Pick<AdminOrder, 'totalPrice' | 'quantity'>): { total: string; perUnit: string | null } {
  const paise = apiPaise(order.totalPrice);
  return { total: formatRupees(paise), perUnit: order.quantity > 1 ? formatRupees(Math.round(paise / order.quantity)) : null };
}

/** Badge colour of an order status (docs/product.md#payment-status). */
export function orderStatusVariant(status: string): 'warning' | 'info' | 'processing' | 'shipped' | 'success' | 'secondary' | 'danger' {
  switch (status || 'pending') {
    case 'pending':
      return 'warning';
    case 'confirmed':
      return 'info';
    case 'processing':
      return 'processing';
    case 'shipped':
      return 'shipped';
    case 'delivered':
      return 'success';
    case 'refunded':
      return 'danger';
    default:
      return 'secondary';
  }
}

/**
 * Badge colour of a payment status: completed green, pending yellow, failed red
 * (docs/product.md#payment-status).
 */
export function paymentStatusVariant(status: string): 'success' | 'warning' | 'danger' | 'secondary' {
  if (status === 'completed') return 'success';
  if (status === 'failed') return 'danger';
  if (status === 'pending' || status === 'cod_pending' || !status) return 'warning';
  return 'secondary';
}

/**
 * Whether the card shows the dealer-order marker: a dealer order whose dealer name is known
 * (docs/product.md#dealer-screens).
 */
export function isDealerOrder(order: Pick<AdminOrder, 'dealerId' | 'dealerName'>): boolean {
  return order.dealerId !== null && Boolean(order.dealerName);
}
