/**
 * Local-storage access for the cart and drafts (docs/product.md#cart-and-local-storage keys). Reads
 * never throw: storage can be disabled or full, and a broken value is an empty cart
 * (docs/product.md#cart-state).
 */
import { useSyncExternalStore } from 'react';
import { CART_UPDATED_EVENT, STORAGE_KEYS, makeOrderData, parseOrderData, type OrderData } from '#shared/cart';

/** Reads a raw value; null when missing or storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a raw value; returns false when storage is unavailable or full. */
export function writeStorage(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes keys, ignoring storage errors. */
export function removeStorage(...keys: string[]): void {
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // storage unavailable: nothing to remove
    }
  }
}

/**
 * The saved order, or null; an unparsable value is logged and treated as empty
 * (docs/product.md#states).
 */
export function readOrderData(): OrderData | null {
  const raw = readStorage(STORAGE_KEYS.orderData);
  const parsed = parseOrderData(raw);
  if (raw && !parsed) console.warn('Stored orderData could not be parsed; treating the cart as empty');
  return parsed;
}

/**
 * Saves the order with recomputed prices and signals a cart update (docs/product.md#cart-state).
 */
export function saveOrderData(order: OrderData): void {
  writeStorage(STORAGE_KEYS.orderData, JSON.stringify(makeOrderData(order.keychains, order)));
  notifyCartUpdated();
}

/** Clears every cart key (orderData, cartData, checkoutData) and signals a cart update. */
export function clearCart(): void {
  removeStorage(STORAGE_KEYS.orderData, STORAGE_KEYS.cartData, STORAGE_KEYS.checkoutData);
  notifyCartUpdated();
}

/** Window event asking the customizer to drop its keychains (the header's Empty). */
export const CUSTOMIZER_CLEARED_EVENT = 'customizer-cleared';

/**
 * Empties the cart and the customizer's keychains together (the header's "Empty cart & designs"):
 * clears every cart key, then tells an open customizer to reset to one blank keychain.
 */
export function clearCartAndDesigns(): void {
  clearCart();
  window.dispatchEvent(new Event(CUSTOMIZER_CLEARED_EVENT));
}

/** Fires the cart-updated window event the header listens to. */
export function notifyCartUpdated(): void {
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * A stored value as React state: null while React hydrates prerendered HTML (the prerender had
 * no storage; docs/decisions/030), then the stored value, kept current across tabs.
 */
export function useStoredValue(key: string): string | null {
  return useSyncExternalStore(
    subscribeToStorage,
    () => readStorage(key),
    () => null,
  );
}
