/**
 * The created-but-unpaid order, kept in session storage so "Retry Payment" pays the same order
 * after a failure, a dismissal or a refresh instead of creating a duplicate. It is tied to the
 * cart's fingerprint: a changed cart means a new order. Session storage ends with the tab, so
 * the details kept here do not outlive the visit.
 */
import type { CheckoutForm } from '#shared/schemas/order';

/** Session-storage key of the unpaid order. */
export const PENDING_ORDER_KEY = 'chaabi.checkout.pendingOrder';

/** The unpaid order: our order id, the cart it was created from and the details it was placed with. */
export interface PendingOrder {
  orderId: number;
  fingerprint: string;
  /** The checkout form as submitted, so a refresh still shows (and confirms) the same details. */
  details?: CheckoutForm;
  /** Set for a cash on delivery order whose advance is unpaid: the cash paid on delivery (paise). */
  codCollectPaise?: number;
}

/** The part of Storage used here (session storage in the browser, a fake in tests). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The saved unpaid order for this cart, or null (none, unreadable, or another cart's). */
export function readPendingOrder(store: KeyValueStore | null, fingerprint: string): PendingOrder | null {
  try {
    const raw = store?.getItem(PENDING_ORDER_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { orderId, fingerprint: saved, details, codCollectPaise } = value as Record<string, unknown>;
    if (typeof orderId !== 'number' || !Number.isInteger(orderId) || orderId < 1 || saved !== fingerprint) return null;
    const cod = typeof codCollectPaise === 'number' && Number.isInteger(codCollectPaise) ? { codCollectPaise } : {};
    return isCheckoutForm(details) ? { orderId, fingerprint, details, ...cod } : { orderId, fingerprint, ...cod };
  } catch {
    return null;
  }
}

/** Saves the unpaid order; storage errors are ignored (the retry then only lasts this page). */
export function writePendingOrder(store: KeyValueStore | null, pending: PendingOrder): void {
  try {
    store?.setItem(PENDING_ORDER_KEY, JSON.stringify(pending));
  } catch {
    // storage full or disabled
  }
}

/** Forgets the unpaid order (after payment, or when the cart changed). */
export function clearPendingOrder(store: KeyValueStore | null): void {
  try {
    store?.removeItem(PENDING_ORDER_KEY);
  } catch {
    // storage disabled
  }
}

/** window.sessionStorage, or null where it is unavailable. */
export function sessionStore(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A stored form must at least have the shape the form expects. */
function isCheckoutForm(value: unknown): value is CheckoutForm {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const address = v.shippingAddress as Record<string, unknown> | undefined;
  return (
    typeof v.customerEmail === 'string' &&
    typeof v.customerName === 'string' &&
    typeof v.customerPhone === 'string' &&
    !!address &&
    typeof address === 'object' &&
    ['street', 'city', 'state', 'zipCode'].every((k) => typeof address[k] === 'string')
  );
}
