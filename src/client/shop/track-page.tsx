/**
 * /track (public, prerendered; docs/decisions/053): the order number and the phone or e-mail it
 * was placed with → the order's steps, its courier and AWB, and the expected day. Nothing else
 * about the order is shown, and a wrong pair gets the same answer as an unknown order.
 *
 * The heading hydrates with the page; the form (track-lookup.tsx) when the visitor focuses,
 * presses or types into it, at once when a link names the order, so the page's load runs none
 * of react-hook-form's or the schema's code (docs/decisions/144-checkout-and-track-forms-load-when-needed.md).
 */
import { Suspense } from 'react';
import { lazyWhenTouched } from '../lib/hydrate-when-touched';
import { ShopLayout } from './layout/shop-layout';
import { TRACK_LOOKUP_ID } from './track-lookup-id';

// A link from an e-mail (?order=1042) fills the form, so its code loads at once.
const TrackLookup = lazyWhenTouched(
  TRACK_LOOKUP_ID,
  () => import('./track-lookup'),
  'TrackLookup',
  () => new URLSearchParams(window.location.search).has('order'),
);

/** /track. The form's state lives inside the layout (ShopLayout's note, decision 098). */
export function TrackPage() {
  return <ShopLayout>{trackContent}</ShopLayout>;
}

/** The heading, and the form in a boundary of its own. */
function TrackContent() {
  return (
    <section aria-labelledby="track-title" className="bg-gradient-to-b from-pink-50 to-white">
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:py-16">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-pink-700">Track your order</p>
          <h1 id="track-title" className="mt-2 text-3xl font-black tracking-tight text-gray-950 sm:text-4xl">
            Where is my keychain?
          </h1>
          <p className="mt-3 text-gray-600">Enter your order number and the phone number or e-mail you ordered with.</p>
        </div>
        <Suspense>
          <TrackLookup />
        </Suspense>
      </div>
    </section>
  );
}

const trackContent = <TrackContent />;
