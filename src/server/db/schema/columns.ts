import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/**
 * `updated_at`, set by the schema: the database's transaction time on insert and on every
 * Drizzle update (`$onUpdate`), so services never set it by hand and every row of one
 * change carries the same instant (docs/decisions/039-updated-at-by-the-schema.md).
 */
export function updatedAtColumn() {
  return timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`);
}
