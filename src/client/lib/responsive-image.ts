/**
 * `<img>` attributes for an uploaded image with its WebP variants: the browser picks
 * the narrowest file that fills the slot at the screen's density, and width/height reserve the
 * box before the file arrives. Items uploaded before variants existed get their one URL.
 */
import type { PublicMediaItem } from '#shared/schemas/media';

/** The parts of a media item the attributes come from. */
export type ResponsiveSource = Pick<PublicMediaItem, 'url' | 'width' | 'height'> & { variants?: PublicMediaItem['variants'] };

/** `src`, `srcSet`, `sizes`, `width` and `height` for an `<img>`; `sizes` is the slot's CSS width (e.g. `100vw`). */
export function responsiveImageProps(
  item: ResponsiveSource,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string; width?: number; height?: number } {
  const box = item.width && item.height ? { width: item.width, height: item.height } : {};
  const variants = item.variants ?? [];
  if (variants.length === 0) return { src: item.url, ...box };
  const candidates = [...variants.map((v) => `${v.url} ${v.width}w`), ...(item.width ? [`${item.url} ${item.width}w`] : [])];
  // The largest variant is the fallback src: WebP everywhere the shop runs, and far smaller than a PNG original.
  return { src: variants.at(-1)!.url, srcSet: candidates.join(', '), sizes, ...box };
}
