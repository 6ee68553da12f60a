/**
 * The auto-rotating gallery carousel (docs/product.md#customizer-state,
 * docs/product.md#gallery-and-samples): a new photo every 3 s with a 1 s fade, dots, thumbnails, a
 * counter with previous/next, and a pause button (WCAG 2.2.2). It pauses while hovered or focused
 * and does not rotate or fade for prefers-reduced-motion.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { CAROUSEL_FADE_MS, CAROUSEL_INTERVAL_MS } from '#shared/media-rules';
import type { GalleryImage } from '../../api/media';
import { cn } from '../../lib/utils';
import { responsiveImageProps } from '../../lib/responsive-image';
import { clampIndex, counterText, nextIndex, previousIndex, shouldAutoAdvance } from './carousel-state';

// The slide spans the carousel's max-w-4xl (896 px) column, or the screen less its padding.
const GALLERY_SIZES = '(min-width: 928px) 896px, calc(100vw - 2rem)';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

export function GalleryCarousel({ images }: { images: GalleryImage[] }) {
  const count = images.length;
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const index = clampIndex(selected, count);
  const auto = shouldAutoAdvance({ count, paused: hovered || focused || stopped, reducedMotion });

  useEffect(() => {
    if (!auto) return;
    const timer = window.setInterval(() => setSelected((i) => nextIndex(clampIndex(i, count), count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [auto, count]);

  const fade = reducedMotion ? undefined : { transitionDuration: `${CAROUSEL_FADE_MS}ms` };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Customer keychain photos"
      className="mx-auto grid max-w-4xl gap-4"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-gray-900 shadow-lg ring-1 ring-gray-200 sm:aspect-[16/9]"
        aria-live={auto ? 'off' : 'polite'}
      >
        {images.map((image, i) => (
          <img
            key={image.id}
            {...responsiveImageProps(image, GALLERY_SIZES)}
            alt={image.alt}
            aria-hidden={i !== index}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding="async"
            style={fade}
            className={cn(
              'absolute inset-0 h-full w-full object-cover transition-opacity ease-in-out',
              i === index ? 'opacity-100' : 'pointer-events-none opacity-0',
            )}
          />
        ))}
        <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 bg-gradient-to-t from-black/70 to-transparent p-3 sm:p-4">
          <div className="flex items-center gap-1">
            <CarouselButton label="Previous photo" onClick={() => setSelected(previousIndex(index, count))} disabled={count < 2}>
              <ChevronLeft className="h-5 w-5" aria-hidden />
            </CarouselButton>
            <span className="min-w-12 text-center text-sm font-semibold tabular-nums text-white" data-testid="gallery-counter">
              {counterText(index, count)}
            </span>
            <CarouselButton label="Next photo" onClick={() => setSelected(nextIndex(index, count))} disabled={count < 2}>
              <ChevronRight className="h-5 w-5" aria-hidden />
            </CarouselButton>
          </div>
          <div className="flex items-center gap-1.5" role="group" aria-label="Choose photo">
            {images.map((image, i) => (
              <button
                key={image.id}
                type="button"
                aria-label={`Go to photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setSelected(i)}
                className="flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
              >
                <span className={cn('block h-2.5 rounded-full transition-all', i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/50')} />
              </button>
            ))}
          </div>
          {count > 1 && !reducedMotion ? (
            <CarouselButton label={stopped ? 'Play slideshow' : 'Pause slideshow'} onClick={() => setStopped((s) => !s)}>
              {stopped ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
            </CarouselButton>
          ) : (
            <span className="w-9" aria-hidden />
          )}
        </div>
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1 sm:justify-center" aria-label="Photo thumbnails">
          {images.map((image, i) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setSelected(i)}
                className={cn(
                  'block overflow-hidden rounded-xl ring-2 transition focus-visible:outline-none focus-visible:ring-pink-500',
                  i === index ? 'ring-pink-600' : 'opacity-70 ring-transparent hover:opacity-100',
                )}
              >
                <img src={image.thumbnailUrl ?? image.url} alt="" loading="lazy" className="h-14 w-20 object-cover sm:h-16 sm:w-24" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CarouselButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className="flex h-9 w-9 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur transition hover:bg-white/30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-40"
    >
      {children}
    </button>
  );
}
