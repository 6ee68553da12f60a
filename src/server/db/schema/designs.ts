/**
 * Saved keychain designs of signed-in customers and of dealers, and their share links
 * (issue 14). Each design has exactly one owner: a customer (`user_id`) or a dealer
 * (`dealer_id`); the check constraint holds it in the database.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { dealers } from './dealers';
import { users } from './users';
import { updatedAtColumn } from './columns';

/** A design as the customizer holds it; colours as the catalogue names them. */
export const designs = pgTable(
  'designs',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'cascade' }),
    customText: text('custom_text').notNull(),
    fontFamily: text('font_family').notNull(),
    textColor: text('text_color').notNull(),
    colorCombination: jsonb('color_combination').$type<{ fontColor: string; backgroundColor: string; displayName: string }>(),
    /** SHA-256 (hex) of the share token; null when not shared or revoked. The token itself is never stored. */
    shareTokenHash: text('share_token_hash').unique(),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('designs_user_created_idx').on(t.userId, t.createdAt),
    index('designs_dealer_created_idx').on(t.dealerId, t.createdAt),
    check('designs_one_owner', sql`num_nonnulls(${t.userId}, ${t.dealerId}) = 1`),
  ],
);
