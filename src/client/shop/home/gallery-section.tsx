/**
 * The home gallery (docs/product.md#customizer: Gallery): the photos of GET /api/gallery-photos
 * in the auto-rotating carousel (docs/product.md#customizer-state,
 * docs/product.md#gallery-and-samples), "Loading gallery..." meanwhile, and the two empty states
 * (admins are told where to add photos; visitors see example designs).
 */
import { ImageIcon } from 'lucide-react';
import { useGalleryImages, type GalleryImage } from '../../api/media';
import { DesignPreview } from '../customizer/keychain-preview';
import { GalleryCarousel } from './gallery-carousel';
import { SHOWCASE_DESIGNS } from './sample-designs';

export type { GalleryImage };

export interface GallerySectionProps {
  images?: GalleryImage[];
  isLoading?: boolean;
  /** Admins are told how to add photos when there are none (docs/product.md#admin-panel). */
  isAdmin?: boolean;
}

/** The #gallery section. */
export function GallerySection({ images = [], isLoading = false, isAdmin = false }: GallerySectionProps) {
  return (
    <section id="gallery" aria-labelledby="gallery-title" className="below-fold scroll-mt-20 bg-gray-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold uppercase tracking-widest text-pink-700">Gallery</p>
          <h2 id="gallery-title" className="mt-2 text-3xl font-extrabold tracking-tight text-gray-950 sm:text-4xl">
            Made by people like you
          </h2>
        </div>

        <div className="mt-10">
          {isLoading ? (
            <p role="status" className="text-center text-gray-600">
              Loading gallery...
            </p>
          ) : images.length > 0 ? (
            <GalleryCarousel images={images} />
          ) : isAdmin ? (
            <div className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-3xl border-2 border-dashed border-gray-300 bg-white p-10 text-center">
              <ImageIcon className="h-10 w-10 text-gray-400" aria-hidden />
              <p className="font-semibold text-gray-900">No gallery photos yet</p>
              <p className="text-sm text-gray-600">Add photos via the admin panel (Media Manager → Homepage gallery) to show them here.</p>
            </div>
          ) : (
            <div className="grid gap-8">
              <p className="text-center text-lg text-gray-600">Check out our amazing custom keychains!</p>
              <ul
                aria-label="Example keychain designs"
                className="grid grid-cols-1 justify-items-center gap-6 sm:grid-cols-2 lg:grid-cols-3"
              >
                {SHOWCASE_DESIGNS.map((d, i) => (
                  <li
                    key={d.text}
                    className={`${i >= 3 ? 'hidden sm:flex' : 'flex'} w-full max-w-sm items-center justify-center rounded-3xl bg-white px-4 py-10 shadow-sm ring-1 ring-gray-200`}
                  >
                    <div style={{ transform: `rotate(${i % 2 === 0 ? -3 : 3}deg)` }}>
                      <DesignPreview text={d.text} fontFamily={d.fontFamily} color={d} scale={0.85} />
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

/** The #gallery section with the shop's photos (GET /api/gallery-photos), as the home page shows it. */
export function HomeGallerySection() {
  return <GallerySection {...useGalleryImages()} />;
}
