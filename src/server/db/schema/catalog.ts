/**
 * Catalogue: customization options, product categories, keychain models
 * (docs/product.md#customization-options).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from './columns';

export const customizationOptions = pgTable(
  'customization_options',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    displayName: text('display_name').notNull(),
    hexColor: text('hex_color'),
    cssClass: text('css_class'),
    fontColor: text('font_color'),
    backgroundColor: text('background_color'),
    /** The text's filament as the print room names it ("Light Pink PLA"); colour combinations only. */
    textFilamentName: text('text_filament_name'),
    /** The plate's filament ("Black PLA"); colour combinations only. */
    plateFilamentName: text('plate_filament_name'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Stored name of an admin-uploaded font file (TTF/OTF/WOFF) used for STL; fonts only. */
    fontFile: text('font_file'),
    /** SHA-256 (hex) of the stored font file, named on the job sheet. */
    fontFileSha256: text('font_file_sha256'),
    /** Fonts only: the script (ISO 15924) the font is offered for (docs/decisions/044-fonts-per-script.md). */
    script: text('script').notNull().default('Latn'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('customization_options_type_check', sql`${t.type} in ('font', 'color_combination')`),
    check(
      'customization_options_script_check',
      sql`${t.script} in ('Latn', 'Deva', 'Taml', 'Telu', 'Beng', 'Gujr', 'Knda', 'Mlym', 'Guru', 'Orya')`,
    ),
    uniqueIndex('customization_options_type_value_idx').on(t.type, t.value),
  ],
);

export const productCategories = pgTable('product_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  displayName: text('display_name').notNull(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAtColumn(),
});

export const keychainModels = pgTable('keychain_models', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  shape: text('shape').notNull(),
  description: text('description'),
  imageUrl: text('image_url'),
  /** Paise. */
  pricePaise: integer('price_paise').notNull(),
});
