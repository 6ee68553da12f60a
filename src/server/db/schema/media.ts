/**
 * Uploaded media: keychain sample photos, gallery photos, general images (docs/product.md#media).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    /** Random stored name of the re-encoded image (never the uploader's name). */
    filename: text('filename').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    /** Stored size in bytes (after re-encoding). */
    size: integer('size').notNull(),
    /**
     * Size in bytes of the file as uploaded (docs/product.md#uploads size rules read the original
     * upload).
     */
    originalSize: integer('original_size').notNull(),
    url: text('url').notNull(),
    thumbnailFilename: text('thumbnail_filename'),
    thumbnailUrl: text('thumbnail_url'),
    width: integer('width'),
    height: integer('height'),
    /**
     * Widths in px of the WebP variants stored as `{uuid}-{width}w.webp`; empty for older uploads.
     */
    variantWidths: integer('variant_widths')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    category: text('category').notNull().default('general'),
    identifier: text('identifier'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('media_files_category_check', sql`${t.category} in ('general', 'keychain-sample', 'homepage-gallery')`),
    check('media_files_size_check', sql`${t.size} >= 0 and ${t.originalSize} >= 0`),
    index('media_files_category_idx').on(t.category, t.uploadedAt),
  ],
);
