/**
 * Media contracts (docs/product.md#media; docs/product.md#admin-inputs upload messages;
 * docs/product.md#admin-calls media calls).
 */
import { z } from 'zod';

/** docs/product.md#admin-inputs upload refusals, shown by the client and answered by the server. */
export const MEDIA_MESSAGES = {
  invalidType: 'Please upload an image file (JPG, PNG, GIF, WebP).',
  tooLarge: 'Please upload an image smaller than 10MB.',
  tooManyPixels: 'Please upload an image of at most 40 megapixels.',
  noFiles: 'Please choose at least one image to upload.',
  invalidCategory: 'Unknown media category.',
  invalidIdentifier: 'Identifiers may use letters, digits, spaces and - _ . ( ) only (at most 120 characters).',
} as const;

/** Upload limit per image (docs/product.md#uploads: 10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Images accepted by the uploader (docs/product.md#uploads: JPG, PNG, GIF, WebP). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Media categories (docs/product.md#media). */
export const MEDIA_CATEGORIES = ['general', 'keychain-sample', 'homepage-gallery'] as const;
export const MediaCategory = z.enum(MEDIA_CATEGORIES);
export type MediaCategory = z.infer<typeof MediaCategory>;

/** An identifier as the uploader may send it: printable words, no path characters. */
export const MediaIdentifier = z
  .string()
  .trim()
  .max(120, MEDIA_MESSAGES.invalidIdentifier)
  .regex(/^[\p{L}\p{N} _.()-]*$/u, MEDIA_MESSAGES.invalidIdentifier);

/** A media item as the admin lists it (docs/product.md#media, plus thumbnail and dates). */
export const MediaItem = z.object({
  id: z.number().int(),
  filename: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  /** Stored size in bytes (after re-encoding): what the URL serves. */
  size: z.number().int(),
  /** Size in bytes of the file as uploaded; the docs/product.md#uploads rules read this one. */
  originalSize: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Responsive WebP encodings narrower than the image, smallest first; empty for older uploads. */
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
  category: MediaCategory,
  identifier: z.string().nullable(),
  uploadedAt: z.string(),
});
export type MediaItem = z.infer<typeof MediaItem>;

/** A media item as the storefront reads it (GET /api/simple-media, /api/gallery-photos). */
export const PublicMediaItem = MediaItem.pick({
  id: true,
  filename: true,
  url: true,
  thumbnailUrl: true,
  size: true,
  originalSize: true,
  width: true,
  height: true,
  variants: true,
  category: true,
  identifier: true,
});
export type PublicMediaItem = z.infer<typeof PublicMediaItem>;

/** GET /api/admin/media answer. */
export const ListMediaResponse = z.array(MediaItem);

/** GET /api/simple-media and /api/gallery-photos answers. */
export const ListPublicMediaResponse = z.array(PublicMediaItem);

/** POST /api/admin/media/upload answer (201). */
export const UploadMediaResponse = z.object({ files: z.array(MediaItem) });
export type UploadMediaResponse = z.infer<typeof UploadMediaResponse>;

/** DELETE /api/admin/media/{id} params and answer. */
export const MediaIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const DeleteMediaResponse = z.object({ success: z.literal(true) });
export type DeleteMediaResponse = z.infer<typeof DeleteMediaResponse>;
