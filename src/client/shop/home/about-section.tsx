/**
 * The #about section (docs/product.md#the-shop: 10000+ happy customers; 13 characters per
 * docs/product.md#validation, not 15).
 */
import { Heart, MapPin, Ruler, Users } from 'lucide-react';
import { MAX_KEYCHAIN_TEXT } from '#shared/keychain-text';

const FACTS = [
  { icon: Users, value: '10000+', label: 'happy customers' },
  { icon: Ruler, value: String(MAX_KEYCHAIN_TEXT), label: 'characters per keychain' },
  { icon: MapPin, value: 'India', label: 'printed and shipped free' },
] as const;

/** The About section. */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="below-fold scroll-mt-20 bg-gray-950 py-16 text-white sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-pink-400">About</p>
          <h2 id="about-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            About Chaabi
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-gray-300">
            <p>
              Chaabi means <em>key</em> in Hindi. We make personalised keychains that carry a name, a nickname or a word that matters to
              you, 3D printed with raised letters on a sturdy base.
            </p>
            <p>
              Write up to {MAX_KEYCHAIN_TEXT} letters and numbers, choose from our fonts and colour combinations, and see your design before
              you order. Each keychain is printed to order and shipped free across India.
            </p>
          </div>
          <p className="mt-8 inline-flex items-center gap-2 text-sm font-semibold text-pink-300">
            <Heart className="h-4 w-4" aria-hidden />
            Perfect for gifts, teams, weddings and return favours
          </p>
        </div>
        <ul className="grid content-center gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {FACTS.map((fact) => (
            <li key={fact.label} className="flex items-center gap-4 rounded-3xl bg-white/5 p-6 ring-1 ring-white/10">
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-pink-600">
                <fact.icon className="h-6 w-6" aria-hidden />
              </span>
              <p className="flex flex-col">
                <span className="text-3xl font-black tracking-tight">{fact.value}</span>
                <span className="text-sm text-gray-400">{fact.label}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
