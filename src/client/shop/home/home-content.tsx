/** The home page's sections (spec §2 "Customizer page"), shared by / and /guest. */
import { useEffect } from 'react';
import { useGalleryImages } from '../../api/media';
import { scrollToSectionOnArrival } from '../../lib/scroll';
import { AboutSection } from './about-section';
import { CustomizerSection } from './customizer-section';
import { GallerySection } from './gallery-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';

/** Hero, Gallery, How it works, Customizer and About; scrolls to a #section in the URL on arrival. */
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
      <HeroSection />
      <GallerySection {...gallery} />
      <HowItWorksSection />
      <CustomizerSection />
      <AboutSection />
    </>
  );
}
