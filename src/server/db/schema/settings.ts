/** Settings the shop owner changes without a deploy (docs/decisions/046-business-settings.md). */
import { check, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { updatedAtColumn } from './columns';

/** The seller's business settings: one row (id 1), the validated settings as JSON. */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** The output of shared/schemas/business-settings' BusinessSettingsRequest. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** Set on the first save: a row means the owner has configured the shop. */
    updatedAt: updatedAtColumn(),
  },
  (t) => [check('business_settings_single_row', sql`${t.id} = 1`)],
);
