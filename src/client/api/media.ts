/**
 * Storefront media (docs/product.md#customer-calls): GET /api/gallery-photos for the home gallery
 * and GET /api/simple-media for the keychain cards' sample photos. No retries
 * (docs/product.md#client-conventions).
 */
import { useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS } from '#shared/cart';
import { findSamplePhoto } from '#shared/media-rules';
import type { PublicMediaItem } from '#shared/schemas/media';
import { useStoredValue } from '../lib/storage';
import { apiRequest } from './fetch';
import { queryKeys } from './query-keys';

export const SIMPLE_MEDIA_URL = '/api/simple-media';
export const GALLERY_PHOTOS_URL = '/api/gallery-photos';

/** A photo of the home gallery. */
export interface GalleryImage {
  id: number;
  url: string;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  variants: PublicMediaItem['variants'];
  alt: string;
}

/**
 * The gallery section's data: photos in docs/product.md#gallery-and-samples order, loading, and the
 * admin hint.
 */
export function useGalleryImages(): { images: GalleryImage[]; isLoading: boolean; isAdmin: boolean } {
  const query = useQuery({
    queryKey: queryKeys.media.gallery(),
    queryFn: () => apiRequest<PublicMediaItem[]>('GET', GALLERY_PHOTOS_URL),
    staleTime: 60_000,
    retry: false,
  });
  const images = (query.data ?? []).map((p, i, all) => ({
    id: p.id,
    url: p.url,
    thumbnailUrl: p.thumbnailUrl,
    width: p.width,
    height: p.height,
    variants: p.variants ?? [],
    alt: `Custom keychain photo ${i + 1} of ${all.length}`,
  }));
  const adminHint = useStoredValue(STORAGE_KEYS.adminLoggedIn);
  return { images, isLoading: query.isLoading, isAdmin: adminHint === 'true' };
}

/** Every media item (shared by all keychain cards through the query cache). */
export function useSimpleMedia() {
  return useQuery({
    queryKey: queryKeys.media.simple(),
    queryFn: () => apiRequest<PublicMediaItem[]>('GET', SIMPLE_MEDIA_URL),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * The sample photo for a font and colour value by the docs/product.md#gallery-and-samples rule, or
 * null.
 */
export function useSamplePhoto(font: string, colour: string): PublicMediaItem | null {
  const { data } = useSimpleMedia();
  return data ? findSamplePhoto(data, font, colour) : null;
}
