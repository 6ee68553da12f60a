/**
 * The "real sample photo" slot of a keychain card (spec §2, §8). No sample photos exist yet, so
 * it always shows the generated placeholder: the text in its font and colours and "Sample
 * Coming Soon". The media issue will look up a matching photo here and fall back to this.
 */
import { cssFontFamily, type ColorCombination } from '#shared/catalog';
import type { FontChoice } from '../../api/options';
import { cn } from '../../lib/utils';
import type { KeychainDesign } from './customizer-state';

export interface SamplePhotoProps {
  design: KeychainDesign;
  color: ColorCombination;
  fonts?: FontChoice[];
  className?: string;
}

/** The generated sample placeholder. */
export function SamplePhoto({ design, color, fonts, className }: SamplePhotoProps) {
  const text = design.customText || 'Your Text';
  return (
    <figure className={cn('grid grid-cols-[minmax(0,1fr)] gap-2', className)}>
      <div
        className="relative flex aspect-[16/9] flex-col md:aspect-[4/3] items-center justify-center gap-2 overflow-hidden rounded-2xl p-4 ring-1 ring-black/10"
        style={{ backgroundColor: color.backgroundColor }}
      >
        <span aria-hidden className="absolute inset-0 bg-gradient-to-b from-white/15 to-transparent" />
        <span
          className="relative max-w-full truncate text-3xl leading-tight drop-shadow"
          style={{ fontFamily: cssFontFamily(design.fontFamily, fonts), color: color.fontColor, opacity: design.customText ? 1 : 0.5 }}
        >
          {text}
        </span>
        <span className="relative rounded-full bg-black/60 px-3 py-1 text-xs font-semibold tracking-wide text-white">Sample Coming Soon</span>
      </div>
      <figcaption className="text-xs font-medium text-gray-500">Sample photo</figcaption>
    </figure>
  );
}
