/**
 * Route-level code splitting: pages other than the home page load on demand so the
 * storefront's first load stays within docs/product.md#budgets (≤ 170 KB gzip JS before the 3D
 * chunk).
 */
import { lazy, Suspense, type ComponentType } from 'react';

/** A page-sized loading state shown while a route's chunk downloads. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] items-center justify-center">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-pink-200 border-t-pink-600" aria-hidden />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** Wraps `import()` of a module's named export as a lazily loaded route component. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType {
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy />
      </Suspense>
    );
  };
}
