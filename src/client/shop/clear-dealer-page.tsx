/**
 * /clear-dealer: clears the dealer session and goes to /dealer after 1 second
 * (docs/product.md#dealer-screens, docs/product.md#constants).
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LoaderCircle } from 'lucide-react';
import { STORAGE_KEYS } from '#shared/cart';
import { removeStorage } from '../lib/storage';
import { ShopLayout } from './layout/shop-layout';

/** Redirect delay after clearing (docs/product.md#timing-and-caching: 1 s). */
const REDIRECT_DELAY_MS = 1000;

/** The clear-dealer page. */
export function ClearDealerPage() {
  const [, navigate] = useLocation();
  useEffect(() => {
    removeStorage(
      STORAGE_KEYS.dealerToken,
      STORAGE_KEYS.dealerId,
      STORAGE_KEYS.dealerCustomerInfo,
      STORAGE_KEYS.dealerKeychainCustomization,
    );
    const timer = window.setTimeout(() => navigate('/dealer'), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <ShopLayout>
      <section role="status" className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
        <LoaderCircle className="h-8 w-8 animate-spin text-pink-600" aria-hidden />
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-gray-950">Dealer session cleared</h1>
        <p className="mt-2 text-gray-600">Redirecting to dealer login…</p>
      </section>
    </ShopLayout>
  );
}
