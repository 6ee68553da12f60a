/**
 * The header's cart item count, refreshed on the cart-updated window event and on the
 * browser storage event from other tabs (spec §4 "Cart").
 */
import { useEffect, useState } from 'react';
import { CART_UPDATED_EVENT, countItems } from '#shared/cart';
import { readOrderData } from '../../lib/storage';

/** Number of items in the stored order. */
export function useCartCount(): number {
  const [count, setCount] = useState(() => countItems(readOrderData()));
  useEffect(() => {
    const refresh = () => setCount(countItems(readOrderData()));
    refresh();
    window.addEventListener(CART_UPDATED_EVENT, refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener(CART_UPDATED_EVENT, refresh);
      window.removeEventListener('storage', refresh);
    };
  }, []);
  return count;
}
