/**
 * The header's cart item count, refreshed on the cart-updated window event and on the
 * browser storage event from other tabs (docs/product.md#cart-state). While React hydrates
 * prerendered HTML the count is 0, as it was when the page was prerendered (docs/decisions/030);
 * the stored count follows in the same commit.
 */
import { useSyncExternalStore } from 'react';
import { CART_UPDATED_EVENT, countItems } from '#shared/cart';
import { readOrderData } from '../../lib/storage';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CART_UPDATED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Number of items in the stored order. */
export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => countItems(readOrderData()),
    () => 0,
  );
}
