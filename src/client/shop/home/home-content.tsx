/** The home page's sections (docs/product.md#customizer), shared by / and /guest. */
import { Suspense, useEffect } from 'react';
import { useGalleryImages } from '../../api/media';
import { scrollToSectionOnArrival } from '../../lib/scroll';
import { AboutSection } from './about-section';
import { CustomizerSection } from './customizer-section';
import { GallerySection } from './gallery-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';

/**
 * Hero, Gallery, How it works, Customizer and About; scrolls to a #section in the URL on arrival.
 * Each section is a Suspense boundary: hydrated on its own, in slices (docs/decisions/030).
 */
export function HomeContent() {
  const gallery = useGalleryImages();
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (!id) return;
    if (!document.getElementById(id)) return;
    return scrollToSectionOnArrival(id);
  }, []);
  return (
    <>
      <Suspense>
        <HeroSection />
      </Suspense>
      <Suspense>
        <GallerySection {...gallery} />
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
}
