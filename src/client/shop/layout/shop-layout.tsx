/**
 * The storefront frame: header, the page, footer, with a skip link for keyboard users.
 * Each part is its own Suspense boundary, so React hydrates a prerendered page part by part
 * in short slices instead of one long task (docs/decisions/030).
 */
import { memo, Suspense, type ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// The header and footer take no props and follow their own state (auth, cart, route): a page's
// re-render (a keystroke in its form, its data arriving) skips them (docs/decisions/026-first-load-performance.md: the header's
// re-render was most of a long task right after hydration on /stl-generator).
const Header = memo(SiteHeader);
const Footer = memo(SiteFooter);
// Module-level elements: a page that re-renders while the header or footer is still waiting to
// hydrate does not hand their boundary new children, which would make React hydrate it
// synchronously, in the same long task (docs/decisions/098-short-tasks-after-first-paint.md).
const header = <Header />;
const footer = <Footer />;

/**
 * Wraps a shop page in the header and footer. A page keeps its state inside `children` (a
 * component of its own), not above ShopLayout: an update above the layout while its parts are
 * still prerendered HTML makes React hydrate them all at once (decision 098).
 */
export function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-gray-950 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Suspense>{header}</Suspense>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>{footer}</Suspense>
    </div>
  );
}
