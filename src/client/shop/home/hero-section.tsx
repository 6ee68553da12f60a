/**
 * The home hero: the promise, prices and buttons that scroll to the customizer
 * (docs/product.md#customizer). It has nothing to hydrate: the buttons are links to
 * #customizer, live from first paint (docs/decisions/193-guest-static-sections-never-hydrate.md).
 */
import { ArrowDown, BadgeCheck, Sparkles, Truck } from 'lucide-react';
import { formatRupees } from '#shared/money';
import { unitPriceForQuantity } from '#shared/pricing';
import { Button } from '../../components/ui/button';
import { DesignPreview } from '../customizer/keychain-preview';
import { SHOWCASE_DESIGNS } from './sample-designs';

/** The hero section's element id. */
export const HERO_ID = 'hero';

/** The hero section. */
export function HeroSection() {
  const [first, second, third] = SHOWCASE_DESIGNS;
  return (
    <section
      id={HERO_ID}
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-pink-50 via-white to-white"
    >
      <div aria-hidden className="pointer-events-none absolute -right-32 -top-32 h-96 w-96 rounded-full bg-pink-200/50 blur-3xl" />
      <div aria-hidden className="pointer-events-none absolute -left-40 top-40 h-80 w-80 rounded-full bg-amber-100/70 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-pink-700 shadow-sm ring-1 ring-pink-100">
            <Sparkles className="h-4 w-4" aria-hidden />
            Custom 3D printed keychains
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-black leading-[1.05] tracking-tight text-gray-950 sm:text-6xl">
            Your name, <span className="text-pink-600">3D printed</span> on your keys.
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-gray-600">
            Type any name or word, pick a font and colours, and watch it come to life. We print it layer by layer and ship it free across
            India.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="brand" size="lg" className="h-14 px-8 text-base shadow-lg shadow-pink-600/20">
              <a href="#customizer">
                Start Customizing
                <ArrowDown />
              </a>
            </Button>
            <Button asChild variant="outline" size="lg" className="h-14 px-8 text-base">
              <a href="#customizer">Buy 10, pay {formatRupees(unitPriceForQuantity(10))} each</a>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-gray-700">
            <li className="flex items-center gap-2">
              <BadgeCheck className="h-4 w-4 text-pink-600" aria-hidden />
              10000+ happy customers
            </li>
            <li className="flex items-center gap-2">
              <Truck className="h-4 w-4 text-pink-600" aria-hidden />
              Free shipping across India
            </li>
            <li className="flex items-center gap-2">
              <Sparkles className="h-4 w-4 text-pink-600" aria-hidden />
              From {formatRupees(unitPriceForQuantity(1))}
            </li>
          </ul>
        </div>

        <div aria-hidden className="relative mx-auto hidden h-80 w-full max-w-md sm:block">
          <div className="absolute inset-6 rounded-[2.5rem] bg-gray-950 shadow-2xl" />
          <div className="absolute left-1/2 top-14 -translate-x-1/2 -rotate-6">
            <DesignPreview text={first!.text} fontFamily={first!.fontFamily} color={first!} scale={1} />
          </div>
          <div className="absolute left-1/2 top-[8.5rem] -translate-x-[40%] rotate-3">
            <DesignPreview text={second!.text} fontFamily={second!.fontFamily} color={second!} scale={1} />
          </div>
          <div className="absolute left-1/2 top-[14rem] -translate-x-[60%] -rotate-2">
            <DesignPreview text={third!.text} fontFamily={third!.fontFamily} color={third!} scale={1} />
          </div>
        </div>
      </div>
    </section>
  );
}
