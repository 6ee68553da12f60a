/**
 * The docs/product.md#gallery-and-samples media rules as pure functions, used by the server (GET
 * /api/gallery-photos) and the browser (sample photos on keychain cards). Sizes are the bytes of
 * the file as uploaded (`originalSize`): the spec's thresholds describe uploads, and re-encoding
 * would move a file across them (docs/decisions/013-media-uploads.md).
 */

/** The fields of a media item the rules read. */
export interface RuleMedia {
  id: number;
  identifier: string | null;
  /** Bytes of the file as uploaded. */
  originalSize: number;
}

/**
 * Gallery photos and preferred sample photos are over this many bytes
 * (docs/product.md#gallery-and-samples).
 */
export const MIN_PHOTO_BYTES = 10_000;

/** Gallery identifiers that come first, in this order (docs/product.md#gallery-and-samples). */
export const GALLERY_FIXED_ORDER: readonly string[] = ['mainpic1', 'mainpic2-(2)', 'mainpic3-(1)', 'mainpic4-(1)', 'mainpic5-(1)'];

/**
 * Sizes in bytes of the special fallback sample files (docs/product.md#gallery-and-samples):
 * "working", then "fixed".
 */
export const SAMPLE_FALLBACK_SIZES: readonly number[] = [70, 68];

/** The carousel's interval and fade in ms (docs/product.md#gallery-and-samples). */
export const CAROUSEL_INTERVAL_MS = 3000;
export const CAROUSEL_FADE_MS = 1000;

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp)$/i;

/** Lower-case identifier without an image extension, for comparisons. */
function normaliseIdentifier(identifier: string): string {
  return identifier.trim().toLowerCase().replace(IMAGE_EXTENSION, '');
}

/** Whether an item belongs in the homepage gallery: over 10000 bytes, identifier with mainpic or banner. */
export function isGalleryPhoto(media: RuleMedia): boolean {
  if (!media.identifier || media.originalSize <= MIN_PHOTO_BYTES) return false;
  const id = media.identifier.toLowerCase();
  return id.includes('mainpic') || id.includes('banner');
}

/** The gallery photos in display order: the fixed names first, then largest first (ties: older first). */
export function selectGalleryPhotos<T extends RuleMedia>(media: readonly T[]): T[] {
  const fixedIndex = (m: T): number => {
    const i = GALLERY_FIXED_ORDER.indexOf(normaliseIdentifier(m.identifier ?? ''));
    return i === -1 ? GALLERY_FIXED_ORDER.length : i;
  };
  return media.filter(isGalleryPhoto).sort((a, b) => fixedIndex(a) - fixedIndex(b) || b.originalSize - a.originalSize || a.id - b.id);
}

/** The words of a name or identifier: lower-case letters and digits, split on anything else. */
export function identifierWords(text: string): string[] {
  return normaliseIdentifier(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The identifier of a targeted sample upload: `{fontName}-{colourName}`
 * (docs/product.md#admin-calls).
 */
export function sampleIdentifier(fontName: string, colourName: string): string {
  return `${fontName}-${colourName}`;
}

/**
 * Whether an identifier names exactly this font and colour: its words are the font's words,
 * then the colour's words, then only numbers (an upload's timestamp or copy number), e.g.
 * "bangers-light-pink-1712345.jpg" for bangers × light-pink. Whole words in order, never a
 * substring or a shared word: "Light Blue" is not "Light Pink", "marker" is not
 * "permanent-marker".
 */
export function matchSample(identifier: string | null, font: string, colour: string): boolean {
  if (!identifier) return false;
  const words = identifierWords(identifier);
  const expected = [...identifierWords(font), ...identifierWords(colour)];
  if (identifierWords(font).length === 0 || identifierWords(colour).length === 0) return false;
  if (words.length < expected.length) return false;
  return expected.every((w, i) => words[i] === w) && words.slice(expected.length).every((w) => /^\d+$/.test(w));
}

/**
 * The sample photo for a font and colour (docs/product.md#gallery-and-samples), or null. Candidates
 * match the font and colour exactly (matchSample). Order: over 10000 bytes, largest first; then the
 * special 70-byte ("working") and 68-byte ("fixed") files; then any smaller candidate, largest
 * first; a size tie goes to the newest upload.
 */
export function findSamplePhoto<T extends RuleMedia>(media: readonly T[], font: string, colour: string): T | null {
  const ranked = media
    .filter((m) => matchSample(m.identifier, font, colour))
    .map((m) => {
      const fallback = SAMPLE_FALLBACK_SIZES.indexOf(m.originalSize);
      const tier = m.originalSize > MIN_PHOTO_BYTES ? 0 : fallback !== -1 ? 1 + fallback : 1 + SAMPLE_FALLBACK_SIZES.length;
      return { m, tier };
    })
    .sort((a, b) => a.tier - b.tier || b.m.originalSize - a.m.originalSize || b.m.id - a.m.id);
  return ranked[0]?.m ?? null;
}
