/** Saved keychain designs of signed-in customers, and their share links (issue 14). */
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A design as the customizer holds it; colours as the catalogue names them. */
export const designs = pgTable(
  'designs',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customText: text('custom_text').notNull(),
    fontFamily: text('font_family').notNull(),
    textColor: text('text_color').notNull(),
    colorCombination: jsonb('color_combination').$type<{ fontColor: string; backgroundColor: string; displayName: string }>(),
    /** SHA-256 (hex) of the share token; null when not shared or revoked. The token itself is never stored. */
    shareTokenHash: text('share_token_hash').unique(),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('designs_user_created_idx').on(t.userId, t.createdAt)],
);
