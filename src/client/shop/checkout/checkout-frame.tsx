/**
 * The parts of /checkout that show before, or without, an order: the page's frame with its
 * loading line, and the empty cart. They load with the page's chunk; the order's summary, form
 * and payment load only when there is an order (docs/decisions/144-checkout-and-track-forms-load-when-needed.md).
 */
import { ShoppingBag } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** The page's heading and a loading line, as prerendered, while hydrating and while the order's code loads. */
export function CheckoutFrame() {
  return (
    <div className="bg-gradient-to-b from-pink-50/70 to-white">
      <div className="mx-auto min-h-[60vh] max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">Complete Your Order</h1>
        <p role="status" className="mt-6 text-gray-600">
          Loading your cart…
        </p>
      </div>
    </div>
  );
}

/** The empty cart, with the way back to the customizer (`href`). */
export function EmptyCart({ href }: { href: string }) {
  return (
    <div className="mx-auto mt-10 grid max-w-md justify-items-center gap-4 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-pink-100 text-pink-600">
        <ShoppingBag className="h-7 w-7" aria-hidden />
      </span>
      <h2 className="text-xl font-bold text-gray-900">Your cart is empty</h2>
      <p className="text-gray-600">Design a keychain with your name, pick a font and colours, and it will show up here.</p>
      <Button asChild variant="brand" size="lg">
        {/* A full navigation, so the home page opens scrolled to its customizer anchor. */}
        <a href={href}>Design Your Keychain</a>
      </Button>
    </div>
  );
}

/** The page's heading and what sits above the cart (a note on items left out), around `children`. */
export function CheckoutHeading({ leftOut, children }: { leftOut: string | null; children: React.ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-pink-50/70 to-white">
      <div className="mx-auto min-h-[60vh] max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">Complete Your Order</h1>
        {leftOut && (
          <p role="status" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {leftOut}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
