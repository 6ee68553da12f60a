/**
 * The "real sample photo" slot of a keychain card (docs/product.md#customizer,
 * docs/product.md#customer-messages): the photo the docs/product.md#gallery-and-samples rule picks
 * for the design's font and colour; the generated placeholder (the text in its font and colours and
 * "Sample Coming Soon") when none matches or the photo fails to load.
 */
import { useState } from 'react';
import { cssFontFamily, type ColorCombination } from '#shared/catalog';
import { useSamplePhoto } from '../../api/media';
import type { FontChoice } from '../../api/options';
import { cn } from '../../lib/utils';
import { responsiveImageProps } from '../../lib/responsive-image';

// The card's photo column: the full width on phones, half of the card from md up.
const SAMPLE_PHOTO_SIZES = '(min-width: 768px) 360px, calc(100vw - 4rem)';
import type { KeychainDesign } from './customizer-state';

export interface SamplePhotoProps {
  design: KeychainDesign;
  color: ColorCombination;
  fonts?: FontChoice[];
  className?: string;
}

/** The matching sample photo, else the generated placeholder. */
export function SamplePhoto({ design, color, fonts, className }: SamplePhotoProps) {
  const photo = useSamplePhoto(design.fontFamily, color.value);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const fontName = fonts?.find((f) => f.value === design.fontFamily)?.displayName ?? design.fontFamily;
  const showPhoto = photo !== null && failedUrl !== photo.url;
  return (
    <figure className={cn('grid grid-cols-[minmax(0,1fr)] gap-2', className)}>
      {showPhoto ? (
        <img
          {...responsiveImageProps(photo, SAMPLE_PHOTO_SIZES)}
          alt={`Sample photo: ${fontName} keychain in ${color.displayName}`}
          loading="lazy"
          decoding="async"
          onError={() => setFailedUrl(photo.url)}
          className="aspect-[16/9] w-full rounded-2xl bg-gray-100 object-cover ring-1 ring-black/10 md:aspect-[4/3]"
        />
      ) : (
        <SamplePlaceholder design={design} color={color} fonts={fonts} />
      )}
      <figcaption className="text-xs font-medium text-gray-500">Sample photo</figcaption>
    </figure>
  );
}

/** The generated placeholder: the text in its font and colours, and "Sample Coming Soon". */
function SamplePlaceholder({ design, color, fonts }: Omit<SamplePhotoProps, 'className'>) {
  const text = design.customText || 'Your Text';
  return (
    <div
      className="relative flex aspect-[16/9] flex-col items-center justify-center gap-2 overflow-hidden rounded-2xl p-4 ring-1 ring-black/10 md:aspect-[4/3]"
      style={{ backgroundColor: color.backgroundColor }}
    >
      <span aria-hidden className="absolute inset-0 bg-gradient-to-b from-white/15 to-transparent" />
      {/* truncate clips at the padding box: the padding holds the overhang of slanted fonts' last glyph (Bangers). */}
      <span
        data-testid="sample-placeholder-text"
        className="relative max-w-full truncate px-[0.25em] text-3xl leading-tight drop-shadow"
        style={{ fontFamily: cssFontFamily(design.fontFamily, fonts), color: color.fontColor, opacity: design.customText ? 1 : 0.5 }}
      >
        {text}
      </span>
      <span className="relative rounded-full bg-black/60 px-3 py-1 text-xs font-semibold tracking-wide text-white">Sample Coming Soon</span>
    </div>
  );
}
