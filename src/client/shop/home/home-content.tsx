/** The home page's sections (docs/product.md#customizer), shared by / and /guest. */
import { Suspense, lazy, useEffect } from 'react';
import { keepPrerendered, lazyNearViewport } from '../../lib/hydrate-near-viewport';
import { scrollToSectionOnArrival } from '../../lib/scroll';
import { HERO_ID, HeroSection } from './hero-section';

// Below the first screen, each section's code loads and hydrates when the shopper nears it
// (docs/decisions/095-home-sections-hydrate-near-the-viewport.md); its prerendered HTML shows meanwhile.
const GallerySection = lazyNearViewport('gallery', () => import('./gallery-section'), 'HomeGallerySection');
const CustomizerSection = lazyNearViewport('customizer', () => import('./customizer-section'), 'CustomizerSection');
// The hero, How it works and About have nothing to hydrate (the hero's buttons are links to
// #customizer): on the prerendered page they stay as the server rendered them, and the last two
// load their code only on a client-side render
// (docs/decisions/193-guest-static-sections-never-hydrate.md).
const Hero = keepPrerendered(HERO_ID, HeroSection);
const HowItWorksSection = keepPrerendered(
  'how-it-works',
  lazy(async () => ({ default: (await import('./how-it-works-section')).HowItWorksSection })),
);
const AboutSection = keepPrerendered(
  'about',
  lazy(async () => ({ default: (await import('./about-section')).AboutSection })),
);

/** How long a #section in the URL is waited for when the page renders on the client (ms). */
const SECTION_WAIT_MS = 10_000;

// The same elements on every render: a re-render of the page never reaches a section that is
// still waiting to hydrate (an update there would make React drop its prerendered HTML).
const SECTIONS = (
  <>
    <Suspense>
      <Hero />
    </Suspense>
    <Suspense>
      <GallerySection />
    </Suspense>
    <Suspense>
      <HowItWorksSection />
    </Suspense>
    <Suspense>
      <CustomizerSection />
    </Suspense>
    <Suspense>
      <AboutSection />
    </Suspense>
  </>
);

/**
 * Hero, Gallery, How it works, Customizer and About; scrolls to a #section in the URL on arrival.
 * Each section is a Suspense boundary: hydrated on its own, in slices (docs/decisions/030).
 */
export function HomeContent() {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (!id) return;
    if (document.getElementById(id)) return scrollToSectionOnArrival(id);
    // Rendered on the client (the welcome page's /#customizer): the section appears when its chunk arrives.
    let stopFollowing: (() => void) | undefined;
    const appeared = new MutationObserver(() => {
      if (!document.getElementById(id)) return;
      appeared.disconnect();
      stopFollowing = scrollToSectionOnArrival(id);
    });
    appeared.observe(document.body, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => appeared.disconnect(), SECTION_WAIT_MS);
    return () => {
      appeared.disconnect();
      window.clearTimeout(giveUp);
      stopFollowing?.();
    };
  }, []);
  return SECTIONS;
}
